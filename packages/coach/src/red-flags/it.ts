import type { TRedFlagPatterns } from './types.ts';

export const IT: TRedFlagPatterns = {
  suicide_self_harm: [
    /\bsuicid/,
    /\b(uccidermi|ammazzarmi|togliermi la vita)\b/,
    /\bfarla finita\b/,
    /\bvoglio morire\b/,
    /\bnon voglio (piu )?vivere\b/,
    /\bfarmi del male\b|\btagliarmi\b/,
    /\bautolesion/,
  ],
  chest_pain: [
    /\b(dolore|dolori|male) al petto\b/,
    /\bdolore toracico\b/,
    /\b(oppressione|peso|pressione) (al|sul) petto\b/,
    /\bpetto (stretto|oppresso|che fa male|mi fa male)\b/,
    /\binfarto\b|\battacco di cuore\b/,
  ],
  stroke: [
    /\bictus\b/,
    /\bbocca storta\b/,
    /\b(faccia|viso) (storta|storto|cadente|paralizzata|paralizzato)\b/,
    /\b(non riesco a parlare|parola impastata|parlo impastato|biascico)\b/,
    /\b(paralizzato|paralizzata) da un lato\b|\bun lato (paralizzato|intorpidito)\b/,
  ],
  breathing: [
    /\bnon riesco (piu )?a respirare\b/,
    /\bnon respiro\b/,
    /\b(fatico|fatica|faccio fatica|difficolta) a respirare\b|\bdifficolta respiratori/,
    /\bmi manca (l aria|il respiro|il fiato)\b/,
    /\bsoffoco\b|\bsto soffocando\b/,
  ],
  anaphylaxis: [
    /\banafila/,
    /\bshock allergico\b/,
    /\b(gola|lingua|labbra) (si gonfia|gonfia|gonfie|si chiude|si stanno gonfiando)\b/,
    /\bgonfiore (alla gola|della lingua)\b/,
    /\b(si gonfia|si chiude) la (gola|lingua)\b/,
    /\breazione allergica (grave|forte|seria)\b/,
    /\bepipen\b|\bpenna di adrenalina\b/,
  ],
  unconscious: [
    /\bsvenut(o|a)\b|\bsvenimento\b|\bsvengo\b/,
    /\b(perso i sensi|perdita di coscienza|incosciente|privo di sensi|priva di sensi)\b/,
    /\bnon (risponde|reagisce) piu\b/,
    /\bcollassat(o|a)\b/,
  ],
  severe_bleeding: [
    /\bsanguin(a|o) (molto|tanto|forte|abbondantemente)\b/,
    /\bemorragia\b/,
    /\b(perdo|perso) molto sangue\b/,
    /\b(sangue che non si ferma|non smette di sanguinare)\b/,
  ],
  overdose_poisoning: [
    /\boverdose\b|\bsovradosaggio\b/,
    /\btroppe (pillole|pastiglie|compresse)\b|\btroppi (farmaci|medicinali)\b/,
    /\bavvelenat(o|a)\b|\bavvelenamento\b/,
    /\bintossicazione\b(?! alimentare)|\bintossicat(o|a)\b/,
  ],
};
