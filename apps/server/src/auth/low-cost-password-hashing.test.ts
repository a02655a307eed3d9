import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { lowCostPasswordHashing } from './low-cost-password-hashing.ts';

describe('low-cost password hashing (test servers only)', () => {
  const hashing = lowCostPasswordHashing(1024);

  it('verifies the password it hashed and refuses another', async () => {
    const hash = await hashing.hash('correct horse 42');
    expect(await hashing.verify({ hash, password: 'correct horse 42' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'correct horse 43' })).toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashing.hash('same')).not.toBe(await hashing.hash('same'));
  });

  it('still verifies a hash better-auth made at its own cost (an account the CLI created)', async () => {
    const hash = await hashPassword('created by the CLI');
    expect(await hashing.verify({ hash, password: 'created by the CLI' })).toBe(true);
    expect(await hashing.verify({ hash, password: 'created by someone else' })).toBe(false);
  });

  it('makes hashes that never pass for better-auth’s', async () => {
    const hash = await hashing.hash('correct horse 42');
    expect(hash).toMatch(/^test-scrypt-1024:/);
    expect(await verifyPassword({ hash, password: 'correct horse 42' })).toBe(false);
  });
});
