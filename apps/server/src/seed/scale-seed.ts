import { addDays } from '@openwell/contracts';
import type { TConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type {
  AccountsImportService,
  TImportActor,
  TImportedEmployee,
} from '../features/accounts/accounts.import.service.ts';
import type { AuthService } from '../features/auth/auth.service.ts';
import type { CompaniesService } from '../features/companies/companies.service.ts';
import { createServices } from '../features/services.ts';
import { createJobQueue } from '../jobs/job-queue.ts';
import { civilToday } from '../lib/civil-dates.ts';
import type { WearablesService } from '../features/wearables/wearables.service.ts';
import type { Clock } from '../lib/clock.ts';
import type { Logger } from '../lib/logger.ts';
import { insertLedgerHistory, recomputeFromLedger } from './points-history.ts';
import type { TSeedOptions } from './seed-args.ts';
import {
  companyCodeSource,
  employeesPerCompany,
  planCompanies,
  planEmployees,
  type TCompanyPlan,
} from './seed-plan.ts';

/**
 * The scale seed (`npm run seed`): demo and benchmark data written through the services the API uses, as a list of
 * steps (SEED_STEPS) run in order. Later features add a step of their own at the end of the list (wearable days,
 * ledger entries, questionnaire answers...): it reads what earlier steps made from `context.state` (companies,
 * departments, employees), takes its random numbers from createPrng(options.seed, '<its own stream>') so that the
 * data of the other steps stays the same, writes through its feature's service (add the service to TSeedServices
 * and createSeedServices), and returns its counts for the report.
 */

/** The services seed steps write through (createServices, features/services.ts). */
export type TSeedServices = {
  /** For the steps that write in SQL (the points history). */
  database: Database;
  authService: AuthService;
  companiesService: CompaniesService;
  accountsImportService: AccountsImportService;
  wearablesService: WearablesService;
};

export type TSeedServicesContext = {
  config: TConfig;
  database: Database;
  logger: Logger;
  clock: Clock;
  encryptionKey: Buffer;
};

/**
 * The feature services as the server builds them (createServices), without HTTP routes. No job runner is attached to
 * their job queue: the seed writes history directly, syncs no tracker and sends no job (seeded days are not awarded;
 * the points history step writes the ledger). Seeded people count their days in their company's zone (no zone of
 * their own: ADR 022).
 */
export function createSeedServices(ctx: TSeedServicesContext): TSeedServices {
  const services = createServices({ ...ctx, jobQueue: createJobQueue(ctx.logger.child({ component: 'jobs' })) });
  return {
    database: ctx.database,
    authService: services.authService,
    companiesService: services.companiesService,
    accountsImportService: services.accountsImportService,
    wearablesService: services.wearablesService,
  };
}

/** A company of the run: its plan, its row and what this run added to it. */
export type TSeededCompany = TCompanyPlan & {
  id: string;
  code: string;
  /** false: it existed from an earlier run of the same seed and was reused. */
  created: boolean;
  /** Department ids in the order of `departments`. */
  departmentIds: string[];
  /** Employees created by this run. */
  employees: TImportedEmployee[];
  /** Planned employees that existed already (an earlier run of the same seed). */
  skippedEmployees: number;
};

export type TSeedState = { companies: TSeededCompany[] };

export type TSeedContext = {
  options: TSeedOptions;
  services: TSeedServices;
  /** What the steps before this one made. */
  state: TSeedState;
  /** Progress for the person running the seed (one line each). */
  progress(line: string): void;
  /**
   * How many companies a step may write at once: 1 on PGlite (one connection), more on PostgreSQL. Data must not
   * depend on the order (each company's rows come from its own PRNG stream).
   */
  concurrency: number;
};

/** Runs `work` on every item, at most `limit` at a time; the first failure rejects (after the running ones end). */
export async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      const item = items[next++]!;
      try {
        await work(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure !== null) throw (failure as { error: unknown }).error;
}

export type TSeedStep = {
  name: string;
  /** Writes the step's data; returns its counts for the report ("employees created": 5000). */
  run(context: TSeedContext): Promise<Record<string, number>>;
};

/** The audit actor of seeded rows: no signed-in user, the tool names itself. */
export function seedActor(options: TSeedOptions): TImportActor {
  return { userId: null, ip: null, userAgent: `openwell-seed (seed ${options.seed})` };
}

export class SeedConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedConflictError';
  }
}

/** How many code candidates to try before giving up (a candidate is taken only by a company of the same seed). */
const CODE_CANDIDATES = 5;

