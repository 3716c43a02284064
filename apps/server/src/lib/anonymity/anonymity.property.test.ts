import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCohortBook, MIN_DISTANCE, MIN_GROUP_SIZE, type TObservedPerson } from './anonymity.ts';

/**
 * The differencing attacks of issue 22, played against the anonymity module's rules (its reference implementation,
 * createCohortBook) and, as a control, against the rules the leaderboards had before (every computation over the
 * current counted members of each group of at least 5, companies over listed departments).
 *
 * The world: people in departments of two companies, earning points on the month's days, withdrawing and granting
 * consent again, moving between departments and companies, joining; computations in between; a new month now and then.
 * After each computation every figure is recorded: each department's and each company's total and member count. The
 * attacker knows every recorded figure exactly (stronger than averages x counts) and combines them: each figure on its
 * own, every pair of figures of one company (its own and its departments', at any two computations, both ways: the
 * issue's "6 x old average - 5 x new average" after a withdrawal, a move-in or a join, the month's days, department
 * against company), and each company minus its other departments at one computation.
 *
 * What counts as revealing a person: an estimate is a sum of per-person parts (each person's value in one figure minus
 * their value in the other). It reveals person X when X's part is not 0 and all other parts, except those of one
 * insider who knows their own (the attacker may be a colleague), add up to less than MIN_DISTANCE in absolute value:
 * then the estimate is X's value (or X's change) to within MIN_DISTANCE whatever X earned. A sum that merely lands near
 * some number by chance is not counted; nothing can prevent a guess from being right.
 */

const COMPANIES = { A: ['A1', 'A2', 'A3'], B: ['B1', 'B2'] } as const;
const GROUPS = Object.entries(COMPANIES).flatMap(([parent, groups]) => groups.map((group) => ({ group, parent })));
const PEOPLE = 36;

type TAction =
  | { kind: 'earn'; person: number; points: number }
  | { kind: 'day'; points: number[] }
  | { kind: 'consent'; person: number; granted: boolean }
  | { kind: 'move'; person: number; to: number }
  | { kind: 'compute' }
  | { kind: 'newMonth' };

const action: fc.Arbitrary<TAction> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('day' as const),
      points: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 })), {
        minLength: PEOPLE,
        maxLength: PEOPLE,
      }),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('earn' as const),
      person: fc.nat(PEOPLE - 1),
      points: fc.integer({ min: 1, max: 700 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('consent' as const), person: fc.nat(PEOPLE - 1), granted: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      person: fc.nat(PEOPLE - 1),
      to: fc.nat(GROUPS.length - 1),
    }),
  },
  { weight: 4, arbitrary: fc.constant({ kind: 'compute' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'newMonth' as const }) },
);

type TFigure = { key: string; parent: string; computation: number; total: number; parts: Map<string, number> };
type TEngine = (period: string, observed: ReadonlyMap<string, TObservedPerson>) => TFigure[];

/** The rules under test: the anonymity module. */
function moduleEngine(): TEngine {
  const book = createCohortBook();
  let computation = 0;
  return (period, observed) => {
    computation += 1;
    const { groups, parents } = book.observe(period, observed);
    const at = (id: string) => `${id}@${period}`;
    const rekey = (parts: ReadonlyMap<string, number>) => new Map([...parts].map(([id, v]) => [at(id), v]));
    return [
      ...groups
        .filter((g) => g.listed)
        .map((g) => ({ key: g.group, parent: g.parent, computation, total: g.total, parts: rekey(g.contributions) })),
      ...parents
        .filter((p) => p.listed)
        .map((p) => ({ key: p.parent, parent: p.parent, computation, total: p.total, parts: rekey(p.contributions) })),
    ];
  };
}

/** The rules before issue 22 (ADR 016 of issue 10): the current counted members, recomputed every time. */
function formerEngine(): TEngine {
  let computation = 0;
  return (period, observed) => {
    computation += 1;
    const figures: TFigure[] = [];
    for (const [parent, groups] of Object.entries(COMPANIES)) {
      const companyParts = new Map<string, number>();
      for (const group of groups) {
        const members = [...observed].filter(([, person]) => person.group === group);
        if (members.length < MIN_GROUP_SIZE) continue;
        const parts = new Map(members.map(([id, person]) => [`${id}@${period}`, person.value]));
        for (const [id, v] of parts) companyParts.set(id, v);
        figures.push({ key: group, parent, computation, total: sumOf(parts), parts });
      }
      if (companyParts.size >= MIN_GROUP_SIZE)
        figures.push({ key: parent, parent, computation, total: sumOf(companyParts), parts: companyParts });
    }
    return figures;
  };
}

const sumOf = (parts: ReadonlyMap<string, number>) => [...parts.values()].reduce((sum, v) => sum + v, 0);

/** Plays the world; returns every figure recorded after every computation. */
function play(engine: TEngine, start: readonly number[], actions: readonly TAction[]): TFigure[] {
  const people = start.map((g) => ({ group: g, counted: true, value: 0 }));
  let month = 1;
  const figures: TFigure[] = [];
  const compute = () => {
    const observed = new Map<string, TObservedPerson>();
    people.forEach((person, index) => {
      if (person.counted) observed.set(`p${index}`, { ...GROUPS[person.group]!, value: person.value });
    });
    figures.push(...engine(`m${month}`, observed));
  };
  for (const step of actions) {
    if (step.kind === 'earn') people[step.person]!.value += step.points;
    else if (step.kind === 'day') people.forEach((person, index) => (person.value += step.points[index]!));
    else if (step.kind === 'consent') people[step.person]!.counted = step.granted;
    else if (step.kind === 'move') people[step.person]!.group = step.to;
    else if (step.kind === 'compute') compute();
    else {
      month += 1;
      for (const person of people) person.value = 0;
    }
  }
  compute();
  return figures;
}

