import { API_KEY_TEXTS, COPY_CONFIRMATION_MS } from '@store/contract/api-keys';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { copyText } from '../lib/clipboard.ts';
import { useUnsavedChanges } from '../lib/unsavedChanges.ts';
import { buttonClass } from './buttonClass.ts';
import { DiscardChangesDialog } from './DiscardChangesDialog.tsx';
import { Modal } from './Modal.tsx';

/** The question asked when the secret is about to close before it was copied. */
export interface UncopiedTexts {
  title: string;
  message: string;
  keep: string;
  discard: string;
}

const UNCOPIED_TEXTS: UncopiedTexts = {
  title: 'Close without copying the secret?',
  message:
    'The secret is shown only this once. If you close this dialog before copying it, you will need to make a new one.',
  keep: 'Go back to the secret',
  discard: 'Close without copying',
} as const;

/**
 * A secret shown this once (an API key, a webhook endpoint's signing secret; new or rolled): the warning, the
 * secret in a read-only input, Copy to Clipboard ('Copied!' for 2 s, as the API keys' dialog) and
 * Done. Until it was copied, Esc, a click outside, Close and Done ask first; closing forgets it.
 */
export function SecretOnceDialog({
  title,
  description,
  secret,
  label,
  warning,
  uncopied = UNCOPIED_TEXTS,
  children,
  onDone,
}: {
  title: string;
  description?: ReactNode;
  secret: string;
  /** The input's label ('Signing secret'). */
  label: string;
  /** The warning above it ('Save this signing secret now! …'). */
  warning: string;
  /** The question before closing an uncopied secret, in the secret's own words. */
  uncopied?: UncopiedTexts;
  /** Under the copy button: how the secret is used. */
  children?: ReactNode;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const [everCopied, setEverCopied] = useState(false);
  const [asking, setAsking] = useState(false);
  useUnsavedChanges(!everCopied);
  const requestDone = () => (everCopied ? onDone() : setAsking(true));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    await copyText(secret);
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
          {warning}
        </p>
        <div>
          <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
            {label}
          </label>
          <input
            id={inputId}
            readOnly
            value={secret}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          />
        </div>
        <button type="button" className={buttonClass('secondary')} onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {copied ? API_KEY_TEXTS.copied : API_KEY_TEXTS.copy}
        </button>
        {children}
      </div>
      <DiscardChangesDialog
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={onDone}
        title={uncopied.title}
        message={uncopied.message}
        keepLabel={uncopied.keep}
        discardLabel={uncopied.discard}
      />
    </Modal>
  );
}
