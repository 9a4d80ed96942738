import {
  COPIED_INDICATOR_MS,
  USER_MESSAGES,
  UserCreateBodySchema,
  UserUpdateBodySchema,
  type User,
  type UserCreateBody,
  type UserUpdateBody,
} from '@store/contract/users';
import { ADMIN_ROLES, type AdminRole, DEFAULT_ADMIN_ROLE, ROLE_DESCRIPTIONS, ROLE_LABELS } from '@store/contract/roles';
import { Check, Copy, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClass } from '../../components/buttonClass.ts';
import { CheckboxField } from '../../components/CheckboxField.tsx';
import { FormModal } from '../../components/FormModal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { useCan } from '../../lib/permissions.ts';
import { TextField } from '../../components/TextField.tsx';
import { copyText } from '../../lib/clipboard.ts';
import { useRecordForm } from '../../lib/useContractForm.ts';
import { useCreateUser, useUpdateUser } from './useUsers.ts';

/** The form's inputs carry the sent names (spec 000 §7: {email, password, name, is_admin}). */
interface Values {
  name: string;
  email: string;
  password: string;
  /** Left out of the request (undefined) when the admin may not change it: only Owners may. */
  is_admin: boolean | undefined;
  admin_role: AdminRole | undefined;
}

/** The fields by their labels, in the form's order (the conflict dialog names them so). */
const LABELS = { name: 'Name', email: 'Email', is_admin: 'Admin User', admin_role: 'Role' } as const;

/**
 * spec 000 §5: editing with a blank password leaves the password out of the request. The role
 * goes with an admin only (decision 0027).
 */
function toBody({ password, admin_role, ...rest }: Values, editing: boolean): UserCreateBody | UserUpdateBody {
  const body = { ...rest, ...(rest.is_admin ? { admin_role } : {}) };
  return editing && password === '' ? body : { ...body, password };
}

function valuesOf(user: User | null): Values {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    password: '',
    is_admin: user?.is_admin ?? false,
    admin_role: user?.admin_role ?? DEFAULT_ADMIN_ROLE,
  };
}

/**
 * Create New User and Edit User (spec 000 §2, §5): name, e-mail, password and 'Admin User', with
 * the admin's role beside it.
 */
export function UserFormModal({ user, onClose }: { user: User | null; onClose: () => void }) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useRecordForm({
    record: user,
    keyOf: (u) => u.id,
    schemas: { create: UserCreateBodySchema, update: UserUpdateBodySchema },
    valuesOf: valuesOf,
    toBody: toBody,
    labels: LABELS,
    create: create.mutateAsync,
    update: update.mutateAsync,
    messages: USER_MESSAGES,
    onSaved: onClose,
  });
  const { field, error, input } = form;
  // Admin access and roles are the Owners' (decision 0027): others see them, unchangeable.
  const managesAdmins = useCan()('admins', 'manage');
  const isAdmin = form.form.watch('is_admin') ?? user?.is_admin ?? false;
  const role = form.form.watch('admin_role') ?? user?.admin_role ?? DEFAULT_ADMIN_ROLE;
  const roleHintId = useId();
  const pendingLink = user && !user.onboarding_completed && user.onboarding_link ? user.onboarding_link : null;

  return (
    <FormModal
      form={form}
      title={user ? 'Edit User' : 'Create New User'}
      size="md"
      submitLabel={user ? 'Save Changes' : 'Create User'}
      what="user"
      onClose={onClose}
    >
      {pendingLink ? <OnboardingLinkBox link={pendingLink} /> : null}
      <TextField label={LABELS.name} autoComplete="off" error={error('name')} {...field('name')} />
      <TextField
        label={LABELS.email}
        type="email"
        inputMode="email"
        autoComplete="off"
        spellCheck={false}
        {...input('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={user ? 'Leave blank to keep the current password.' : 'At least 6 characters.'}
        {...input('password')}
      />
      <div className="space-y-2">
        <CheckboxField label={LABELS.is_admin} {...field('is_admin', { disabled: !managesAdmins })} />
        {isAdmin ? (
          <SelectField
            label={LABELS.admin_role}
            aria-describedby={roleHintId}
            {...input('admin_role', { disabled: !managesAdmins })}
          >
            {ADMIN_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </SelectField>
        ) : null}
        <p id={roleHintId} className="text-xs text-slate-600">
          {isAdmin ? `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}.` : null}
          {managesAdmins ? null : ' Only an Owner can change admin access and roles.'}
        </p>
      </div>
    </FormModal>
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
