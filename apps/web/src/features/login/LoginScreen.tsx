import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema, type LoginBody } from '@store/contract/auth';
import { CircleCheck, LoaderCircle, ShieldCheck, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useSession } from '../../api/session.tsx';
import { buttonClass } from '../../components/buttonClass.ts';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { TextField } from '../../components/TextField.tsx';

// spec 000 §8
const LOGIN_FAILED = 'Login failed. Please try again.';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';

/** The sign-in page (spec 000 §2): e-mail, password, Sign In, an error box and the note. */
export function LoginScreen() {
  const { user, login } = useSession();
  const navigate = useNavigate();
  // A page that sends the browser here may leave a note (a password reset: "password changed").
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
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
      await login(values);
      navigate('/dashboard', { replace: true });
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
          <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
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
            <p className="-mt-2 text-right text-sm">
              <Link to="/forgot-password" className="font-medium text-indigo-700 underline-offset-2 hover:underline">
                Forgot password?
              </Link>
            </p>
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
        </div>

        <p className="mt-6 flex items-center justify-center gap-1.5 text-center text-xs text-slate-600">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          Secure admin access for authorized personnel only
        </p>
      </div>
    </main>
  );
}
