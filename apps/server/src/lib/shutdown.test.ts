import { describe, expect, it, vi } from 'vitest';
import { createSilentLogger } from './logger.ts';
import { createShutdownHandler } from './shutdown.ts';

function setup(steps: Array<{ name: string; run: () => Promise<void> }>, timeoutMs = 1000) {
  const exit = vi.fn<(code: number) => void>();
  const shutdown = createShutdownHandler({ logger: createSilentLogger(), steps: () => steps, exit, timeoutMs });
  return { exit, shutdown };
}

describe('createShutdownHandler', () => {
  it('runs the steps in order, then exits 0', async () => {
    const order: string[] = [];
    const step = (name: string) => ({ name, run: async () => void order.push(name) });
    const { exit, shutdown } = setup([step('http server'), step('job runner'), step('database')]);
    await shutdown('SIGTERM');
    expect(order).toEqual(['http server', 'job runner', 'database']);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('exits 1 when a step fails', async () => {
    const { exit, shutdown } = setup([
      {
        name: 'database',
        run: async () => {
          throw new Error('close failed');
        },
      },
    ]);
    await shutdown('SIGTERM');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('forces exit 1 on a second signal', async () => {
    let release!: () => void;
    const { exit, shutdown } = setup([{ name: 'http server', run: () => new Promise<void>((r) => (release = r)) }]);
    const first = shutdown('SIGTERM');
    await shutdown('SIGINT');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    release();
    await first;
  });

  it('forces exit 1 when the steps take longer than the timeout', async () => {
    vi.useFakeTimers();
    try {
      const { exit, shutdown } = setup([{ name: 'http server', run: () => new Promise<void>(() => {}) }], 10_000);
      void shutdown('SIGTERM');
      await vi.advanceTimersByTimeAsync(9_999);
      expect(exit).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
