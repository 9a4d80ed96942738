import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema, type LoginBody } from '@store/contract/auth';
import { LoginMfaBodySchema } from '@store/contract/two-step';
import { LoaderCircle, ShieldCheck, Store } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useSession } from '../../api/session.tsx';
import { buttonClass } from '../../components/buttonClass.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { TextField } from '../../components/TextField.tsx';

// spec 000 §8
const LOGIN_FAILED = 'Login failed. Please try again.';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';
const TWO_STEP_SETUP_NOT_OFFERED =
  'Two-step sign-in is required for every admin. Ask another admin to turn the requirement off to set yours up.';

/** The sign-in page (spec 000 §2): e-mail, password, Sign In, an error box and the note. */
export function LoginScreen() {
  const { user, login } = useSession();
  const [challenge, setChallenge] = useState<string | null>(null);
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginBody>({
    resolver: zodResolver(LoginBodySchema),
    defaultValues: { email: '', password: '' },
    // spec 000 §5: a field's error is cleared as soon as it is edited, and only a new submit
    // validates again.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    document.title = 'Sign In · Store Admin';
  }, []);

  if (user) return <Navigate to="/dashboard" replace />;

  const onSubmit = async (values: LoginBody) => {
    setServerError(null);
    try {
      const step = await login(values);
      if (step === null) {
        navigate('/dashboard', { replace: true });
      } else if ('mfa_required' in step) {
        setChallenge(step.challenge);
      } else {
        // decision 0025: setting two-step up during sign-in is answered by the API; this panel
        // does not offer that screen yet.
        setServerError(TWO_STEP_SETUP_NOT_OFFERED);
      }
    } catch (err) {
      if (!(err instanceof ApiError)) {
        setServerError(UNEXPECTED);
        return;
      }
      if (err.fields?.email) setError('email', { message: err.fields.email });
      if (err.fields?.password) setError('password', { message: err.fields.password });
      setServerError(errorMessage(err, LOGIN_FAILED));
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex flex-col items-center text-center">
          <div className="mb-3 flex size-12 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm">
            <Store aria-hidden="true" className="size-6" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Store Admin</h1>
          <p className="mt-1 text-sm text-slate-600">Sign in to the admin panel</p>
        </div>

        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          {challenge ? (
            <CodeStep challenge={challenge} onRestart={() => setChallenge(null)} />
          ) : (
            <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
              <ErrorBox message={serverError} />
              <TextField
                label="Email"
                type="email"
                autoComplete="username"
                inputMode="email"
                placeholder="you@example.com"
                error={errors.email?.message}
                {...register('email', { onChange: () => clearErrors('email') })}
              />
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...register('password', { onChange: () => clearErrors('password') })}
              />
              <button
                type="submit"
                className={buttonClass('primary', 'md', 'w-full')}
                disabled={isSubmitting}
                aria-busy={isSubmitting || undefined}
              >
                {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
                Sign In
              </button>
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
  const { loginWithCode } = useSession();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = LoginMfaBodySchema.shape.code.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    try {
      await loginWithCode({ challenge, code });
      navigate('/dashboard', { replace: true });
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
      <button
        type="submit"
        className={buttonClass('primary', 'md', 'w-full')}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        Verify
      </button>
      <button type="button" className={buttonClass('secondary', 'md', 'w-full')} onClick={onRestart}>
        Back to sign in
      </button>
    </form>
  );
}
