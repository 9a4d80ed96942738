import {
  API_KEY_RATE_LIMIT,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  type ApiKey,
  type ApiKeyScope,
} from '@store/contract/api-keys';
import { useId } from 'react';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { fromDateTimeInput, toDateTimeInput } from '../../lib/dateInputs.ts';
import type { ContractForm } from '../../lib/useContractForm.ts';

/**
 * What an API key's create and edit forms share (decision 0060): its name and description, the
 * scopes it may call, its expiry and its own rate limit. The inputs hold text; `keyBody` turns
 * them into the wire body the contract checks.
 */
export interface KeyValues {
  name: string;
  description: string;
  scopes: ApiKeyScope[];
  /** A datetime-local value; '' = never expires. */
  expires_at: string;
  /** '' = the storefront_api limiter's. */
  rate_limit_per_minute: string;
}

/** The fields by their labels, in the form's order (the conflict dialog names them so). */
export const KEY_LABELS = {
  name: 'Name',
  description: 'Description (optional)',
  scopes: 'Scopes',
  expires_at: 'Expires At (optional)',
  rate_limit_per_minute: 'Rate Limit (requests per minute, optional)',
} as const satisfies Record<keyof KeyValues, string>;

export function keyValues(key: ApiKey | null): KeyValues {
  return {
    name: key?.name ?? '',
    description: key?.description ?? '',
    scopes: key ? [...key.scopes] : [...API_KEY_SCOPES],
    expires_at: toDateTimeInput(key?.expires_at),
    rate_limit_per_minute: key?.rate_limit_per_minute == null ? '' : String(key.rate_limit_per_minute),
  };
}

/** The inputs → the wire body: '' clears the expiry and the limit; text that is no number stays NaN for the schema. */
export function keyBody(values: KeyValues) {
  const limit = values.rate_limit_per_minute.trim();
  return {
    name: values.name,
    description: values.description,
    // A lone checkbox reads as a boolean in react-hook-form; the group always reads as a list.
    scopes: Array.isArray(values.scopes) ? values.scopes : [],
    expires_at: fromDateTimeInput(values.expires_at),
    rate_limit_per_minute: limit === '' ? null : Number(limit),
  };
}

/** The scopes (a group of checkboxes), the expiry and the rate limit. */
export function KeyAccessFields<Body>({ form }: { form: ContractForm<KeyValues, Body> }) {
  const { field, input, error } = form;
  const scopesError = error('scopes');
  const errorId = useId();
  return (
    <>
      <fieldset aria-describedby={scopesError ? errorId : undefined}>
        <legend className="text-sm font-medium text-slate-700">{KEY_LABELS.scopes}</legend>
        <p className="text-xs text-slate-600">The storefront calls this key may make; others answer 403.</p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {API_KEY_SCOPES.map((scope) => (
            <CheckboxField
              key={scope}
              value={scope}
              label={
                <>
                  {API_KEY_SCOPE_LABELS[scope]} <code className="font-mono text-xs text-slate-600">{scope}</code>
                </>
              }
              {...field('scopes')}
            />
          ))}
        </div>
        {scopesError ? (
          <p id={errorId} className="mt-1 text-sm text-red-700">
            {scopesError}
          </p>
        ) : null}
      </fieldset>
      <TextField
        label={KEY_LABELS.expires_at}
        type="datetime-local"
        hint="After this the key answers 401. Empty: never expires."
        {...input('expires_at')}
      />
      <TextField
        label={KEY_LABELS.rate_limit_per_minute}
        type="number"
        inputMode="numeric"
        min={API_KEY_RATE_LIMIT.min}
        max={API_KEY_RATE_LIMIT.max}
        step={1}
        hint="Empty: the storefront_api rate limiter applies."
        {...input('rate_limit_per_minute')}
      />
    </>
  );
}
