import { checkSignIn } from '@store/contract/account-rules';
import type { LoginBody } from '@store/contract/auth';
import type { TwoStepEnrolment } from '@store/contract/two-step';
import { CircleCheck, ShieldCheck, Store } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useSignIn } from '../../api/signIn.tsx';
import { buttonClass } from '../../components/buttonClass.ts';
import { EmailField } from '../../components/AccountFields.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { TextField } from '../../components/TextField.tsx';
import { BusyButton } from '../../components/BusyButton.tsx';
import { Spinner } from '../../components/Spinner.tsx';

/** The set-up a sign-in must do first is rare: its QR code drawing loads only then. */
const TwoStepSetup = lazy(async () => ({ default: (await import('../../components/TwoStepSetup.tsx')).TwoStepSetup }));

// spec 000 §8
const LOGIN_FAILED = 'Login failed. Please try again.';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';
const ENROLMENT_TEXTS = {
  title: 'Set up two-step sign-in',
  intro:
    'Two-step sign-in is required for every admin. Set it up now with an authenticator app on your phone to finish signing in.',
  start: 'Set up',
  startFailed: 'The set-up could not be started. Please sign in again.',
  done: 'Continue to the dashboard',
} as const;

/** After a correct password: the code of a two-step sign-in, or the set-up it must do first. */
type SecondStep = { kind: 'code' | 'enrol'; challenge: string };

/**
 * The sign-in page (spec 000 §2): e-mail, password, Sign In, an error box and the note. It is the
 * first page a visitor loads, so its two fields are checked by the contract's zod-free
 * `checkSignIn` (the same messages as the server's schema) rather than by a form library.
 */
export function LoginScreen() {
  const { user, login } = useSignIn();
  const [secondStep, setSecondStep] = useState<SecondStep | null>(null);
  const navigate = useNavigate();
  // A page that sends the browser here may leave a note (a password reset: "password changed").
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const [serverError, setServerError] = useState<string | null>(null);
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof LoginBody, string>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // spec 000 §5: a field's error is cleared as soon as it is edited, and only a new submit
  // validates again.
  const field = (name: keyof LoginBody) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors(({ [name]: _cleared, ...others }) => others);
    },
  });

  useEffect(() => {
    document.title = 'Sign In · Store Admin';
  }, []);

  // '/' opens the role's first screen: /dashboard for every role that has it (spec 000 §2).
  if (user) return <Navigate to="/" replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const found = checkSignIn(values);
    setErrors(found);
    const invalid = found.email ? 'email' : found.password ? 'password' : null;
    if (invalid) {
      (event.currentTarget.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      const step = await login({ email: values.email.trim(), password: values.password });
      if (step === null) {
        navigate('/', { replace: true });
      } else {
        setSecondStep({ kind: 'mfa_required' in step ? 'code' : 'enrol', challenge: step.challenge });
      }
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setServerError(UNEXPECTED);
        return;
      }
      const { email, password } = err.fields ?? {};
      if (email || password) setErrors({ ...(email ? { email } : {}), ...(password ? { password } : {}) });
      setServerError(errorMessage(err, LOGIN_FAILED));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      {/* The set-up shows a QR code beside its key: a wider column. */}
      <div className={`w-full ${secondStep?.kind === 'enrol' ? 'max-w-lg' : 'max-w-sm'}`}>
        <div className="mb-6 flex flex-col items-center text-center">
          <div className="mb-3 flex size-12 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm">
            <Store aria-hidden="true" className="size-6" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Store Admin</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in to the admin panel</p>
        </div>

        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {secondStep?.kind === 'code' ? (
            <CodeStep challenge={secondStep.challenge} onRestart={() => setSecondStep(null)} />
          ) : secondStep?.kind === 'enrol' ? (
            <EnrolStep challenge={secondStep.challenge} onRestart={() => setSecondStep(null)} />
          ) : (
            <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
              {typeof notice === 'string' && !serverError ? (
                <p
                  role="status"
                  className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800"
                >
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {notice}
                </p>
              ) : null}
              <ErrorBox message={serverError} />
              <EmailField {...field('email')} />
              <TextField label="Password" type="password" autoComplete="current-password" {...field('password')} />
              <p className="-mt-2 text-right text-sm">
                <Link to="/forgot-password" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
                  Forgot password?
                </Link>
              </p>
              <BusyButton busy={isSubmitting} className={buttonClass('primary', 'md', 'w-full')}>
                Sign In
              </BusyButton>
            </form>
          )}
        </div>

        <p className="mt-6 flex items-center justify-center gap-1.5 text-center text-xs text-slate-600">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          Secure admin access for authorized personnel only
        </p>
      </div>
    </main>
  );
}

