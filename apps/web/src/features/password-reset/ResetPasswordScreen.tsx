import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORD_RESET_MESSAGES,
  ResetPasswordFormSchema,
  type ResetPasswordForm,
} from '@store/contract/password-reset';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { AccountBox, NewPasswordFields } from '../../components/AccountFields.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { applyServerError } from '../../lib/formErrors.ts';
import { PublicCard } from './PublicCard.tsx';
import { useResetLink, useResetPassword } from './usePasswordReset.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useSubmitForm } from '../../lib/useSubmitForm.ts';

const isGone = (err: unknown) => err instanceof ApiError && err.status === 410;

/** A used, expired or unknown link: says so, and offers to ask for a new one. */
function DeadLink() {
  return (
    <div className="space-y-4 text-center">
      <ErrorBox message={PASSWORD_RESET_MESSAGES.invalidLink} className="text-left" />
      <Link to="/forgot-password" className={buttonClass('primary', 'md', 'w-full')}>
        Ask for a new link
      </Link>
    </div>
  );
}

/**
 * The page a reset link opens (decision 0024): the new password twice. Success goes to /login,
 * which says the password has changed; every session of the account has ended.
 */
export function ResetPasswordScreen() {
  const { token = '' } = useParams();
  const link = useResetLink(token);
  const [dead, setDead] = useState(false);

  useEffect(() => {
    document.title = 'Reset Password · Store Admin';
  }, []);

  let content: ReactNode;
  if (dead || isGone(link.error)) content = <DeadLink />;
  else if (link.isPending) content = <Spinner label="Checking your link..." />;
  else if (link.error) content = <ErrorBox message={errorMessage(link.error, PASSWORD_RESET_MESSAGES.loadFailed)} />;
  else content = <NewPasswordForm token={token} email={link.data.email} onDead={() => setDead(true)} />;

  return (
    <PublicCard title="Reset Password" intro="Choose a new password for your admin account.">
      {content}
    </PublicCard>
  );
}

const FIELDS = ['password', 'confirm_password'] as const;

function NewPasswordForm({ token, email, onDead }: { token: string; email: string; onDead: () => void }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSubmitForm<ResetPasswordForm>(zodResolver(ResetPasswordFormSchema), { password: '', confirm_password: '' });

  const onSubmit = async (form: ResetPasswordForm) => {
    setServerError(null);
    try {
      const answer = await reset.mutateAsync({ token, password: form.password });
      navigate('/login', { replace: true, state: { notice: answer.message } });
    } catch (err) {
      if (isGone(err)) {
        onDead();
        return;
      }
      const text = applyServerError<ResetPasswordForm>(err, FIELDS, setError, PASSWORD_RESET_MESSAGES.resetFailed);
      setServerError(err instanceof ApiError && err.fields ? null : text);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <ErrorBox message={serverError} />
      <AccountBox email={email} />
      <NewPasswordFields
        label="New Password"
        hint="At least 6 characters. Every signed-in session of this account will be signed out."
        password={{ error: errors.password?.message, ...field('password') }}
        confirm={{ error: errors.confirm_password?.message, ...field('confirm_password') }}
      />
      <BusyButton busy={isSubmitting} className={buttonClass('primary', 'md', 'w-full')}>
        Set New Password
      </BusyButton>
    </form>
  );
}
