import { normalise } from './normalise.ts';

/**
 * Tolerant matching for the coach's safety checks (red flags, medical scope; ADR 023). A message becomes tokens
 * (normalise() words, sentence ends kept as boundaries); each token is matched against a language's lexicon of
 * CONCEPTS; rules are concept combinations within a window of tokens inside one sentence. Matching forgives what real
 * writing does: case, accents, repeated letters ("diiiie", "hearrrt"), typos (Damerau-Levenshtein distance 1 on
 * words of 5 letters or more, 2 from 8), inflections (stems) and compounds (parts inside a longer word, German and
 * Dutch: "Brustschmerzen", "borstpijn", "slaappillen").
 */

/**
 * One lexicon entry, written in normalise() form:
 * - `word`: the token is this word (typos forgiven on long words);
 * - `stem*`: the token starts with the stem (typos forgiven on the stem when it is long);
 * - `*part*`: the token contains the part (compounds; exact);
 * - `*end`: the token ends with it (exact);
 * - `#10`: a number of at least 10 written in digits ("30 paracetamol");
 * - several words separated by spaces: consecutive tokens, each as above (a phrase).
 */
export type TLexicon = Readonly<Record<string, readonly string[]>>;

/** Concepts that must all occur within `window` tokens of one sentence (in the given order when `ordered`). */
export type TRule<C extends string = string> = {
  category: C;
  all: readonly string[];
  window?: number;
  ordered?: boolean;
  /** The window may span sentence ends (symptoms listed in several sentences). */
  across?: boolean;
};

/** Collapses runs of one letter: "hearrrt" -> "heart", "atttack" and "attack" -> "atack", "diiiie" -> "die". */
export function squeeze(word: string): string {
  return word.replace(/(\p{L})\1+/gu, '$1');
}

/** Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = new Array<number>(b.length + 1);
    row[0] = i;
    rows.push(row);
  }
  for (let j = 0; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Number.MAX_SAFE_INTEGER;
    const row = rows[i]!;
    const previous = rows[i - 1]!;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, rows[i - 2]![j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/** The typos forgiven on a word of this many letters (as written in the lexicon). */