/** The second step of a sign-in with two-step (decision 0025): a code from the app, or a recovery code. */
function CodeStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { loginWithCode } = useSignIn();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    // Only an admin with two-step sign-in gets here: the schema loads now, not with the page.
    const { LoginMfaBodySchema } = await import('@store/contract/two-step');
    const parsed = LoginMfaBodySchema.shape.code.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await loginWithCode({ challenge, code });
      navigate('/', { replace: true });
    } catch (err) {
      setError(err instanceof ApiError ? errorMessage(err, LOGIN_FAILED) : UNEXPECTED);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      <ErrorBox message={error} />
      <TextField
        label="Authentication code"
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        hint="The 6-digit code from your authenticator app, or one of your recovery codes."
        value={code}
        error={fieldError}
        onChange={(e) => {
          setCode(e.target.value);
          setFieldError(undefined);
        }}
      />
      <BusyButton busy={busy} className={buttonClass('primary', 'md', 'w-full')}>
        Verify
      </BusyButton>
      <button type="button" className={buttonClass('secondary', 'md', 'w-full')} onClick={onRestart}>
        Back to sign in
      </button>
    </form>
  );
}

/**
 * The sign-in of an admin who must set two-step up first (decision 0025): the set-up, then the
 * recovery codes; the session is stored only after they were shown, since it leaves this page.
 */
function EnrolStep({ challenge, onRestart }: { challenge: string; onRestart: () => void }) {
  const { startLoginEnrolment, confirmLoginEnrolment } = useSignIn();
  const navigate = useNavigate();
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | null>(null);
  const [signIn, setSignIn] = useState<(() => void) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      setEnrolment(await startLoginEnrolment(challenge));
    } catch (err) {
      setError(err instanceof ApiError ? errorMessage(err, ENROLMENT_TEXTS.startFailed) : UNEXPECTED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{ENROLMENT_TEXTS.title}</h2>
      {enrolment ? (
        <Suspense fallback={<Spinner label="Loading..." className="py-6" />}>
          <TwoStepSetup
            enrolment={enrolment}
            confirm={async (code) => {
              const confirmed = await confirmLoginEnrolment({ challenge, code });
              setSignIn(() => confirmed.signIn);
              return confirmed.recoveryCodes;
            }}
            doneLabel={ENROLMENT_TEXTS.done}
            onDone={() => {
              signIn?.();
              navigate('/', { replace: true });
            }}
            cancel={{ label: 'Back to sign in', onCancel: onRestart }}
          />
        </Suspense>
      ) : (
        <>
          <p className="text-sm text-slate-700">{ENROLMENT_TEXTS.intro}</p>
          <ErrorBox message={error} />
          <BusyButton
            busy={busy}
            type="button"
            className={buttonClass('primary', 'md', 'w-full')}
            onClick={() => void start()}
          >
            {ENROLMENT_TEXTS.start}
          </BusyButton>
          <button type="button" className={buttonClass('secondary', 'md', 'w-full')} onClick={onRestart}>
            Back to sign in
          </button>
        </>
      )}
    </div>
  );
}
