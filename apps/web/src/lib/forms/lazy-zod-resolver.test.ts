import type { LoginBody, ResetConfirmBody } from '@docsift/core/auth';
import type { CreateDoctypeBody } from '@docsift/core/doctype';
import type { FieldValues, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

const options = <T extends FieldValues>() =>
  ({ fields: {}, shouldUseNativeValidation: false }) as ResolverOptions<T>;

describe('lazyZodResolver', () => {
  it('validates with the core schema, reporting its translation keys', async () => {
    const resolver = lazyZodResolver<LoginBody>(() =>
      import('@docsift/core/auth').then((m) => m.loginBodySchema),
    );
    const result = await resolver({ email: '', password: '' }, undefined, options());
    expect(result.errors.email?.message).toBe('email_required');
    expect(result.errors.password?.message).toBe('password_required');
  });

  it('puts the passwords-not-match refinement on repeat and passes valid values through', async () => {
    const resolver = lazyZodResolver<ResetConfirmBody>(() =>
      import('@docsift/core/auth').then((m) => m.resetConfirmBodySchema),
    );
    const base = { mode: 'resetPassword' as const, oobCode: 'code', password: 'secret1' };
    expect(
      (await resolver({ ...base, repeat: 'secret2' }, undefined, options())).errors.repeat?.message,
    ).toBe('auth/passwords-not-match');
    expect((await resolver({ ...base, repeat: 'secret1' }, undefined, options())).values).toEqual({
      ...base,
      repeat: 'secret1',
    });
  });

  it('loads the schema once', async () => {
    let loads = 0;
    const resolver = lazyZodResolver<LoginBody>(async () => {
      loads += 1;
      return (await import('@docsift/core/auth')).loginBodySchema;
    });
    await resolver.preload();
    await resolver({ email: 'a@b.co', password: 'x' }, undefined, options());
    expect(loads).toBe(1);
  });

  it('names text past a maximum too long, where the schema gives no message of its own', async () => {
    const resolver = lazyZodResolver<CreateDoctypeBody>(() =>
      import('@docsift/core/doctype').then((m) => m.createDoctypeBodySchema),
    );
    const check = async (title: string) =>
      (await resolver({ title, mode: 'one:single' }, undefined, options())).errors.title?.message;
    expect(await check('x'.repeat(201))).toBe('text_too_long');
    expect(await check('x'.repeat(200))).toBeUndefined();
    // The schema's own message stays.
    expect(await check(' ')).toBe('doctype_name_invalid');
  });
});
