import { MIN_GROUP_SIZE } from '@openwell/contracts';

/**
 * The anonymity module (ARCHITECTURE.md, "Privacy"; ADR 016 "Differencing"): decides which group figures may be
 * published, so that no published figure, and no combination of published figures over time, across boards or across
 * formats, gives one person's value. Every board, insight, report and export publishes group figures through these
 * rules; each feature keeps its own storage (the leaderboard runs them in set-based SQL, leaderboard.repo.ts) and calls
 * the decisions here. `createCohortBook` is the executable reference of the whole rule set (in memory): the property
 * test (anonymity.property.test.ts) plays the differencing attacks against it, and a feature's storage must behave like
 * it.
 *
 * Vocabulary:
 * - A **figure** is a sum of one non-decreasing value per person (points earned this month; later: minutes active,
 *   answers given) over a **group** (a department; a company is a *parent* of its departments), published together
 *   with the group's member count (an average is total / members, rounded).
 * - A **period** is a closed range of time the value is counted over (a calendar month in the company's time zone).
 *   Values start again at 0 with each period, and all rules below restart with it.
 * - A group's **cohort** is the set of people whose values its figure contains in a period. It is frozen: it changes
 *   only when (a) a batch of at least MIN_BATCH new members is admitted at once (a person who joins, moves in or
 *   grants consent waits as *pending* until then) or (b) someone leaves it (consent withdrawn, moved out, left the
 *   company, account deleted), which makes the group **withheld** until the period ends: it is never published
 *   without them in that period, because that difference would be their value. Next period a new cohort forms.
 * - Each admitted member has a **published value**: the value the figure counts for them. Published values *advance*
 *   to the true values only in a **step** that changes at least MIN_CHANGE members' published values and in which
 *   the changes beyond the two largest add up to at least MIN_DISTANCE plus the member count (the **spread rule**): so
 *   any difference of two publications of a group is at least MIN_DISTANCE away from any one member's change, even
 *   for a member who subtracts their own change and after rounding of averages. Otherwise the figure holds.
 * - A parent's figure is the sum over its *listed* children only (complementary suppression): it is a function of
 *   figures that are published anyway, so no subtraction reveals a hidden or withheld child.
 *
 * What this defends: an observer who sees every publication of every group over time, in every format (page, export:
 * all formats must publish the same figures), including one member who knows their own value. What it does not: a
 * coalition of members who pool their own values (k-anonymity's limit: MIN_GROUP_SIZE - 1 colluders learn the rest),
 * and what people see outside the platform (who was at work). Figures of different periods count different values.
 */

/** Groups with fewer admitted members are never listed (ARCHITECTURE.md, "Privacy"). */
export { MIN_GROUP_SIZE };
/** New members join a cohort only in batches of at least this many (the minimum change rule of membership). */
export const MIN_BATCH = MIN_GROUP_SIZE;
/** A figure advances only when at least this many members' published values change at once. */
export const MIN_CHANGE = MIN_GROUP_SIZE;
/** No estimate from published figures may come closer than this to one person's value or change (issue 22). */
export const MIN_DISTANCE = 250;

/** Whole units (points): the figure people compare. */
export const average = (total: number, members: number): number => (members > 0 ? Math.round(total / members) : 0);

/** The state of a group's cohort in a period, as the decisions need it. */
export type TCohortState = {
  /** Members whose values the figure contains. */
  admitted: number;
  /** People who joined and wait for a batch. */
  pending: number;
  /** Someone left the cohort in this period: nothing is published about the group until the period ends. */
  withheld: boolean;
};

/** A batch of pending members is admitted at once when it is large enough and the group is not withheld. */
export function mayAdmit(state: TCohortState): boolean {
  return !state.withheld && state.pending >= MIN_BATCH;
}

/** Whether the group's figure is listed at all. */
export function isListed(state: Pick<TCohortState, 'admitted' | 'withheld'>): boolean {
  return !state.withheld && state.admitted >= MIN_GROUP_SIZE;
}

