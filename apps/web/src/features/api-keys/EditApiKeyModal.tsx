import { API_KEY_TEXTS, UpdateApiKeyBodySchema, type ApiKey } from '@store/contract/api-keys';
import { FormModal } from '../../components/FormModal.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useContractForm } from '../../lib/useContractForm.ts';
import { KEY_LABELS, KeyAccessFields, keyBody, keyValues, type KeyValues } from './KeyAccessFields.tsx';
import { useUpdateApiKey } from './useApiKeys.ts';

/** Edit a key's name, description, scopes, expiry and rate limit; its secret never changes here (Roll does). */
export function EditApiKeyModal({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const update = useUpdateApiKey();
  const saved = keyValues(apiKey);
  const form = useContractForm({
    schema: UpdateApiKeyBodySchema,
    // An expiry left as it was is not sent: one already past would be refused as "in the past".
    toBody: (values: KeyValues) => {
      const body = keyBody(values);
      return values.expires_at === saved.expires_at ? { ...body, expires_at: undefined } : body;
    },
    values: saved,
    revision: apiKey.revision,
    valuesOf: (current) => keyValues(current as ApiKey),
    labels: KEY_LABELS,
    save: (body, revision) => update.mutateAsync({ key: apiKey.id, body, revision }),
    failedMessage: 'Failed to update API key',
    onSaved: onClose,
  });
  const { input } = form;

  return (
    <FormModal form={form} title="Edit API Key" size="md" submitLabel="Save Changes" what="API key" onClose={onClose}>
      <TextField
        label={KEY_LABELS.name}
        placeholder={API_KEY_TEXTS.namePlaceholder}
        autoComplete="off"
        required
        {...input('name')}
      />
      <TextAreaField label={KEY_LABELS.description} rows={3} {...input('description')} />
      <KeyAccessFields form={form} />
    </FormModal>
  );
}
