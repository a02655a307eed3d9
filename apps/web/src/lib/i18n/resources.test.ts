import { errorMessages } from '@docsift/core/errors';
import { describe, expect, it } from 'vitest';
import de from './locales/de.ts';
import en from './locales/en.ts';

/** Flattens nested resources to i18next keys ("auth.login.title"). */
function keysOf(resources: object, prefix = ''): string[] {
  return Object.entries(resources).flatMap(([key, value]: [string, unknown]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function lookup(resources: object, key: string): unknown {
  const [group, ...rest] = key.split('.');
  const value = (resources as Record<string, unknown>)[group ?? ''];
  return rest.length === 0 ? value : lookup(value as object, rest.join('.'));
}

const validationKeys = [
  'email_required',
  'email_invalid',
  'password_too_short',
  'password_required',
  'privacy_required',
  'retention_invalid',
  'auth/passwords-not-match',
  'doctype_name_invalid',
  'field_caption_invalid',
  'value_not_string',
  'value_not_number',
  'value_not_date',
  'value_not_boolean',
  'field_unknown',
  // The core webhook schema's messages (spec section 5).
  'webhook_title_invalid',
  'Invalid request url',
  'Invalid request method',
  'property_key_invalid',
];
const specKeys = [
  'successfully_saved',
  'successfully_deleted',
  'really_delete',
  'routing_unsaved_data',
  'nothing_found',
  'doctype_name_invalid',
  'field_caption_invalid',
  'payment_purchase_success',
  'email_process_copied',
];

describe('translation resources', () => {
  it('have exactly the same keys in English and German', () => {
    expect(keysOf(de).sort()).toEqual(keysOf(en).sort());
  });

  it('have no empty text', () => {
    for (const resources of [en, de]) {
      for (const key of keysOf(resources)) expect(lookup(resources, key), key).toMatch(/\S/);
    }
  });

  it.each(Object.keys(errorMessages))('translate catalogue code %s in both languages', (code) => {
    expect(en.errors).toHaveProperty([code], expect.any(String));
    expect(de.errors).toHaveProperty([code], expect.any(String));
  });

  it.each([...specKeys, ...validationKeys.map((key) => `validation.${key}`)])(
    'contain %s',
    (key) => {
      expect(lookup(en, key)).toEqual(expect.any(String));
      expect(lookup(de, key)).toEqual(expect.any(String));
    },
  );

  it('use the same interpolation variables in both languages', () => {
    for (const key of keysOf(en)) {
      const variables = (text: unknown) =>
        [...String(text).matchAll(/{{(\w+)}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
      expect(variables(lookup(de, key)), key).toEqual(variables(lookup(en, key)));
    }
  });
});
