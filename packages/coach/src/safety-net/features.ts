import { squeeze, type TTokens } from '../matching.ts';
import { analyse, RED_FLAG_CATEGORIES, ruleHitsOf } from '../red-flags.ts';
import { scopeByRules } from '../scope.ts';

/** How the red-flag check read a message (red-flags.ts `analyse`). */
export type TMessageReading = {
  tokens: TTokens;
  masked: ReadonlySet<number>;
  /** Per language, the concepts found at each token. */
  concepts: readonly (readonly ReadonlySet<string>[])[];
};

/**
 * The safety net's view of a message (ADR 023): what a small linear model can weigh where the rules need an exact
 * combination. All from the red-flag check's own analysis (tokens, idiom mask, concepts), so both read the message the
 * same way:
 * - `w:` each word, letters squeezed ("diiiie" -> "die"); a word inside a harmless idiom counts as `m:` instead;
 * - `b:` two neighbouring words of one sentence;
 * - `c:` the letter groups of 3 to 5 of each word, with its edges ("<bru", "ust>"), which carry typos, inflections and
 *   compound parts ("brustschmerzen", "borstpijn");
 * - `k:` each concept the lexicons find (typos forgiven, in any language), and `p:` two concepts in one message;
 * - `n:` a number of at least 10 in digits (a count of pills); `u:` and `v:` each number's size (a bucket) with the
 *   word after it or its letters ("36 kg", "38bpm": the unit) and with the word before it ("pulse 38"), because a
 *   number means danger only with what it counts (36 kg, a pulse of 38, 6 minutes of a seizure);
 * - `r:` each red-flag rule or pattern that holds (by name), so the net learns which rules to believe;
 * - `t:` the tone and frame of the message, which the words alone do not carry (`markersOf`): each emoji and emoticon
 *   (normalise() drops them), laughter and "just kidding" in any language, a question mark, a negation of the five
 *   languages within three words before a concept (`g:` with the concept: "non mi voglio ammazzare", "no chest
 *   pain"), past, media and awareness markers, and the message's length in words as a bucket; each also paired with
 *   whether a red-flag rule (`x:R+`) or a scope rule (`x:S+`) holds, because a linear model cannot combine them
 *   itself ("a rule holds, but on a joke"), and the frames among them also with each concept (`y:`);
 * Features are hashed into FEATURE_SPACE buckets (FNV-1a), so the model is a plain array of weights per class.
 */
export const FEATURE_SPACE = 1 << 18;

export function hashFeature(feature: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    hash ^= feature.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % FEATURE_SPACE;
}

