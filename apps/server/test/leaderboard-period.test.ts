import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../src/features/companies/companies.tables.ts';
import { SNAPSHOT_MAX_AGE_MS } from '../src/features/leaderboard/leaderboard.service.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { companyBoard, departmentBoard, setMonthlyPoints } from './helpers/leaderboard-fixtures.ts';

/**
 * The period is the current calendar month in each company's time zone: on 31 January at noon UTC a company on
 * Pacific/Kiritimati (UTC+14) is already in February, one on UTC still in January. When a company's month ends, or
 * when the snapshot is older than SNAPSHOT_MAX_AGE_MS (the job is not running), the next request recomputes it.
 */

const clock = createFixedClock(new Date('2030-01-31T12:00:00Z'));
/** The app's log lines: each computation of the snapshot logs one. */
const lines: Array<{ msg: string }> = [];
const computations = () => lines.filter((line) => line.msg === 'Leaderboard snapshot computed').length;
let t: TestApp;
let origin: string;

async function companyIn(name: string, timeZone: string, points: Record<string, number>) {
  const company = await createCompany(t.database, { name, departments: ['Team'] });
  await t.database.db.update(companies).set({ timeZone }).where(eq(companies.id, company.id));
  const members: TestSession[] = [];
  for (let i = 0; i < 5; i += 1) {
    const session = await signUp(t.app, origin, company);
    members.push(session);
    for (const [month, value] of Object.entries(points)) {
      await setMonthlyPoints(t.database, { ...session, companyId: company.id }, month, value);
    }
  }
  return { company, members };
}

let early: { company: TestCompany; members: TestSession[] };
let utc: { company: TestCompany; members: TestSession[] };

beforeAll(async () => {
  t = await buildTestApp({
    env: { PUBLIC_URL: 'http://wellness.test' },
    clock,
    logger: pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) }),
  });
  origin = t.config.publicUrl;
  early = await companyIn('Early Bird Ltd', 'Pacific/Kiritimati', { '2030-01-01': 1_000, '2030-02-01': 100 });
  utc = await companyIn('Greenwich Ltd', 'UTC', { '2030-01-01': 500, '2030-02-01': 5_000 });
});
afterAll(() => t.cleanup());

describe('the period of the leaderboards', () => {
  it("counts each company's own current month", async () => {
    const ahead = await departmentBoard(t.app, early.members[0]!);
    expect(ahead.body.period).toEqual({ from: '2030-02-01', to: '2030-02-01' });
    expect(ahead.body.rows[0]).toMatchObject({ name: 'Team', averagePoints: 100 });
    const behind = await departmentBoard(t.app, utc.members[0]!);
    expect(behind.body.period).toEqual({ from: '2030-01-01', to: '2030-01-31' });
    expect(behind.body.rows[0]).toMatchObject({ averagePoints: 500 });
    const board = await companyBoard(t.app, utc.members[0]!);
    expect(board.body.rows.map((row) => [row.own, row.averagePoints])).toEqual([
      [true, 500],
      [false, 100],
    ]);
  });

  it("recomputes when the asking company's month has ended", async () => {
    const computedBefore = (await departmentBoard(t.app, utc.members[0]!)).body.computedAt;
    clock.set(new Date('2030-02-01T00:30:00Z'));
    const { body } = await departmentBoard(t.app, utc.members[0]!);
    expect(body.period).toEqual({ from: '2030-02-01', to: '2030-02-01' });
    expect(body.rows[0]).toMatchObject({ averagePoints: 5_000 });
    expect(body.computedAt).toBe('2030-02-01T00:30:00.000Z');
    expect(body.computedAt).not.toBe(computedBefore);
  });

  it('recomputes a snapshot older than the maximum age (the job is not running)', async () => {
    clock.advance(SNAPSHOT_MAX_AGE_MS - 60_000);
    const fresh = await companyBoard(t.app, early.members[0]!);
    expect(fresh.body.computedAt).toBe('2030-02-01T00:30:00.000Z');
    clock.advance(120_000);
    const renewed = await companyBoard(t.app, early.members[0]!);
    expect(renewed.body.computedAt).toBe(clock.now().toISOString());
    expect(renewed.body.rows.map((row) => [row.own, row.averagePoints])).toEqual([
      [false, 5_000],
      [true, 100],
    ]);
  });

  it('computes once for many requests that find the snapshot stale at the same time', async () => {
    clock.advance(SNAPSHOT_MAX_AGE_MS);
    const before = computations();
    const answers = await Promise.all(
      [...early.members, ...utc.members, ...early.members, ...utc.members].map((member, index) =>
        index % 2 === 0 ? departmentBoard(t.app, member) : companyBoard(t.app, member),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => answer.body.computedAt))).toEqual(new Set([clock.now().toISOString()]));
    expect(computations() - before).toBe(1);
  });
});