export function allowedTypos(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

type TPiece = { kind: 'word' | 'stem' | 'part' | 'end' | 'number'; text: string; squeezed: string; typos: number };
type TEntry = { concept: string; pieces: TPiece[] };

/** How tolerant a matcher is: typos are forgiven only on lexicon words and stems of at least this many letters. */
export type TMatcherOptions = { minTypoLength?: number };

function pieceOf(spec: string, minTypoLength = 0): TPiece {
  if (/^#\d+$/.test(spec)) return { kind: 'number', text: spec.slice(1), squeezed: '', typos: 0 };
  const starts = spec.startsWith('*');
  const ends = spec.endsWith('*');
  const text = spec.replace(/^\*|\*$/g, '');
  const kind = starts && ends ? 'part' : starts ? 'end' : ends ? 'stem' : 'word';
  const squeezed = squeeze(text);
  // Typos by the squeezed length; a stem forgives one at most (its token goes on, so more would match anything).
  const typos =
    squeezed.length < minTypoLength
      ? 0
      : kind === 'word'
        ? allowedTypos(squeezed.length)
        : kind === 'stem'
          ? Math.min(1, allowedTypos(squeezed.length))
          : 0;
  return { kind, text, squeezed, typos };
}

function pieceMatches(piece: TPiece, token: string, squeezedToken: string): boolean {
  switch (piece.kind) {
    case 'word':
      if (token === piece.text || squeezedToken === piece.squeezed) return true;
      // A typo is forgiven past the first letter only (people rarely miss the first one; "courir" is not "mourir").
      return (
        piece.typos > 0 &&
        squeezedToken[0] === piece.squeezed[0] &&
        editDistance(squeezedToken, piece.squeezed, piece.typos) <= piece.typos
      );
    case 'stem': {
      if (token.startsWith(piece.text) || squeezedToken.startsWith(piece.squeezed)) return true;
      if (piece.typos === 0 || squeezedToken[0] !== piece.squeezed[0]) return false;
      const length = piece.squeezed.length;
      for (let cut = length - piece.typos; cut <= length + piece.typos; cut++) {
        if (cut < 1 || cut > squeezedToken.length) continue;
        if (editDistance(squeezedToken.slice(0, cut), piece.squeezed, piece.typos) <= piece.typos) return true;
      }
      return false;
    }
    case 'part':
      return token.includes(piece.text) || squeezedToken.includes(piece.squeezed);
    case 'end':
      return token.endsWith(piece.text) || squeezedToken.endsWith(piece.squeezed);
    case 'number':
      return /^\d+$/.test(token) && Number(token) >= Number(piece.text);
  }
}

/** A message as tokens; `null` marks a sentence end (no window spans it). */
export type TTokens = readonly (string | null)[];

/**
 * Letters written as signs inside a word, as people do to get past filters ("k!ll", "su1cide", "d*e", "s3lf h@rm"):
 * a sign between two letters becomes the letter it stands for, before sentences are split ("!" inside a word is no
 * sentence end).
 */
export function unmask(text: string): string {
  const letters: Record<string, string> = {
    '!': 'i',
    '1': 'i',
    '|': 'i',
    '*': 'i',
    '0': 'o',
    '3': 'e',
    '4': 'a',
    '@': 'a',
    $: 's',
    '5': 's',
  };
  return text.replace(/(?<=\p{L})[!1|*034@$5](?=\p{L})/gu, (sign) => letters[sign] ?? sign);
}

/** The message's words in normalise() form, with sentence ends (. ! ? ; : and line breaks) as `null`. */
export function tokenise(text: string): TTokens {
  const tokens: (string | null)[] = [];
  for (const sentence of unmask(text).split(/[.!?;:\n\r…]+/u)) {
    const words = normalise(sentence).trim().split(' ').filter(Boolean);
    if (words.length === 0) continue;
    if (tokens.length > 0) tokens.push(null);
    tokens.push(...words);
  }
  return tokens;
}

/** A compiled lexicon: which concepts each token carries (cached per token), and phrases by position. */
export class Matcher {
  private readonly single: TEntry[] = [];
  /** Phrases grouped by their first piece (one check per distinct first word). */
  private readonly phrasesByFirst = new Map<string, { first: TPiece; entries: TEntry[] }>();
  private readonly startsCache = new Map<string, readonly TEntry[]>();
  private readonly cache = new Map<string, ReadonlySet<string>>();
  /** Words matched exactly only: a real word is not another word with a typo ("allenamento" is no "avvelenamento"). */
  private readonly exact: ReadonlySet<string>;

  constructor(lexicon: TLexicon, knownWords: Iterable<string> = [], options: TMatcherOptions = {}) {
    const exact = new Set<string>(knownWords);
    for (const [concept, specs] of Object.entries(lexicon)) {
      for (const spec of specs) {
        const pieces = spec
          .split(' ')
          .filter(Boolean)
          .map((piece) => pieceOf(piece, options.minTypoLength));
        if (pieces.length === 1) this.single.push({ concept, pieces });
        else {
          const key = `${pieces[0]!.kind}:${pieces[0]!.text}`;
          const group = this.phrasesByFirst.get(key) ?? { first: pieces[0]!, entries: [] };
          group.entries.push({ concept, pieces });
          this.phrasesByFirst.set(key, group);
        }
        for (const piece of pieces) if (piece.kind === 'word') exact.add(piece.text);
      }
    }
    this.exact = exact;
  }

  /** Whether a piece matches a token, remembered per piece (bounded): the same words come back in every message. */
  private readonly pieceCache = new Map<TPiece, Map<string, boolean>>();

  private matches(piece: TPiece, token: string): boolean {
    let known = this.pieceCache.get(piece);
    if (!known) this.pieceCache.set(piece, (known = new Map()));
    const cached = known.get(token);
    if (cached !== undefined) return cached;
    const result = this.matchesNow(piece, token, squeeze(token));
    if (known.size > 2000) known.clear();
    known.set(token, result);
    return result;
  }

  private matchesNow(piece: TPiece, token: string, squeezed: string): boolean {
    if (this.exact.has(token) && (piece.kind === 'word' || piece.kind === 'stem')) {
      return piece.kind === 'word'
        ? token === piece.text || squeezed === piece.squeezed
        : token.startsWith(piece.text) || squeezed.startsWith(piece.squeezed);
    }
    return pieceMatches(piece, token, squeezed);
  }

  private conceptsOfToken(token: string): ReadonlySet<string> {
    const cached = this.cache.get(token);
    if (cached) return cached;
    const found = new Set<string>();
    const squeezed = squeeze(token);
    for (const entry of this.single) {
      if (found.has(entry.concept)) continue;
      if (this.matchesNow(entry.pieces[0]!, token, squeezed)) found.add(entry.concept);
    }
    if (this.cache.size > 5000) this.cache.clear();
    this.cache.set(token, found);
    return found;
  }

  /** The phrases whose first piece matches the token (remembered per token). */
  private phrasesStartingWith(token: string): readonly TEntry[] {
    const cached = this.startsCache.get(token);
    if (cached) return cached;
    const found: TEntry[] = [];
    const squeezed = squeeze(token);
    for (const { first, entries } of this.phrasesByFirst.values()) {
      if (this.matchesNow(first, token, squeezed)) found.push(...entries);
    }
    if (this.startsCache.size > 5000) this.startsCache.clear();
    this.startsCache.set(token, found);
    return found;
  }

  /** For each token position, the concepts found there (a phrase counts at every position it covers). */
  concepts(tokens: TTokens, masked: ReadonlySet<number> = new Set()): Set<string>[] {
    const result = tokens.map((token, index) =>
      token === null || masked.has(index) ? new Set<string>() : new Set(this.conceptsOfToken(token)),
    );
    tokens.forEach((first, start) => {
      if (first === null || masked.has(start)) return;
      for (const entry of this.phrasesStartingWith(first)) {
        const { pieces } = entry;
        if (start + pieces.length > tokens.length) continue;
        let all = true;
        for (let k = 1; k < pieces.length && all; k++) {
          const token = tokens[start + k];
          all = token != null && !masked.has(start + k) && this.matches(pieces[k]!, token);
        }
        if (all) for (let k = 0; k < pieces.length; k++) result[start + k]!.add(entry.concept);
      }
    });
    return result;
  }
}

/** Whether a rule holds: each concept at some position, all within the window (inside one sentence unless `across`). */
export function ruleHolds(rule: TRule, concepts: readonly Set<string>[], tokens: TTokens): boolean {
  const window = rule.window ?? 1;
  if (rule.all.length === 0) return false;
  for (let start = 0; start < concepts.length; start++) {
    // A window starts at a token carrying one of the rule's concepts and covers tokens [start, start + window).
    if (!rule.all.some((concept) => concepts[start]!.has(concept))) continue;
    let end = start;
    while (end < concepts.length && end - start < window && (rule.across || tokens[end] !== null)) end++;
    if (rule.ordered) {
      // In order; two concepts may share a token (a compound such as "brustschmerzen").
      let at = start;
      const ok = rule.all.every((concept) => {
        while (at < end && !concepts[at]!.has(concept)) at++;
        return at < end;
      });
      if (ok) return true;
    } else if (
      rule.all.every((concept) => {
        for (let i = start; i < end; i++) if (concepts[i]!.has(concept)) return true;
        return false;
      })
    ) {
      return true;
    }
  }
  return false;
}

const GLOBAL = new WeakMap<RegExp, RegExp>();
/** The pattern with the `g` flag (for matchAll), compiled once. */
function globalOf(pattern: RegExp): RegExp {
  let global = GLOBAL.get(pattern);
  if (!global) {
    global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    GLOBAL.set(pattern, global);
  }
  return global;
}

/** Token positions covered by the matches of `patterns` on the tokens joined by spaces (sentence ends as " | "). */
export function maskedBy(tokens: TTokens, patterns: readonly RegExp[]): Set<number> {
  const masked = new Set<number>();
  if (patterns.length === 0) return masked;
  const starts: number[] = [];
  let text = ' ';
  for (const token of tokens) {
    starts.push(text.length);
    text += `${token ?? '|'} `;
  }
  for (const pattern of patterns) {
    const global = globalOf(pattern);
    for (const match of text.matchAll(global)) {
      const from = match.index;
      const to = from + match[0].length;
      starts.forEach((position, index) => {
        const tokenEnd = position + (tokens[index] ?? '|').length;
        if (position < to && tokenEnd > from && tokens[index] !== null) masked.add(index);
      });
    }
  }
  return masked;
}

/** The text of the tokens with the masked ones replaced by "_", in normalise() form (for plain regexes). */
export function maskedText(tokens: TTokens, masked: ReadonlySet<number>): string {
  return ` ${tokens.map((token, index) => (token === null ? '|' : masked.has(index) ? '_' : token)).join(' ')} `;
}
