import type { Logger } from './logger.ts';

export const SHUTDOWN_TIMEOUT_MS = 10_000;

export type ShutdownStep = { name: string; run: () => Promise<void> };

export type ShutdownOptions = {
  logger: Logger;
  /** Run in order; a step that is not started yet (e.g. during boot) should be a no-op. */
  steps: () => ShutdownStep[];
  timeoutMs?: number;
  exit?: (code: number) => void;
};

/**
 * Graceful shutdown: the first signal runs the steps in order and exits 0; an error exits 1;
 * a second signal or the timeout forces exit 1.
 */
export function createShutdownHandler(options: ShutdownOptions): (signal: string) => Promise<void> {
  const { logger } = options;
  const exit = options.exit ?? ((code: number) => process.exit(code));
  const timeoutMs = options.timeoutMs ?? SHUTDOWN_TIMEOUT_MS;
  let shuttingDown = false;

  return async (signal) => {
    if (shuttingDown) {
      logger.warn({ signal }, 'second signal received, forcing exit');
      exit(1);
      return;
    }
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing in-flight requests');
    let finished = false;
    const timer = setTimeout(() => {
      if (finished) return;
      logger.error({ timeoutMs }, 'graceful shutdown timed out, forcing exit');
      exit(1);
    }, timeoutMs);
    timer.unref();
    try {
      for (const step of options.steps()) {
        await step.run();
        logger.info(`${step.name} closed`);
      }
      logger.info('shutdown complete');
      finished = true;
      clearTimeout(timer);
      exit(0);
    } catch (error) {
      finished = true;
      clearTimeout(timer);
      logger.error({ err: error }, 'error during shutdown');
      exit(1);
    }
  };
}

export function installShutdownHandlers(options: ShutdownOptions): void {
  const shutdown = createShutdownHandler(options);
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));
}
