import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver for a form whose inputs are not yet the wire body (dollars for cents,
 * datetime-local text for ISO instants, '' for null): `toBody` turns the form's values into the
 * body, and the contract's own schema validates it, so the form and the server share one schema
 * and its texts. Form fields carry the wire names, so each error lands on its input; on success
 * the submit handler receives the parsed wire body.
 */
export function wireResolver<Form extends FieldValues, Schema extends z.ZodType>(
  schema: Schema,
  toBody: (values: Form) => unknown,
): Resolver<Form, unknown, z.output<Schema>> {
  const resolve: Resolver<FieldValues, unknown, z.output<Schema>> = zodResolver(
    schema as z.ZodType<z.output<Schema>, FieldValues>,
  );
  return ((values: Form, context: unknown, options: Parameters<Resolver<FieldValues>>[2]) =>
    resolve(toBody(values) as FieldValues, context, options)) as unknown as Resolver<Form, unknown, z.output<Schema>>;
}
