import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { civilToday } from '../src/lib/civil-dates.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { companyBoard, departmentBoard, setMonthlyPoints } from './helpers/leaderboard-fixtures.ts';

/**
 * Points are personal data. The leaderboards show group averages of at least 5 counted members and never a person:
 * a department of exactly 5 in which one member earned most of the points shows the average (that is the rule), and
 * nothing per person; small groups never show. That no endpoint answers one person's points to a colleague, an
 * employer, an admin or a visitor, and that employers and admins are refused the leaderboards themselves (they are the
 * employees' screens; a visitor gets 401), is the privacy table's (privacy.test.ts).
 */

/** The app's clock: one instant in the middle of a month, so that "this month" is the month the points are written to. */
const NOW = new Date('2026-03-16T12:00:00.000Z');
const month = `${civilToday(NOW, 'UTC').slice(0, 7)}-01`;
/** The one person's points this month: a number nobody else has, to search the answers for. */
const MARKER = 43_217;
const LONER_POINTS = 777;
const COLLEAGUE_POINTS = 1_000;
const FIVE_AVERAGE = Math.round((MARKER + 4 * COLLEAGUE_POINTS) / 5);
/** The number as a JSON value (not inside an id or a timestamp, where its digits may occur by chance). */
const asJsonNumber = (value: number) => new RegExp(`[:\\[,]${value}(\\.\\d+)?[,\\]}]`);

let t: TestApp;
let origin: string;
let company: TestCompany;
let person: TestSession;
let colleagues: TestSession[];
let loner: TestSession;

beforeAll(async () => {
  t = await buildTestApp({ clock: createFixedClock(NOW), env: { PUBLIC_URL: 'http://wellness.test' } });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Privacy GmbH', departments: ['Five', 'One'] });
  person = await signUp(t.app, origin, company);
  colleagues = [];
  for (let i = 0; i < 4; i += 1) colleagues.push(await signUp(t.app, origin, company));
  await setMonthlyPoints(t.database, { ...person, companyId: company.id }, month, MARKER);
  // The colleagues earned too (a figure that only one member's points would move stays at 0: leaderboard-differencing).
  for (const colleague of colleagues) {
    await setMonthlyPoints(t.database, { ...colleague, companyId: company.id }, month, COLLEAGUE_POINTS);
  }
  // A department of one counted member with points of their own.
  loner = await signUp(t.app, origin, company, { departmentId: company.departments[1]!.id });
  await setMonthlyPoints(t.database, { ...loner, companyId: company.id }, month, LONER_POINTS);
});
afterAll(() => t.cleanup());

describe("one person's points", () => {
  it('a department of exactly 5 where one member has most of the points shows only its average', async () => {
    // The search finds the number wherever JSON would carry it.
    for (const body of [{ points: MARKER }, [1, MARKER], { p: [MARKER] }]) {
      expect(JSON.stringify(body)).toMatch(asJsonNumber(MARKER));
    }
    const { body, raw } = await departmentBoard(t.app, colleagues[0]!);
    expect(body.rows).toEqual([
      expect.objectContaining({ name: 'Five', memberCount: 5, averagePoints: FIVE_AVERAGE, rank: 1 }),
    ]);
    expect(raw).not.toMatch(asJsonNumber(MARKER));
    expect(raw).not.toContain(person.userId);
    // Nothing in the answer is about a person: the rows are departments with these fields only.
    expect(Object.keys(body.rows[0]!).sort()).toEqual(
      ['averagePoints', 'departmentId', 'memberCount', 'name', 'own', 'rank'].sort(),
    );
  });

  it("the department of one is not listed, and the company's figures do not contain its points", async () => {
    const departments = await departmentBoard(t.app, loner);
    expect(departments.body.rows.map((row) => row.name)).toEqual(['Five']);
    expect(departments.body.hiddenGroups).toBe(true);
    expect(departments.raw).not.toMatch(asJsonNumber(LONER_POINTS));
    const companies = await companyBoard(t.app, loner);
    const own = companies.body.rows.find((row) => row.own)!;
    // Over the listed department only: (MARKER + 4 x 1,000) / 5, not with LONER_POINTS over 6.
    expect(own.averagePoints).toBe(FIVE_AVERAGE);
    expect(companies.body.participants).toBe(5);
    expect(companies.raw).not.toMatch(asJsonNumber(LONER_POINTS));
  });
});
