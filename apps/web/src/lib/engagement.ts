import { useSyncExternalStore } from 'react';

/**
 * "The user has engaged": first pointer, key, touch or wheel input, or the first client-side
 * navigation. Code that is not needed to show the first page (page-transition animations, the
 * toast region) waits for it, so the landing page's initial download stays small.
 */
const EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;
const LISTENER_OPTIONS: AddEventListenerOptions = { capture: true, passive: true };

let engaged = false;
const subscribers = new Set<() => void>();

function onInput(): void {
  markEngaged();
}

if (typeof window !== 'undefined') {
  for (const type of EVENTS) window.addEventListener(type, onInput, LISTENER_OPTIONS);
}

export function markEngaged(): void {
  if (engaged) return;
  engaged = true;
  if (typeof window !== 'undefined') {
    for (const type of EVENTS) window.removeEventListener(type, onInput, LISTENER_OPTIONS);
  }
  for (const notify of [...subscribers]) notify();
}

export function isEngaged(): boolean {
  return engaged;
}

function subscribe(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

export function useEngaged(): boolean {
  return useSyncExternalStore(subscribe, isEngaged, () => false);
}
