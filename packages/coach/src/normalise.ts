/**
 * The form every pattern of the coach is written against: lower case, accents stripped (NFD), ß as ss, apostrophes
 * and other punctuation as spaces (English "n't" joined: "can't" -> "cant"), whitespace collapsed, one space at each end. "J’étouffe!" -> " j etouffe ".
 */
export function normalise(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe');
  const spaced = plain.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  // English contractions as people also type them: "can't" and "cant" both become "cant".
  return ` ${spaced.replace(/\b(\w+n) t\b/g, '$1t')} `;
}

/** Whether any pattern matches the normalised text. */
export function matchesAny(normalised: string, patterns: readonly RegExp[]): boolean {
  return patterns.some((pattern) => pattern.test(normalised));
}
