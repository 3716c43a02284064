import { parseArgs } from 'node:util';
import { MAX_DEPARTMENTS_AT_CREATION, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@openwell/contracts';
import { checkPasswordPolicy } from '../features/auth/password-policy.ts';

/** What the scale seed creates. Every value is part of what makes a run reproducible. */
export type TSeedOptions = {
  companies: number;
  departmentsPerCompany: number;
  /** Employees in all, spread evenly over the companies. */
  users: number;
  /** The seed number: the same options give the same data. */
  seed: number;
  /** The one password of every seeded employee. */
  password: string;
  /** Seat limit of the companies the run creates; null: none. */
  seatLimit: number | null;
  /** Days of demo health data (13 metrics a day, ending today) for the employees the run creates; 0: none. */
  healthDays: number;
  /** Of those, how many get health data (the first ones, company by company); null: all. */
  healthUsers: number | null;
  /**
   * Days of points history (ledger entries of the daily rules, ending today, with the monthly points and the cached
   * balances that follow from them) for the employees the run creates; 0: none.
   */
  pointsDays: number;
};

/** A documented demo password (it passes the password policy). Printed at the end of every run. */
export const DEFAULT_SEED_PASSWORD = 'OpenWell-Demo-Seed';
export const DEFAULT_SEED = 1;
export const MAX_SEED_COMPANIES = 1000;
export const MAX_SEED_USERS = 10_000_000;
const MAX_SEAT_LIMIT = 1_000_000;
const MAX_SEED_NUMBER = 2 ** 32 - 1;
/** Health data is kept two years (HEALTH_DATA_RETENTION_YEARS): no point writing more. */
export const MAX_SEED_HEALTH_DAYS = 730;
export const MAX_SEED_POINTS_DAYS = 730;

export const SEED_USAGE = `Usage: npm run seed -- --companies N --departments-per-company M --users U [options]

Creates N companies with M departments each and U employees spread evenly over them, through the
same rules as the API (company codes, sign-up checks, consents, legal acceptances, audit rows), in
the database the server uses: DATABASE_URL, else the embedded database in DATA_DIR (not while a
server is running on it). The same options give the same companies, codes and employees every time.

Options:
  --companies N                 companies to create (1..${MAX_SEED_COMPANIES})
  --departments-per-company M   departments per company (1..${MAX_DEPARTMENTS_AT_CREATION})
  --users U                     employees in all (1..${MAX_SEED_USERS.toLocaleString('en')})
  --seed S                      seed number (default ${DEFAULT_SEED}); another seed gives other data
  --password P                  password of every seeded employee (default ${DEFAULT_SEED_PASSWORD});
                                ${PASSWORD_MIN_LENGTH}..${PASSWORD_MAX_LENGTH} characters, not a common password
  --seat-limit L                seat limit of the new companies (default: none); at least U / N
  --health-days D               days of demo health data (13 metrics a day, ending today) for the
                                employees this run creates (default 0: none; at most ${MAX_SEED_HEALTH_DAYS})
  --health-users H              only the first H of them get health data (default: all)
  --points-days P               days of points history (ledger entries ending today, with monthly
                                points and balances) for the employees this run creates (default 0:
                                none; at most ${MAX_SEED_POINTS_DAYS}); about 1 entry per employee and day
  --help                        this text

Running it again with the same seed creates nothing twice: companies and employees of that seed
that exist are reported and skipped (missing ones are added, e.g. after --users grew). Seeded
company codes follow from the seed and the password is printed: this is demo data, not a customer.`;

export class SeedArgsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedArgsError';
  }
}

function integer(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) < min || Number(raw) > max) {
    const range = min === 1 ? 'a positive integer' : 'an integer';
    throw new SeedArgsError(
      `--${name} must be ${range} between ${min} and ${max.toLocaleString('en')} (got "${raw}").`,
    );
  }
  return Number(raw);
}

/** Parses the command line (without node and the script). `help`: print the usage and stop. SeedArgsError when wrong. */
export function parseSeedArgs(argv: readonly string[]): { help: true } | { help: false; options: TSeedOptions } {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        companies: { type: 'string' },
        'departments-per-company': { type: 'string' },
        users: { type: 'string' },
        seed: { type: 'string' },
        password: { type: 'string' },
        'seat-limit': { type: 'string' },
        'health-days': { type: 'string' },
        'health-users': { type: 'string' },
        'points-days': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    throw new SeedArgsError(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) return { help: true };
  const text = (name: string) => values[name] as string | undefined;

  const companies = integer('companies', text('companies'), 1, MAX_SEED_COMPANIES);
  const departmentsPerCompany = integer(
    'departments-per-company',
    text('departments-per-company'),
    1,
    MAX_DEPARTMENTS_AT_CREATION,
  );
  const users = integer('users', text('users'), 1, MAX_SEED_USERS);
  const missing = [
    companies === undefined ? '--companies' : null,
    departmentsPerCompany === undefined ? '--departments-per-company' : null,
    users === undefined ? '--users' : null,
  ].filter((name) => name !== null);
  if (missing.length > 0) throw new SeedArgsError(`Missing ${missing.join(', ')}.`);

  const seed = integer('seed', text('seed'), 0, MAX_SEED_NUMBER) ?? DEFAULT_SEED;
  const password = text('password') ?? DEFAULT_SEED_PASSWORD;
  const violation = checkPasswordPolicy(password);
  if (violation !== null) {
    throw new SeedArgsError(
      violation === 'PASSWORD_TOO_COMMON'
        ? '--password is one of the most common passwords; choose another.'
        : `--password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
    );
  }
  const seatLimit = integer('seat-limit', text('seat-limit'), 1, MAX_SEAT_LIMIT) ?? null;
  const perCompany = Math.ceil(users! / companies!);
  if (seatLimit !== null && seatLimit < perCompany) {
    throw new SeedArgsError(
      `--seat-limit ${seatLimit} is below the ${perCompany} employees each company gets (--users / --companies).`,
    );
  }
  const healthDays = integer('health-days', text('health-days'), 0, MAX_SEED_HEALTH_DAYS) ?? 0;
  const healthUsers = integer('health-users', text('health-users'), 1, MAX_SEED_USERS) ?? null;
  const pointsDays = integer('points-days', text('points-days'), 0, MAX_SEED_POINTS_DAYS) ?? 0;
  return {
    help: false,
    options: {
      companies: companies!,
      departmentsPerCompany: departmentsPerCompany!,
      users: users!,
      seed,
      password,
      seatLimit,
      healthDays,
      healthUsers,
      pointsDays,
    },
  };
}
