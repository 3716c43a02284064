/** Source of the current time. Pass a clock in wherever time matters so tests can control it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** A clock fixed at `start` that tests can move forward. */
export function createFixedClock(start: Date): Clock & { advance(ms: number): void; set(date: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
