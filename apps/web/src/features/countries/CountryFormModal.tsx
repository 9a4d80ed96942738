import {
  COUNTRY_CODE_LENGTH,
  COUNTRY_MESSAGES,
  CountryCreateSchema,
  CountryUpdateSchema,
  type Country,
  type CountryCreateBody,
  type CountryUpdateBody,
} from '@store/contract/countries';
import type { ChangeEvent } from 'react';
import { TextField } from '../../components/TextField.tsx';
import { formatCents } from '../../lib/money.ts';
import { useCreateCountry, useUpdateCountry } from './useCountries.ts';
import { useRecordForm } from '../../lib/useContractForm.ts';
import { FormModal } from '../../components/FormModal.tsx';

/** The inputs carry the sent names (DESIGN §3); the cost is typed in dollars. */
interface Values {
  country_code: string;
  country_name: string;
  shipping_cost_usd_cents: string;
}

/** The fields by their labels, in the form's order (the conflict dialog names them so). */
const LABELS = {
  country_code: 'Country Code',
  country_name: 'Country Name',
  shipping_cost_usd_cents: 'Shipping Cost (USD)',
} as const satisfies Record<keyof Values, string>;

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
  const create = useCreateCountry();
  const update = useUpdateCountry();
  const form = useRecordForm({
    record: country,
    keyOf: (c) => c.code,
    schemas: { create: CountryCreateSchema, update: CountryUpdateSchema },
    valuesOf: valuesOf,
    toBody: toBody,
    labels: LABELS,
    create: create.mutateAsync,
    update: update.mutateAsync,
    messages: COUNTRY_MESSAGES,
    onSaved: onClose,
  });
  const { input } = form;
  // A code typed or pasted in lower case is upper-cased as it goes in (the API takes upper case).
  const codeField = input('country_code');
  const onCodeChange = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = event.target.value.toUpperCase();
    return codeField.onChange(event);
  };

  return (
    <FormModal
      form={form}
      title={country ? 'Edit Country' : 'Add Country'}
      size="md"
      submitLabel={country ? 'Save Changes' : 'Add Country'}
      what="country"
      onClose={onClose}
    >
      {country ? (
        <div className="rounded-md bg-slate-50 p-3 text-sm">
          <p className="font-medium text-slate-600">Country Code</p>
          <p className="font-mono text-slate-900">{country.code}</p>
          <p className="mt-1 text-xs text-slate-600">The country code cannot be changed.</p>
        </div>
      ) : (
        <TextField
          label={LABELS.country_code}
          placeholder="e.g., US"
          autoComplete="off"
          spellCheck={false}
          maxLength={COUNTRY_CODE_LENGTH}
          hint="Two uppercase letters (ISO 3166-1 alpha-2)."
          {...codeField}
          onChange={onCodeChange}
        />
      )}
      <TextField
        label={LABELS.country_name}
        placeholder="e.g., United States"
        autoComplete="off"
        {...input('country_name')}
      />
      <TextField
        label={LABELS.shipping_cost_usd_cents}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        placeholder="0.00"
        hint={`In dollars; for example 12.50 for ${formatCents(1250)}. Use 0 for free shipping.`}
        {...input('shipping_cost_usd_cents')}
      />
    </FormModal>
  );
}
