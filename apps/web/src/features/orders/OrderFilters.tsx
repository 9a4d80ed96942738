import { COUNTRY_PATHS, type CountryListResponse } from '@store/contract/countries';
import { ORDER_FILTERS, type OrderFilter } from '@store/contract/orders';
import { PAYMENT_PROVIDERS } from '@store/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { api } from '../../api/client.ts';
import { productSearch, userSearch, withValue } from '../../api/pickers.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { DayRangeFilter } from '../../components/DayRangeFilter.tsx';
import { SearchableSelectField } from '../../components/SearchableSelectField.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { countryLabel } from '../../lib/countries.ts';
import { decimalToCents } from '../../lib/money.ts';
import { useDraft } from '../../lib/useDraft.ts';

type Values = Record<OrderFilter, string>;
type Change = (values: Partial<Values>) => void;

const PROVIDER_LABELS: Record<(typeof PAYMENT_PROVIDERS)[number], string> = { stripe: 'Stripe', coinbase: 'Coinbase' };

/** The filters of the panel: all but the status, which has its own select beside the search. */
const PANEL_FILTERS = ORDER_FILTERS.filter((name) => name !== 'status');

/** How many of the panel's filters are set, for its button ("Filters · 3"). */
export function activeFilterCount(values: Values): number {
  const set = new Set(PANEL_FILTERS.filter((name) => values[name] !== ''));
  // A range counts once.
  for (const [from, to] of [
    ['created_from', 'created_to'],
    ['total_from', 'total_to'],
    ['refunded_from', 'refunded_to'],
  ] as const) {
    if (set.has(from) && set.has(to)) set.delete(to);
  }
  return set.size;
}