/** Companies with their departments, through companiesService.create; those of an earlier run are reused. */
export const companiesStep: TSeedStep = {
  name: 'companies',
  async run({ options, services, state, progress }) {
    const { companiesService } = services;
    const counts = { 'companies created': 0, 'companies already there': 0, 'departments created': 0 };
    for (const plan of planCompanies(options.seed, options.companies, options.departmentsPerCompany)) {
      // The code candidates of this company: a company holding one of them comes from an earlier run of this seed
      // (a random code equal to one of them is a 1 in 10^14 event).
      const nextCode = companyCodeSource(options.seed, plan.index);
      const candidates = Array.from({ length: CODE_CANDIDATES }, nextCode);
      let existing = null;
      for (const code of candidates) {
        existing = await companiesService.findByCode(code);
        if (existing) break;
      }
      let seeded: TSeededCompany;
      if (existing) {
        const detail = await companiesService.get(existing.id);
        const idByName = new Map(detail.departments.map((d) => [d.name.toLowerCase(), d.id]));
        const missing = plan.departments.filter((name) => !idByName.has(name.toLowerCase()));
        if (missing.length > 0) {
          throw new SeedConflictError(
            `Company ${plan.index + 1} of seed ${options.seed} exists ("${detail.name}", code ${detail.code}) without ` +
              `the department(s) ${missing.map((name) => `"${name}"`).join(', ')}: it was seeded with another ` +
              '--departments-per-company, or changed since. Run with the same options as before, or another --seed.',
          );
        }
        seeded = {
          ...plan,
          name: detail.name,
          id: detail.id,
          code: detail.code,
          created: false,
          departmentIds: plan.departments.map((name) => idByName.get(name.toLowerCase())!),
          employees: [],
          skippedEmployees: 0,
        };
        counts['companies already there'] += 1;
        progress(`Company ${plan.index + 1}: "${detail.name}" (${detail.code}) exists from an earlier run: reused.`);
      } else {
        let candidate = 0;
        const detail = await companiesService.create(
          {
            name: plan.name,
            defaultLanguage: plan.defaultLanguage,
            timeZone: plan.timeZone,
            seatLimit: options.seatLimit,
            departments: plan.departments,
          },
          seedActor(options),
          { codeSource: () => candidates[candidate++] ?? nextCode() },
        );
        const idByName = new Map(detail.departments.map((d) => [d.name, d.id]));
        seeded = {
          ...plan,
          id: detail.id,
          code: detail.code,
          created: true,
          departmentIds: plan.departments.map((name) => idByName.get(name)!),
          employees: [],
          skippedEmployees: 0,
        };
        counts['companies created'] += 1;
        counts['departments created'] += detail.departments.length;
      }
      state.companies.push(seeded);
    }
    return counts;
  },
};

/** Employees through accountsImportService.importEmployees (the sign-up rules), one password hash for all. */
export const employeesStep: TSeedStep = {
  name: 'employees',
  async run({ options, services, state, progress, concurrency }) {
    const password = await services.authService.hashPassword(options.password);
    const perCompany = employeesPerCompany(options.users, options.companies);
    const counts = { 'employees created': 0, 'employees already there': 0 };
    await forEachConcurrently(state.companies, concurrency, async (company) => {
      const rows = planEmployees(options.seed, company, perCompany[company.index]!).map(
        ({ departmentIndex, ...row }) => ({ ...row, departmentId: company.departmentIds[departmentIndex]! }),
      );
      const result = await services.accountsImportService.importEmployees({
        companyId: company.id,
        employees: rows,
        password,
        actor: seedActor(options),
        onExistingEmail: 'skip',
      });
      company.employees = result.created;
      company.skippedEmployees = result.skippedEmails.length;
      counts['employees created'] += result.created.length;
      counts['employees already there'] += result.skippedEmails.length;
      progress(
        `Company ${company.index + 1}/${state.companies.length}: ${result.created.length} employees created` +
          (result.skippedEmails.length > 0 ? `, ${result.skippedEmails.length} already there` : '') +
          '.',
      );
    });
    return counts;
  },
};

/**
 * Demo health data (issue 9, `--health-days D`, `--health-users H`): D days of all 13 metrics ending today in the
 * company's time zone, for the employees this run created (the first H of them, company by company), through
 * wearablesService.storeDemoHistory: the same days "Sync mock data" gives each person, labelled demo, in batches.
 */
