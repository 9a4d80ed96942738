import {
  PROMO_MESSAGES,
  PromoCreateSchema,
  PromoUpdateSchema,
  type DiscountType,
  type Promo,
  type PromoCreateBody,
  type PromoUpdateBody,
} from '@store/contract/promos';
import { useWatch } from 'react-hook-form';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { fromDateTimeInput, toDateTimeInput } from '../../lib/dateInputs.ts';
import { useRecordForm } from '../../lib/useContractForm.ts';
import { useCreatePromo, useUpdatePromo } from './usePromos.ts';

/** What the inputs hold: fixed discounts in dollars, dates as datetime-local text, '' for empty. */
interface Values {
  code: string;
  discount_type: DiscountType;
  discount_value: string;
  max_uses: string;
  date_start: string;
  date_end: string;
  is_enabled: boolean;
}

/** The fields by their labels, in the form's order (the conflict dialog names them so). */
const LABELS = {
  code: 'Code',
  discount_type: 'Discount Type',
  discount_value: 'Discount Value',
  max_uses: 'Max Uses',
  date_start: 'Start Date',
  date_end: 'End Date',
  is_enabled: 'Enabled',
} as const satisfies Record<keyof Values, string>;

function valuesOf(promo: Promo | null): Values {
  if (!promo) {
    return {
      code: '',
      discount_type: 'percentage',
      discount_value: '',
      max_uses: '',
      date_start: '',
      date_end: '',
      is_enabled: true,
    };
  }
  return {
    code: promo.code,
    discount_type: promo.discount_type,
    discount_value:
      promo.discount_type === 'fixed' ? (promo.discount_value / 100).toFixed(2) : String(promo.discount_value),
    max_uses: promo.max_uses === null ? '' : String(promo.max_uses),
    date_start: toDateTimeInput(promo.date_start),
    date_end: toDateTimeInput(promo.date_end),
    is_enabled: promo.is_enabled,
  };
}

/** An empty number input is NaN, so the schema answers its "required" text rather than skipping it. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The form's values as the wire body (spec 001 §5/§9: dollars → whole cents; empty → null). */
function toBody(values: Values, editing: boolean): PromoCreateBody | PromoUpdateBody {
  const value = numberOf(values.discount_value);
  const body = {
    discount_type: values.discount_type,
    discount_value: values.discount_type === 'fixed' ? Math.round(value * 100) : value,
    max_uses: values.max_uses.trim() === '' ? null : Number(values.max_uses),
    date_start: fromDateTimeInput(values.date_start),
    date_end: fromDateTimeInput(values.date_end),
    is_enabled: values.is_enabled,
  };
  // spec 001 §7: PATCH is the same body without the code.
  return (editing ? body : { code: values.code, ...body }) as PromoCreateBody | PromoUpdateBody;
}

/** Create and edit (spec 001 "Promo Codes"); the code is fixed once created. */
export function PromoFormModal({
  promo,
  onClose,
}: {
  /** The promo being edited; null to create one. */
  promo: Promo | null;
  onClose: () => void;
}) {
  const create = useCreatePromo();
  const update = useUpdatePromo();
  const form = useRecordForm({
    record: promo,
    keyOf: (p) => p.id,
    schemas: { create: PromoCreateSchema, update: PromoUpdateSchema },
    valuesOf: valuesOf,
    toBody: toBody,
    labels: LABELS,
    create: create.mutateAsync,
    update: update.mutateAsync,
    messages: PROMO_MESSAGES,
    onSaved: onClose,
  });
  const { field, input } = form;
  const discountType = useWatch({ control: form.form.control, name: 'discount_type' });
  const fixed = discountType === 'fixed';

  return (
    <FormModal
      form={form}
      title={promo ? 'Edit Promo Code' : 'Create Promo Code'}
      submitLabel={promo ? 'Save Changes' : 'Create Promo Code'}
      what="promo code"
      onClose={onClose}
    >
      {promo ? (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-600">Code</p>
          <p className="font-mono text-slate-900">{promo.code}</p>
          <p className="mt-1 text-xs text-slate-600">
            The code cannot be changed after creation. Used {promo.usage_count}{' '}
            {promo.usage_count === 1 ? 'time' : 'times'} so far.
          </p>
        </div>
      ) : (
        <TextField
          label={LABELS.code}
          placeholder="e.g., SUMMER25"
          autoComplete="off"
          spellCheck={false}
          hint="Uppercase letters, numbers, hyphens and underscores."
          {...input('code')}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={LABELS.discount_type}
          {...input('discount_type', { onChange: () => form.form.clearErrors('discount_value') })}
        >
          <option value="percentage">Percentage (%)</option>
          <option value="fixed">Fixed Amount ($)</option>
        </SelectField>
        <TextField
          label={fixed ? 'Discount Value ($)' : 'Discount Value (%)'}
          type="number"
          inputMode="decimal"
          min={fixed ? 0.01 : 1}
          max={fixed ? undefined : 100}
          step={fixed ? 0.01 : 1}
          placeholder={fixed ? '5.00' : '10'}
          {...input('discount_value')}
        />
      </div>
      <TextField
        label={LABELS.max_uses}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder="Unlimited"
        hint="Leave empty for unlimited uses."
        {...input('max_uses')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={LABELS.date_start}
          type="datetime-local"
          hint="Leave empty to start now."
          {...input('date_start')}
        />
        <TextField
          label={LABELS.date_end}
          type="datetime-local"
          hint="Leave empty for no end date."
          {...input('date_end')}
        />
      </div>
      <CheckboxField label={LABELS.is_enabled} {...field('is_enabled')} />
    </FormModal>
  );
}
