import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';

/**
 * A form of the signed-out pages (sign-in, onboarding, password reset): checked by its schema on
 * submit only, and `field` registers an input whose message goes as soon as it is edited (spec
 * 000 §5). The panel's record forms use `useContractForm`.
 */
export function useSubmitForm<Form extends FieldValues>(resolver: Resolver<Form>, defaultValues: DefaultValues<Form>) {
  const form = useForm<Form>({ resolver, defaultValues, mode: 'onSubmit', reValidateMode: 'onSubmit' });
  const field = (name: Path<Form>) => form.register(name, { onChange: () => form.clearErrors(name) });
  return { ...form, field };
}
