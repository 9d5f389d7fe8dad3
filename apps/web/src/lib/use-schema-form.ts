import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Path, type UseFormProps, useForm } from 'react-hook-form';
import { applyFieldErrors, toastError } from './form-errors';

/** A zod schema as `zodResolver` reads it: what the form holds, and what a valid submit hands on. */
interface FormSchema<Input, Output> {
  _zod: { input: Input; output: Output };
}

interface SchemaFormOptions<Input extends FieldValues, Output>
  extends Omit<UseFormProps<Input, unknown, Output>, 'resolver'> {
  /** The inputs the form shows, in their order: a refused submit's per-field messages go under these. */
  fields?: readonly Path<Input>[];
}

/**
 * A form checked with the domain's schema (the server checks with the same one), and what it does when the
 * server refuses a submit anyway.
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: FormSchema<Input, Output>,
  { fields = [], ...options }: SchemaFormOptions<Input, Output>,
) {
  const form = useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
  const { setError } = form;

  /** Puts the server's per-field messages under their inputs, focusing the first; returns whether any was. */
  const showFieldErrors = (error: unknown) => applyFieldErrors(error, setError, fields);

  /** A toast saying why (the server's words, else the fallback), then the per-field messages. */
  const showServerError = (error: unknown, copy: { title: string; fallback: string }) => {
    toastError(copy, error);
    showFieldErrors(error);
  };

  return { form, showFieldErrors, showServerError };
}
