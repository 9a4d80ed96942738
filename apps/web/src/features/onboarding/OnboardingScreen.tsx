import { zodResolver } from '@hookform/resolvers/zod';
import {
  ONBOARDING_MESSAGES,
  onboardingFormSchema,
  type OnboardingBody,
  type OnboardingForm,
  type OnboardingInfo,
} from '@store/contract/onboarding';
import { CircleCheck, Store } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../api/client.ts';
import { buttonClass } from '../../components/buttonClass.ts';
import { AccountBox, NewPasswordFields } from '../../components/AccountFields.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { applyServerError } from '../../lib/formErrors.ts';
import { useCompleteOnboarding, useOnboardingInfo } from './useOnboarding.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { useSubmitForm } from '../../lib/useSubmitForm.ts';

/**
 * The public page an onboarding link opens (DESIGN §4), outside the admin layout: the customer
 * sets a password (and a name when the account has none). Completing it consumes the link, and
 * the admin's users screen then shows the account as '✓ Active'.
 */
export function OnboardingScreen() {
  const { token = '' } = useParams();
  const info = useOnboardingInfo(token);
  const [doneFor, setDoneFor] = useState<string | null>(null);

  useEffect(() => {
    document.title = 'Account Setup · Store';
  }, []);

  let content: ReactNode;
  if (doneFor) {
    content = (
      <div role="status" className="flex flex-col items-center gap-3 text-center">
        <CircleCheck aria-hidden="true" className="size-10 text-green-600" />
        <p className="text-sm text-slate-700">{ONBOARDING_MESSAGES.completed}</p>
        <p className="text-sm font-medium text-slate-900">{doneFor}</p>
      </div>
    );
  } else if (info.isPending) {
    content = <Spinner label="Loading your account..." />;
  } else if (info.error) {
    content = <ErrorBox message={errorMessage(info.error, ONBOARDING_MESSAGES.loadFailed)} />;
  } else {
    content = <SetUpForm token={token} info={info.data} onDone={setDoneFor} />;
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 flex flex-col items-center text-center">
          <div className="mb-3 flex size-12 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm">
            <Store aria-hidden="true" className="size-6" />
          </div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Account Setup</h1>
          <p className="mt-1 text-sm text-slate-600">Choose a password to finish setting up your account.</p>
        </div>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">{content}</div>
      </div>
    </main>
  );
}

const FIELDS = ['name', 'password', 'confirm_password'] as const;

function SetUpForm({ token, info, onDone }: { token: string; info: OnboardingInfo; onDone: (email: string) => void }) {
  const complete = useCompleteOnboarding(token);
  const needsName = info.name.trim() === '';
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(onboardingFormSchema(needsName)), [needsName]);
  const {
    field,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useSubmitForm<OnboardingForm>(resolver, { name: '', password: '', confirm_password: '' });

  const onSubmit = async (form: OnboardingForm) => {
    setServerError(null);
    const body: OnboardingBody = { password: form.password, ...(needsName ? { name: form.name } : {}) };
    try {
      const result = await complete.mutateAsync(body);
      onDone(result.email);
    } catch (err) {
      const text = applyServerError<OnboardingForm>(err, FIELDS, setError, ONBOARDING_MESSAGES.submitFailed);
      setServerError(err instanceof ApiError && err.fields ? null : text);
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <ErrorBox message={serverError} />
      <AccountBox email={info.email} name={needsName ? undefined : info.name} />
      {needsName ? (
        <TextField label="Your Name" autoComplete="name" error={errors.name?.message} {...field('name')} />
      ) : null}
      <NewPasswordFields
        label="Password"
        hint="At least 6 characters."
        password={{ error: errors.password?.message, ...field('password') }}
        confirm={{ error: errors.confirm_password?.message, ...field('confirm_password') }}
      />
      <BusyButton busy={isSubmitting} className={buttonClass('primary', 'md', 'w-full')}>
        Set Up Account
      </BusyButton>
    </form>
  );
}
