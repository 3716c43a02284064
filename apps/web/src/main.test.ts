import { describe, expect, it } from 'vitest';

describe('main', () => {
  it('throws "Root element not found" without #root', async () => {
    document.body.innerHTML = '';
    await expect(import('./main.tsx')).rejects.toThrow('Root element not found');
  });
});
