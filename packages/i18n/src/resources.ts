/**
 * Every translation loaded eagerly: for Node (tests, server-rendered e-mails), not for the browser.
 */
import type { TLanguage, TNamespace, TResourceTree } from './index.ts';
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enLanding from '../locales/en/landing.json' with { type: 'json' };
import enPages from '../locales/en/pages.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enUi from '../locales/en/ui.json' with { type: 'json' };
import enDebug from '../locales/en/debug.json' with { type: 'json' };
import enLegal from '../locales/en/legal.json' with { type: 'json' };
import deCommon from '../locales/de/common.json' with { type: 'json' };
import deLanding from '../locales/de/landing.json' with { type: 'json' };
import dePages from '../locales/de/pages.json' with { type: 'json' };
import deErrors from '../locales/de/errors.json' with { type: 'json' };
import deUi from '../locales/de/ui.json' with { type: 'json' };
import deDebug from '../locales/de/debug.json' with { type: 'json' };
import deLegal from '../locales/de/legal.json' with { type: 'json' };
import nlCommon from '../locales/nl/common.json' with { type: 'json' };
import nlLanding from '../locales/nl/landing.json' with { type: 'json' };
import nlPages from '../locales/nl/pages.json' with { type: 'json' };
import nlErrors from '../locales/nl/errors.json' with { type: 'json' };
import nlUi from '../locales/nl/ui.json' with { type: 'json' };
import nlDebug from '../locales/nl/debug.json' with { type: 'json' };
import nlLegal from '../locales/nl/legal.json' with { type: 'json' };
import frCommon from '../locales/fr/common.json' with { type: 'json' };
import frLanding from '../locales/fr/landing.json' with { type: 'json' };
import frPages from '../locales/fr/pages.json' with { type: 'json' };
import frErrors from '../locales/fr/errors.json' with { type: 'json' };
import frUi from '../locales/fr/ui.json' with { type: 'json' };
import frDebug from '../locales/fr/debug.json' with { type: 'json' };
import frLegal from '../locales/fr/legal.json' with { type: 'json' };
import itCommon from '../locales/it/common.json' with { type: 'json' };
import itLanding from '../locales/it/landing.json' with { type: 'json' };
import itPages from '../locales/it/pages.json' with { type: 'json' };
import itErrors from '../locales/it/errors.json' with { type: 'json' };
import itUi from '../locales/it/ui.json' with { type: 'json' };
import itDebug from '../locales/it/debug.json' with { type: 'json' };
import itLegal from '../locales/it/legal.json' with { type: 'json' };

export const resources: Record<TLanguage, Record<TNamespace, TResourceTree>> = {
  en: {
    common: enCommon,
    landing: enLanding,
    pages: enPages,
    errors: enErrors,
    ui: enUi,
    debug: enDebug,
    legal: enLegal,
  },
  de: {
    common: deCommon,
    landing: deLanding,
    pages: dePages,
    errors: deErrors,
    ui: deUi,
    debug: deDebug,
    legal: deLegal,
  },
  nl: {
    common: nlCommon,
    landing: nlLanding,
    pages: nlPages,
    errors: nlErrors,
    ui: nlUi,
    debug: nlDebug,
    legal: nlLegal,
  },
  fr: {
    common: frCommon,
    landing: frLanding,
    pages: frPages,
    errors: frErrors,
    ui: frUi,
    debug: frDebug,
    legal: frLegal,
  },
  it: {
    common: itCommon,
    landing: itLanding,
    pages: itPages,
    errors: itErrors,
    ui: itUi,
    debug: itDebug,
    legal: itLegal,
  },
};
