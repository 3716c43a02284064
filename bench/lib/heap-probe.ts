/**
 * Preloaded into a server a benchmark starts (`NODE_OPTIONS=--expose-gc --import <this file>`, with HEAP_PROBE_FILE):
 * on SIGUSR2 it runs a full garbage collection and writes the heap used after it (bytes) to HEAP_PROBE_FILE, so a
 * benchmark can tell a leak from the heap's lazy growth, which the process's RSS cannot.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.HEAP_PROBE_FILE;
const gc = (globalThis as { gc?: () => void }).gc;
if (file && gc) {
  process.on('SIGUSR2', () => {
    gc();
    writeFileSync(file, JSON.stringify({ heapUsed: process.memoryUsage().heapUsed, at: Date.now() }));
  });
}
