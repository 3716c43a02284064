import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { average, createCohortBook, type TObservedPerson } from '../src/lib/anonymity/anonymity.ts';
import { civilToday } from '../src/lib/civil-dates.ts';
import { createFixedClock } from '../src/lib/clock.ts';
import { createPrng } from '../src/lib/prng.ts';
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts';
import { createCompany, request, signUp, type TestCompany, type TestSession } from './helpers/accounts-fixtures.ts';
import { departmentBoard, runLeaderboardRefresh, setMonthlyPoints } from './helpers/leaderboard-fixtures.ts';

/**
 * The leaderboard's SQL makes the anonymity module's decisions: a seeded random month of points, consent withdrawals
 * and re-grants and moves between departments, played through the HTTP API and the job, and at the same time through
 * the module's reference implementation (createCohortBook, whose property test plays the differencing attacks). After
 * every computation (the job's, and the one a withdrawal or a move runs at once) the department board must show
 * exactly the departments, member counts and averages the reference publishes.
 */

// Mid-month, whatever the day the suite runs on: no run crosses a month (the cohorts restart with it).
const clock = createFixedClock(new Date('2030-03-14T12:00:00Z'));
const month = `${civilToday(clock.now(), 'UTC').slice(0, 7)}-01`;
const DEPARTMENTS = ['North', 'South', 'East'];
const PEOPLE = 18;

let t: TestApp;
let origin: string;
let company: TestCompany;
const people: { session: TestSession; department: number; counted: boolean; points: number }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://wellness.test' }, clock });
  origin = t.config.publicUrl;
  company = await createCompany(t.database, { name: 'Reference AG', departments: DEPARTMENTS });
  for (let i = 0; i < PEOPLE; i += 1) {
    const department = i % DEPARTMENTS.length;
    const session = await signUp(t.app, origin, company, { departmentId: company.departments[department]!.id });
    people.push({ session, department, counted: true, points: 0 });
  }
});
afterAll(() => t.cleanup());

describe('the leaderboard SQL against the anonymity reference', () => {
  it('publishes what the reference publishes, computation after computation', async () => {
    const random = createPrng(22, 'leaderboard-reference');
    const book = createCohortBook();
    let compared = 0;
    let listedSeen = 0;
    const compare = async () => {
      const observed = new Map<string, TObservedPerson>();
      for (const person of people) {
        if (person.counted) {
          observed.set(person.session.userId, {
            group: company.departments[person.department]!.id,
            parent: company.id,
            value: person.points,
          });
        }
      }
      const expected = book
        .observe(month, observed)
        .groups.filter((group) => group.listed)
        .map((group) => [group.group, group.members, average(group.total, group.members)])
        .sort();
      const viewer = people[0]!.session;
      const board = (await departmentBoard(t.app, viewer)).body;
      const shown = board.rows.map((row) => [row.departmentId, row.memberCount, row.averagePoints]).sort();
      expect(shown, `computation ${compared}`).toEqual(expected);
      compared += 1;
      listedSeen += shown.length;
    };

    await runLeaderboardRefresh(t.app, t.database, clock.now());
    await compare();
    for (let round = 0; round < 14; round += 1) {
      // A day: most people earn something, some nothing.
      for (const person of people) {
        if (random.chance(0.7)) {
          person.points += random.between(20, 250);
          await setMonthlyPoints(t.database, { ...person.session, companyId: company.id }, month, person.points);
        }
      }
      // Now and then someone withdraws, grants again or moves (each of which the API follows at once, or not).
      if (round >= 3 && random.chance(0.5)) {
        const person = random.pick(people.slice(1));
        const kind = random.int(3);
        if (kind === 0 && person.counted) {
          await request(t.app, origin, {
            method: 'PATCH',
            url: '/api/me/consents',
            session: person.session,
            payload: { companyInsights: false },
          });
          person.counted = false;
          await compare(); // the withdrawal recomputed at once
        } else if (kind === 1 && !person.counted) {
          await request(t.app, origin, {
            method: 'PATCH',
            url: '/api/me/consents',
            session: person.session,
            payload: { companyInsights: true },
          });
          person.counted = true;
        } else if (kind === 2) {
          person.department = (person.department + 1) % DEPARTMENTS.length;
          const moved = await request(t.app, origin, {
            method: 'PATCH',
            url: '/api/me/profile',
            session: person.session,
            payload: { departmentId: company.departments[person.department]!.id },
          });
          expect(moved.statusCode).toBe(200);
          await compare(); // the move recomputed at once
        }
      }
      await runLeaderboardRefresh(t.app, t.database, clock.now());
      await compare();
    }
    expect(compared).toBeGreaterThan(14);
    // The scenario really listed departments (a board that is always empty would agree trivially).
    expect(listedSeen).toBeGreaterThan(10);
  });
});
