import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const native = vi.hoisted(() => ({
  isNative: false,
  impact: vi.fn<(options: { style: string }) => Promise<void>>(async () => {}),
  notification: vi.fn<(options: { type: string }) => Promise<void>>(async () => {}),
}));

// Capacitor's native runtime injects window.Capacitor; the web bundle never imports @capacitor/core.
Object.defineProperty(globalThis, 'Capacitor', {
  value: { isNativePlatform: () => native.isNative },
  configurable: true,
});

vi.mock('@capacitor/haptics', () => ({
  Haptics: { impact: native.impact, notification: native.notification },
  ImpactStyle: { Heavy: 'HEAVY', Medium: 'MEDIUM', Light: 'LIGHT' },
  NotificationType: { Success: 'SUCCESS', Warning: 'WARNING', Error: 'ERROR' },
}));

const { haptic } = await import('./haptics.ts');

type TVibrate = (pattern: VibratePattern) => boolean;
const originalVibrate = Object.getOwnPropertyDescriptor(navigator, 'vibrate');

function setVibrate(value: TVibrate | undefined): void {
  Object.defineProperty(navigator, 'vibrate', { value, configurable: true, writable: true });
}

describe('haptic', () => {
  let vibrate: ReturnType<typeof vi.fn<TVibrate>>;
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    native.isNative = false;
    native.impact.mockReset().mockResolvedValue(undefined);
    native.notification.mockReset().mockResolvedValue(undefined);
    vibrate = vi.fn<TVibrate>(() => true);
    setVibrate(vibrate);
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    warn.mockRestore();
    if (originalVibrate) Object.defineProperty(navigator, 'vibrate', originalVibrate);
    else Reflect.deleteProperty(navigator, 'vibrate');
  });

  describe('on the web', () => {
    it.each([
      ['light', 10],
      ['medium', 20],
      ['heavy', 30],
      ['success', [10, 50, 10]],
      ['warning', [20, 100, 20]],
      ['error', [30, 100, 30, 100, 30]],
    ] as const)('vibrates %s with its pattern', async (kind, pattern) => {
      await haptic(kind);
      expect(vibrate).toHaveBeenCalledTimes(1);
      expect(vibrate).toHaveBeenCalledWith(pattern);
      expect(native.impact).not.toHaveBeenCalled();
      expect(native.notification).not.toHaveBeenCalled();
    });

    it('vibrates synchronously, within the user gesture', () => {
      void haptic('light');
      expect(vibrate).toHaveBeenCalledWith(10);
    });

    it('does nothing when the Vibration API is missing', async () => {
      setVibrate(undefined);
      await expect(haptic('heavy')).resolves.toBeUndefined();
      expect(warn).not.toHaveBeenCalled();
    });

    it('only warns when vibrate throws', async () => {
      vibrate.mockImplementation(() => {
        throw new Error('blocked');
      });
      await expect(haptic('error')).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });

  describe('on a native platform', () => {
    beforeEach(() => {
      native.isNative = true;
    });

    it.each([
      ['light', 'LIGHT'],
      ['medium', 'MEDIUM'],
      ['heavy', 'HEAVY'],
    ] as const)('plays an impact for %s', async (kind, style) => {
      await haptic(kind);
      expect(native.impact).toHaveBeenCalledWith({ style });
      expect(native.notification).not.toHaveBeenCalled();
      expect(vibrate).not.toHaveBeenCalled();
    });

    it.each([
      ['success', 'SUCCESS'],
      ['warning', 'WARNING'],
      ['error', 'ERROR'],
    ] as const)('plays a notification for %s', async (kind, type) => {
      await haptic(kind);
      expect(native.notification).toHaveBeenCalledWith({ type });
      expect(native.impact).not.toHaveBeenCalled();
      expect(vibrate).not.toHaveBeenCalled();
    });

    it('only warns when the plugin rejects', async () => {
      native.impact.mockRejectedValue(new Error('plugin not implemented'));
      await expect(haptic('medium')).resolves.toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });
});
