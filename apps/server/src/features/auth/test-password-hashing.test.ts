import { describe, expect, it } from 'vitest';
import { testPasswordHashing } from './test-password-hashing.ts';

describe('testPasswordHashing', () => {
  it("is not used outside the test suite's opt-in: Better Auth's own scrypt hashes every other configuration", () => {
    for (const nodeEnv of ['production', 'development', 'test'] as const) {
      expect(testPasswordHashing({ passwordHashing: 'standard', nodeEnv })).toBeUndefined();
    }
    expect(() => testPasswordHashing({ passwordHashing: 'fast-for-tests', nodeEnv: 'production' })).toThrow(
      /NODE_ENV=test only/,
    );
  });

  it("verifies the password it hashed (NFKC, like Better Auth's), rejects any other, and refuses a malformed hash", async () => {
    const hashing = testPasswordHashing({ passwordHashing: 'fast-for-tests', nodeEnv: 'test' })!;
    const hash = await hashing.hash('Caf\u00e9 au lait 2026!');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await hashing.hash('Caf\u00e9 au lait 2026!')).not.toBe(hash); // a new salt each time
    await expect(hashing.verify({ hash, password: 'Cafe\u0301 au lait 2026!' })).resolves.toBe(true);
    await expect(hashing.verify({ hash, password: 'Caf\u00e9 au lait 2025!' })).resolves.toBe(false);
    await expect(hashing.verify({ hash: 'no-colon', password: 'x' })).rejects.toThrow('Invalid password hash');
  });
});
