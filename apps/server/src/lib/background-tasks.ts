import type { Logger } from './logger.ts';

/**
 * Work that must not hold up the answer it belongs to (the password-reset mail: its time would tell whether an
 * account exists). A task runs at once, after the caller returned; a failure is logged with the task's name, never
 * thrown. `idle()` waits for every task started so far (and those they start), so shutdown and tests do not close the
 * database under a running task. In-process only: a task cut short by a crash is lost, so only work a user can
 * simply ask for again belongs here.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves once no task is running. */
  idle(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(promise));
      running.add(promise);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
