import { Matcher, ruleHolds, tokenise, type TLexicon } from './matching.ts';
import { matchesAny, normalise } from './normalise.ts';
import { COMMON_WORDS } from './red-flags/common-words.ts';

/** Questions the coach never answers (a fixed reply, no engine called): diagnoses, medication and doses. */
export const OUT_OF_SCOPE_TOPICS = ['diagnosis', 'medication'] as const;
export type TOutOfScopeTopic = (typeof OUT_OF_SCOPE_TOPICS)[number];

/**
 * Medication and doses, all five languages (normalise() form). Deliberately broad: a message that names a medicine,
 * pills or a dose is declined even when it might have been harmless; the coach never weighs in on them.
 */
const MEDICATION: readonly RegExp[] = [
  // en
  /\b(medication|medications|medicine|medicines|meds|pill|pills|tablet|tablets|dose|doses|dosage|prescription|prescribed)\b/,
  /\b(painkillers?|antidepressants?|antibiotics?|sleeping pills?|beta blockers?|statins?|ssris?)\b/,
  /\b\d+ ?(mg|mcg|milligrams?|micrograms?)\b/,
  // de
  /\b(medikament|medikamente|medikamenten|tablette|tabletten|pille|pillen|dosis|dosierung|arznei|arzneimittel|schlaftablette|schlaftabletten|schmerzmittel|antidepressiva|blutdrucksenker|beipackzettel)\b/,
  // nl
  /\b(medicijn|medicijnen|medicatie|pil|pillen|dosering|slaappil|slaappillen|pijnstiller|pijnstillers|antidepressiva|bloeddrukverlager|bloeddrukverlagers)\b/,
  // fr
  /\b(medicament|medicaments|cachet|cachets|comprimes?|pilules?|posologie|ordonnance|somniferes?|antidepresseurs?|antidouleurs?|anti inflammatoires?)\b/,
  // it
  /\b(farmaco|farmaci|medicina|medicine|medicinale|medicinali|pillola|pillole|pastiglia|pastiglie|compressa|compresse|dosaggio|posologia|sonniferi|sonnifero|antidepressivi?|antidolorifici?)\b/,
];

/**
 * The same with tolerance (ADR 022): substances and brands with typos ("parcetamol"), compounds ("slaappillen",
 * "Blutdrucktabletten", "Schmerztabletten"), colloquial forms ("Ibus").
 */
const MEDICATION_LEXICON: TLexicon = {
  MED: [
    '*pillen', '*pille', '*pilletje*', '*tabletten', '*tablette', '*tabletje*', '*tablets', '*tablet', '*comprime*',
    '*compresse', '*pastiglie', '*pillole', '*medikament*', '*medicijn*', '*medicament*', '*farmac*', 'meds', 'medic*',
    'antihistamin*', 'antistamin*', 'beta block*', 'betablock*', 'betabloqu*', 'betabloccant*', 'betablokker*',
    'schlafmittel*', 'slaapmiddel*', 'sleep aid*', 'sleeping aid*', 'somnifere*', 'sonnifer*', 'painkiller*',
    '*schmerzmittel*', 'pijnstiller*', 'antidouleur*', 'antidolorific*', 'antidepress*', 'antibiotic*', 'antibiotik*',
    'antibiotica', 'antibiotique*', 'paracetamol*', 'acetaminophen', 'ibuprofen*', 'ibus', 'aspirin*',
    'tylenol', 'advil', 'nurofen', 'doliprane', 'dafalgan', 'efferalgan', 'tachipirin*', 'brufen',
    'xanax', 'valium', 'stilnox', 'zolpidem', 'oxazepam', 'lorazepam', 'temesta', 'diazepam', 'tramadol', 'codein*',
    'sertralin*', 'fluoxetin*', 'citalopram', 'escitalopram', 'insulin*', 'metformin*', 'novalgin', 'benadryl',
    'melatonin*', 'spasfon', 'voltaren', 'diclofenac', 'naproxen', 'omeprazol*', 'pantoprazol*', 'cortison*',
    'prednison*', 'ritalin', 'statin*', 'magnesium', 'gocce', 'druppels', 'tropfen', 'sirup', 'siroop', 'sirop',
    'sciroppo', 'zalf', 'salbe', 'pommade', 'pomata', 'ordonnance', 'rezept', 'recept', 'ricetta', 'prescription',
  ],
};

/** Conditions a diagnosis question names (all languages, normalise() form). */
const CONDITION =
  '(diabet\\w*|cancer|krebs|kanker|cancro|tumou?r\\w*|tumeur\\w*|depress\\w*|apn(o)?e\\w*|apnea|apnee|hypertensi\\w*|ipertensione|hypertonie|bluthochdruck|hoge bloeddruk|high blood pressure|arr?hythm\\w*|aritmi\\w*|vorhofflimmern|boezemfibrillatie|fibrillation|afib|thyroid\\w*|schilddruse\\w*|schildklier\\w*|tiroide|covid|long covid|insomni\\w*|schlafstorung\\w*|slapeloosheid|burn ?out|adhd|tdah|asthma|asthme|astma|infe[ck]t\\w*|illness|disease|krankheit|ziekte|maladie|malattia|disorder|stoornis|storung|troubles? du \\w+|disturbo|sclerose|sclerosi|sclerosis|alzheimer|parkinson|dementia|demenz|dementie|demence|demenza)';

