import {
  API_KEY_HEADER,
  API_KEY_PATHS,
  API_KEY_SCOPES,
  API_KEY_TEXTS,
  API_KEYS_BASE,
  ApiKeyBulkBodySchema,
  type ApiKey,
} from '@store/contract/api-keys';
import { Ban, Info, Pencil, RefreshCw, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';
import { Badge } from '../../components/Badge.tsx';
import { BulkActions } from '../../components/BulkActions.tsx';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import type { Column } from '../../components/DataTable.tsx';
import { ListScreen } from '../../components/ListScreen.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { formatCount } from '../../lib/numbers.ts';
import { useCan } from '../../lib/permissions.ts';
import { useRecordDialogs, type RecordDialogs } from '../../lib/useRecordDialogs.ts';
import { useSelection } from '../../lib/useSelection.ts';
import { CreateApiKeyModal } from './CreateApiKeyModal.tsx';
import { EditApiKeyModal } from './EditApiKeyModal.tsx';
import { RollApiKeyModal } from './RollApiKeyModal.tsx';
import { useApiKeyList, useDeleteApiKey, useRevokeApiKey } from './useApiKeys.ts';

/**
 * spec 001 §2 "API Keys": the keys of external storefronts. Revoke only while active, delete
 * always, both confirmed first; their failures, like a failed load, are only logged (§8).
 */
export function ApiKeysScreen() {
  const selection = useSelection();
  const refreshBulk = useRefresh(queryKeys.apiKeys.all);
  const list = useApiKeyList();
  const revoke = useRevokeApiKey();
  const remove = useDeleteApiKey();
  const dialogs = useRecordDialogs<ApiKey>({
    // `/api-keys?new=1` (the command palette's "Create API key") opens the create form.
    createFromAddress: true,
    remove: (k) => remove.mutateAsync(k.id),
    deleteFailed: { log: 'Failed to delete API key' }, // spec 001 §8: only logged
  });
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [rolling, setRolling] = useState<ApiKey | null>(null);
  const keys = list.data ?? [];
  const canWebhooks = useCan()('security');

  return (
    <ListScreen
      title="API Keys"
      description="Keys that external storefronts (for example a site builder) use to call the storefront API."
      createLabel="Create API Key"
      actions={
        // Outbound webhooks (decision 0062) live under API Keys; they are the Owners' (area 'security').
        canWebhooks ? (
          <Link to="/api-keys/webhooks" className={buttonClass('secondary')}>
            <Webhook aria-hidden="true" className="size-4" />
            Webhooks
          </Link>
        ) : undefined
      }
      notices={
        <>
          <p className="mb-4 flex items-start gap-2 rounded-md border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Storefronts send their key in the <code className="font-mono font-semibold">{API_KEY_HEADER}</code> header
              with every request to the storefront API (<code className="font-mono">/api/v1</code>). A key is shown only
              once, when it is created.
            </span>
          </p>
          <BulkActions
            selection={selection}
            total={keys.length}
            pageRows={keys.length}
            noun={{ one: 'API key', many: 'API keys' }}
            path={`${API_KEYS_BASE}${API_KEY_PATHS.bulk}`}
            schema={ApiKeyBulkBodySchema}
            actions={[
              {
                action: 'revoke',
                label: 'Revoke',
                tone: 'danger',
                confirm: (count) => `Revoke ${count}? Storefronts using them are refused at once.`,
                done: () => 'revoked',
              },
            ]}
            onDone={() => void refreshBulk()}
          />
        </>
      }
      rows={keys}
      rowKey={(k) => k.id}
      table={{
        caption: 'API keys',
        columns: apiKeyColumns(dialogs, { revoke: setRevoking, roll: setRolling }),
        emptyText: API_KEY_TEXTS.empty,
        selection: { state: selection, pick: (k) => ({ id: k.id }), label: (k) => `Select ${k.name}` },
      }}
      loading={list.isPending}
      dialogs={dialogs}
      form={(key, close) =>
        key ? <EditApiKeyModal apiKey={key} onClose={close} /> : <CreateApiKeyModal onClose={close} />
      }
      confirmDelete={{
        title: 'Delete API Key',
        message: (k) => `Delete “${k.name}” permanently? Storefronts using it stop working at once.`,
      }}
      overlays={
        <>
          {rolling ? <RollApiKeyModal apiKey={rolling} onClose={() => setRolling(null)} /> : null}
          <ConfirmDialog
            open={revoking !== null}
            onOpenChange={(open) => (open ? undefined : setRevoking(null))}
            title="Revoke API Key"
            message={`Revoke “${revoking?.name ?? ''}”? Storefronts using this key are refused at once. This cannot be undone.`}
            confirmLabel="Revoke"
            tone="danger"
            onConfirm={async () => {
              try {
                await revoke.mutateAsync(revoking!.id);
              } catch (err) {
                console.error('Failed to revoke API key', err); // spec 001 §8: only logged
              }
            }}
          />
        </>
      }
    />
  );
}

const isExpired = (k: ApiKey) => k.expires_at !== null && Date.parse(k.expires_at) <= Date.now();

function apiKeyColumns(
  dialogs: RecordDialogs<ApiKey>,
  { revoke, roll }: { revoke: (key: ApiKey) => void; roll: (key: ApiKey) => void },
): Column<ApiKey>[] {
  return [
    {
      header: 'Name',
      card: 'title',
      cell: (k) => (
        <div>
          <p className="font-medium text-slate-900">{k.name}</p>
          {k.description ? <p className="text-xs text-slate-600">{k.description}</p> : null}
        </div>
      ),
    },
    {
      header: 'Key Prefix',
      className: 'whitespace-nowrap',
      cell: (k) => (
        <div>
          <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{k.key_prefix}...</code>
          {k.previous_key_expires_at ? (
            <p className="mt-1 text-xs whitespace-normal text-slate-600">
              Old key works until {formatDate(k.previous_key_expires_at, DATE_TIME_PATTERN)}
            </p>
          ) : null}
        </div>
      ),
    },
    {
      header: 'Status',
      cell: (k) => <Badge tone={k.is_active ? 'green' : 'slate'}>{k.is_active ? 'Active' : 'Revoked'}</Badge>,
    },
    { header: 'Usage', cell: (k) => formatCount(k.usage_count), className: 'text-right tabular-nums' },
    {
      header: 'Last Used',
      className: 'whitespace-nowrap',
      cell: (k) => (k.last_used_at ? formatDate(k.last_used_at, DATE_TIME_PATTERN) : API_KEY_TEXTS.never),
    },
    {
      header: 'Scopes',
      cell: (k) =>
        k.scopes.length === API_KEY_SCOPES.length ? (
          API_KEY_TEXTS.allScopes
        ) : (
          <ul className="flex flex-wrap gap-1">
            {k.scopes.map((scope) => (
              <li key={scope}>
                <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{scope}</code>
              </li>
            ))}
          </ul>
        ),
    },
    {
      header: 'Expires',
      className: 'whitespace-nowrap',
      cell: (k) =>
        k.expires_at === null ? (
          API_KEY_TEXTS.never
        ) : isExpired(k) ? (
          <Badge tone="slate">{API_KEY_TEXTS.expired}</Badge>
        ) : (
          formatDate(k.expires_at, DATE_TIME_PATTERN)
        ),
    },
    {
      header: 'Rate Limit',
      className: 'whitespace-nowrap',
      cell: (k) =>
        k.rate_limit_per_minute === null
          ? API_KEY_TEXTS.defaultRateLimit
          : `${formatCount(k.rate_limit_per_minute)}/min`,
    },
    { header: 'Created', cell: (k) => formatDate(k.created_at), className: 'whitespace-nowrap' },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (k) => (
        <div className="flex justify-end gap-2 max-sm:flex-wrap">
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-label={`Edit ${k.name}`}
            onClick={() => dialogs.openEdit(k)}
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit
          </button>
          {k.is_active ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-label={`Roll ${k.name}`}
              onClick={() => roll(k)}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Roll
            </button>
          ) : null}
          {k.is_active ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-label={`Revoke ${k.name}`}
              onClick={() => revoke(k)}
            >
              <Ban aria-hidden="true" className="size-4" />
              Revoke
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
            aria-label={`Delete ${k.name}`}
            onClick={() => dialogs.openDelete(k)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        </div>
      ),
    },
  ];
}
