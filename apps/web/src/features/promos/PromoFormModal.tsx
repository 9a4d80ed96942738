import {
  PROMO_MESSAGES,
  PromoCreateSchema,
  PromoUpdateSchema,
  type DiscountType,
  type Promo,
  type PromoCreateBody,
  type PromoUpdateBody,
} from '@store/contract/promos';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { fromDateTimeInput, toDateTimeInput } from '../../lib/dateInputs.ts';
import { applyServerError } from '../../lib/formErrors.ts';
import { wireResolver } from '../../lib/wireResolver.ts';
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

const FIELDS = ['code', 'discount_type', 'discount_value', 'max_uses', 'date_start', 'date_end', 'is_enabled'] as const;

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
  const editing = promo !== null;
  const create = useCreatePromo();
  const update = useUpdatePromo();
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      editing
        ? wireResolver<Values, typeof PromoUpdateSchema>(PromoUpdateSchema, (v) => toBody(v, true))
        : wireResolver<Values, typeof PromoCreateSchema>(PromoCreateSchema, (v) => toBody(v, false)),
    [editing],
  );
  const {
    control,
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, PromoCreateBody | PromoUpdateBody>({
    resolver: resolver as never,
    defaultValues: valuesOf(promo),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const discountType = useWatch({ control, name: 'discount_type' });

  const onSubmit = async (body: PromoCreateBody | PromoUpdateBody) => {
    setServerError(null);
    try {
      if (promo) await update.mutateAsync({ id: promo.id, body: body as PromoUpdateBody });
      else await create.mutateAsync(body as PromoCreateBody);
      onClose();
    } catch (err) {
      setServerError(
        applyServerError<Values>(
          err,
          FIELDS,
          setError,
          editing ? PROMO_MESSAGES.updateFailed : PROMO_MESSAGES.createFailed,
        ),
      );
    }
  };

  // spec 000 §5 / 001 §5: a field's message goes as soon as the field is edited.
  const clearOnChange = (name: (typeof FIELDS)[number]) => ({ onChange: () => clearErrors(name) });
  const fixed = discountType === 'fixed';

  return (
    <Modal
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={editing ? 'Edit Promo Code' : 'Create Promo Code'}
      size="lg"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="promo-form"
            className={buttonClass('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {editing ? 'Save Changes' : 'Create Promo Code'}
          </button>
        </>
      }
    >
      <form id="promo-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <ErrorBox message={serverError} />
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
            label="Code"
            placeholder="e.g., SUMMER25"
            autoComplete="off"
            spellCheck={false}
            hint="Uppercase letters, numbers, hyphens and underscores."
            error={errors.code?.message}
            {...register('code', clearOnChange('code'))}
          />
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Discount Type"
            error={errors.discount_type?.message}
            {...register('discount_type', {
              onChange: () => {
                clearErrors('discount_type');
                clearErrors('discount_value');
              },
            })}
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
            error={errors.discount_value?.message}
            {...register('discount_value', clearOnChange('discount_value'))}
          />
        </div>
        <TextField
          label="Max Uses"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          placeholder="Unlimited"
          hint="Leave empty for unlimited uses."
          error={errors.max_uses?.message}
          {...register('max_uses', clearOnChange('max_uses'))}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Start Date"
            type="datetime-local"
            hint="Leave empty to start now."
            error={errors.date_start?.message}
            {...register('date_start', clearOnChange('date_start'))}
          />
          <TextField
            label="End Date"
            type="datetime-local"
            hint="Leave empty for no end date."
            error={errors.date_end?.message}
            {...register('date_end', clearOnChange('date_end'))}
          />
        </div>
        <CheckboxField label="Enabled" {...register('is_enabled', clearOnChange('is_enabled'))} />
      </form>
    </Modal>
  );
}
