import { zodResolver } from '@hookform/resolvers/zod';
import {
  COPIED_INDICATOR_MS,
  USER_MESSAGES,
  UserCreateBodySchema,
  UserUpdateBodySchema,
  type User,
  type UserCreateBody,
  type UserUpdateBody,
} from '@store/contract/users';
import { Check, Copy, Link2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { buttonClass } from '../../components/buttonClass.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { ErrorBox } from '../../components/ErrorBox.tsx';
import { Modal } from '../../components/Modal.tsx';
import { TextField } from '../../components/TextField.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { applyServerError } from '../../lib/formErrors.ts';
import { useCreateUser, useUpdateUser } from './useUsers.ts';

/** The form's inputs carry the sent names (spec 000 §7: {email, password, name, is_admin}). */
interface Values {
  name: string;
  email: string;
  password: string;
  is_admin: boolean;
}

const FIELDS = ['name', 'email', 'password', 'is_admin'] as const;

function valuesOf(user: User | null): Values {
  return { name: user?.name ?? '', email: user?.email ?? '', password: '', is_admin: user?.is_admin ?? false };
}

/** Create New User and Edit User (spec 000 §2, §5): name, e-mail, password and 'Admin User'. */
export function UserFormModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const editing = user !== null;
  const create = useCreateUser();
  const update = useUpdateUser();
  const [serverError, setServerError] = useState<string | null>(null);
  // One schema per call, from the contract: on create the password is required; on edit a blank
  // one is allowed and means "keep the current password".
  const resolver = useMemo(
    () => zodResolver(editing ? UserUpdateBodySchema : UserCreateBodySchema) as unknown as Resolver<Values>,
    [editing],
  );
  const {
    register,
    handleSubmit,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver,
    defaultValues: valuesOf(user),
    // spec 000 §5: a field's error goes as soon as the field is edited; the next submit checks again.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });

  const onSubmit = async (values: Values) => {
    setServerError(null);
    try {
      if (user) {
        const body: UserUpdateBody = { email: values.email, name: values.name, is_admin: values.is_admin };
        // spec 000 §5: editing with a blank password omits the password from the request.
        if (values.password !== '') body.password = values.password;
        await update.mutateAsync({ id: user.id, body });
      } else {
        await create.mutateAsync(values as UserCreateBody);
      }
      onClose();
    } catch (err) {
      setServerError(
        applyServerError<Values>(
          err,
          FIELDS,
          setError,
          editing ? USER_MESSAGES.updateFailed : USER_MESSAGES.createFailed,
        ),
      );
    }
  };

  const clearOnChange = (name: (typeof FIELDS)[number]) => ({ onChange: () => clearErrors(name) });
  const pendingLink = user && !user.onboarding_completed && user.onboarding_link ? user.onboarding_link : null;

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={editing ? 'Edit User' : 'Create New User'}
      footer={
        <>
          <button type="button" className={buttonClass('secondary')} onClick={onClose}>
            Cancel
          </button>
          <button
            type="submit"
            form="user-form"
            className={buttonClass('primary')}
            disabled={isSubmitting}
            aria-busy={isSubmitting || undefined}
          >
            {editing ? 'Save Changes' : 'Create User'}
          </button>
        </>
      }
    >
      <form id="user-form" noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
        <ErrorBox message={serverError} />
        {pendingLink ? <OnboardingLinkBox link={pendingLink} /> : null}
        <TextField
          label="Name"
          autoComplete="off"
          error={errors.name?.message}
          {...register('name', clearOnChange('name'))}
        />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          error={errors.email?.message}
          {...register('email', clearOnChange('email'))}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={editing ? 'Leave blank to keep the current password.' : 'At least 6 characters.'}
          error={errors.password?.message}
          {...register('password', clearOnChange('password'))}
        />
        <CheckboxField label="Admin User" {...register('is_admin', clearOnChange('is_admin'))} />
      </form>
    </Modal>
  );
}

/**
 * spec 000 §2: the edit form of a user who has not completed onboarding shows their link, a Copy
 * Link button that reads 'Copied!' for 2 seconds, and a note on what the link is for.
 */
function OnboardingLinkBox({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const titleId = useId();
  const inputId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    await copyText(link);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS);
  };

  return (
    <section aria-labelledby={titleId} className="rounded-md border border-amber-200 bg-amber-50 p-4">
      <h3 id={titleId} className="flex items-center gap-1.5 text-sm font-semibold text-amber-900">
        <Link2 aria-hidden="true" className="size-4" />
        Onboarding Link
      </h3>
      <div className="mt-2 flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Onboarding link
        </label>
        <input
          id={inputId}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="block w-full min-w-0 rounded-md border border-amber-300 bg-white px-3 py-1.5 font-mono text-xs text-slate-800"
        />
        <button type="button" className={buttonClass('secondary', 'sm', 'shrink-0')} onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          <span aria-live="polite">{copied ? USER_MESSAGES.copied : USER_MESSAGES.copyLink}</span>
        </button>
      </div>
      <p className="mt-2 text-xs text-amber-900">
        This user has not completed onboarding yet. Send them this link so they can set up their account and choose a
        password.
      </p>
    </section>
  );
}
