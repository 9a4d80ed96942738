import { zodResolver } from '@hookform/resolvers/zod';
import {
  API_KEY_HEADER,
  API_KEY_TEXTS,
  COPY_CONFIRMATION_MS,
  CreateApiKeyBodySchema,
  type CreateApiKeyBody,
  type CreateApiKeyInput,
  type CreatedApiKey,
} from '@store/contract/api-keys';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { Modal } from '../../components/Modal.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { copyText } from '../../lib/clipboard.ts';
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
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CreateApiKeyInput, unknown, CreateApiKeyBody>({
    resolver: zodResolver(CreateApiKeyBodySchema),
    defaultValues: { name: '', description: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = async (body: CreateApiKeyBody) => {
    try {
      onCreated(await create.mutateAsync(body));
    } catch (err) {
      console.error('Failed to create API key', err);
      window.alert(API_KEY_TEXTS.createFailed); // spec 001 §8: an alert
    }
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Create API Key"
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onCancel}>
            Cancel
          </button>
          <button
            type="submit"
            form="api-key-form"
            className={buttonClass('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            Create Key
          </button>
        </>
      }
    >
      <form id="api-key-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <TextField
          label="Name"
          placeholder={API_KEY_TEXTS.namePlaceholder}
          autoComplete="off"
          required
          error={errors.name?.message}
          {...register('name', { onChange: () => clearErrors('name') })}
        />
        <TextAreaField
          label="Description (optional)"
          rows={3}
          placeholder="What uses this key?"
          error={errors.description?.message}
          {...register('description', { onChange: () => clearErrors('description') })}
        />
        <p className="text-sm text-slate-600">{API_KEY_TEXTS.headerHint}</p>
      </form>
    </Modal>
  );
}

function KeyCreatedDialog({ apiKey, onDone }: { apiKey: CreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const keyId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    await copyText(apiKey.api_key);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onDone())}
      title="API Key Created"
      description={`“${apiKey.name}” is ready.`}
      footer={
        <button type="button" className={buttonClass('primary')} onClick={onDone}>
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
    </Modal>
  );
}
