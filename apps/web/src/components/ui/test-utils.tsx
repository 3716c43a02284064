/**
 * Test helpers for the ui components: a real i18next instance with the real translations, so
 * tests see the same accessible names as users, and the browser APIs jsdom lacks that Radix uses.
 */
import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as TI18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, NAMESPACES, type TLanguage } from '@openwell/i18n';
import { resources } from '@openwell/i18n/resources.ts';

export function createTestI18n(lng: TLanguage = 'en'): TI18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    ns: [...NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

export function renderWithI18n(ui: ReactElement, lng: TLanguage = 'en'): RenderResult {
  const i18n = createTestI18n(lng);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

/** Pointer-capture, scrollIntoView and ResizeObserver: used by Radix Select and popper content. */
export function installRadixPolyfills(): void {
  const proto = Element.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
  const global = globalThis as unknown as Record<string, unknown>;
  global.ResizeObserver ??= class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}