/** The store's shipping countries, for the ship-to filter. */
function useShippingCountries() {
  return useQuery({
    queryKey: ['orders', 'filter-countries'],
    queryFn: ({ signal }) =>
      api.get<CountryListResponse>(COUNTRY_PATHS.list, { query: { page: 1, limit: 1000 }, signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The orders list's filters beyond the status (issue 34), behind a "Filters" button that says how
 * many are set. Each is a name of the address (`?currency=EUR&has_shipment=false`), so a reload, a
 * link or a saved view holds them; the server filters, counts and exports by them.
 */
export function OrderFilters({ values, onChange }: { values: Values; onChange: Change }) {
  const id = useId();
  const count = activeFilterCount(values);
  const [open, setOpen] = useState(count > 0);
  return (
    <div className="basis-full">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((o) => !o)}
          className={buttonClass('secondary', 'sm')}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {count > 0 ? `Filters · ${count}` : 'Filters'}
        </button>
        {count > 0 ? (
          <button
            type="button"
            className="text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
            onClick={() => onChange(Object.fromEntries(PANEL_FILTERS.map((name) => [name, ''])))}
          >
            Clear filters
          </button>
        ) : null}
      </div>
      {open ? (
        <div id={`${id}-panel`} className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <DayRangeFilter
            label="Created"
            className="flex flex-wrap gap-2 sm:col-span-2"
            from={values.created_from}
            to={values.created_to}
            onChange={({ from, to }) => onChange({ created_from: from, created_to: to })}
          />
          <AmountRange values={values} onChange={onChange} />
          <SelectField
            label="Payment provider"
            value={values.provider}
            onChange={(e) => onChange({ provider: e.target.value })}
          >
            <option value="">Any</option>
            {PAYMENT_PROVIDERS.map((p) => (
              <option key={p} value={p}>
                {PROVIDER_LABELS[p]}
              </option>
            ))}
          </SelectField>
          <CurrencyField value={values.currency} onChange={(currency) => onChange({ currency })} />
          <CountrySelect value={values.country} onChange={(country) => onChange({ country })} />
          <YesNoSelect
            label="Shipment"
            yes="Has a shipment"
            no="No shipment yet"
            value={values.has_shipment}
            onChange={(has_shipment) => onChange({ has_shipment })}
          />
          <YesNoSelect
            label="Shipped goods"
            yes="Has shipped goods"
            no="Software only"
            value={values.has_physical}
            onChange={(has_physical) => onChange({ has_physical })}
          />
          <SearchableSelectField
            label="Product"
            placeholder="Any product"
            filterLabel="Search products"
            filterPlaceholder="Type a product name..."
            options={withValue([], values.product, 'Product')}
            value={values.product}
            onChange={(product) => onChange({ product })}
            search={productSearch}
          />
          <SearchableSelectField
            label="Customer"
            placeholder="Any customer"
            filterLabel="Search customers"
            filterPlaceholder="Type a name or e-mail..."
            options={withValue([], values.customer, 'User')}
            value={values.customer}
            onChange={(customer) => onChange({ customer })}
            search={userSearch}
          />
          <DayRangeFilter
            label="Refunded"
            className="flex flex-wrap gap-2 sm:col-span-2"
            from={values.refunded_from}
            to={values.refunded_to}
            onChange={({ from, to }) => onChange({ refunded_from: from, refunded_to: to })}
          />
          <SelectField
            label="Checkouts waiting"
            value={values.pending_older_than}
            onChange={(e) => onChange({ pending_older_than: e.target.value })}
          >
            <option value="">Any age</option>
            <option value="15">Over 15 minutes</option>
            <option value="60">Over 1 hour</option>
            <option value="1440">Over 1 day</option>
            {['', '15', '60', '1440'].includes(values.pending_older_than) ? null : (
              <option value={values.pending_older_than}>{`Over ${values.pending_older_than} minutes`}</option>
            )}
          </SelectField>
        </div>
      ) : null}
    </div>
  );
}

function YesNoSelect(props: { label: string; yes: string; no: string; value: string; onChange: (v: string) => void }) {
  return (
    <SelectField label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
      <option value="">Any</option>
      <option value="true">{props.yes}</option>
      <option value="false">{props.no}</option>
    </SelectField>
  );
}

function CountrySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const countries = useShippingCountries().data?.countries ?? [];
  const codes = countries.map((c) => c.code);
  return (
    <SelectField label="Ship to" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">Any country</option>
      {value !== '' && !codes.includes(value) ? <option value={value}>{countryLabel(value)}</option> : null}
      {countries.map((c) => (
        <option key={c.code} value={c.code}>
          {`${c.name} (${c.code})`}
        </option>
      ))}
    </SelectField>
  );
}

const FIELD =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'focus:outline-2 focus:outline-offset-0 focus:outline-indigo-600 ';

/** A three-letter currency code, applied once it has three letters (or is emptied). */
function CurrencyField({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useDraft(value);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        Currency
      </label>
      <input
        id={id}
        value={draft}
        maxLength={3}
        placeholder="Any (USD, EUR...)"
        autoCapitalize="characters"
        onChange={(e) => {
          const next = e.target.value.toUpperCase().replace(/[^A-Z]/g, '');
          setDraft(next);
          if (next.length === 3 || next === '') onChange(next);
        }}
        className={FIELD}
      />
    </div>
  );
}

/**
 * The total's range, typed as amounts ("12.50") and carried in cents, applied when it reads as
 * amounts; an unreadable amount or a lowest above the highest is said and not applied.
 */
function AmountRange({ values, onChange }: { values: Values; onChange: Change }) {
  const id = useId();
  const shown = (cents: string) => (cents === '' ? '' : (Number(cents) / 100).toFixed(2));
  const [fromText, setFromText] = useDraft(shown(values.total_from));
  const [toText, setToText] = useDraft(shown(values.total_to));
  const draft = { from: fromText, to: toText };
  const cents = (text: string) => (text.trim() === '' ? '' : decimalToCents(text.trim()));
  const from = cents(draft.from);
  const to = cents(draft.to);
  const unreadable = from === null || to === null;
  const reversed = !unreadable && from !== '' && to !== '' && from > to;
  const error = unreadable
    ? 'Type an amount such as 12.50'
    : reversed
      ? 'The lowest total must not be above the highest'
      : null;
  // Applied when the field is left or Enter is pressed, so "1" is not made "1.00" mid-typing.
  const apply = () => {
    if (
      error ||
      (from === (values.total_from === '' ? '' : Number(values.total_from)) &&
        to === (values.total_to === '' ? '' : Number(values.total_to)))
    )
      return;
    onChange({ total_from: String(from), total_to: String(to) });
  };
  const setters = { from: setFromText, to: setToText };
  return (
    <fieldset className="flex flex-wrap gap-2 sm:col-span-2">
      <legend className="sr-only">Total</legend>
      {(['from', 'to'] as const).map((end) => (
        <div key={end}>
          <label htmlFor={`${id}-${end}`} className="block text-sm font-medium text-slate-700">
            {`Total ${end}`}
          </label>
          <input
            id={`${id}-${end}`}
            inputMode="decimal"
            value={draft[end]}
            placeholder={end === 'from' ? '0.00' : 'Any'}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setters[end](e.target.value)}
            onBlur={apply}
            onKeyDown={(e) => {
              if (e.key === 'Enter') apply();
            }}
            className={`${FIELD} w-36 ${error ? 'border-red-500' : ''}`}
          />
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
