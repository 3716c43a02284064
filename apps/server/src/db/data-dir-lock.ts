import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

export const LOCK_FILE_NAME = 'server.lock';

/** Thrown when another live process holds the PGlite data directory. The message is user-facing. */
export class DataDirLockedError extends Error {
  readonly pid: number;
  readonly dataDir: string;

  constructor(pid: number, dataDir: string) {
    super(
      `Another OpenWell server (pid ${pid}) is already using the data directory ${dataDir}. ` +
        'Stop that process, or start this one with another DATA_DIR. ' +
        `(If no such server is running, delete ${path.join(dataDir, LOCK_FILE_NAME)}.)`,
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
    this.dataDir = dataDir;
  }
}

export interface DataDirLock {
  path: string;
  release(): Promise<void>;
}

// Lock files this process holds, so that a lock naming our own pid can be told apart: held here
// (a second open in the same process: refuse) or left by an earlier run that had the same pid
// (typical in containers, where the server is often pid 1: stale, take over).
const heldLocks = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLockPid(lockPath: string): Promise<number | null> {
  try {
    const text = await readFile(lockPath, 'utf8');
    const pid = Number.parseInt(text.trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function tryCreate(lockPath: string): Promise<boolean> {
  try {
    const handle = await open(lockPath, 'wx', 0o644);
    try {
      await handle.writeFile(`${process.pid}\n`);
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes `dataDir/server.lock` (created atomically with O_EXCL, holding our pid). A lock whose
 * process is gone (a crash) is taken over with a warning; a live one raises DataDirLockedError.
 */
export async function acquireDataDirLock(dataDir: string, logger: Logger): Promise<DataDirLock> {
  const resolvedDir = path.resolve(dataDir);
  const lockPath = path.join(resolvedDir, LOCK_FILE_NAME);

  for (let attempt = 0; attempt < 3; attempt++) {
    if (await tryCreate(lockPath)) {
      heldLocks.add(lockPath);
      return { path: lockPath, release: () => releaseLock(lockPath) };
    }
    const pid = await readLockPid(lockPath);
    if (pid !== null) {
      const ours = pid === process.pid;
      if ((ours && heldLocks.has(lockPath)) || (!ours && isAlive(pid))) {
        throw new DataDirLockedError(pid, resolvedDir);
      }
    }
    logger.warn(
      { lockFile: lockPath, stalePid: pid },
      'Taking over a stale data directory lock: the process that held it is no longer running',
    );
    await unlink(lockPath).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  throw new Error(`Could not take the data directory lock ${lockPath}; another process keeps creating it.`);
}

async function releaseLock(lockPath: string): Promise<void> {
  if (!heldLocks.delete(lockPath)) return;
  // Only remove the file while it is still ours.
  if ((await readLockPid(lockPath)) === process.pid) {
    await unlink(lockPath).catch(() => undefined);
  }
}
