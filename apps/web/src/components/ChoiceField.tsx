import type { ComponentProps } from 'react';
import { useController, type FieldValues, type Path } from 'react-hook-form';
import type { ContractForm } from '../lib/useContractForm.ts';
import { SearchableSelectField } from './SearchableSelectField.tsx';

/**
 * A searchable picker bound to one field of a contract form: its value, its change (which clears
 * the field's message, as every input does) and its message. Only the picker re-renders on a pick.
 */
export function ChoiceField<Form extends FieldValues, Body>({
  form,
  name,
  ...picker
}: { form: ContractForm<Form, Body>; name: Path<Form> } & Omit<
  ComponentProps<typeof SearchableSelectField>,
  'value' | 'onChange' | 'onBlur' | 'error'
>) {
  const { field } = useController({ control: form.form.control, name });
  return (
    <SearchableSelectField
      {...picker}
      value={String(field.value ?? '')}
      onBlur={field.onBlur}
      onChange={(value) => {
        form.form.clearErrors(name);
        field.onChange(value);
      }}
      error={form.error(name)}
    />
  );
}
