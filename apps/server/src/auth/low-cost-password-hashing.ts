/**
 * Password hashing for test servers only (platform/test-hooks.ts `passwordHashCost`): scrypt as
 * better-auth hashes, at a lower cost. Its hashes carry the cost, so they never pass for
 * better-auth's; a hash better-auth made (an account created by a CLI run without the hook) still
 * verifies at its own cost.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';

const prefix = 'test-scrypt-';
/** better-auth's block size, parallelism and key length: only the cost differs. */
const blockSize = 16;
const keyLength = 64;

function derive(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { N: cost, r: blockSize, p: 1, maxmem: 256 * cost * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export function lowCostPasswordHashing(cost: number) {
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      return `${prefix}${cost}:${salt}:${(await derive(password, salt, cost)).toString('hex')}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      if (!hash.startsWith(prefix)) return verifyPassword({ hash, password });
      const [hashCost, salt, key] = hash.slice(prefix.length).split(':');
      if (!hashCost || !salt || !key) throw new Error('Invalid password hash');
      const expected = Buffer.from(key, 'hex');
      const derived = await derive(password, salt, Number(hashCost));
      return derived.length === expected.length && timingSafeEqual(derived, expected);
    },
  };
}
