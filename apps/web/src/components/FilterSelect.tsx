import { SelectField } from './SelectField.tsx';

/** One of the list's filters: "All …" or one of a closed set, each shown by its label. */
export function FilterSelect<V extends string>(props: {
  label: string;
  className: string;
  value: string;
  onChange: (next: string) => void;
  allLabel: string;
  options: readonly V[];
  labels: Record<V, string>;
}) {
  return (
    <SelectField
      label={props.label}
      className={props.className}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
    >
      <option value="">{props.allLabel}</option>
      {props.options.map((option) => (
        <option key={option} value={option}>
          {props.labels[option]}
        </option>
      ))}
    </SelectField>
  );
}
