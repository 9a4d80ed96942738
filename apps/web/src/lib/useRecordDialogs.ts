import { useCallback, useState } from 'react';
import { errorToast } from './toast.ts';
import { useNewRecordParam } from './useNewRecordParam.ts';

type Open<T> = { kind: 'create' } | { kind: 'edit'; record: T } | { kind: 'delete'; record: T } | null;

/**
 * What a failed delete does: spec 000 §8 shows an alert with the server's message, else the
 * feature's text (`{ alert: USER_MESSAGES.deleteFailed }`); spec 001 §8 only logs it
 * (`{ log: 'Failed to delete country' }`).
 */
export type DeleteFailed = { alert: string } | { log: string };

/**
 * The create / edit / delete-confirm dialogs of a list screen, one open at a time, and what
 * happens around a delete: the feature's delete call, then `afterDelete` (a page the delete
 * emptied steps back: `view.afterDelete`), or the spec's reaction to a failure. With
 * `createFromAddress`, `/users?new=1` (the command palette's "Create user") opens the create form.
 */
export function useRecordDialogs<T>({
  remove,
  deleteFailed,
  afterDelete,
  createFromAddress = false,
}: {
  remove?: (record: T) => Promise<unknown>;
  deleteFailed?: DeleteFailed;
  afterDelete?: () => void;
  createFromAddress?: boolean;
} = {}) {
  const [open, setOpen] = useState<Open<T>>(null);
  const openCreate = useCallback(() => setOpen({ kind: 'create' }), []);
  useNewRecordParam(createFromAddress ? openCreate : undefined);

  const confirmDelete = async () => {
    if (open?.kind !== 'delete' || !remove) return;
    try {
      await remove(open.record);
      afterDelete?.();
    } catch (err) {
      if (deleteFailed && 'alert' in deleteFailed) errorToast(err, deleteFailed.alert);
      else console.error(deleteFailed?.log ?? 'Failed to delete', err);
    }
  };

  return {
    /** The form is open: for a new record (`editing` null) or for `editing`. */
    formOpen: open?.kind === 'create' || open?.kind === 'edit',
    editing: open?.kind === 'edit' ? open.record : null,
    deleting: open?.kind === 'delete' ? open.record : null,
    openCreate,
    openEdit: (record: T) => setOpen({ kind: 'edit', record }),
    openDelete: (record: T) => setOpen({ kind: 'delete', record }),
    close: () => setOpen(null),
    confirmDelete,
  };
}

export type RecordDialogs<T> = ReturnType<typeof useRecordDialogs<T>>;
