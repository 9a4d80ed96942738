import {
  CreateSavedViewBodySchema,
  UpdateSavedViewBodySchema,
  VIEW_LIMITS,
  VIEW_TEXTS,
  type SavedView,
  type ViewList,
} from '@store/contract/views';
import { useCreateView, useEditView } from '../api/viewChanges.ts';
import { useRecordForm } from '../lib/useContractForm.ts';
import { CheckboxField } from './CheckboxField.tsx';
import { FormModal } from './FormModal.tsx';
import { TextField } from './TextField.tsx';

interface Values {
  name: string;
  is_default: boolean;
  shared: boolean;
}

const LABELS = {
  name: 'Name',
  is_default: 'Open this list with it',
  shared: 'Share with every admin',
} as const satisfies Record<keyof Values, string>;

/**
 * Saves the list's view under a name, or renames a saved view (decision 0065). A new view can be
 * made the admin's default for the list and, by an Owner, shared with every admin.
 */
export function SaveViewDialog({
  list,
  query,
  view,
  mayShare,
  onSaved,
  onClose,
}: {
  list: ViewList;
  /** The list's view to save (a new view only). */
  query: string;
  /** The view renamed; null to save a new one. */
  view: SavedView | null;
  mayShare: boolean;
  onSaved: (view: SavedView) => void;
  onClose: () => void;
}) {
  const create = useCreateView();
  const edit = useEditView();
  const form = useRecordForm({
    record: view,
    keyOf: (v) => v.id,
    schemas: { create: CreateSavedViewBodySchema, update: UpdateSavedViewBodySchema },
    valuesOf: (v): Values => ({ name: v?.name ?? '', is_default: v?.is_default ?? false, shared: v?.shared ?? false }),
    toBody: (values, editing) =>
      editing
        ? { name: values.name }
        : {
            list,
            query,
            name: values.name,
            is_default: values.is_default,
            ...(mayShare ? { shared: values.shared } : {}),
          },
    labels: LABELS,
    create: create.mutateAsync,
    update: edit.mutateAsync,
    messages: VIEW_TEXTS,
    onSaved: (saved) => {
      onSaved(saved as SavedView);
      onClose();
    },
  });
  return (
    <FormModal
      form={form}
      title={view ? 'Rename View' : 'Save View'}
      description={view ? undefined : 'Keeps the filters, search, sort and columns shown now under a name.'}
      size="md"
      submitLabel={view ? 'Rename' : 'Save View'}
      what="view"
      onClose={onClose}
    >
      <TextField
        label={LABELS.name}
        placeholder="e.g., Paid this week"
        autoComplete="off"
        maxLength={VIEW_LIMITS.nameMax}
        {...form.input('name')}
      />
      {view ? null : (
        <>
          <CheckboxField label={LABELS.is_default} {...form.field('is_default')} />
          {mayShare ? <CheckboxField label={LABELS.shared} {...form.field('shared')} /> : null}
        </>
      )}
    </FormModal>
  );
}
