import {
  RECOVERY_CODE_COUNT,
  TWO_STEP_MESSAGES,
  TwoStepDisableBodySchema,
  type TwoStepEnrolment,
  type TwoStepStatus,
} from '@store/contract/two-step';
import { LoaderCircle, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { ApiError, errorMessage } from '../../api/client.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { useCan } from '../../lib/permissions.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { RecoveryCodesPanel, TwoStepSetup } from '../../components/TwoStepSetup.tsx';
import { formatDate } from '../../lib/dates.ts';
import {
  useConfirmEnrolment,
  useDisableTwoStep,
  useNewRecoveryCodes,
  useRefreshTwoStep,
  useSetTwoStepRequired,
  useStartEnrolment,
  useTwoStepStatus,
} from './useTwoStep.ts';
import { BusyButton } from '../../components/BusyButton.tsx';

const TEXTS = {
  title: 'Two-step sign-in',
  description: 'After your password, a code from an authenticator app on your phone.',
  loadFailed: 'Two-step sign-in could not be loaded. Please try again.',
  setUp: 'Set up',
  setUpFailed: 'The set-up could not be started. Please try again.',
  actionFailed: 'That did not work. Please try again.',
  newCodes: 'New recovery codes',
  newCodesHint: 'Enter a code from your app. The recovery codes you have now stop working.',
  createCodes: 'Create new codes',
  turnOff: 'Turn off',
  turnOffHint: 'Enter your password and a code from your app (or a recovery code).',
  turnOffConfirm: 'Turn off two-step sign-in',
  ownerSetting: 'Only an Owner can change it.',
  turnOffBlocked: 'It is required for every admin, so it cannot be turned off while the requirement is on.',
  require: 'Require two-step sign-in for every admin',
  requireHint: 'An admin without it sets it up right after the password at the next sign-in.',
  codeLabel: 'Code from the app or a recovery code',
} as const;

/** The signed-in admin's own two-step sign-in (decision 0025), from the top bar's account menu. */
export function TwoStepScreen() {
  const status = useTwoStepStatus();
  return (
    <div className="max-w-3xl">
      <PageHeader title={TEXTS.title} description={TEXTS.description} />
      {status.isPending ? (
        <Spinner />
      ) : status.isError ? (
        <ErrorBox message={errorMessage(status.error, TEXTS.loadFailed)} />
      ) : (
        <div className="space-y-6">
          {status.data.enabled ? <EnabledPanel status={status.data} /> : <DisabledPanel />}
          <RequirementPanel status={status.data} />
        </div>
      )}
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function StatusLine({ status }: { status: TwoStepStatus | null }) {
  return status?.enabled ? (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <ShieldCheck aria-hidden="true" className="size-5 text-emerald-600" />
      <span>
        <strong className="font-semibold text-emerald-700">On</strong> since {formatDate(status.enabled_at)}
      </span>
    </p>
  ) : (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <ShieldOff aria-hidden="true" className="size-5 text-slate-500" />
      <span>
        <strong className="font-semibold text-slate-900">Off</strong>: you sign in with your password alone.
      </span>
    </p>
  );
}

function DisabledPanel() {
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const refresh = useRefreshTwoStep();
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | null>(null);

  return (
    <Card title={enrolment ? 'Set up' : 'Status'}>
      {enrolment ? (
        // No status line here: once the code is confirmed, "Off" would no longer be true.
        <TwoStepSetup
          enrolment={enrolment}
          confirm={(code) => confirm.mutateAsync(code)}
          doneLabel="Done"
          // Two-step is on since the code was confirmed: the refreshed status shows the enabled panel.
          onDone={() => void refresh()}
          cancel={{ label: 'Cancel', onCancel: () => setEnrolment(null) }}
        />
      ) : (
        <div className="space-y-4">
          <StatusLine status={null} />
          <ErrorBox message={start.isError ? errorMessage(start.error, TEXTS.setUpFailed) : null} />
          <button
            type="button"
            className={buttonClass('primary')}
            disabled={start.isPending}
            aria-busy={start.isPending || undefined}
            onClick={() => start.mutate(undefined, { onSuccess: setEnrolment })}
          >
            {start.isPending ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {TEXTS.setUp}
          </button>
        </div>
      )}
    </Card>
  );
}

function EnabledPanel({ status }: { status: TwoStepStatus }) {
  const newCodes = useNewRecoveryCodes();
  const disable = useDisableTwoStep();
  const [open, setOpen] = useState<'codes' | 'off' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) {
    return (
      <Card title="Recovery codes">
        <RecoveryCodesPanel codes={codes} doneLabel="Done" onDone={() => setCodes(null)} />
      </Card>
    );
  }

  return (
    <>
      <Card title="Status">
        <StatusLine status={status} />
      </Card>
      <Card title="Recovery codes">
        <p className="text-sm text-slate-700">
          {status.recovery_codes_left} of {RECOVERY_CODE_COUNT} recovery codes left. Each signs you in once when you do
          not have your phone.
        </p>
        {open === 'codes' ? (
          <CodeForm
            hint={TEXTS.newCodesHint}
            submitLabel={TEXTS.createCodes}
            onCancel={() => setOpen(null)}
            onSubmit={async ({ code }) => {
              setCodes(await newCodes.mutateAsync(code));
              setOpen(null);
            }}
          />
        ) : (
          <button type="button" className={buttonClass('secondary', 'md', 'mt-4')} onClick={() => setOpen('codes')}>
            {TEXTS.newCodes}
          </button>
        )}
      </Card>
      <Card title="Turn off">
        {status.required ? (
          <p className="text-sm text-slate-700">{TEXTS.turnOffBlocked}</p>
        ) : open === 'off' ? (
          <CodeForm
            withPassword
            hint={TEXTS.turnOffHint}
            submitLabel={TEXTS.turnOffConfirm}
            tone="danger"
            onCancel={() => setOpen(null)}
            onSubmit={async (body) => {
              await disable.mutateAsync(body);
              setOpen(null);
            }}
          />
        ) : (
          <>
            <p className="text-sm text-slate-700">Without it, your password alone signs you in.</p>
            <button type="button" className={buttonClass('secondary', 'md', 'mt-4')} onClick={() => setOpen('off')}>
              {TEXTS.turnOff}
            </button>
          </>
        )}
      </Card>
    </>
  );
}

/** A code (and, to turn two-step off, the password), checked with the contract before it is sent. */
function CodeForm({
  withPassword = false,
  hint,
  submitLabel,
  tone = 'primary',
  onSubmit,
  onCancel,
}: {
  withPassword?: boolean;
  hint: string;
  submitLabel: string;
  tone?: 'primary' | 'danger';
  onSubmit: (body: { password: string; code: string }) => Promise<void>;
  onCancel: () => void;
}) {
  const [values, setValues] = useState({ password: '', code: '' });
  const [fields, setFields] = useState<Partial<Record<'password' | 'code', string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const schema = withPassword ? TwoStepDisableBodySchema : TwoStepDisableBodySchema.pick({ code: true });
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setFields(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (err) {
      if (err instanceof ApiError && err.fields) setFields(err.fields);
      else setError(errorMessage(err, TEXTS.actionFailed));
      setBusy(false);
    }
  };

  const field = (name: 'password' | 'code') => ({
    value: values[name],
    error: fields[name],
    onChange: (e: { target: { value: string } }) => {
      setValues((v) => ({ ...v, [name]: e.target.value }));
      setFields((f) => ({ ...f, [name]: undefined }));
    },
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 space-y-4">
      <p className="text-sm text-slate-600">{hint}</p>
      <ErrorBox message={error} />
      {withPassword ? (
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          className="max-w-xs"
          {...field('password')}
        />
      ) : null}
      <TextField label={TEXTS.codeLabel} autoComplete="one-time-code" className="max-w-xs" {...field('code')} />
      <div className="flex flex-wrap gap-2">
        <BusyButton busy={busy} className={buttonClass(tone)}>
          {submitLabel}
        </BusyButton>
        <button type="button" className={buttonClass('secondary')} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** "Require two-step sign-in for every admin": the server refuses it unless this admin has it on. */
function RequirementPanel({ status }: { status: TwoStepStatus }) {
  const setRequired = useSetTwoStepRequired();
  // A security setting: the Owners' to change (decision 0027); others see how it stands.
  const managesSecurity = useCan()('security', 'manage');
  return (
    <Card title="Every admin">
      <CheckboxField
        label={TEXTS.require}
        checked={status.required}
        disabled={!managesSecurity || setRequired.isPending}
        onChange={(e) => setRequired.mutate(e.target.checked)}
      />
      <p className="mt-2 text-sm text-slate-600">
        {TEXTS.requireHint}
        {!managesSecurity ? ` ${TEXTS.ownerSetting}` : status.enabled ? null : ` ${TWO_STEP_MESSAGES.requireOwnFirst}.`}
      </p>
      <ErrorBox
        className="mt-3"
        message={setRequired.isError ? errorMessage(setRequired.error, TEXTS.actionFailed) : null}
      />
    </Card>
  );
}
