import { ACCESS_MESSAGES, AccessCreateBodySchema, AccessUpdateBodySchema, type Access } from '@store/contract/access';
import { useMemo } from 'react';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { ChoiceField } from '../../components/ChoiceField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { fromDateTimeInput, toDateTimeInput } from '../../lib/dateInputs.ts';
import { useContractForm } from '../../lib/useContractForm.ts';
import { productSearch, userLabel, userSearch } from '../../api/pickers.ts';
import { useGrantAccess, useProductOptions, useUpdateAccess, useUserOptions } from './useAccess.ts';

const EXPIRY_HINT = 'Leave empty for lifetime access.';

interface GrantValues {
  user_id: string;
  product_id: string;
  expires_at: string;
  is_active: boolean;
}

/** The grant's inputs → the wire body: the expiry typed in local time becomes an ISO instant. */
const grantBody = (values: GrantValues) => ({ ...values, expires_at: fromDateTimeInput(values.expires_at) });

/** spec 001 "User Access": the grant modal (user and product dropdowns, searchable). */
export function GrantAccessModal({ onClose }: { onClose: () => void }) {
  const users = useUserOptions();
  const products = useProductOptions();
  const grant = useGrantAccess();
  const form = useContractForm({
    schema: AccessCreateBodySchema,
    toBody: grantBody,
    values: { user_id: '', product_id: '', expires_at: '', is_active: true },
    save: (body) => grant.mutateAsync(body),
    failedMessage: ACCESS_MESSAGES.createFailed,
    onSaved: onClose,
  });
  const { field, input } = form;

  const userOptions = useMemo(
    () => (users.data?.users ?? []).map((u) => ({ value: String(u.id), label: userLabel(u) })),
    [users.data],
  );
  const productOptions = useMemo(
    () => (products.data?.products ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    [products.data],
  );

  return (
    <FormModal form={form} title="Grant Access" submitLabel="Grant Access" what="access grant" onClose={onClose}>
      <ChoiceField
        form={form}
        name="user_id"
        label="User"
        placeholder="Select a user"
        filterPlaceholder="Search users by name or email..."
        filterLabel="Search users"
        options={userOptions}
        loading={users.isPending}
        search={userSearch}
      />
      <ChoiceField
        form={form}
        name="product_id"
        label="Product"
        placeholder="Select a product"
        filterPlaceholder="Search products..."
        filterLabel="Search products"
        options={productOptions}
        loading={products.isPending}
        search={productSearch}
      />
      <TextField label="Expires At" type="datetime-local" hint={EXPIRY_HINT} {...input('expires_at')} />
      <CheckboxField label="Active" {...field('is_active')} />
    </FormModal>
  );
}

interface EditValues {
  expires_at: string;
  is_active: boolean;
}

const EDIT_LABELS = { expires_at: 'Expires At', is_active: 'Active' } as const satisfies Record<
  keyof EditValues,
  string
>;

const editValues = (record: Pick<Access, 'expires_at' | 'is_active'>): EditValues => ({
  expires_at: toDateTimeInput(record.expires_at),
  is_active: record.is_active,
});

/** spec 001 §5: user and product are not editable after the grant; expiry and active are. */
export function EditAccessModal({ record, onClose }: { record: Access; onClose: () => void }) {
  const update = useUpdateAccess();
  const form = useContractForm({
    schema: AccessUpdateBodySchema,
    toBody: (values: EditValues) => ({ ...values, expires_at: fromDateTimeInput(values.expires_at) }),
    values: editValues(record),
    revision: record.revision,
    valuesOf: (current) => editValues(current as Access),
    labels: EDIT_LABELS,
    save: (body, revision) => update.mutateAsync({ key: record.id, body, revision }),
    failedMessage: ACCESS_MESSAGES.updateFailed,
    onSaved: onClose,
  });
  const { field, input } = form;

  return (
    <FormModal form={form} title="Edit Access" submitLabel="Save Changes" what="access grant" onClose={onClose}>
      <dl className="grid gap-3 rounded-md bg-slate-50 p-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">User</dt>
          <dd className="text-slate-900">
            {record.user.name}
            <span className="block text-slate-600">{record.user.email}</span>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">Product</dt>
          <dd className="text-slate-900">{record.product.name}</dd>
        </div>
      </dl>
      <p className="-mt-2 text-xs text-slate-600">User and product cannot be changed after the grant.</p>
      <TextField label="Expires At" type="datetime-local" hint={EXPIRY_HINT} {...input('expires_at')} />
      <CheckboxField label={EDIT_LABELS.is_active} {...field('is_active')} />
    </FormModal>
  );
}
