import type { StaleErrorBody } from '@store/contract/revisions';
import { useState, type BaseSyntheticEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import type { RecordEdit } from '../api/records.ts';
import { applyServerError } from './formErrors.ts';
import { differences, revisionOf, staleOf, type FieldDifference } from './staleChange.ts';
import { wireResolver } from './wireResolver.ts';

/**
 * One way to build a form of the panel. The inputs hold what the admin types (dollars, local
 * date-times, '' for nothing); `toBody` turns them into the wire body and the contract's own schema
 * validates that body, so the browser and the server speak one schema and one set of texts. On a
 * failed save the server's field messages land on their inputs and its message in the form's error
 * box; a 412 (someone else saved the record meanwhile) opens the conflict instead, with what
 * differs, "Load their version" and "Save mine anyway".
 */
export interface ContractFormConfig<Form extends FieldValues, Schema extends z.ZodType> {
  /** The contract's body schema. */
  schema: Schema;
  /** The inputs' values → the wire body the schema checks (before validation, never after). */
  toBody: (values: Form) => unknown;
  /** What the inputs start with. */
  values: Form;
  /** Sends the validated body; `revision` goes out as `If-Match` (undefined for a new record). */
  save: (body: z.output<Schema>, revision: number | undefined) => Promise<unknown>;
  /** The revision of the record being edited. */
  revision?: number | undefined;
  /** A record as the server sends it → the inputs' values ("Load their version"). */
  valuesOf?: (record: Record<string, unknown>) => Form;
  /** The fields named in the conflict, with their labels, in the form's order. */
  labels?: Partial<Record<Path<Form>, string>>;
  /** The spec's fallback text for a failed save. */
  failedMessage: string;
  /** After a successful save. */
  onSaved: (result: unknown) => void;
}

/** A 412 shown to the admin: who changed the record, when, and which fields differ. */
export interface Conflict {
  stale: StaleErrorBody;
  differences: FieldDifference[];
}

export interface ContractForm<Form extends FieldValues, Body> {
  form: UseFormReturn<Form, unknown, Body>;
  /** `register` that also clears the field's message as soon as it is edited (spec 000 §5). */
  field: (name: Path<Form>, options?: RegisterOptions<Form, Path<Form>>) => ReturnType<UseFormReturn<Form>['register']>;
  /** The field's message, if it has one. */
  error: (name: Path<Form>) => string | undefined;
  /** `field` and `error` together, for a TextField, TextAreaField or SelectField: `{...input('name')}`. */
  input: (
    name: Path<Form>,
    options?: RegisterOptions<Form, Path<Form>>,
  ) => ReturnType<UseFormReturn<Form>['register']> & { error: string | undefined };
  /** The <form>'s onSubmit. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  serverError: string | null;
  submitting: boolean;
  /** The admin typed something not saved yet. */
  dirty: boolean;
  conflict: Conflict | null;
  /** Replace the inputs with the record as saved by the other admin. */
  loadTheirs: () => void;
  /** Save the inputs again over the other admin's version. */
  saveMineAnyway: () => void;
  /** Close the conflict and go back to the form as it was. */
  keepEditing: () => void;
}

export function useContractForm<Form extends FieldValues, Schema extends z.ZodType>(
  config: ContractFormConfig<Form, Schema>,
): ContractForm<Form, z.output<Schema>> {
  const { save, onSaved, failedMessage, valuesOf, labels } = config;
  const form = useForm<Form, unknown, z.output<Schema>>({
    // react-hook-form reads its options on every render, so an inline `toBody` is fine.
    resolver: wireResolver<Form, Schema>(config.schema, config.toBody),
    defaultValues: config.values as DefaultValues<Form>,
    // spec 000 §5: messages appear on submit and a field's goes as soon as it is edited.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // The revision the next save is based on: the record's, or the other admin's once loaded.
  const [revision, setRevision] = useState(config.revision);

  const send = async (body: z.output<Schema>, basedOn: number | undefined) => {
    setServerError(null);
    try {
      const result = await save(body, basedOn);
      onSaved(result);
    } catch (err) {
      const stale = staleOf(err);
      if (stale && valuesOf) {
        const theirs = valuesOf(stale.current);
        setConflict({
          stale,
          differences: differences((labels ?? {}) as Record<string, string>, theirs, form.getValues()),
        });
        return;
      }
      const names = Object.keys(form.getValues()) as Path<Form>[];
      setServerError(applyServerError<Form>(err, names, form.setError, failedMessage));
    }
  };
  const submit = form.handleSubmit((body) => send(body, revision));
  const field = (name: Path<Form>, options?: RegisterOptions<Form, Path<Form>>) =>
    form.register(name, {
      ...options,
      onChange: (event: unknown) => {
        form.clearErrors(name);
        return options?.onChange?.(event);
      },
    } as RegisterOptions<Form, Path<Form>>);
  const error = (name: Path<Form>) => {
    const found = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], errors);
    return (found as { message?: string } | undefined)?.message;
  };

  return {
    form,
    field,
    error,
    input: (name, options) => ({ ...field(name, options), error: error(name) }),
    submit,
    serverError,
    submitting: isSubmitting,
    dirty: isDirty,
    conflict,
    loadTheirs: () => {
      if (!conflict) return;
      setRevision(revisionOf(conflict.stale) ?? revision);
      if (valuesOf) form.reset(valuesOf(conflict.stale.current));
      setServerError(null);
      setConflict(null);
    },
    saveMineAnyway: () => {
      if (!conflict) return;
      const theirs = revisionOf(conflict.stale) ?? revision;
      setRevision(theirs);
      setConflict(null);
      void form.handleSubmit((body) => send(body, theirs))();
    },
    keepEditing: () => setConflict(null),
  };
}

/** A record the panel edits: it carries the revision its edits are based on. */
interface Revised {
  revision: number;
}

/**
 * The create-and-edit form of a record, the shape most dialogs share: one schema to create and one
 * to edit, the record's values in the inputs, its revision sent with the edit, and the spec's
 * "Failed to create …" / "Failed to update …" texts.
 */
export interface RecordFormConfig<
  Rec extends Revised,
  Form extends FieldValues,
  Create extends z.ZodType,
  Update extends z.ZodType,
> {
  /** The record being edited; null to create one. */
  record: Rec | null;
  /** The record's key in its item path: the id, or a country's code. */
  keyOf: (record: Rec) => string | number;
  schemas: { create: Create; update: Update };
  /** The record (or nothing, for a new one) → the inputs' values. */
  valuesOf: (record: Rec | null) => Form;
  /** The inputs → the create or the edit body. */
  toBody: (values: Form, editing: boolean) => unknown;
  labels: Partial<Record<Path<Form>, string>>;
  create: (body: z.output<Create>) => Promise<unknown>;
  update: (edit: RecordEdit<z.output<Update>>) => Promise<unknown>;
  messages: { createFailed: string; updateFailed: string };
  onSaved: (result: unknown) => void;
}

export function useRecordForm<
  Rec extends Revised,
  Form extends FieldValues,
  Create extends z.ZodType,
  Update extends z.ZodType,
>(config: RecordFormConfig<Rec, Form, Create, Update>): ContractForm<Form, z.output<Create> | z.output<Update>> {
  const { record, messages } = config;
  return useContractForm<Form, Create | Update>({
    schema: record ? config.schemas.update : config.schemas.create,
    toBody: (values) => config.toBody(values, record !== null),
    values: config.valuesOf(record),
    revision: record?.revision,
    valuesOf: (current) => config.valuesOf(current as unknown as Rec),
    labels: config.labels,
    // The schema was chosen by `record` above, so the body is the one its call takes.
    save: (body, revision) =>
      record
        ? config.update({ key: config.keyOf(record), body: body as z.output<Update>, revision })
        : config.create(body as z.output<Create>),
    failedMessage: record ? messages.updateFailed : messages.createFailed,
    onSaved: config.onSaved,
  });
}
