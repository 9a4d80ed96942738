import {
  WEBHOOK_PATHS,
  WEBHOOK_TEXTS,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@store/contract/webhooks';
import { History, KeyRound, Pencil, Power, PowerOff, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { queryKeys } from '../../api/queryKeys.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { IconButton } from '../../components/IconButton.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { NotInRoleNotice } from '../../components/NotInRoleNotice.tsx';
import { RecordLink } from '../../components/RecordLink.tsx';
import { formatDate } from '../../lib/dates.ts';
import { useCan } from '../../lib/permissions.ts';
import { errorToast, toast } from '../../lib/toast.ts';
import { useRecordDialogs, type RecordDialogs } from '../../lib/useRecordDialogs.ts';
import { useRecordRoute, type RecordRoute } from '../../lib/useRecordRoute.ts';
import { EndpointStatus, EventList } from './EndpointSummary.tsx';
import { WebhookDeliveriesModal } from './WebhookDeliveriesModal.tsx';
import { WebhookFormModal } from './WebhookFormModal.tsx';
import { WebhookSecretDialog } from './WebhookSecretDialog.tsx';
import { WEBHOOK_UI_TEXTS, type EndpointActions } from './webhookTexts.ts';
import {
  useDeleteWebhook,
  useRollWebhookSecret,
  useSendTestEvent,
  useUpdateWebhook,
  useWebhookList,
} from './useWebhooks.ts';

/** Where the screen lives: under API Keys, outside the sidebar (`/api-keys/webhooks/{id}` = one endpoint's log). */
const BASE = '/api-keys/webhooks';

/**
 * Outbound webhooks (issue 33 item 3, decision 0062): the Owners' endpoints, each with the events
 * it subscribes to, its state, and its delivery log (`/api-keys/webhooks/{id}`). Reached from the
 * API Keys screen and the command palette. Its address sits under API Keys but its area is
 * 'security' (Owners), so it says itself when the role does not include it.
 */
export function WebhooksScreen() {
  const can = useCan();
  return can('security') ? <Webhooks /> : <NotInRoleNotice />;
}

function Webhooks() {
  const route = useRecordRoute(BASE);
  const list = useWebhookList();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();
  const dialogs = useRecordDialogs<WebhookEndpoint>({
    createFromAddress: true,
    remove: async (e) => {
      await remove.mutateAsync({ key: e.id, revision: e.revision });
      toast.success(WEBHOOK_TEXTS.deleted);
    },
    deleteFailed: { alert: WEBHOOK_UI_TEXTS.deleteFailed },
  });
  const [rolling, setRolling] = useState<WebhookEndpoint | null>(null);
  const endpoints = list.data ?? [];

  const actions: EndpointActions = {
    sendTest: (e) =>
      test.mutate(e.id, {
        onSuccess: () => toast.success(WEBHOOK_TEXTS.testSent),
        onError: (err) => errorToast(err, WEBHOOK_UI_TEXTS.testFailed),
      }),
    toggle: (e) =>
      update.mutate(
        { key: e.id, body: { enabled: !e.enabled }, revision: e.revision },
        {
          onSuccess: () => toast.success(e.enabled ? WEBHOOK_UI_TEXTS.disabled : WEBHOOK_UI_TEXTS.enabled),
          onError: (err) => errorToast(err, WEBHOOK_UI_TEXTS.toggleFailed),
        },
      ),
    roll: setRolling,
    busy: test.isPending || update.isPending,
  };

  return (
    <ListScreen
      title={WEBHOOK_TEXTS.title}
      description={
        <>
          {WEBHOOK_TEXTS.intro} Part of{' '}
          <Link to="/api-keys" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
            API Keys
          </Link>
          .
        </>
      }
      createLabel={WEBHOOK_TEXTS.add}
      rows={endpoints}
      rowKey={(e) => e.id}
      table={{
        caption: 'Webhook endpoints',
        columns: endpointColumns(route, dialogs, actions),
        emptyText: WEBHOOK_TEXTS.empty,
      }}
      loading={list.isPending}
      dialogs={dialogs}
      record={{ route, path: WEBHOOK_PATHS.item, keys: queryKeys.webhooks }}
      details={{
        title: 'Webhook Endpoint',
        notFound: WEBHOOK_TEXTS.notFound,
        render: (endpoint, close) => <WebhookDeliveriesModal endpoint={endpoint} actions={actions} onClose={close} />,
      }}
      form={(endpoint, close) => <WebhookFormModal endpoint={endpoint} onClose={close} />}
      confirmDelete={{
        title: 'Delete Webhook Endpoint',
        message: (e) =>
          `Delete the endpoint ${e.url}? The store stops calling it at once, and its delivery log goes too.`,
      }}
      overlays={<RollSecret endpoint={rolling} onClose={() => setRolling(null)} />}
    />
  );
}

/** "Roll secret": asked first; then the new secret, shown once. The old one keeps signing for 24 h. */
function RollSecret({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose: () => void }) {
  const roll = useRollWebhookSecret();
  const [rolled, setRolled] = useState<WebhookEndpointWithSecret | null>(null);
  if (rolled) {
    return (
      <WebhookSecretDialog
        endpoint={rolled}
        title="Signing Secret Rolled"
        description={WEBHOOK_TEXTS.rolled}
        onDone={() => {
          setRolled(null);
          onClose();
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      open={endpoint !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Roll Signing Secret"
      message={`Make a new signing secret for ${endpoint?.url ?? ''}? Deliveries carry signatures of both the new and the old secret for 24 hours, so the receiver can switch without missing any; then only the new one signs.`}
      confirmLabel="Roll Secret"
      onConfirm={async () => {
        try {
          setRolled(await roll.mutateAsync(endpoint!));
        } catch (err) {
          errorToast(err, WEBHOOK_UI_TEXTS.rollFailed);
        }
      }}
    />
  );
}

function endpointColumns(
  route: RecordRoute,
  dialogs: RecordDialogs<WebhookEndpoint>,
  actions: EndpointActions,
): Column<WebhookEndpoint>[] {
  return [
    {
      header: 'Endpoint',
      card: 'title',
      cell: (e) => (
        <div className="min-w-0 sm:min-w-48">
          <RecordLink route={route} recordKey={e.id} className="font-mono text-sm font-medium break-all">
            {e.url}
          </RecordLink>
          {e.description ? <p className="text-xs text-slate-600">{e.description}</p> : null}
        </div>
      ),
    },
    { header: 'Events', cell: (e) => <EventList events={e.events} /> },
    { header: 'Status', cell: (e) => <EndpointStatus endpoint={e} /> },
    { header: 'Created', className: 'whitespace-nowrap', cell: (e) => formatDate(e.created_at) },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (e) => (
        <div className="flex flex-wrap items-center justify-end gap-1 lg:flex-nowrap">
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            aria-label={`Deliveries of ${e.url}`}
            onClick={() => route.open(e.id)}
          >
            <History aria-hidden="true" className="size-4" />
            Deliveries
          </button>
          <IconButton look="compact" label={`Send a test event to ${e.url}`} onClick={() => actions.sendTest(e)}>
            <Send aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton look="compact" label={`Edit ${e.url}`} onClick={() => dialogs.openEdit(e)}>
            <Pencil aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton look="compact" label={`Roll the signing secret of ${e.url}`} onClick={() => actions.roll(e)}>
            <KeyRound aria-hidden="true" className="size-4" />
          </IconButton>
          <IconButton
            look="compact"
            label={`${e.enabled ? 'Disable' : 'Enable'} ${e.url}`}
            onClick={() => actions.toggle(e)}
          >
            {e.enabled ? (
              <PowerOff aria-hidden="true" className="size-4" />
            ) : (
              <Power aria-hidden="true" className="size-4" />
            )}
          </IconButton>
          <IconButton look="compact" tone="danger" label={`Delete ${e.url}`} onClick={() => dialogs.openDelete(e)}>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      ),
    },
  ];
}
