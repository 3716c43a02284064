/**
 * Everyday words that look like an alarming word with a typo or two: matched exactly, never forgiven as a typo of
 * another word (normalise() form). Add a word here when the evaluation set shows it mistaken for another.
 */
export const COMMON_WORDS: readonly string[] = [
  // en
  'drink', 'drinks', 'while', 'doing', 'chopping', 'shopping', 'stopping', 'when', 'where', 'bouldering', 'breaking', 'breeding', 'still', 'kilometers', 'kilometres', 'hearth', 'heat', 'dying', 'dieting', 'diet', 'diets', 'deadline', 'deed', 'blending', 'bleeping', 'breakfast', 'breadth', 'swelling', 'selling', 'smelling', 'telling', 'yelling', 'spelling', 'spilling', 'filling', 'killer', 'thrilling', 'chilling', 'drilling', 'grilling', 'courses',
  // de
  'bringen', 'bringt', 'bringe', 'training', 'trainieren', 'wandern', 'tote', 'sterne', 'werben', 'erben', 'leben', 'lieben', 'loben', 'brechen', 'stechen', 'sprechen', 'rechnen', 'laufen', 'schlafen', 'atmung', 'achtung',
  // nl
  'trainen', 'lopen', 'zelf', 'dood', 'goed', 'doet', 'leven', 'beven', 'geven', 'zweten', 'weten', 'eten', 'meten',
  // fr
  'salle', 'seance', 'aucune', 'motivation', 'conseils', 'courir', 'nourrir', 'ouvrir', 'souffrir', 'couvrir', 'mourir', 'sourire', 'blessures', 'blessure', 'entrainement', 'collation', 'collations', 'colere', 'respecter', 'reposer',
  // it
  'allenamento', 'allenamenti', 'allenarmi', 'fanno', 'correre', 'morire', 'dormire', 'mangiare', 'uccello', 'sonno', 'sonnolenza',
];