/**
 * The changes a step would make: per admitted member, true value minus published value (0 for most). Only what the
 * spread rule needs, so SQL can compute it set-based: how many change, their sum and the two largest.
 */
export type TStepSummary = { members: number; changed: number; total: number; largest: number; secondLargest: number };

/** Summarises per-member changes (the in-memory path; SQL computes the same with count/sum/order by). */
export function summariseChanges(changes: readonly number[]): TStepSummary {
  const positive = changes.filter((change) => change > 0).sort((a, b) => b - a);
  return {
    members: changes.length,
    changed: positive.length,
    total: positive.reduce((sum, change) => sum + change, 0),
    largest: positive[0] ?? 0,
    secondLargest: positive[1] ?? 0,
  };
}

/**
 * The spread rule: published values may advance to the true values in this step only if at least MIN_CHANGE members
 * change and the changes beyond the two largest add up to at least MIN_DISTANCE + members (the members term covers
 * the rounding of two averages, each off by at most members / 2).
 */
export function mayAdvance(step: TStepSummary): boolean {
  return step.changed >= MIN_CHANGE && step.total - step.largest - step.secondLargest >= MIN_DISTANCE + step.members;
}

/** A published (or withheld) child figure, as its parent sees it. */
export type TChildFigure = { listed: boolean; members: number; total: number };

/**
 * A parent's figure (a company over its departments): the listed children only. `hidden`: some child has members
 * but is not listed (say so on the page, never which or how many).
 */
export function parentFigure(children: readonly (TChildFigure & { hasMembers: boolean })[]): {
  members: number;
  total: number;
  hidden: boolean;
} {
  let members = 0;
  let total = 0;
  let hidden = false;
  for (const child of children) {
    if (child.listed) {
      members += child.members;
      total += child.total;
    } else if (child.hasMembers) hidden = true;
  }
  return { members, total, hidden };
}

/** One group's publication after a computation. */
export type TPublication = {
  group: string;
  parent: string;
  listed: boolean;
  withheld: boolean;
  /** Admitted members and the sum of their published values (0 when not listed: nothing is published then). */
  members: number;
  total: number;
  /** Internal, for the property test only, never published: each admitted member's published value in `total`. */
  contributions: ReadonlyMap<string, number>;
};

/** A parent's figure after a computation (the sum over its listed groups). */
export type TParentPublication = Omit<TPublication, 'group' | 'withheld'>;

/** One person as a computation sees them: their group (and its parent) now and their true value this period. */
export type TObservedPerson = { group: string; parent: string; value: number };

/**
 * The reference implementation of the rules, in memory: feed it, per computation, the period and every counted
 * person with their group and true value; it answers what is published for each group and its parent. A feature's
 * own storage (SQL) must make the same decisions in the same order: reset on a new period, remove leavers (withhold),
 * add newcomers as pending, admit batches, advance by the spread rule, sum parents over listed children.
 */
