import {
  COUNTRY_CODE_LENGTH,
  COUNTRY_MESSAGES,
  CountryCreateSchema,
  CountryUpdateSchema,
  type Country,
  type CountryCreateBody,
  type CountryUpdateBody,
} from '@store/contract/countries';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextField } from '../../components/TextField.tsx';
import { formatCents } from '../../lib/money.ts';
import { applyServerError } from '../../lib/formErrors.ts';
import { wireResolver } from '../../lib/wireResolver.ts';
import { useCreateCountry, useUpdateCountry } from './useCountries.ts';

/** The inputs carry the sent names (DESIGN §3); the cost is typed in dollars. */
interface Values {
  country_code: string;
  country_name: string;
  shipping_cost_usd_cents: string;
}

const FIELDS = ['country_code', 'country_name', 'shipping_cost_usd_cents'] as const;

function valuesOf(country: Country | null): Values {
  return {
    country_code: country?.code ?? '',
    country_name: country?.name ?? '',
    shipping_cost_usd_cents: country ? (country.shipping_cost / 100).toFixed(2) : '',
  };
}

/** Dollars → whole cents; an empty input is NaN so the schema answers 'Valid shipping cost is required'. */
function centsOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100);
}

function toBody(values: Values, editing: boolean): CountryCreateBody | CountryUpdateBody {
  const body = { country_name: values.country_name, shipping_cost_usd_cents: centsOf(values.shipping_cost_usd_cents) };
  // spec 001 §7: PATCH /countries/{code} sends the name and the cost only.
  return (editing ? body : { country_code: values.country_code, ...body }) as CountryCreateBody | CountryUpdateBody;
}

/** Add and edit (spec 001 "Countries"); the code is the key and fixed on edit. */
export function CountryFormModal({
  country,
  onClose,
}: {
  /** The country being edited; null to add one. */
  country: Country | null;
  onClose: () => void;
}) {
  const editing = country !== null;
  const create = useCreateCountry();
  const update = useUpdateCountry();
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      editing
        ? wireResolver<Values, typeof CountryUpdateSchema>(CountryUpdateSchema, (v) => toBody(v, true))
        : wireResolver<Values, typeof CountryCreateSchema>(CountryCreateSchema, (v) => toBody(v, false)),
    [editing],
  );
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, CountryCreateBody | CountryUpdateBody>({
    resolver: resolver as never,
    defaultValues: valuesOf(country),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = async (body: CountryCreateBody | CountryUpdateBody) => {
    setServerError(null);
    try {
      if (country) await update.mutateAsync({ code: country.code, body: body as CountryUpdateBody });
      else await create.mutateAsync(body as CountryCreateBody);
      onClose();
    } catch (err) {
      setServerError(
        applyServerError<Values>(
          err,
          FIELDS,
          setError,
          editing ? COUNTRY_MESSAGES.updateFailed : COUNTRY_MESSAGES.createFailed,
        ),
      );
    }
  };

  const clearOnChange = (name: (typeof FIELDS)[number]) => ({ onChange: () => clearErrors(name) });

  return (
    <Modal
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={editing ? 'Edit Country' : 'Add Country'}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="country-form"
            className={buttonClass('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {editing ? 'Save Changes' : 'Add Country'}
          </button>
        </>
      }
    >
      <form id="country-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <ErrorBox message={serverError} />
        {country ? (
          <div className="rounded-md bg-slate-50 p-3 text-sm">
            <p className="font-medium text-slate-600">Country Code</p>
            <p className="font-mono text-slate-900">{country.code}</p>
            <p className="mt-1 text-xs text-slate-600">The country code cannot be changed.</p>
          </div>
        ) : (
          <TextField
            label="Country Code"
            placeholder="e.g., US"
            autoComplete="off"
            spellCheck={false}
            maxLength={COUNTRY_CODE_LENGTH}
            hint="Two uppercase letters (ISO 3166-1 alpha-2)."
            error={errors.country_code?.message}
            {...register('country_code', clearOnChange('country_code'))}
          />
        )}
        <TextField
          label="Country Name"
          placeholder="e.g., United States"
          autoComplete="off"
          error={errors.country_name?.message}
          {...register('country_name', clearOnChange('country_name'))}
        />
        <TextField
          label="Shipping Cost (USD)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          placeholder="0.00"
          hint={`In dollars; for example 12.50 for ${formatCents(1250)}. Use 0 for free shipping.`}
          error={errors.shipping_cost_usd_cents?.message}
          {...register('shipping_cost_usd_cents', clearOnChange('shipping_cost_usd_cents'))}
        />
      </form>
    </Modal>
  );
}
