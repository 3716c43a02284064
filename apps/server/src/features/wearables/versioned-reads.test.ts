import { describe, expect, it } from 'vitest';
import { createVersionedReads } from './versioned-reads.ts';

function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: (value: string) => async () => {
      calls += 1;
      return { value, days: [1, 2, 3] };
    },
  };
}

/** Answers of size 3 (their days). */
const newReads = (maxSize = 100) =>
  createVersionedReads<{ value: string; days: number[] }>({ maxSize, sizeOf: (v) => v.days.length });

describe('versioned reads', () => {
  it('answers from memory while the stamp stays, and computes again when it moves', async () => {
    const reads = newReads();
    const c = counter();
    expect((await reads.read('u1', 'trend:7', '3:2026-11-23', c.compute('a'))).value).toBe('a');
    expect((await reads.read('u1', 'trend:7', '3:2026-11-23', c.compute('b'))).value).toBe('a');
    expect(c.calls).toBe(1);
    // A new version (the data changed) or a new day: computed again.
    expect((await reads.read('u1', 'trend:7', '4:2026-11-23', c.compute('c'))).value).toBe('c');
    expect((await reads.read('u1', 'trend:7', '4:2026-11-24', c.compute('d'))).value).toBe('d');
    expect(c.calls).toBe(3);
  });

  it('keeps people and keys apart', async () => {
    const reads = newReads();
    const c = counter();
    await reads.read('u1', 'trend:7', '1:d', c.compute('u1-7'));
    expect((await reads.read('u2', 'trend:7', '1:d', c.compute('u2-7'))).value).toBe('u2-7');
    expect((await reads.read('u1', 'trend:90', '1:d', c.compute('u1-90'))).value).toBe('u1-90');
    expect((await reads.read('u1', 'trend:7', '1:d', c.compute('again'))).value).toBe('u1-7');
    expect(c.calls).toBe(3);
  });

  it('remembers nothing without a stamp (a read outside a session)', async () => {
    const reads = newReads();
    const c = counter();
    await reads.read('u1', 'today', undefined, c.compute('a'));
    expect((await reads.read('u1', 'today', undefined, c.compute('b'))).value).toBe('b');
    expect((await reads.read('u1', 'today', '1:d', c.compute('c'))).value).toBe('c');
    expect(c.calls).toBe(3);
  });

  it('does not keep what `keep` refuses', async () => {
    const reads = newReads();
    const c = counter();
    const keep = (v: { value: string }) => v.value !== 'running';
    await reads.read('u1', 'status', '1', c.compute('done'), keep);
    expect((await reads.read('u1', 'status', '2', c.compute('running'), keep)).value).toBe('running');
    expect((await reads.read('u1', 'status', '2', c.compute('delayed'), keep)).value).toBe('delayed');
    expect((await reads.read('u1', 'status', '2', c.compute('again'), keep)).value).toBe('delayed');
    expect(c.calls).toBe(3);
  });

  it('forgets a person’s entries, and only theirs', async () => {
    const reads = newReads();
    const c = counter();
    await reads.read('u1', 'today', '1:d', c.compute('u1'));
    await reads.read('u1', 'trend:7', '1:d', c.compute('u1-7'));
    await reads.read('u2', 'today', '1:d', c.compute('u2'));
    reads.forget('u1');
    expect((await reads.read('u1', 'today', '1:d', c.compute('u1 again'))).value).toBe('u1 again');
    expect((await reads.read('u1', 'trend:7', '1:d', c.compute('u1-7 again'))).value).toBe('u1-7 again');
    expect((await reads.read('u2', 'today', '1:d', c.compute('u2 again'))).value).toBe('u2');
  });

  it('stays within its size: the least recently read go first', async () => {
    // Each entry has size 3: room for two.
    const reads = newReads(7);
    const c = counter();
    await reads.read('u1', 'today', '1:d', c.compute('u1'));
    await reads.read('u2', 'today', '1:d', c.compute('u2'));
    await reads.read('u1', 'today', '1:d', c.compute('u1 again')); // u1 read last: u2 is the oldest now
    await reads.read('u3', 'today', '1:d', c.compute('u3'));
    expect((await reads.read('u1', 'today', '1:d', c.compute('u1 computed'))).value).toBe('u1');
    expect((await reads.read('u2', 'today', '1:d', c.compute('u2 computed'))).value).toBe('u2 computed');
    // forget after an eviction still works (the evicted key left the person's list).
    reads.forget('u2');
    reads.forget('u3');
    expect((await reads.read('u3', 'today', '1:d', c.compute('u3 computed'))).value).toBe('u3 computed');
  });
});
