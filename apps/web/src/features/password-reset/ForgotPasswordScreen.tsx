import { zodResolver } from '@hookform/resolvers/zod';
import {
  ForgotPasswordBodySchema,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
  type ForgotPasswordBody,
} from '@store/contract/password-reset';
import { MailCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { EmailField } from '../../components/AccountFields.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { applyServerError } from '../../lib/formErrors.ts';
import { PublicCard } from './PublicCard.tsx';
import { useForgotPassword } from './usePasswordReset.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useSubmitForm } from '../../lib/useSubmitForm.ts';

const linkClass = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

/**
 * "Forgot password?" (decision 0024): asks for a reset link. The page says the same thing
 * whatever the address, as the server does: it never tells whether an account exists.
 */
export function ForgotPasswordScreen() {
  const forgot = useForgotPassword();
  const [sent, setSent] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSubmitForm<ForgotPasswordBody>(zodResolver(ForgotPasswordBodySchema), { email: '' });

  useEffect(() => {
    document.title = 'Forgot Password · Store Admin';
  }, []);

  const onSubmit = async (values: ForgotPasswordBody) => {
    setServerError(null);
    try {
      const answer = await forgot.mutateAsync(values);
      setSent(answer.message);
    } catch (err) {
      const text = applyServerError<ForgotPasswordBody>(
        err,
        ['email'],
        setError,
        PASSWORD_RESET_MESSAGES.requestFailed,
      );
      setServerError(err instanceof ApiError && err.fields ? null : text);
    }
  };

  return (
    <PublicCard title="Forgot Password" intro="We will e-mail you a link to choose a new password.">
      {sent ? (
        <div role="status" className="flex flex-col items-center gap-3 text-center">
          <MailCheck aria-hidden="true" className="size-10 text-indigo-600" />
          <p className="text-sm text-slate-700">{sent}</p>
          <p className="text-xs text-slate-600">The link works once, within {PASSWORD_RESET_TTL_MINUTES} minutes.</p>
          <Link to="/login" className={`text-sm ${linkClass}`}>
            Back to sign in
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
          <ErrorBox message={serverError} />
          <EmailField error={errors.email?.message} {...field('email')} />
          <BusyButton busy={isSubmitting} className={buttonClass('primary', 'md', 'w-full')}>
            Send Reset Link
          </BusyButton>
          <p className="text-center text-sm">
            <Link to="/login" className={linkClass}>
              Back to sign in
            </Link>
          </p>
        </form>
      )}
    </PublicCard>
  );
}
