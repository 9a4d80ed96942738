import {
  API_KEY_HEADER,
  API_KEY_PATHS,
  API_KEY_TEXTS,
  API_KEYS_BASE,
  type ApiKey,
  ApiKeyBulkBodySchema,
} from '@store/contract/api-keys';
import { Ban, Info, Plus, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { BulkActions } from '../../components/BulkActions.tsx';
import { queryKeys } from '../../api/queryKeys.ts';
import { useRefresh } from '../../api/refresh.ts';
import { useSelection } from '../../lib/useSelection.ts';
import { useNewRecordParam } from '../../lib/useNewRecordParam.ts';
import { DataTable, type Column } from '../../components/DataTable.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DATE_TIME_PATTERN, formatDate } from '../../lib/dates.ts';
import { formatCount } from '../../lib/numbers.ts';
import { CreateApiKeyModal } from './CreateApiKeyModal.tsx';
import { useApiKeyList, useDeleteApiKey, useRevokeApiKey } from './useApiKeys.ts';

function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${
        active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'
      }`}
    >
      {active ? 'Active' : 'Revoked'}
    </span>
  );
}

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
  const [creating, setCreating] = useState(false);
  // `/api-keys?new=1` (the command palette's "Create API key") opens the create form.
  useNewRecordParam(useCallback(() => setCreating(true), []));
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  useEffect(() => {
    if (list.error) console.error('Failed to load API keys', list.error); // spec 001 §8: an empty list
  }, [list.error]);

  const columns: Column<ApiKey>[] = [
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
      cell: (k) => <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs">{k.key_prefix}...</code>,
    },
    { header: 'Status', cell: (k) => <StatusBadge active={k.is_active} /> },
    { header: 'Usage', cell: (k) => formatCount(k.usage_count), className: 'text-right tabular-nums' },
    {
      header: 'Last Used',
      className: 'whitespace-nowrap',
      cell: (k) => (k.last_used_at ? formatDate(k.last_used_at, DATE_TIME_PATTERN) : API_KEY_TEXTS.never),
    },
    { header: 'Created', cell: (k) => formatDate(k.created_at), className: 'whitespace-nowrap' },
    {
      header: 'Actions',
      card: 'actions',
      className: 'text-right',
      cell: (k) => (
        <div className="flex justify-end gap-2">
          {k.is_active ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              aria-label={`Revoke ${k.name}`}
              onClick={() => setRevoking(k)}
            >
              <Ban aria-hidden="true" className="size-4" />
              Revoke
            </button>
          ) : null}
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
            aria-label={`Delete ${k.name}`}
            onClick={() => setDeleting(k)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <div>
      <PageHeader
        title="API Keys"
        description="Keys that external storefronts (for example a site builder) use to call the storefront API."
        actions={
          <button type="button" className={buttonClass('primary')} onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Create API Key
          </button>
        }
      />
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
        total={list.data?.length ?? 0}
        pageRows={list.data?.length ?? 0}
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
      <DataTable
        caption="API keys"
        columns={columns}
        rows={list.data ?? []}
        rowKey={(k) => k.id}
        emptyText={API_KEY_TEXTS.empty}
        loading={list.isPending}
        selection={{ state: selection, pick: (k) => ({ id: k.id }), label: (k) => `Select ${k.name}` }}
      />

      {creating ? <CreateApiKeyModal onClose={() => setCreating(false)} /> : null}
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete API Key"
        message={`Delete “${deleting?.name ?? ''}” permanently? Storefronts using it stop working at once.`}
        confirmLabel="Delete"
        tone="danger"
        onConfirm={async () => {
          try {
            await remove.mutateAsync(deleting!.id);
          } catch (err) {
            console.error('Failed to delete API key', err); // spec 001 §8: only logged
          }
        }}
      />
    </div>
  );
}
