/**
 * Stripe's request encoding, read back: `a[b][0][c]=v` pairs (form bodies and query strings)
 * become nested objects, with numeric or empty brackets as arrays. Values stay strings.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const keys = name.split('[').map((part, i) => (i === 0 ? part : part.replace(/\]$/, '')));
    assign(root, keys, value);
  }
  return root;
}

function assign(target: FormObject | FormValue[], keys: string[], value: string): void {
  const [key, ...rest] = keys as [string, ...string[]];
  const slot = Array.isArray(target) ? (key === '' ? target.length : Number(key)) : key;
  const container = target as Record<string | number, FormValue>;
  if (rest.length === 0) {
    container[slot] = value;
    return;
  }
  const isArrayNext = rest[0] === '' || /^\d+$/.test(rest[0]!);
  container[slot] ??= isArrayNext ? [] : {};
  assign(container[slot] as FormObject | FormValue[], rest, value);
}

/** A string field of a parsed form, or undefined. */
export function text(
  form: FormValue | undefined,
  ...path: (string | number)[]
): string | undefined {
  let node: FormValue | undefined = form;
  for (const key of path) {
    if (node == null || typeof node === 'string') return undefined;
    node = (node as Record<string | number, FormValue>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The metadata object of a form: string keys to string values. */
export function metadataOf(form: FormValue | undefined): Record<string, string> {
  if (form == null || typeof form === 'string' || Array.isArray(form)) return {};
  return Object.fromEntries(
    Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