export function createCohortBook() {
  let period: string | null = null;
  /** person -> their cohort membership this period. */
  const people = new Map<string, { group: string; parent: string; admitted: boolean; published: number }>();
  const withheld = new Set<string>();
  const parents = new Map<string, string>();

  return {
    observe(
      periodNow: string,
      observed: ReadonlyMap<string, TObservedPerson>,
    ): { groups: TPublication[]; parents: TParentPublication[] } {
      if (periodNow !== period) {
        period = periodNow;
        people.clear();
        withheld.clear();
      }
      for (const person of observed.values()) parents.set(person.group, person.parent);
      // Leavers: anyone no longer observed in the same group. An admitted one withholds the group.
      for (const [id, entry] of people) {
        const now = observed.get(id);
        if (!now || now.group !== entry.group) {
          people.delete(id);
          if (entry.admitted) withheld.add(entry.group);
        }
      }
      // Newcomers wait as pending.
      for (const [id, person] of observed) {
        if (!people.has(id))
          people.set(id, { group: person.group, parent: person.parent, admitted: false, published: 0 });
      }
      const byGroup = new Map<string, string[]>();
      for (const [id, entry] of people) byGroup.set(entry.group, [...(byGroup.get(entry.group) ?? []), id]);
      const groups: TPublication[] = [];
      for (const [group, ids] of [...byGroup].sort(([a], [b]) => a.localeCompare(b))) {
        const members = ids.map((id) => people.get(id)!);
        const state: TCohortState = {
          admitted: members.filter((m) => m.admitted).length,
          pending: members.filter((m) => !m.admitted).length,
          withheld: withheld.has(group),
        };
        if (mayAdmit(state)) for (const m of members) m.admitted = true;
        const admittedIds = ids.filter((id) => people.get(id)!.admitted);
        const step = summariseChanges(admittedIds.map((id) => observed.get(id)!.value - people.get(id)!.published));
        if (!state.withheld && mayAdvance(step)) {
          for (const id of admittedIds) {
            const entry = people.get(id)!;
            entry.published = Math.max(entry.published, observed.get(id)!.value);
          }
        }
        const listed = isListed({ admitted: admittedIds.length, withheld: state.withheld });
        const contributions = new Map(listed ? admittedIds.map((id) => [id, people.get(id)!.published]) : []);
        groups.push({
          contributions,
          group,
          parent: parents.get(group)!,
          listed,
          withheld: state.withheld,
          members: listed ? admittedIds.length : 0,
          total: listed ? admittedIds.reduce((sum, id) => sum + people.get(id)!.published, 0) : 0,
        });
      }
      const parentIds = [...new Set(groups.map((g) => g.parent))].sort();
      return {
        groups,
        parents: parentIds.map((parent) => {
          const figure = parentFigure(
            groups.filter((g) => g.parent === parent).map((g) => ({ ...g, hasMembers: true })),
          );
          const contributions = new Map<string, number>();
          for (const g of groups)
            if (g.parent === parent) for (const [id, v] of g.contributions) contributions.set(id, v);
          const listed = figure.members >= MIN_GROUP_SIZE;
          return { parent, members: figure.members, total: figure.total, listed, contributions };
        }),
      };
    },
  };
}

/** One cell of a table of counts (redemptions by status and month): its block (the month) and its true count. */
export type TCountCell = { block: string; count: number };

/**
 * The total of a table of counts whose cells are published as group counts (under MIN_GROUP_SIZE: "fewer than 5";
 * issue 24, ADR 018): the shown cells, plus each block's hidden cells when together they are at least MIN_GROUP_SIZE;
 * the blocks whose hidden cells it leaves out are named (`leftOut`, sorted), so the page can say what the total does
 * not count. Decided per block, not over the whole table, because the periods one can choose (the last N months) are
 * unions of whole blocks: one period's total minus another's, less the shown cells, is then a sum of whole blocks'
 * hidden cells, each sum at least MIN_GROUP_SIZE, never a hidden cell nor a sum under MIN_GROUP_SIZE. (Over the whole
 * table, 3 + 2 hidden cells counted in a 2-month total and 3 + 2 + 1 in a 3-month one gave away the third month's 1.)
 * The total is therefore 0 or at least MIN_GROUP_SIZE. Zero cells count as shown (a 0 reveals nobody).
 */
export function tableTotal(cells: readonly TCountCell[]): { total: number; leftOut: string[] } {
  let total = 0;
  const hidden = new Map<string, number>();
  for (const cell of cells) {
    if (cell.count >= MIN_GROUP_SIZE) total += cell.count;
    else if (cell.count > 0) hidden.set(cell.block, (hidden.get(cell.block) ?? 0) + cell.count);
  }
  const leftOut: string[] = [];
  for (const [block, sum] of hidden) {
    if (sum >= MIN_GROUP_SIZE) total += sum;
    else leftOut.push(block);
  }
  return { total, leftOut: leftOut.sort() };
}
