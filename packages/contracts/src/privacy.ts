import { z } from 'zod';

/**
 * Groups of fewer people than this are never shown to anyone (ARCHITECTURE.md, "Privacy"): counts,
 * averages and rankings of smaller groups read "fewer than 5".
 */
export const MIN_GROUP_SIZE = 5;

/** A number of people: the count when it is at least MIN_GROUP_SIZE, else null, shown as "fewer than 5". */
export const ZGroupCountSchema = z.int().min(MIN_GROUP_SIZE).nullable();
export type TGroupCount = z.infer<typeof ZGroupCountSchema>;

/** The only way a count of people leaves the server: null below MIN_GROUP_SIZE (zero included). */
export function groupCount(count: number): TGroupCount {
  return count >= MIN_GROUP_SIZE ? count : null;
}