/** parts of `a` minus parts of `b` (missing = 0). */
function difference(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): Map<string, number> {
  const result = new Map(a);
  for (const [id, v] of b) result.set(id, (result.get(id) ?? 0) - v);
  for (const [id, v] of result) if (v === 0) result.delete(id);
  return result;
}

/** The first estimate that reveals one person (with one insider), or null. */
function findLeak(figures: readonly TFigure[]): string | null {
  const estimates: { what: string; parts: Map<string, number> }[] = [];
  const fmt = (f: TFigure) => `${f.key}#${f.computation}`;
  for (const f of figures) estimates.push({ what: fmt(f), parts: difference(f.parts, new Map()) });
  for (let i = 0; i < figures.length; i += 1) {
    for (let j = i + 1; j < figures.length; j += 1) {
      const a = figures[i]!;
      const b = figures[j]!;
      if (a.parent !== b.parent) continue;
      // Both ways give the same absolute parts: one is enough.
      estimates.push({ what: `${fmt(a)} - ${fmt(b)}`, parts: difference(a.parts, b.parts) });
    }
  }
  // A company minus its other departments at one computation.
  for (const company of figures.filter((f) => f.key === f.parent)) {
    const departments = figures.filter(
      (f) => f.computation === company.computation && f.parent === company.parent && f.key !== f.parent,
    );
    for (const department of departments) {
      let parts = difference(company.parts, new Map());
      for (const other of departments) if (other !== department) parts = difference(parts, other.parts);
      estimates.push({ what: `${fmt(company)} - others than ${department.key}`, parts });
    }
  }
  for (const { what, parts } of estimates) {
    const entries = [...parts];
    const l1 = entries.reduce((sum, [, v]) => sum + Math.abs(v), 0);
    const sorted = entries.map(([, v]) => Math.abs(v)).sort((a, b) => b - a);
    for (const [person, part] of entries) {
      // The insider who knows their own part: the largest other part.
      const insider = sorted[0] === Math.abs(part) ? (sorted[1] ?? 0) : sorted[0]!;
      const rest = l1 - Math.abs(part) - insider;
      if (rest < MIN_DISTANCE) return `${what} gives ${person}'s ${part} to within ${rest}`;
    }
  }
  return null;
}

const world = fc.record({
  start: fc.array(fc.nat(GROUPS.length - 1), { minLength: PEOPLE, maxLength: PEOPLE }),
  actions: fc.array(action, { minLength: 10, maxLength: 160 }),
});

describe('anonymity: differencing attacks', () => {
  it("the issue's withdrawal attack (6 x old average - 5 x new) reveals 1810 of 1810 under the former rules, not under the module", () => {
    // Six in A1 (five more elsewhere); p0 earned 1810, the others 202 each; p0 withdraws; the board is read again.
    const start = [0, 0, 0, 0, 0, 0, ...Array.from({ length: PEOPLE - 6 }, (_, i) => 1 + (i % 4))];
    const actions: TAction[] = [
      { kind: 'earn', person: 0, points: 1810 },
      ...[1, 2, 3, 4, 5].map((person) => ({ kind: 'earn' as const, person, points: 202 })),
      { kind: 'compute' },
      { kind: 'consent', person: 0, granted: false },
    ];
    const former = play(formerEngine(), start, actions).filter((f) => f.key === 'A1');
    expect(former.map((f) => [f.parts.size, f.total])).toEqual([
      [6, 2820],
      [5, 1010],
    ]);
    const [before, after] = former;
    expect(6 * Math.round(before!.total / 6) - 5 * Math.round(after!.total / 5)).toBe(1810);
    expect(findLeak(play(formerEngine(), start, actions))).toMatch(/p0@m1's 1810/);
    expect(findLeak(play(moduleEngine(), start, actions))).toBeNull();
  });

  it('the attacker finds leaks under the former rules (a control: the attacks are real)', () => {
    const found = fc
      .sample(world, { numRuns: 60, seed: 22 })
      .filter((w) => findLeak(play(formerEngine(), w.start, w.actions)) !== null);
    expect(found.length).toBeGreaterThan(30);
  });

  it("no combination of published figures gives one person's value or change to within 250 points", () => {
    fc.assert(
      fc.property(world, ({ start, actions }) => {
        expect(findLeak(play(moduleEngine(), start, actions))).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('still publishes: busy departments are listed and advance', () => {
    const start = Array.from({ length: PEOPLE }, (_, i) => i % GROUPS.length);
    const actions: TAction[] = [];
    for (let day = 0; day < 5; day += 1) {
      for (let person = 0; person < PEOPLE; person += 1) actions.push({ kind: 'earn', person, points: 100 });
      actions.push({ kind: 'compute' });
    }
    const figures = play(moduleEngine(), start, actions);
    const a1 = figures.filter((f) => f.key === 'A1').map((f) => f.total);
    expect(a1.length).toBeGreaterThan(3);
    expect(a1.at(-1)).toBe(500 * start.filter((g) => g === 0).length);
  });
});
