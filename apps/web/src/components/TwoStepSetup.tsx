import { COPY_CONFIRMATION_MS } from '@store/contract/api-keys';
import { TwoStepConfirmBodySchema, type TwoStepEnrolment } from '@store/contract/two-step';
import { Check, Copy, Download, LoaderCircle, TriangleAlert } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../api/client.ts';
import { copyText } from '../lib/clipboard.ts';
import { buttonClass } from './buttonClass.ts';
import { ErrorBox } from './ErrorBox.tsx';
import { TextField } from './TextField.tsx';
import { BusyButton } from './BusyButton.tsx';

/**
 * Setting up two-step sign-in (decision 0025), shared by the account page and the sign-in that
 * must set it up first: the secret as a QR code drawn here from its otpauth:// URI and as text,
 * a code from the app to confirm it, then the ten recovery codes, shown this once.
 */
export const TWO_STEP_SETUP_TEXTS = {
  scan: 'Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…), or type the setup key into it.',
  qrLabel: 'QR code of the setup key for your authenticator app',
  secretLabel: 'Setup key',
  codeLabel: 'Code from the app',
  codeHint: 'The 6 digits your app shows for Store Admin.',
  confirm: 'Confirm',
  confirmFailed: 'Two-step sign-in could not be turned on. Please try again.',
  codesTitle: 'Your recovery codes',
  codesWarning:
    'Save these codes somewhere safe: they will not be shown again. Each one signs you in once if you lose your phone.',
  codesLabel: 'Recovery codes',
  copy: 'Copy codes',
  copyKey: 'Copy key',
  copied: 'Copied!',
  download: 'Download (.txt)',
} as const;

/** The key as authenticator apps show it: groups of four. */
function groupsOfFour(value: string): string {
  return value.match(/.{1,4}/g)?.join(' ') ?? value;
}

/** A button that copies `text` and says so for two seconds. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      onClick={() =>
        void copyText(text).then(() => {
          setCopied(true);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
        })
      }
    >
      {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
      {copied ? TWO_STEP_SETUP_TEXTS.copied : label}
    </button>
  );
}

/** The otpauth:// URI drawn as a QR code, in the browser (the secret never goes to a third party). */
function QrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    QRCode.toDataURL(uri, { margin: 1, width: 192, errorCorrectionLevel: 'M' }).then(
      (url) => current && setSrc(url),
      () => current && setSrc(null),
    );
    return () => {
      current = false;
    };
  }, [uri]);
  return (
    <div className="flex size-48 shrink-0 items-center justify-center rounded-md border border-slate-200 bg-white">
      {src ? (
        <img src={src} alt={TWO_STEP_SETUP_TEXTS.qrLabel} width={192} height={192} className="size-48" />
      ) : (
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-indigo-600" />
      )}
    </div>
  );
}

/** The secret as a QR code and as text, and the code that proves the app has it. */
export function EnrolmentStep({
  enrolment,
  confirm,
  onConfirmed,
  cancel,
}: {
  enrolment: TwoStepEnrolment;
  /** Sends the code; answers the recovery codes. */
  confirm: (code: string) => Promise<string[]>;
  onConfirmed: (recoveryCodes: string[]) => void;
  cancel?: { label: string; onCancel: () => void } | undefined;
}) {
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const secretLabelId = useId();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = TwoStepConfirmBodySchema.shape.code.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      onConfirmed(await confirm(code));
    } catch (err) {
      if (err instanceof ApiError && err.fields?.code) setFieldError(err.fields.code);
      else setError(errorMessage(err, TWO_STEP_SETUP_TEXTS.confirmFailed));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{TWO_STEP_SETUP_TEXTS.scan}</p>
      <div className="flex flex-col items-center gap-5 sm:flex-row sm:items-start">
        <QrCode uri={enrolment.otpauth_uri} />
        <div role="group" aria-labelledby={secretLabelId} className="w-full min-w-0 space-y-2">
          <p id={secretLabelId} className="text-sm font-medium text-slate-700">
            {TWO_STEP_SETUP_TEXTS.secretLabel}
          </p>
          <code className="block rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm tracking-wide break-words text-slate-900">
            {groupsOfFour(enrolment.secret)}
          </code>
          <CopyButton text={enrolment.secret} label={TWO_STEP_SETUP_TEXTS.copyKey} />
        </div>
      </div>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
        <ErrorBox message={error} />
        <TextField
          label={TWO_STEP_SETUP_TEXTS.codeLabel}
          hint={TWO_STEP_SETUP_TEXTS.codeHint}
          autoComplete="one-time-code"
          inputMode="numeric"
          className="max-w-xs"
          value={code}
          error={fieldError}
          onChange={(e) => {
            setCode(e.target.value);
            setFieldError(undefined);
          }}
        />
        <BusyButton busy={busy} className={buttonClass('primary')}>
          {TWO_STEP_SETUP_TEXTS.confirm}
        </BusyButton>
        {cancel ? (
          <button type="button" className={buttonClass('secondary', 'md', 'ml-2')} onClick={cancel.onCancel}>
            {cancel.label}
          </button>
        ) : null}
      </form>
    </div>
  );
}

/** The recovery codes, shown once: copy them, download them, then go on. */
export function RecoveryCodesPanel({
  codes,
  doneLabel,
  onDone,
}: {
  codes: string[];
  doneLabel: string;
  onDone: () => void;
}) {
  const text = codes.join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([`Store Admin recovery codes\n\n${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'store-admin-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="space-y-4">
      <h2 className="text-base font-semibold text-slate-900">{TWO_STEP_SETUP_TEXTS.codesTitle}</h2>
      <p
        role="alert"
        className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
      >
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {TWO_STEP_SETUP_TEXTS.codesWarning}
      </p>
      <ol
        aria-label={TWO_STEP_SETUP_TEXTS.codesLabel}
        className="grid grid-cols-1 gap-x-6 gap-y-1 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton text={text} label={TWO_STEP_SETUP_TEXTS.copy} />
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {TWO_STEP_SETUP_TEXTS.download}
        </button>
      </div>
      <button type="button" className={buttonClass('primary')} onClick={onDone}>
        {doneLabel}
      </button>
    </div>
  );
}

/** The whole set-up once a secret is issued: the enrolment step, then the recovery codes. */
export function TwoStepSetup({
  enrolment,
  confirm,
  doneLabel,
  onDone,
  cancel,
}: {
  enrolment: TwoStepEnrolment;
  confirm: (code: string) => Promise<string[]>;
  doneLabel: string;
  onDone: () => void;
  /** Offered beside Confirm, until the codes are shown. */
  cancel?: { label: string; onCancel: () => void } | undefined;
}) {
  const [codes, setCodes] = useState<string[] | null>(null);
  return codes ? (
    <RecoveryCodesPanel codes={codes} doneLabel={doneLabel} onDone={onDone} />
  ) : (
    <EnrolmentStep enrolment={enrolment} confirm={confirm} onConfirmed={setCodes} cancel={cancel} />
  );
}
