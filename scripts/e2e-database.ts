/**
 * On PostgreSQL, the end-to-end server gets a fresh database of its own, dropped afterwards,
 * so runs never see each other's data. On PGlite the e2e config uses a temporary DATA_DIR.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export async function withE2eDatabase(
  serverUrl: string | undefined,
  fn: (databaseUrl?: string) => boolean,
): Promise<boolean> {
  if (!serverUrl) return fn(undefined);
  const name = `openwell_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}
