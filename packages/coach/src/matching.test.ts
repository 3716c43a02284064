import { describe, expect, it } from 'vitest';
import { Matcher, editDistance, maskedBy, ruleHolds, squeeze, tokenise } from './matching.ts';

describe('the tolerant matching', () => {
  it('collapses repeated letters', () => {
    expect(squeeze('hearrrt')).toBe('heart');
    expect(squeeze('diiiie')).toBe('die');
    expect(squeeze('attack')).toBe(squeeze('atack'));
  });

  it('measures the edit distance with transpositions, stopping above the bound', () => {
    expect(editDistance('suicide', 'suicdie', 2)).toBe(1);
    expect(editDistance('attack', 'atack', 1)).toBe(1);
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
  });

  it('matches words with typos by length, stems, compound parts and numbers', () => {
    const matcher = new Matcher({
      DIE: ['die'],
      KILL: ['kill'],
      SUICIDE: ['suicid*'],
      PAIN: ['*schmerz*', '*pijn*'],
      CHEST: ['*brust*', '*borst*'],
      ATTACK: ['attack'],
      MANY: ['#10'],
    });
    const concepts = (text: string) => matcher.concepts(tokenise(text)).map((set) => [...set].sort());
    expect(concepts('diie kil suicde atack')).toEqual([['DIE'], ['KILL'], ['SUICIDE'], ['ATTACK']]);
    expect(concepts('Brustschmerzen borstpijn')).toEqual([
      ['CHEST', 'PAIN'],
      ['CHEST', 'PAIN'],
    ]);
    expect(concepts('30 9')).toEqual([['MANY'], []]);
    // No typo on short words, none on the first letter.
    expect(concepts('dye mill')).toEqual([[], []]);
  });

  it('applies a rule within a window inside one sentence, in order when asked', () => {
    const matcher = new Matcher({ PAIN: ['pain'], CHEST: ['chest'] });
    const holds = (text: string, window: number, ordered = false, across = false) => {
      const tokens = tokenise(text);
      return ruleHolds(
        { category: 'x', all: ['PAIN', 'CHEST'], window, ordered, across },
        matcher.concepts(tokens),
        tokens,
      );
    };
    expect(holds('pain right here in the chest', 6)).toBe(true);
    expect(holds('pain right here in the chest', 3)).toBe(false);
    expect(holds('chest and pain', 3, true)).toBe(false);
    expect(holds('pain. chest', 5)).toBe(false);
    expect(holds('pain. chest', 5, false, true)).toBe(true);
  });

  it('masks only the words an idiom covers', () => {
    const tokens = tokenise('this workout is killing me and i want to die');
    const masked = maskedBy(tokens, [/\bis killing me\b/]);
    expect([...masked].map((index) => tokens[index])).toEqual(['is', 'killing', 'me']);
  });
});
