import { ERROR_CODES, SHARED_ERROR_CODES, type TErrorCode } from '@openwell/contracts';
import type { PgTable } from 'drizzle-orm/pg-core';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import { allJobs } from '../jobs/index.ts';
import { tablesOf } from './feature.ts';
import { FEATURES } from './registry.ts';

/** The one list of features (registry.ts, ADR 025) against the server's folders, tables, jobs, errors and mails. */

/** Tables of shared infrastructure, owned by no feature (db/*.tables.ts). */
const INFRASTRUCTURE_TABLES: readonly PgTable[] = [schema.rateLimitCounters];

/** Each value with the features that declare it. */
function owners<T>(declared: (feature: (typeof FEATURES)[number]) => readonly T[] | undefined): Map<T, string[]> {
  const map = new Map<T, string[]>();
  for (const feature of FEATURES) {
    for (const value of declared(feature) ?? []) map.set(value, [...(map.get(value) ?? []), feature.name]);
  }
  return map;
}

describe('the features (registry.ts)', () => {
  it('are each described in their own folder, once', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names)
      expect(existsSync(join(import.meta.dirname, name, `${name}.feature.ts`)), name).toBe(true);
  });

  it('own every table of the schema, each table one feature (infrastructure tables aside)', () => {
    const byTable = owners((feature) => feature.tables);
    const schemaTables = tablesOf(schema);
    for (const table of schemaTables) {
      const expected = INFRASTRUCTURE_TABLES.includes(table) ? 0 : 1;
      expect(byTable.get(table)?.length ?? 0, `owners of ${JSON.stringify(byTable.get(table) ?? [])}`).toBe(expected);
    }
    expect([...byTable.keys()].every((table) => schemaTables.includes(table))).toBe(true);
  });

  it('give the job runner jobs with distinct ids', () => {
    const ids = allJobs.map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['mail.outbox.expire', 'rate-limit.counters.cleanup']));
  });

  it('declare every error code that is not shared, each code one feature (their groups in errors.ts)', () => {
    const byCode = owners((feature) => feature.errors);
    const shared: readonly TErrorCode[] = SHARED_ERROR_CODES;
    for (const code of ERROR_CODES) {
      expect(byCode.get(code)?.length ?? 0, code).toBe(shared.includes(code) ? 0 : 1);
    }
  });

  it('declare every mail template of their folder, each mail one feature', async () => {
    // Every `render*Mail` of a `features/<name>/<name>.mails.ts` is in the `mails` of that folder's feature.
    const templates: { folder: string; name: string; template: unknown }[] = [];
    for (const folder of readdirSync(import.meta.dirname, { withFileTypes: true }).filter((e) => e.isDirectory())) {
      const file = join(import.meta.dirname, folder.name, `${folder.name}.mails.ts`);
      if (!existsSync(file)) continue;
      const module = (await import(file)) as Record<string, unknown>;
      for (const [name, template] of Object.entries(module)) {
        if (/^render.+Mail$/.test(name)) templates.push({ folder: folder.name, name, template });
      }
    }
    expect(templates.length).toBeGreaterThan(0);
    const declared = FEATURES.flatMap((feature) =>
      Object.entries(feature.mails ?? {}).map(([mail, template]) => ({ feature: feature.name, mail, template })),
    );
    for (const { folder, name, template } of templates) {
      expect(
        declared.filter((entry) => entry.template === template).map((entry) => entry.feature),
        `${folder}: ${name}`,
      ).toEqual([folder]);
    }
    expect(declared.map((entry) => entry.template)).toEqual(
      expect.arrayContaining(templates.map((entry) => entry.template)),
    );
    expect(declared).toHaveLength(templates.length); // no template declared from elsewhere, no name twice
    expect(new Set(declared.map((entry) => entry.mail)).size).toBe(declared.length);
  });
});
