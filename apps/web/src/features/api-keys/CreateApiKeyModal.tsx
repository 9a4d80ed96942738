import { API_KEY_HEADER, API_KEY_TEXTS, CreateApiKeyBodySchema, type CreatedApiKey } from '@store/contract/api-keys';
import { useState } from 'react';
import { FormModal } from '../../components/FormModal.tsx';
import { SecretOnceDialog } from '../../components/SecretOnceDialog.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toast } from '../../lib/toast.ts';
import { useContractForm } from '../../lib/useContractForm.ts';
import { KEY_LABELS, KeyAccessFields, keyBody, keyValues } from './KeyAccessFields.tsx';
import { useCreateApiKey } from './useApiKeys.ts';

/**
 * spec 001 §2: the Create API Key dialog. After creation the same dialog shows the full key once,
 * with the warning, Copy to Clipboard ('Copied!' for 2 s) and Done; closing it forgets the key.
 */
export function CreateApiKeyModal({ onClose }: { onClose: () => void }) {
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  return created ? (
    <KeyCreatedDialog apiKey={created} onDone={onClose} />
  ) : (
    <CreateForm onCreated={setCreated} onCancel={onClose} />
  );
}

function CreateForm({ onCreated, onCancel }: { onCreated: (key: CreatedApiKey) => void; onCancel: () => void }) {
  const create = useCreateApiKey();
  const form = useContractForm({
    schema: CreateApiKeyBodySchema,
    toBody: keyBody,
    values: keyValues(null),
    labels: KEY_LABELS,
    save: async (body) => {
      try {
        return await create.mutateAsync(body);
      } catch (err) {
        console.error('Failed to create API key', err);
        toast.error(API_KEY_TEXTS.createFailed); // spec 001 §8: an alert
        return null;
      }
    },
    failedMessage: API_KEY_TEXTS.createFailed,
    onSaved: (key) => (key ? onCreated(key as CreatedApiKey) : undefined),
  });
  const { input } = form;

  return (
    <FormModal form={form} title="Create API Key" size="md" submitLabel="Create Key" what="API key" onClose={onCancel}>
      <TextField
        label={KEY_LABELS.name}
        placeholder={API_KEY_TEXTS.namePlaceholder}
        autoComplete="off"
        required
        {...input('name')}
      />
      <TextAreaField
        label={KEY_LABELS.description}
        rows={3}
        placeholder="What uses this key?"
        {...input('description')}
      />
      <KeyAccessFields form={form} />
      <p className="text-sm text-slate-600">{API_KEY_TEXTS.headerHint}</p>
    </FormModal>
  );
}

/** The question when the shown-once key is about to close before it was copied. */
const UNCOPIED_TEXTS = {
  title: 'Close without copying the key?',
  message: 'The key is shown only this once. If you close this dialog before copying it, you will need a new key.',
  keep: 'Go back to the key',
  discard: 'Close without copying',
} as const;

/** The shown-once secret of a new key, or of a rolled one (`title` 'API Key Rolled'). */
export function KeyCreatedDialog({
  apiKey,
  onDone,
  title = 'API Key Created',
  description = `“${apiKey.name}” is ready.`,
}: {
  apiKey: CreatedApiKey;
  onDone: () => void;
  title?: string;
  description?: string;
}) {
  return (
    <SecretOnceDialog
      title={title}
      description={description}
      secret={apiKey.api_key}
      label="Your API key"
      warning={API_KEY_TEXTS.saveWarning}
      uncopied={UNCOPIED_TEXTS}
      onDone={onDone}
    >
      <p className="text-sm text-slate-600">
        Send it in the <code className="rounded bg-slate-100 px-1 font-mono">{API_KEY_HEADER}</code> header with every
        request to the storefront API.
      </p>
    </SecretOnceDialog>
  );
}
