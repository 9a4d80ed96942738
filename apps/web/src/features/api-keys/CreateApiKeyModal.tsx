import {
  API_KEY_HEADER,
  API_KEY_TEXTS,
  COPY_CONFIRMATION_MS,
  CreateApiKeyBodySchema,
  type CreatedApiKey,
} from '@store/contract/api-keys';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { DiscardChangesDialog } from '../../components/DiscardChangesDialog.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { toast } from '../../lib/toast.ts';
import { useUnsavedChanges } from '../../lib/unsavedChanges.ts';
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
  const [copied, setCopied] = useState(false);
  // Once copied, the key may go; before that, Esc, a click outside, Close and Done ask first.
  const [everCopied, setEverCopied] = useState(false);
  const [asking, setAsking] = useState(false);
  useUnsavedChanges(!everCopied);
  const requestDone = () => (everCopied ? onDone() : setAsking(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keyId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    await copyText(apiKey.api_key);
    setCopied(true);
    setEverCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : requestDone())}
      title={title}
      description={description}
      footer={
        <button type="button" className={buttonClass('primary')} onClick={requestDone}>
          Done
        </button>
      }
    >
      <div className="space-y-4">
        <p
          role="alert"
          className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {API_KEY_TEXTS.saveWarning}
        </p>
        <div>
          <label htmlFor={keyId} className="block text-sm font-medium text-slate-700">
            Your API key
          </label>
          <input
            id={keyId}
            readOnly
            value={apiKey.api_key}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          />
        </div>
        <button type="button" className={buttonClass('secondary')} onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? API_KEY_TEXTS.copied : API_KEY_TEXTS.copy}
        </button>
        <p className="text-sm text-slate-600">
          Send it in the <code className="rounded bg-slate-100 px-1 font-mono">{API_KEY_HEADER}</code> header with every
          request to the storefront API.
        </p>
      </div>
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={onDone}
        title={UNCOPIED_TEXTS.title}
        message={UNCOPIED_TEXTS.message}
        keepLabel={UNCOPIED_TEXTS.keep}
        discardLabel={UNCOPIED_TEXTS.discard}
      />
    </Modal>
  );
}
