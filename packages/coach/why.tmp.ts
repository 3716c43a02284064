import { Matcher, maskedBy, maskedText, ruleHolds, tokenise } from './src/matching.ts';
import { DE } from './src/red-flags/de.ts';
import { EN } from './src/red-flags/en.ts';
import { FR } from './src/red-flags/fr.ts';
import { IT } from './src/red-flags/it.ts';
import { NL } from './src/red-flags/nl.ts';
const L = { EN, DE, NL, FR, IT };
const text = process.argv[2]!;
const tokens = tokenise(text);
const masked = maskedBy(tokens, Object.values(L).flatMap((l) => l.idioms));
console.log(maskedText(tokens, masked));
for (const [name, lang] of Object.entries(L)) {
  const m = new Matcher(lang.lexicon);
  const c = m.concepts(tokens, masked);
  for (const r of lang.rules) if (ruleHolds(r, c, tokens)) console.log(name, r.category, r.all.join(' '), tokens.map((t, i) => [...c[i]!].filter((x) => r.all.includes(x)).length ? `${t}:${[...c[i]!].filter((x) => r.all.includes(x))}` : '').filter(Boolean).join(' '));
  for (const [cat, ps] of Object.entries(lang.patterns)) for (const p of ps) if (p.test(maskedText(tokens, masked))) console.log(name, cat, String(p));
}