// Emoji (pictographs, with their modifiers and joiners left out) and the common emoticons.
const EMOJI = /\p{Extended_Pictographic}/gu;
const EMOTICONS = /(?:^|\s)(?:[:;=]-?[)(dpo3*|\\/]+|x-?d+|<3|\^\^|\^_\^|:'\()(?=\s|$)/giu;
// Laughter and "just kidding" in the five languages, as tokens (squeezed: "hahaha" stays, "loool" -> "lol").
const LAUGH =
  /^(?:(?:a?h[aei]){2,}h?|(?:ah){2,}|lol|lmao|lmfao|rofl|mdr|ptdr|xd|jk|kidding|joking|jaja|hihi|hehe|hah?a)$/;
const JOKE = new Set([
  'jk',
  'kidding',
  'joking',
  'joke',
  'witz',
  'scherz',
  'spass',
  'grapje',
  'geintje',
  'blague',
  'rigole',
  'scherzo',
  'scherzando',
  'scherzi',
  'ironia',
  'ironie',
  'sarcasm',
  'sarkasmus',
]);
// Negations of the five languages (the normalise() form), for a concept within three words after them.
const NEGATIONS = new Set([
  'no',
  'not',
  'never',
  'without',
  'dont',
  'didnt',
  'doesnt',
  'isnt',
  'wasnt',
  'arent',
  'havent',
  'hasnt',
  'nor',
  'nicht',
  'kein',
  'keine',
  'keinen',
  'keiner',
  'keinem',
  'keines',
  'nie',
  'niemals',
  'ohne',
  'weder',
  'ned',
  'koa',
  'niet',
  'geen',
  'nooit',
  'zonder',
  'noch',
  'pas',
  'jamais',
  'sans',
  'aucun',
  'aucune',
  'ni',
  'non',
  'mai',
  'senza',
  'nessun',
  'nessuno',
  'nessuna',
  'ne',
  'neanche',
  'nemmeno',
]);
const PAST = new Set([
  'ago',
  'yesterday',
  'once',
  'used',
  'was',
  'were',
  'had',
  'last',
  'fruher',
  'damals',
  'gestern',
  'war',
  'hatte',
  'letztes',
  'letzten',
  'vroeger',
  'geleden',
  'gisteren',
  'vorig',
  'vorige',
  'autrefois',
  'hier',
  'derniere',
  'dernier',
  'etait',
  'avait',
  'fa',
  'ieri',
  'scorso',
  'scorsa',
  'era',
  'aveva',
  'anni',
]);
const MEDIA = new Set([
  'movie',
  'film',
  'films',
  'series',
  'serie',
  'episode',
  'show',
  'book',
  'novel',
  'documentary',
  'news',
  'article',
  'podcast',
  'game',
  'song',
  'folge',
  'buch',
  'roman',
  'doku',
  'nachrichten',
  'artikel',
  'spiel',
  'aflevering',
  'boek',
  'nieuws',
  'spel',
  'livre',
  'documentaire',
  'jeu',
  'chanson',
  'puntata',
  'libro',
  'romanzo',
  'documentario',
  'notizie',
  'articolo',
  'gioco',
  'canzone',
  'videogame',
  'videogioco',
  'thriller',
  'krimi',
  'tatort',
]);
const AWARE = new Set([
  // preparing for someone else's emergency: a course, being prepared, asking out of curiosity
  'prepared',
  'prepare',
  'course',
  'kurs',
  'cursus',
  'cours',
  'corso',
  'ehbo',
  'secourisme',
  'ersthelfer',
  'hypothetically',
  'theoretically',
  'theoretisch',
  'theoriquement',
  'teoricamente',
  'curious',
  'neugierig',
  'benieuwd',
  'curieux',
  'curieuse',
  'curiosita',
  'signs',
  'symptoms',
  'recognise',
  'recognize',
  'warning',
  'prevent',
  'risk',
  'anzeichen',
  'symptome',
  'erkennen',
  'erkenne',
  'warnzeichen',
  'vorbeugen',
  'risiko',
  'signalen',
  'symptomen',
  'herkennen',
  'herken',
  'voorkomen',
  'risico',
  'signes',
  'symptomes',
  'reconnaitre',
  'prevenir',
  'risque',
  'segnali',
  'sintomi',
  'riconoscere',
  'prevenire',
  'rischio',
  'segni',
]);

/** A number's size as a bucket: decades up to 60, then wider. */
function numberBucket(value: number): string {
  if (value < 10) return value < 5 ? '0-4' : '5-9';
  if (value < 60) return `${Math.floor(value / 10) * 10}s`;
  if (value < 100) return value < 80 ? '60-79' : '80-99';
  if (value < 200) return value < 150 ? '100-149' : '150-199';
  return value < 1000 ? '200-999' : '1000+';
}

/** The `u:` and `v:` features of the numbers among the tokens (see featuresOf). */
function numberFeatures(tokens: TTokens, names: Set<string>): void {
  const wordAt = (index: number): string | null => {
    const token = tokens[index];
    return token !== null && token !== undefined && /^\p{L}+$/u.test(token) ? squeeze(token) : null;
  };
  tokens.forEach((token, index) => {
    const match = token === null ? null : /^(\d+)(\p{L}*)$/u.exec(token);
    if (!match) return;
    const bucket = numberBucket(Number(match[1]));
    const unit = match[2] ? squeeze(match[2]) : wordAt(index + 1);
    const before = wordAt(index - 1);
    if (unit) names.add(`u:${unit}:${bucket}`);
    if (before) names.add(`v:${before}:${bucket}`);
  });
}

function lengthBucket(words: number): string {
  return words <= 3 ? '1-3' : words <= 7 ? '4-7' : words <= 15 ? '8-15' : words <= 30 ? '16-30' : '31+';
}

/** The message's tone and frame (see above), before the pairing with the rules. */
export function markersOf(text: string, { tokens, masked, concepts }: TMessageReading): Set<string> {
  const markers = new Set<string>();
  for (const [emoji] of text.matchAll(EMOJI)) {
    markers.add(`emoji:${emoji}`);
    markers.add('emoji');
  }
  for (const [emoticon] of text.matchAll(EMOTICONS)) {
    markers.add(`emoticon:${emoticon.trim().toLowerCase()}`);
    markers.add('emoji');
  }
  if (text.includes('?')) markers.add('question');
  let words = 0;
  tokens.forEach((token, index) => {
    if (token === null) return;
    words++;
    const word = squeeze(token);
    if (LAUGH.test(word)) markers.add('laugh');
    if (JOKE.has(token)) markers.add('joke');
    if (PAST.has(token)) markers.add('past');
    if (MEDIA.has(token)) markers.add('media');
    if (AWARE.has(token)) markers.add('aware');
    if (masked.has(index)) return;
    const here = new Set<string>();
    for (const perToken of concepts) for (const concept of perToken[index] ?? []) here.add(concept);
    if (here.size === 0) return;
    for (let back = 1; back <= 3; back++) {
      const before = tokens[index - back];
      if (before === null || before === undefined) break;
      if (NEGATIONS.has(before)) {
        markers.add('negated');
        for (const concept of here) markers.add(`g:${concept}`);
        break;
      }
    }
  });
  markers.add(`len:${lengthBucket(words)}`);
  return markers;
}

/** The markers of a frame that changes what a concept means (a joke, a question, the past...), paired with each
 * concept (`y:`): "jump" with an emoji is not "jump" alone. */
const FRAMES = new Set(['joke', 'laugh', 'emoji', 'negated', 'question', 'aware', 'past', 'media']);

/** Each feature once, hashed (a message is a set of features; counts do not matter). `text` adds the markers. */
export function featuresOf(
  { tokens, masked, concepts }: TMessageReading,
  ruleHits: Iterable<string>,
  text?: string,
): number[] {
  const names = new Set<string>();
  let redFlagRule = false;
  let scopeRule = false;
  for (const hit of ruleHits) {
    names.add(`r:${hit}`);
    if (hit.startsWith('scope:')) scopeRule = true;
    else redFlagRule = true;
  }
  const found = new Set<string>();
  for (const perToken of concepts) for (const at of perToken) for (const concept of at) found.add(concept);
  if (text !== undefined) {
    for (const marker of markersOf(text, { tokens, masked, concepts })) {
      names.add(`t:${marker}`);
      if (redFlagRule) names.add(`x:R+${marker}`);
      if (scopeRule) names.add(`x:S+${marker}`);
      if (FRAMES.has(marker)) for (const concept of found) names.add(`y:${marker}+${concept}`);
    }
  }
  let previous: string | null = null;
  tokens.forEach((token, index) => {
    if (token === null) {
      previous = null;
      return;
    }
    const word = squeeze(token);
    if (masked.has(index)) {
      names.add(`m:${word}`);
      previous = null;
      return;
    }
    names.add(`w:${word}`);
    if (previous !== null) names.add(`b:${previous}_${word}`);
    previous = word;
    if (/^\d+$/.test(word)) {
      if (Number(word) >= 10) names.add('n:10+');
      return;
    }
    const edged = `<${word}>`;
    for (let size = 3; size <= 5; size++) {
      for (let start = 0; start + size <= edged.length; start++) names.add(`c:${edged.slice(start, start + size)}`);
    }
  });
  numberFeatures(tokens, names);
  const sorted = [...found].sort();
  for (const concept of sorted) names.add(`k:${concept}`);
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length; j++) names.add(`p:${sorted[i]}+${sorted[j]}`);
  }
  return [...new Set([...names].map(hashFeature))];
}

/** The safety net's classes: no emergency, each red-flag category, then the two medical topics (ADR 023). */
export const SAFETY_CLASSES = ['none', ...RED_FLAG_CATEGORIES, 'medication', 'diagnosis'] as const;
export const EMERGENCY_CLASSES = SAFETY_CLASSES.map((_, index) => index).filter((index) => index >= 1 && index <= 9);
export const MEDICATION = SAFETY_CLASSES.indexOf('medication');
export const DIAGNOSIS = SAFETY_CLASSES.indexOf('diagnosis');

/** What the net reads of a message besides its words: every rule that held, and the medical scope's rules. */
export function safetyFeatures(text: string) {
  const reading = analyse(text);
  const hits = ruleHitsOf(text, reading);
  const scope = scopeByRules(text);
  const words = reading.tokens.filter((token) => token !== null).length;
  return {
    hits,
    scope,
    words,
    features: featuresOf(reading, [...hits.keys(), ...(scope ? [`scope:${scope}`] : [])], text),
  };
}

/** The chance that a message is no emergency (no emergency, or a medical question), from the class chances. */
export function notEmergency(chances: readonly number[]): number {
  return chances[0]! + chances[MEDICATION]! + chances[DIAGNOSIS]!;
}
