import type { TRedFlagPatterns } from './types.ts';

export const NL: TRedFlagPatterns = {
  suicide_self_harm: [
    /\bzelfmoord/,
    /\bsuicid(e|aal|ale)\b/,
    /\bik wil (dood|sterven|er niet meer zijn|niet meer leven)\b/,
    /\bniet meer (willen )?leven\b/,
    /\b(een )?einde aan (mijn|m n) leven\b/,
    /\bmezelf (van het leven beroven|doden|iets aandoen|pijn doen|snijden|verwonden)\b/,
    /\bzelfbeschadiging\b|\bsnijd mezelf\b/,
  ],
  chest_pain: [
    /\bpijn (op|in) (de|mijn|m n) borst\b/,
    /\bborstpijn\b/,
    /\b(druk|beklemming|beklemd gevoel) op (de|mijn|m n) borst\b/,
    /\bhartaanval\b|\bhartinfarct\b/,
  ],
  stroke: [
    /\bberoerte\b|\bherseninfarct\b|\bhersenbloeding\b/,
    /\bscheve mond\b|\bhangende mondhoek\b|\bgezicht hangt\b/,
    /\bonduidelijke spraak\b|\bpraat onduidelijk\b|\bdubbele tong\b/,
    /\bkan (niet meer|niet) (goed )?(praten|spreken)\b/,
    /\b(verlamd aan een kant|een kant (is )?verlamd|halfzijdig verlamd)\b/,
  ],
  breathing: [
    /\bbenauwd\b(?! weer)/,
    /\bkan (niet|nauwelijks|bijna niet) (meer )?ademen\b/,
    /\bkrijg (geen|nauwelijks) (lucht|adem)\b/,
    /\bademnood\b|\bkortademig\b/,
    /\bik stik\b/,
  ],
  anaphylaxis: [
    /\banafyla/,
    /\ballergische shock\b/,
    /\b(keel|tong|lippen) (zwelt|zwellen|is opgezwollen|zit dicht)\b/,
    /\bopgezwollen (keel|tong)\b/,
    /\b(ernstige|heftige) allergische reactie\b/,
    /\bepipen\b/,
  ],
  unconscious: [
    /\bbewusteloos\b|\bbuiten bewustzijn\b/,
    /\bflauwgevallen\b|\bflauw gevallen\b/,
    /\breageert niet( meer)?\b/,
    /\bin elkaar gezakt\b/,
  ],
  severe_bleeding: [
    /\bbloedt (hevig|erg|heel erg|veel|enorm)\b/,
    /\b(hevige|ernstige|zware) bloeding\b/,
    /\bbloeding stopt niet\b|\bstopt niet met bloeden\b/,
    /\bveel bloed verloren\b/,
  ],
  overdose_poisoning: [
    /\boverdosis\b/,
    /\bte veel (pillen|tabletten|medicijnen) (genomen|ingenomen|geslikt)\b/,
    /\bstrip (pillen|tabletten) (genomen|geslikt)\b/,
    /\bvergiftigd\b|\bvergiftiging\b/,
  ],
};
