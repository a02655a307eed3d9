import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A schema that parses the form's values into T (its defaults may make the input looser). */
export type SchemaLoader<T extends FieldValues> = () => Promise<z.ZodType<T, FieldValues>>;

export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts loading the schema and zod so the first validation does not wait. */
  preload: () => Promise<unknown>;
}

/**
 * Text longer than a schema's maximum, where the schema names no message of its own: a key the
 * forms translate ("Please check this value." left the user guessing what was wrong).
 */
const textTooLongKey: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'too_big' && issue.origin === 'string' ? 'text_too_long' : undefined;

/**
 * A zodResolver for a core schema that is imported on demand: zod is ~20 kB gzip, and the
 * sign-in page can paint before it arrives (it loads right after, in the background).
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: SchemaLoader<T>,
): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () =>
    (loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema, { error: textTooLongKey }) as Resolver<T>,
    ));
  const resolver: Resolver<T> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, { preload: load });
}
