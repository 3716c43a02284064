/**
 * Haptic feedback: on a native Capacitor platform through @capacitor/haptics,
 * on the web through the Vibration API with VIBRATION_PATTERNS, otherwise nothing.
 * A haptic never throws and never blocks: callers fire and forget (`void haptic('light')`).
 */
import type { ImpactStyle, NotificationType } from '@capacitor/haptics';

export const HAPTIC_KINDS = ['light', 'medium', 'heavy', 'success', 'warning', 'error'] as const;
export type THapticKind = (typeof HAPTIC_KINDS)[number];

/** Web fallback vibration patterns in milliseconds. */
export const VIBRATION_PATTERNS: Readonly<Record<THapticKind, number | readonly number[]>> = {
  light: 10,
  medium: 20,
  heavy: 30,
  success: [10, 50, 10],
  warning: [20, 100, 20],
  error: [30, 100, 30, 100, 30],
};

// The plugin's enum values, written out so the web bundle never loads Capacitor: the native
// plugin is imported only on a native platform.
const IMPACT_STYLES: Partial<Record<THapticKind, ImpactStyle>> = {
  light: 'LIGHT' as ImpactStyle,
  medium: 'MEDIUM' as ImpactStyle,
  heavy: 'HEAVY' as ImpactStyle,
};

const NOTIFICATION_TYPES: Partial<Record<THapticKind, NotificationType>> = {
  success: 'SUCCESS' as NotificationType,
  warning: 'WARNING' as NotificationType,
  error: 'ERROR' as NotificationType,
};

/** Capacitor's native runtime injects `window.Capacitor`; on the web it is absent. */
function isNativePlatform(): boolean {
  const capacitor = (globalThis as { Capacitor?: { isNativePlatform?: () => boolean } }).Capacitor;
  return capacitor?.isNativePlatform?.() === true;
}

function warn(kind: THapticKind, error: unknown): void {
  // A haptic failure is only logged to the browser console.
  console.warn(`haptic "${kind}" failed`, error);
}

async function nativeHaptic(kind: THapticKind): Promise<void> {
  const { Haptics } = await import('@capacitor/haptics');
  const style = IMPACT_STYLES[kind];
  if (style !== undefined) {
    await Haptics.impact({ style });
    return;
  }
  const type = NOTIFICATION_TYPES[kind];
  if (type !== undefined) await Haptics.notification({ type });
}

function webHaptic(kind: THapticKind): void {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return;
  const pattern = VIBRATION_PATTERNS[kind];
  navigator.vibrate(typeof pattern === 'number' ? pattern : [...pattern]);
}

/** Plays the haptic `kind`. Resolves once it has been requested; never rejects. */
export async function haptic(kind: THapticKind): Promise<void> {
  try {
    if (isNativePlatform()) {
      await nativeHaptic(kind);
    } else {
      webHaptic(kind);
    }
  } catch (error) {
    warn(kind, error);
  }
}
