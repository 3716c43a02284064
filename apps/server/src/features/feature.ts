import type { TErrorCode } from '@openwell/contracts';
import { is } from 'drizzle-orm';
import { PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { AppInstance } from '../app.ts';
import type { JobDefinition } from '../jobs/define-job.ts';
import type { TMailTemplate } from './mail/mail.templates.ts';
import type { Services, ServicesContext } from './services.ts';

/**
 * How a person's rows of a table leave the installation when they ask for their data (the privacy self-service's
 * download): `rows`: every row whose user column (or e-mail column) is theirs, every column; `omit`: those rows without these columns
 * (secrets: password hashes, tokens, keys), with the reason; `skip`: none of it, with the reason (security state that
 * says nothing about the person).
 */
export type TPersonalDataExport = 'rows' | { omit: readonly PgColumn[]; why: string } | { skip: string };

/**
 * What happens to a person's rows of a table when their account is deleted: `delete` the rows whose user column is
 * theirs; `anonymise`: set the user column to null and keep the rest (the column must be nullable); `keep`: the rows
 * stay as they are, for the reason given (a record the installation must hold, pruned by its retention job).
 */
export type TPersonalDataErase = 'delete' | 'anonymise' | { keep: string };

/**
 * One column naming a person in a table the feature owns: `userColumn`, the people table's id, a foreign key to it,
 * or a column holding a user's id without one (`actor_user_id`, `granted_by`); or `emailColumn`, an e-mail address
 * (`email`, `to_address`): rows found by the person's address, which may hold no id at all (the mails sent to them,
 * an invitation, failed sign-ins). A table with two such columns has two entries. features/personal-data.test.ts
 * checks every such column of the schema is declared by exactly one feature.
 */
export type TPersonalData = {
  table: PgTable;
  export: TPersonalDataExport;
  erase: TPersonalDataErase;
  /**
   * Columns exported that are encrypted at rest for this person (lib/crypto.ts, bound to their id): the export opens
   * them with the feature's own code (e.g. answers-sealing.ts, coach.sealing.ts) before they leave.
   */
  sealed?: readonly PgColumn[];
} & ({ userColumn: PgColumn; emailColumn?: never } | { emailColumn: PgColumn; userColumn?: never });

/** The column of a declaration that names the person: their id or their e-mail address. */
export const personColumn = (entry: TPersonalData): PgColumn => (entry.userColumn ?? entry.emailColumn)!;

/**
 * A server feature, declared once in its folder (`features/<name>/<name>.feature.ts`) and listed in FEATURES
 * (features/registry.ts): the server registers its routes and runs its jobs from here, the schema test checks its
 * tables, and the privacy self-service walks its personal data (ADR 025). The services it uses are built by
 * createServices (features/services.ts).
 */
export type FeatureDescriptor = {
  /** The folder's name; the same name in the web app and the contracts (ARCHITECTURE.md, "Features"). */
  name: string;
  /** Registers the feature's routes under /api, with the services; in the order of FEATURES. */
  routes?(app: AppInstance, services: Services, ctx: ServicesContext): void | Promise<void>;
  /** Jobs that need only the job context (database, logger, clock): `allJobs` (jobs/index.ts). */
  jobs?: readonly JobDefinition[];
  /** Jobs built with the feature's services: the app's `featureJobs`. */
  serviceJobs?(services: Services): readonly JobDefinition[];
  /** The Drizzle tables the feature owns: its `*.tables.ts` (tablesOf). */
  tables: readonly PgTable[];
  /**
   * The error codes the feature introduced: its group in packages/contracts errors.ts (`COACH_ERROR_CODES`...), where
   * the table shared with the web lists each code once.
   */
  errors?: readonly TErrorCode[];
  /**
   * The mails the feature sends, by name, with their templates: `<name>.mails.ts` in the feature's folder, on the
   * layout of features/mail/mail.templates.ts.
   */
  mails?: Readonly<Record<string, TMailTemplate>>;
  /** Every column of its tables that names a person, with how it is exported and erased. */
  personalData: readonly TPersonalData[];
};

/** The Drizzle tables among a `*.tables.ts` module's exports (`import * as tables from './x.tables.ts'`). */
export function tablesOf(module: Record<string, unknown>): PgTable[] {
  return Object.values(module).filter((value): value is PgTable => is(value, PgTable));
}

/** Types a descriptor (and keeps it a plain value). */
export function defineFeature(feature: FeatureDescriptor): FeatureDescriptor {
  return feature;
}
