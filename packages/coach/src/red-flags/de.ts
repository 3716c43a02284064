import type { TRedFlagPatterns } from './types.ts';

export const DE: TRedFlagPatterns = {
  suicide_self_harm: [
    /\b(mich|mir) (selbst )?(umbringen|toten|toeten)\b/,
    /\bbringe? mich um\b/,
    /\bsuizid|\bselbstmord/,
    /\b(will|mochte|moechte|wurde gern|werde) (nicht mehr leben|sterben|tot sein)\b/,
    /\bnicht mehr leben\b/,
    /\b(mir|mein) das leben nehmen\b|\bmeinem leben ein ende\b/,
    /\blebensmu(e)?de\b/,
    /\b(mich|mir) (selbst )?(verletzen|weh tun|wehtun|ritzen|schaden)\b/,
    /\britze mich\b|\bselbstverletz/,
  ],
  chest_pain: [
    /\bbrustschmerz/,
    /\bschmerz(en)? (in|auf) der brust\b/,
    /\b(druck|enge|engegefuhl|engegefuehl|stechen) (auf|in) der brust\b/,
    /\bbrust (tut weh|schmerzt|brennt|ist eng|druckt|drueckt)\b/,
    /\bherzinfarkt\b/,
  ],
  stroke: [
    /\bschlaganfall\b/,
    /\b(gesicht|mundwinkel) (hangt|haengt)\b|\b(hangend|haengend)(es|er) (gesicht|mundwinkel)\b/,
    /\bverwaschene sprache\b|\blalle\b/,
    /\bkann (nicht mehr|nicht) (richtig )?(sprechen|reden)\b/,
    /\b(halbseitig|eine seite|einseitig) (ist )?(gelahmt|gelaehmt|taub)\b/,
  ],
  breathing: [
    /\batemnot\b/,
    /\b(keine|kaum) luft\b/,
    /\bkann (nicht|kaum) (mehr )?atmen\b/,
    /\bersticke\b|\berstick(en)?\b/,
  ],
  anaphylaxis: [
    /\banaphyla/,
    /\ballergische(r|n)? schock\b/,
    /\b(hals|rachen|zunge|lippen) (schwillt|schwellen|ist zugeschwollen|ist geschwollen)\b/,
    /\bschwillt zu\b|\bgeschwollene zunge\b/,
    /\b(schwere|starke) allergische reaktion\b/,
    /\bepipen\b/,
  ],
  unconscious: [
    /\bbewusstlos\b/,
    /\bohnmacht(ig)?\b|\bohnmaechtig\b/,
    /\bumgekippt\b|\bzusammengebrochen\b|\bkollabiert\b/,
    /\breagiert nicht( mehr)?\b|\bnicht ansprechbar\b/,
  ],
  severe_bleeding: [
    /\bblute(t)? (stark|sehr|heftig|extrem)\b/,
    /\b(starke|heftige|schwere) blutung\b/,
    /\bhort nicht auf zu bluten\b|\bhoert nicht auf zu bluten\b/,
    /\bblutung (hort|hoert|lasst|laesst) (sich )?nicht\b/,
    /\bviel blut verloren\b/,
  ],
  overdose_poisoning: [
    /\buberdosis\b|\bueberdosis\b|\buberdosiert\b/,
    /\bzu viele (tabletten|pillen|medikamente)\b/,
    /\b(packung|schachtel|flasche) (tabletten|pillen) (geschluckt|genommen)\b/,
    /\bvergiftung\b|\bvergiftet\b/,
  ],
};