/** Ways of asking whether one has something (all languages). */
const FRAME =
  '(do i have|could i have|might i have|have i got|is (this|it|that)|could (this|it|that) be|am i|sign of|signs of|symptom of|symptoms of|habe ich|hab ich|ist (das|es)|konnte (das|es)|bin ich|anzeichen (fur|von)|heb ik|is (dit|het)|zou (dit|het)|kan (dit|het)|ben ik|teken van|symptoom van|est ce que j ai|ai je|j ai (peut etre )?(un|une|le|la|du|de la)|est ce (un|une|le|la)|c est (un|une)|suis je|signe d|symptome d|ho (il|la|lo|un|una|l)|e (il|la|un|una)|potrebbe essere|sono (malato|malata)|segno di|sintomo di)';

const DIAGNOSIS: readonly RegExp[] = [
  new RegExp(`\\b${FRAME}\\b.*\\b${CONDITION}\\b`),
  /\b(whats|what is|what s) wrong with me\b/,
  /\bdiagnos/,
  /\b(was fehlt mir|was ist los mit mir|was (habe|hab) ich (denn )?( fur eine krankheit)?$)/,
  /\b(wat mankeer(t)? (me|mij|ik)|wat is er mis met mij|wat heb ik $)/,
  /\b(qu est ce que j ai $|qu est ce qui ne va pas chez moi|qu ai je $)/,
  /\b(che cosa ho $|cosa ho $|cosa ho che non va|che malattia ho)/,
];

/**
 * The same with tolerance: a question ("?") that asks whether one has something (FRAME) and names a condition or an
 * organ's problem (CONDITION) anywhere in the message.
 */
const DIAGNOSIS_LEXICON: TLexicon = {
  FRAME: [
    'do i have', 'have i got', 'is it', 'is this', 'is that', 'could it be', 'could this be', 'could my', 'am i',
    'something wrong', 'wrong with', 'do you think i have', 'too high', 'too low', 'is my', 'hab ich', 'habe ich',
    'ist das', 'ist es', 'konnte', 'koennte', 'liegen', 'liegt es', 'zu hoch', 'zu niedrig', 'bin ich', 'heb ik',
    'is dit', 'is het', 'is er iets mis', 'iets mis met', 'kan het zijn', 'ben ik', 'komt het door', 'komen door',
    'te hoog', 'te traag', 'te laag', 'werkt mijn', 'est ce', 'c est', 'j ai un', 'j ai une', 'j ai de', 'j ai des', 'j ai du', 'ai je', 'je fais',
    'ca pourrait', 'pourrait', 'suis je', 'trop haute', 'trop elevee', 'trop eleve', 'ho un', 'ho una', 'ho la',
    'ho il', 'e la', 'e il', 'e un', 'e una', 'potrebbe', 'sono in', 'dipendere', 'troppo alta', 'troppo alto',
  ],
  CONDITION: [
    '*menis*', 'heart problem', 'heart condition', 'problem with my heart', 'am herzen', 'mit dem herzen',
    'met mijn hart', 'probleme cardiaque', 'problema al cuore', 'problema cardiaco', 'blood pressure', 'blutdruck',
    'bloeddruk', 'tension', 'pressione', 'pressione alta', '*mangel', 'deficiency', '*tekort', 'tekort', 'carence',
    'carenza', 'afib', 'thyroid', 'thyro*', 'hypothyro*', 'hyperthyro*', 'schildklier', 'schilddrus*', 'tiroide',
    'ipotiroid*', 'testosteron*', 'burnt out', 'burned out', 'burnout', 'burn out', '*apnoe', '*apneu', 'apnee',
    'apnea', '*geschwur', 'ulcer', 'ulcere', 'ulcera', 'maagzweer', '*allergie', 'allergy', 'intoleran*', 'asthma',
    'asthme', 'astma', 'asma', 'glicemia', 'blutzucker', 'bloedsuiker', 'blood sugar', 'glycemie', 'diabet*',
    'anemi*', 'anaemi*', 'anami*', 'infection', 'infektion', 'infectie', 'tendinit*', 'sehnenentzundung',
    'peesontsteking', 'arthrit*', 'artrit*', 'arthrose', 'artrosi', 'migrain*', 'migran*', 'emicrania', 'hernia',
    'hernie', 'bandscheibenvorfall', 'depression', 'depressie', 'depressione', 'depress*', 'long covid', 'covid',
    'cancer', 'krebs', 'kanker', 'cancro', 'tumor*', 'sclerose', 'sclerosi', 'gout', 'gicht', 'jicht', 'gotta',
    'reflux', 'fibromyalg*', 'lyme', 'borreliose', 'pfeiffer', 'mononucleos*', 'narcolep*', 'narkolep*',
  ],
};

const MEDICATION_MATCHER = new Matcher(MEDICATION_LEXICON, COMMON_WORDS);
const DIAGNOSIS_MATCHER = new Matcher(DIAGNOSIS_LEXICON, COMMON_WORDS);
const MEDICATION_RULE = { category: 'medication', all: ['MED'] };
const DIAGNOSIS_RULE = { category: 'diagnosis', all: ['FRAME', 'CONDITION'], window: 40, across: true };

export function detectOutOfScope(text: string): TOutOfScopeTopic | null {
  const normalised = normalise(text);
  const tokens = tokenise(text);
  if (matchesAny(normalised, MEDICATION)) return 'medication';
  if (ruleHolds(MEDICATION_RULE, MEDICATION_MATCHER.concepts(tokens), tokens)) return 'medication';
  if (matchesAny(normalised, DIAGNOSIS)) return 'diagnosis';
  if (text.includes('?') && ruleHolds(DIAGNOSIS_RULE, DIAGNOSIS_MATCHER.concepts(tokens), tokens)) return 'diagnosis';
  return null;
}
