import {
  ACCESS_DURATION_TYPES,
  MIN_DURATION_MONTHS,
  PRODUCT_MESSAGES,
  ProductCreateBodySchema,
  type AccessDurationType,
  type Product,
} from '@store/contract/products';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useRecordForm } from '../../lib/useContractForm.ts';
import { DEFAULT_MONTHS, PRODUCT_FORM_LABELS, productFormToBody, productFormValues } from './productForm.ts';
import { durationTypeLabel } from './productFormat.ts';
import { useCreateProduct, useUpdateProduct } from './useProducts.ts';

/** Create New Product and Edit Product (spec 000 §2, §5): every field of the product. */
export function ProductFormModal({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useRecordForm({
    record: product,
    keyOf: (p) => p.id,
    schemas: { create: ProductCreateBodySchema, update: ProductCreateBodySchema },
    valuesOf: productFormValues,
    toBody: productFormToBody,
    labels: PRODUCT_FORM_LABELS,
    create: create.mutateAsync,
    update: update.mutateAsync,
    messages: PRODUCT_MESSAGES,
    onSaved: onClose,
  });
  const { field, error, input } = form;
  const { setValue, getValues, control, clearErrors } = form.form;
  const durationType = useWatch({ control, name: 'access_duration_type' });

  return (
    <FormModal
      form={form}
      title={product ? 'Edit Product' : 'Create New Product'}
      submitLabel={product ? 'Save Changes' : 'Create Product'}
      what="product"
      onClose={onClose}
    >
      <TextField label={PRODUCT_FORM_LABELS.name} autoComplete="off" error={error('name')} {...field('name')} />
      <TextAreaField label={PRODUCT_FORM_LABELS.description} rows={3} {...input('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={PRODUCT_FORM_LABELS.price_usd}
          type="number"
          step="0.01"
          min="0"
          inputMode="decimal"
          placeholder="0.00"
          {...input('price_usd')}
        />
        <TextField
          label={PRODUCT_FORM_LABELS.internal_key}
          autoComplete="off"
          spellCheck={false}
          placeholder="e.g., pro-suite"
          {...input('internal_key')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={PRODUCT_FORM_LABELS.access_duration_type}
          error={error('access_duration_type')}
          {...field('access_duration_type', {
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
            label={PRODUCT_FORM_LABELS.access_duration_months}
            type="number"
            step="1"
            min={MIN_DURATION_MONTHS}
            inputMode="numeric"
            {...input('access_duration_months')}
          />
        ) : null}
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="sr-only">Characteristics</legend>
        <CheckboxField label={PRODUCT_FORM_LABELS.is_physical} {...field('is_physical')} />
        <CheckboxField label={PRODUCT_FORM_LABELS.is_downloadable} {...field('is_downloadable')} />
      </fieldset>
      <fieldset className="rounded-md border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-slate-700">Payment provider IDs (optional)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={PRODUCT_FORM_LABELS.stripe_product_id}
            autoComplete="off"
            spellCheck={false}
            placeholder="prod_..."
            {...input('stripe_product_id')}
          />
          <TextField
            label={PRODUCT_FORM_LABELS.stripe_price_id}
            autoComplete="off"
            spellCheck={false}
            placeholder="price_..."
            {...input('stripe_price_id')}
          />
          <TextField
            label={PRODUCT_FORM_LABELS.coinbase_product_id}
            autoComplete="off"
            spellCheck={false}
            {...input('coinbase_product_id')}
          />
          <TextField
            label={PRODUCT_FORM_LABELS.coinbase_price_id}
            autoComplete="off"
            spellCheck={false}
            {...input('coinbase_price_id')}
          />
        </div>
      </fieldset>
    </FormModal>
  );
}
