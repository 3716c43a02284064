import { describe, expect, it } from 'vitest';
import { checkPasswordPolicy } from '../features/auth/password-policy.ts';
import { DEFAULT_SEED, DEFAULT_SEED_PASSWORD, parseSeedArgs, SEED_USAGE, SeedArgsError } from './seed-args.ts';

const REQUIRED = ['--companies', '2', '--departments-per-company', '3', '--users', '30'];

function errorOf(argv: string[]): string {
  try {
    parseSeedArgs(argv);
  } catch (error) {
    if (error instanceof SeedArgsError) return error.message;
    throw error;
  }
  throw new Error(`expected a SeedArgsError for ${argv.join(' ')}`);
}

describe('parseSeedArgs', () => {
  it('reads the options, with seed 1, the demo password and no seat limit by default', () => {
    expect(parseSeedArgs(REQUIRED)).toEqual({
      help: false,
      options: {
        companies: 2,
        departmentsPerCompany: 3,
        users: 30,
        seed: DEFAULT_SEED,
        password: DEFAULT_SEED_PASSWORD,
        seatLimit: null,
        healthDays: 0,
        healthUsers: null,
        pointsDays: 0,
      },
    });
    expect(DEFAULT_SEED).toBe(1);
    expect(
      parseSeedArgs([...REQUIRED, '--seed', '42', '--password', 'Plum-Orchard-Lantern-7', '--seat-limit=15']),
    ).toMatchObject({ options: { seed: 42, password: 'Plum-Orchard-Lantern-7', seatLimit: 15 } });
    expect(parseSeedArgs([...REQUIRED, '--health-days', '90', '--health-users=20'])).toMatchObject({
      options: { healthDays: 90, healthUsers: 20 },
    });
    expect(parseSeedArgs([...REQUIRED, '--points-days', '95'])).toMatchObject({ options: { pointsDays: 95 } });
  });

  it('documents a default password that passes the password policy', () => {
    expect(checkPasswordPolicy(DEFAULT_SEED_PASSWORD)).toBeNull();
    expect(SEED_USAGE).toContain(DEFAULT_SEED_PASSWORD);
  });

  it('answers --help with the usage', () => {
    expect(parseSeedArgs(['--help'])).toEqual({ help: true });
    expect(parseSeedArgs(['-h'])).toEqual({ help: true });
    expect(SEED_USAGE).toMatch(/^Usage: npm run seed -- --companies N --departments-per-company M --users U/);
  });

  it.each([
    [['--companies', '2', '--departments-per-company', '3', '--users', '0'], '--users must be a positive integer'],
    [['--companies', '2', '--departments-per-company', '3', '--users', 'many'], '--users must be a positive integer'],
    [['--companies', '2', '--departments-per-company', '3', '--users', '1.5'], '--users must be a positive integer'],
    [['--companies', '2', '--departments-per-company', '3', '--users=-5'], '--users must be a positive integer'],
    [['--companies', '2', '--departments-per-company', '3', '--users', '10000001'], 'between 1 and 10,000,000'],
    [['--companies', '0', '--departments-per-company', '3', '--users', '5'], '--companies must be a positive integer'],
    [['--companies', '2', '--departments-per-company', '101', '--users', '5'], '--departments-per-company must be'],
    [[...REQUIRED, '--seed', '-1'], "'--seed' argument is ambiguous"],
    [[...REQUIRED, '--seed', 'x'], '--seed must be an integer between 0 and'],
    [['--companies', '2', '--users', '5'], 'Missing --departments-per-company.'],
    [[], 'Missing --companies, --departments-per-company, --users.'],
    [[...REQUIRED, '--bogus'], "Unknown option '--bogus'"],
    [[...REQUIRED, 'extra'], "Unexpected argument 'extra'"],
    [[...REQUIRED, '--password', 'short'], '--password must have 8 to 128 characters.'],
    [[...REQUIRED, '--password', 'password1'], '--password is one of the most common passwords'],
    [[...REQUIRED, '--seat-limit', '14'], '--seat-limit 14 is below the 15 employees each company gets'],
    [[...REQUIRED, '--health-days', '731'], '--health-days must be an integer between 0 and 730'],
    [[...REQUIRED, '--health-users', '0'], '--health-users must be a positive integer'],
    [[...REQUIRED, '--points-days', '731'], '--points-days must be an integer between 0 and 730'],
    [[...REQUIRED, '--points-days', 'many'], '--points-days must be an integer between 0 and 730'],
  ])('rejects %j', (argv, message) => {
    expect(errorOf(argv)).toContain(message);
  });
});
