/** Whether `error`, or one of its causes (where the driver or Drizzle put it), carries this PostgreSQL SQLSTATE. */
function hasSqlState(error: unknown, sqlState: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}

/** Postgres unique_violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/** Postgres foreign_key_violation (23503): a row still references the one deleted, or references one that is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, '23503');
}
