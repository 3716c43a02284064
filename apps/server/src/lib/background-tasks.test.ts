import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createBackgroundTasks } from './background-tasks.ts';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('background tasks', () => {
  it('runs a task after the caller returned and waits for it in idle()', async () => {
    const { logger } = capture();
    const tasks = createBackgroundTasks(logger);
    const order: string[] = [];
    tasks.run('first', async () => {
      order.push('task started');
      await new Promise((resolve) => setTimeout(resolve, 20));
      tasks.run('second', async () => void order.push('nested task'));
      order.push('task done');
    });
    order.push('caller returned');
    await tasks.idle();
    expect(order).toEqual(['caller returned', 'task started', 'task done', 'nested task']);
  });

  it('logs a failure with the task name and never throws it', async () => {
    const { logger, lines } = capture();
    const tasks = createBackgroundTasks(logger);
    tasks.run('password reset mail', async () => {
      throw new Error('smtp down');
    });
    await expect(tasks.idle()).resolves.toBeUndefined();
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        task: 'password reset mail',
        msg: 'background task failed',
        err: expect.objectContaining({ message: 'smtp down' }),
      }),
    );
  });
});