export const healthDataStep: TSeedStep = {
  name: 'health data',
  async run({ options, services, state, progress, concurrency }) {
    const counts = { 'employees with health data': 0, 'daily values written': 0 };
    if (options.healthDays === 0) return counts;
    // Who gets data is decided before writing, in company order, so it does not depend on the concurrency.
    let left = options.healthUsers ?? Number.POSITIVE_INFINITY;
    const work = state.companies.map((company) => {
      const people = company.employees.slice(0, Math.max(0, Math.min(left, company.employees.length)));
      left -= people.length;
      return { company, people };
    });
    const now = new Date();
    await forEachConcurrently(
      work.filter((item) => item.people.length > 0),
      concurrency,
      async ({ company, people }) => {
        const to = civilToday(now, company.timeZone);
        const written = await services.wearablesService.storeDemoHistory(
          people.map((person) => ({ userId: person.userId, companyId: company.id })),
          { from: addDays(to, -(options.healthDays - 1)), to },
        );
        counts['employees with health data'] += people.length;
        counts['daily values written'] += written;
        progress(
          `Company ${company.index + 1}/${state.companies.length}: ${written} daily values for ${people.length} employees.`,
        );
      },
    );
    return counts;
  },
};

/** Employees per statement of the points history (about 100 entries each for 90 days). */
const POINTS_BATCH = 5_000;

/**
 * Points history (issue 10, `--points-days P`): P days of ledger entries of the daily rules ending today in the
 * company's time zone for the employees this run creates, then their monthly points (what the leaderboards compare)
 * and their cached balance, lifetime points and streak, computed from the ledger (points-history.ts). Written in SQL
 * (generate_series, hashes for the random choices) rather than through the gamification service: ten million entries
 * in reasonable time (ADR 013). Each batch is one transaction: its entries, months and balances agree.
 */
export const pointsHistoryStep: TSeedStep = {
  name: 'points history',
  async run({ options, services, state, progress, concurrency }) {
    const counts = { 'employees with points': 0, 'ledger entries written': 0, 'monthly rows written': 0 };
    if (options.pointsDays === 0) return counts;
    const now = new Date();
    const { db } = services.database;
    const batches = state.companies.flatMap((company) =>
      Array.from({ length: Math.ceil(company.employees.length / POINTS_BATCH) }, (_, index) => ({
        company,
        people: company.employees
          .slice(index * POINTS_BATCH, (index + 1) * POINTS_BATCH)
          .map((e) => ({ userId: e.userId, key: e.email })),
      })),
    );
    await forEachConcurrently(batches, concurrency, async ({ company, people }) => {
      const to = civilToday(now, company.timeZone);
      const batch = {
        companyId: company.id,
        timeZone: company.timeZone,
        people,
        from: addDays(to, -(options.pointsDays - 1)),
        to,
        seed: options.seed,
        now,
      };
      const { added, months } = await db.transaction(async (tx) => ({
        added: await insertLedgerHistory(tx, batch),
        months: await recomputeFromLedger(tx, batch),
      }));
      counts['employees with points'] += people.length;
      counts['ledger entries written'] += added;
      counts['monthly rows written'] += months;
      progress(
        `Company ${company.index + 1}/${state.companies.length}: ${added.toLocaleString('en')} ledger entries for ` +
          `${people.length} employees.`,
      );
    });
    return counts;
  },
};

/** The steps of `npm run seed`, in order. A feature that seeds data of its own appends its step here. */
export const SEED_STEPS: readonly TSeedStep[] = [companiesStep, employeesStep, healthDataStep, pointsHistoryStep];

export type TSeedReport = {
  options: TSeedOptions;
  companies: Array<
    Pick<
      TSeededCompany,
      'index' | 'name' | 'code' | 'defaultLanguage' | 'timeZone' | 'created' | 'skippedEmployees'
    > & {
      departments: number;
      employeesCreated: number;
    }
  >;
  steps: Array<{ name: string; counts: Record<string, number>; seconds: number }>;
  seconds: number;
};

/** Runs the steps in order on an open, migrated database. */
export async function runScaleSeed(input: {
  options: TSeedOptions;
  services: TSeedServices;
  steps?: readonly TSeedStep[];
  progress?: (line: string) => void;
  /** See TSeedContext.concurrency; default 1. */
  concurrency?: number;
}): Promise<TSeedReport> {
  const started = performance.now();
  const context: TSeedContext = {
    options: input.options,
    services: input.services,
    state: { companies: [] },
    progress: input.progress ?? (() => undefined),
    concurrency: input.concurrency ?? 1,
  };
  const steps: TSeedReport['steps'] = [];
  for (const step of input.steps ?? SEED_STEPS) {
    const stepStarted = performance.now();
    const counts = await step.run(context);
    steps.push({ name: step.name, counts, seconds: (performance.now() - stepStarted) / 1000 });
  }
  return {
    options: input.options,
    companies: context.state.companies.map((company) => ({
      index: company.index,
      name: company.name,
      code: company.code,
      defaultLanguage: company.defaultLanguage,
      timeZone: company.timeZone,
      created: company.created,
      departments: company.departmentIds.length,
      employeesCreated: company.employees.length,
      skippedEmployees: company.skippedEmployees,
    })),
    steps,
    seconds: (performance.now() - started) / 1000,
  };
}
