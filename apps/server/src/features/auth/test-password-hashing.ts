import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { TConfig } from '../../config.ts';

/**
 * Password hashing for the test suite only (config `passwordHashing: 'fast-for-tests'`, which needs NODE_ENV=test):
 * Better Auth's format (`salt:key`, hex, scrypt of the NFKC password) at a cost some 30 times lower than its
 * N=16384, r=16, so the suite's thousands of sign-ups and sign-ins do not spend most of CI's time hashing (ADR 006).
 * Everything else (policy, lockout, the equal work for unknown e-mails) runs as in production. Undefined in every
 * other configuration: Better Auth's own scrypt is used.
 */
export function testPasswordHashing(config: Pick<TConfig, 'passwordHashing' | 'nodeEnv'>):
  | {
      hash: (password: string) => Promise<string>;
      verify: (data: { hash: string; password: string }) => Promise<boolean>;
    }
  | undefined {
  if (config.passwordHashing !== 'fast-for-tests') return undefined;
  if (config.nodeEnv !== 'test') throw new Error('fast password hashing is for NODE_ENV=test only');
  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await derive(password, salt)).toString('hex')}`;
    },
    async verify({ hash, password }) {
      const [salt, key] = hash.split(':');
      if (!salt || !key) throw new Error('Invalid password hash');
      const expected = Buffer.from(key, 'hex');
      const actual = await derive(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

const TEST_COST = { N: 1024, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, TEST_COST, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}
