import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCESS_MESSAGES,
  AccessCreateBodySchema,
  AccessUpdateBodySchema,
  type Access,
  type AccessCreateBody,
  type AccessUpdateBody,
} from '@store/contract/access';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SearchableSelectField } from '../../components/SearchableSelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { fromDateTimeInput, toDateTimeInput } from '../../lib/dateInputs.ts';
import { applyServerError } from '../../lib/formErrors.ts';
import { useGrantAccess, useProductOptions, useUpdateAccess, useUserOptions } from './useAccess.ts';

const EXPIRY_HINT = 'Leave empty for lifetime access.';

interface GrantValues {
  user_id: string;
  product_id: string;
  expires_at: string;
  is_active: boolean;
}

/** spec 001 "User Access": the grant modal (user and product dropdowns, searchable). */
export function GrantAccessModal({ onClose }: { onClose: () => void }) {
  const users = useUserOptions();
  const products = useProductOptions();
  const grant = useGrantAccess();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GrantValues, unknown, AccessCreateBody>({
    // The contract's schema takes the form's text values (ids as select strings) as input; its
    // inferred input type is wider than the form's, hence the cast.
    resolver: zodResolver(AccessCreateBodySchema) as never,
    defaultValues: { user_id: '', product_id: '', expires_at: '', is_active: true },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const userOptions = useMemo(
    () => (users.data?.users ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (${u.email})` })),
    [users.data],
  );
  const productOptions = useMemo(
    () => (products.data?.products ?? []).map((p) => ({ value: String(p.id), label: p.name })),
    [products.data],
  );

  const onSubmit = async (body: AccessCreateBody) => {
    setServerError(null);
    try {
      await grant.mutateAsync({ ...body, expires_at: fromDateTimeInput(body.expires_at) });
      onClose();
    } catch (err) {
      setServerError(
        applyServerError<GrantValues>(
          err,
          ['user_id', 'product_id', 'expires_at'],
          setError,
          ACCESS_MESSAGES.createFailed,
        ),
      );
    }
  };

  return (
    <Modal
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title="Grant Access"
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="grant-access-form"
            className={buttonClass('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            Grant Access
          </button>
        </>
      }
    >
      <form id="grant-access-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <ErrorBox message={serverError} />
        <Controller
          control={control}
          name="user_id"
          render={({ field }) => (
            <SearchableSelectField
              label="User"
              placeholder="Select a user"
              filterPlaceholder="Search users by name or email..."
              filterLabel="Search users"
              options={userOptions}
              loading={users.isPending}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(v) => {
                clearErrors('user_id');
                field.onChange(v);
              }}
              error={errors.user_id?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="product_id"
          render={({ field }) => (
            <SearchableSelectField
              label="Product"
              placeholder="Select a product"
              filterPlaceholder="Search products..."
              filterLabel="Search products"
              options={productOptions}
              loading={products.isPending}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(v) => {
                clearErrors('product_id');
                field.onChange(v);
              }}
              error={errors.product_id?.message}
            />
          )}
        />
        <TextField
          label="Expires At"
          type="datetime-local"
          hint={EXPIRY_HINT}
          error={errors.expires_at?.message}
          {...register('expires_at', { onChange: () => clearErrors('expires_at') })}
        />
        <CheckboxField label="Active" {...register('is_active')} />
      </form>
    </Modal>
  );
}

interface EditValues {
  expires_at: string;
  is_active: boolean;
}

/** spec 001 §5: user and product are not editable after the grant; expiry and active are. */
export function EditAccessModal({ record, onClose }: { record: Access; onClose: () => void }) {
  const update = useUpdateAccess();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditValues, unknown, AccessUpdateBody>({
    resolver: zodResolver(AccessUpdateBodySchema) as never,
    defaultValues: { expires_at: toDateTimeInput(record.expires_at), is_active: record.is_active },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = async (body: AccessUpdateBody) => {
    setServerError(null);
    try {
      await update.mutateAsync({
        id: record.id,
        body: { expires_at: fromDateTimeInput(body.expires_at), is_active: body.is_active ?? record.is_active },
      });
      onClose();
    } catch (err) {
      setServerError(applyServerError<EditValues>(err, ['expires_at'], setError, ACCESS_MESSAGES.updateFailed));
    }
  };

  return (
    <Modal
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title="Edit Access"
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="edit-access-form"
            className={buttonClass('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            Save Changes
          </button>
        </>
      }
    >
      <form id="edit-access-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <ErrorBox message={serverError} />
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
        <TextField
          label="Expires At"
          type="datetime-local"
          hint={EXPIRY_HINT}
          error={errors.expires_at?.message}
          {...register('expires_at', { onChange: () => clearErrors('expires_at') })}
        />
        <CheckboxField label="Active" {...register('is_active')} />
      </form>
    </Modal>
  );
}
