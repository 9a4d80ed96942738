import {
  ACCESS_DURATION_TYPES,
  MIN_DURATION_MONTHS,
  PRODUCT_MESSAGES,
  ProductCreateBodySchema,
  type AccessDurationType,
  type Product,
  type ProductCreateBody,
} from '@store/contract/products';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { applyServerError } from '../../lib/formErrors.ts';
import { wireResolver } from '../../lib/wireResolver.ts';
import {
  DEFAULT_MONTHS,
  PRODUCT_FORM_FIELDS,
  productFormToBody,
  productFormValues,
  type ProductFormValues,
} from './productForm.ts';
import { durationTypeLabel } from './productFormat.ts';
import { useCreateProduct, useUpdateProduct } from './useProducts.ts';

type Field = (typeof PRODUCT_FORM_FIELDS)[number];

/** Create New Product and Edit Product (spec 000 §2, §5): every field of the product. */
export function ProductFormModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const editing = product !== null;
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [serverError, setServerError] = useState<string | null>(null);
  // The contract's body schema checks the converted form, so its texts land on the inputs.
  const resolver = useMemo(
    () => wireResolver<ProductFormValues, typeof ProductCreateBodySchema>(ProductCreateBodySchema, productFormToBody),
    [],
  );
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    setValue,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductCreateBody>({
    resolver,
    defaultValues: productFormValues(product),
    // spec 000 §5: a field's error goes as soon as the field is edited.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const durationType = useWatch({ control, name: 'access_duration_type' });

  const onSubmit = async (body: ProductCreateBody) => {
    setServerError(null);
    try {
      if (product) await update.mutateAsync({ id: product.id, body });
      else await create.mutateAsync(body);
      onClose();
    } catch (err) {
      setServerError(
        applyServerError<ProductFormValues>(
          err,
          PRODUCT_FORM_FIELDS,
          setError,
          editing ? PRODUCT_MESSAGES.updateFailed : PRODUCT_MESSAGES.createFailed,
        ),
      );
    }
  };

  const clearOnChange = (name: Field) => ({ onChange: () => clearErrors(name) });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? 'Edit Product' : 'Create New Product'}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="product-form"
            className={buttonClass('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {editing ? 'Save Changes' : 'Create Product'}
          </button>
        </>
      }
    >
      <form id="product-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <ErrorBox message={serverError} />
        <TextField
          label="Product Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name', clearOnChange('name'))}
        />
        <TextAreaField
          label="Description"
          rows={3}
          error={errors.description?.message}
          {...register('description', clearOnChange('description'))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Price (USD)"
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            placeholder="0.00"
            error={errors.price_usd?.message}
            {...register('price_usd', clearOnChange('price_usd'))}
          />
          <TextField
            label="Internal Key"
            autoComplete="off"
            spellCheck={false}
            placeholder="e.g., pro-suite"
            error={errors.internal_key?.message}
            {...register('internal_key', clearOnChange('internal_key'))}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Access Duration"
            error={errors.access_duration_type?.message}
            {...register('access_duration_type', {
              onChange: (event: { target: { value: string } }) => {
                clearErrors(['access_duration_type', 'access_duration_months']);
                // Lifetime has no months; another type starts from its usual months unless the
                // admin typed their own.
                const type = event.target.value as AccessDurationType;
                const months = getValues('access_duration_months').trim();
                if (type === 'lifetime') setValue('access_duration_months', '');
                else if (months === '' || Object.values(DEFAULT_MONTHS).includes(months)) {
                  setValue('access_duration_months', DEFAULT_MONTHS[type]);
                }
              },
            })}
          >
            {ACCESS_DURATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {durationTypeLabel(type)}
              </option>
            ))}
          </SelectField>
          {/* spec 000 §2: the months are asked for only when the type is not lifetime. */}
          {durationType !== 'lifetime' ? (
            <TextField
              label="Duration (months)"
              type="number"
              step="1"
              min={MIN_DURATION_MONTHS}
              inputMode="numeric"
              error={errors.access_duration_months?.message}
              {...register('access_duration_months', clearOnChange('access_duration_months'))}
            />
          ) : null}
        </div>
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="sr-only">Characteristics</legend>
          <CheckboxField label="Physical Product" {...register('is_physical', clearOnChange('is_physical'))} />
          <CheckboxField
            label="Downloadable Product"
            {...register('is_downloadable', clearOnChange('is_downloadable'))}
          />
        </fieldset>
        <fieldset className="rounded-md border border-slate-200 p-4">
          <legend className="px-1 text-sm font-medium text-slate-700">Payment provider IDs (optional)</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Stripe Product ID"
              autoComplete="off"
              spellCheck={false}
              placeholder="prod_..."
              error={errors.stripe_product_id?.message}
              {...register('stripe_product_id', clearOnChange('stripe_product_id'))}
            />
            <TextField
              label="Stripe Price ID"
              autoComplete="off"
              spellCheck={false}
              placeholder="price_..."
              error={errors.stripe_price_id?.message}
              {...register('stripe_price_id', clearOnChange('stripe_price_id'))}
            />
            <TextField
              label="Coinbase Product ID"
              autoComplete="off"
              spellCheck={false}
              error={errors.coinbase_product_id?.message}
              {...register('coinbase_product_id', clearOnChange('coinbase_product_id'))}
            />
            <TextField
              label="Coinbase Price ID"
              autoComplete="off"
              spellCheck={false}
              error={errors.coinbase_price_id?.message}
              {...register('coinbase_price_id', clearOnChange('coinbase_price_id'))}
            />
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
