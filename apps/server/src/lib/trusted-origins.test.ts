import { describe, expect, it } from 'vitest';
import { originOf, trustedOrigins } from './trusted-origins.ts';

describe('trustedOrigins', () => {
  it('is PUBLIC_URL and ALLOWED_ORIGINS outside development', () => {
    for (const nodeEnv of ['production', 'test'] as const) {
      expect(
        trustedOrigins({
          publicUrl: 'https://wellness.example.com',
          allowedOrigins: ['capacitor://localhost', 'https://admin.example.com/'],
          nodeEnv,
          port: 3000,
        }),
      ).toEqual(['https://wellness.example.com', 'capacitor://localhost', 'https://admin.example.com']);
    }
  });

  it('adds every loopback spelling of the port and of a loopback PUBLIC_URL, and Vite, in development', () => {
    expect(
      trustedOrigins({ publicUrl: 'http://127.0.0.1:8080', allowedOrigins: [], nodeEnv: 'development', port: 3000 }),
    ).toEqual([
      'http://127.0.0.1:8080',
      'http://localhost:8080',
      'http://[::1]:8080',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
    ]);
    // A public PUBLIC_URL gets no loopback twins; the server's own port still does.
    const remote = trustedOrigins({
      publicUrl: 'https://dev.example.com',
      allowedOrigins: [],
      nodeEnv: 'development',
      port: 0,
    });
    expect(remote).toEqual([
      'https://dev.example.com',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
      'http://[::1]:5173',
    ]);
  });
});

describe('originOf', () => {
  it('keeps app WebView schemes and refuses opaque origins', () => {
    expect(originOf('https://a.example/x?y')).toBe('https://a.example');
    expect(originOf('capacitor://localhost')).toBe('capacitor://localhost');
    expect(originOf('null')).toBeNull();
    expect(originOf('file:///tmp/x.html')).toBeNull();
    expect(originOf('not a url')).toBeNull();
  });
});
