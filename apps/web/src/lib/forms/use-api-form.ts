import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type {
  DefaultValues,
  FieldValues,
  Path,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { get, useForm } from 'react-hook-form';
import { ApiError } from '../http/api-error.ts';
import type { SchemaLoader } from './lazy-zod-resolver.ts';
import { lazyZodResolver } from './lazy-zod-resolver.ts';
import { useFieldError } from './use-field-error.ts';

interface ApiForm<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** Translated error of the field, if any. */
  errorOf: (name: Path<T>) => string | undefined;
  /** An input's registration with its translated error, spread onto a Mantine input. */
  field: (name: Path<T>) => UseFormRegisterReturn<Path<T>> & { error: string | undefined };
  /** A server error without a field of this form, for an ErrorCard. */
  formError: ApiError | undefined;
  /** New values and no error: the form as if it had just opened with them. */
  reset: (values: DefaultValues<T>) => void;
  /** Wraps a submit call: field errors go onto their field, others become formError. */
  submit: (
    action: (values: T) => Promise<void>,
  ) => (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/**
 * react-hook-form validated by a core zod schema, submitted through useMutation, with server
 * errors mapped back onto the form.
 */
export function useApiForm<T extends FieldValues>(
  loadSchema: SchemaLoader<T>,
  defaultValues: DefaultValues<T>,
): ApiForm<T> {
  const [resolver] = useState(() => lazyZodResolver(loadSchema));
  const form = useForm<T>({ resolver, defaultValues });
  useEffect(() => void resolver.preload(), [resolver]);
  const [formError, setFormError] = useState<ApiError>();
  const errorOf = useFieldError(form);

  // A form's request is a mutation like any other: the query client's mutation handlers see it.
  const mutation = useMutation({
    mutationFn: ({ action, values }: { action: (values: T) => Promise<void>; values: T }) =>
      action(values),
  });

  const submit = (action: (values: T) => Promise<void>) =>
    form.handleSubmit(async (values) => {
      setFormError(undefined);
      try {
        await mutation.mutateAsync({ action, values });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const field = error.field as Path<T> | undefined;
        // Nested fields arrive dotted (`webhookRequest.url`, `fields.0.caption`), as the form names them.
        if (field && get(form.getValues(), field) !== undefined) {
          const message = error.code === 'invalid-argument' ? error.message : error.code;
          form.setError(field, { type: 'server', message }, { shouldFocus: true });
        } else {
          setFormError(error);
        }
      }
    });

  return {
    form,
    errorOf,
    field: (name) => ({ ...form.register(name), error: errorOf(name) }),
    formError,
    reset: (values) => {
      form.reset(values);
      setFormError(undefined);
    },
    submit,
  };
}
