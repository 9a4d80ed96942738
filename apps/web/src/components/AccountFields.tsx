import type { ComponentPropsWithRef, ReactNode } from 'react';
import { TextField } from './TextField.tsx';

/** A form input's props with its message: what `useContractForm`'s `input(name)` gives. */
type InputProps = ComponentPropsWithRef<'input'> & { error?: string | undefined };

/** The e-mail an admin signs in with, or asks a reset link for. */
export function EmailField(props: InputProps) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="username"
      inputMode="email"
      placeholder="you@example.com"
      {...props}
    />
  );
}

/**
 * The account a new password is for (onboarding, password reset), with a hidden username field
 * so that password managers save the new password with the e-mail.
 */
export function AccountBox({ email, name }: { email: string; name?: string | undefined }) {
  return (
    <>
      <div className="rounded-md bg-slate-50 px-3 py-2 text-sm">
        <p className="text-slate-600">Account</p>
        <p className="font-medium break-all text-slate-900">{email}</p>
        {name ? <p className="text-slate-700">{name}</p> : null}
      </div>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
    </>
  );
}

/** A new password and its confirmation. */
export function NewPasswordFields({
  label,
  hint,
  password,
  confirm,
}: {
  label: string;
  hint: ReactNode;
  password: InputProps;
  confirm: InputProps;
}) {
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" hint={hint} {...password} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
