/** The emergency number everywhere in the EU and in Switzerland. */
export const EMERGENCY_NUMBER = '112';

/**
 * A national crisis line (reviewed list with sources: docs/coach/crisis-lines.md). Shown in every safety reply, all
 * five countries, whatever the person's language.
 */
export type TCrisisLine = {
  country: 'CH' | 'DE' | 'NL' | 'FR' | 'IT';
  name: string;
  /** Dialable numbers as written locally. */
  phones: readonly string[];
  /** Opening hours in plain words (English; the reply translates the 24/7 case). */
  hours: '24/7' | string;
  url: string;
};

/** Searched 2026-11-23; review before each release (docs/coach/crisis-lines.md). */
export const CRISIS_LINES: readonly TCrisisLine[] = [
  {
    country: 'CH',
    name: 'Die Dargebotene Hand / La Main Tendue / Telefono Amico',
    phones: ['143'],
    hours: '24/7',
    url: 'https://www.143.ch',
  },
  {
    country: 'DE',
    name: 'TelefonSeelsorge',
    phones: ['0800 111 0 111', '0800 111 0 222', '116 123'],
    hours: '24/7',
    url: 'https://www.telefonseelsorge.de',
  },
  {
    country: 'NL',
    name: '113 Zelfmoordpreventie',
    phones: ['113', '0800-0113'],
    hours: '24/7',
    url: 'https://www.113.nl',
  },
  {
    country: 'FR',
    name: '3114 – numéro national de prévention du suicide',
    phones: ['3114'],
    hours: '24/7',
    url: 'https://3114.fr',
  },
  {
    // Italy has no national 24/7 suicide line (the safety reply says so); in an emergency 112.
    country: 'IT',
    name: 'Telefono Amico Italia',
    phones: ['02 2327 2327'],
    hours: 'daily 10:00–24:00',
    url: 'https://www.telefonoamico.it',
  },
];
