import { matchesAny, normalise } from './normalise.ts';

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
  // active substances and brands, any language
  /\b(ibuprofen|ibuprofene|paracetamol|paracetamolo|acetaminophen|aspirin|aspirine|aspirina|melatonin|melatonine|melatonina|insulin|insuline|insulina|metformin|metformine|metformina|diazepam|zolpidem|omeprazol|omeprazole|cortison|cortisone|xanax|valium|advil|tylenol|nurofen|doliprane|dafalgan|tachipirina|voltaren|diclofenac|codeine|codein|codeina|tramadol|sertraline|sertralin|fluoxetine|citalopram|ritalin|levothyrox|l thyroxin)\b/,
  // de
  /\b(medikament|medikamente|medikamenten|tablette|tabletten|pille|pillen|dosis|dosierung|arznei|arzneimittel|schlaftablette|schlaftabletten|schmerzmittel|antidepressiva|blutdrucksenker|beipackzettel)\b/,
  // nl
  /\b(medicijn|medicijnen|medicatie|pil|pillen|dosering|slaappil|slaappillen|pijnstiller|pijnstillers|antidepressiva|bloeddrukverlager|bloeddrukverlagers)\b/,
  // fr
  /\b(medicament|medicaments|cachet|cachets|comprimes?|pilules?|posologie|ordonnance|somniferes?|antidepresseurs?|antidouleurs?|anti inflammatoires?)\b/,
  // it
  /\b(farmaco|farmaci|medicina|medicine|medicinale|medicinali|pillola|pillole|pastiglia|pastiglie|compressa|compresse|dosaggio|posologia|sonniferi|sonnifero|antidepressivi?|antidolorifici?)\b/,
];

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

export function detectOutOfScope(text: string): TOutOfScopeTopic | null {
  const normalised = normalise(text);
  if (matchesAny(normalised, MEDICATION)) return 'medication';
  if (matchesAny(normalised, DIAGNOSIS)) return 'diagnosis';
  return null;
}
