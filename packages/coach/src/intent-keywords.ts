import type { TLanguage } from '@openwell/i18n';

/** The word groups intents are built from, per language (normalise() form: no accents, no apostrophes). */
export type TKeyword =
  | 'injection'
  | 'who'
  | 'whatCan'
  | 'improve'
  | 'sleep'
  | 'lastNight'
  | 'steps'
  | 'today'
  | 'active'
  | 'heart'
  | 'goals'
  | 'streak'
  | 'focus'
  | 'stress'
  | 'nutrition'
  | 'substances'
  | 'weight'
  | 'summary'
  | 'greeting';

const w = (source: string) => new RegExp(`\\b(${source})\\b`);

export const KEYWORDS: Record<TLanguage, Record<TKeyword, RegExp>> = {
  en: {
    injection: w(
      '(ignore|disregard|forget|override) (all |any )?(of )?(the |your |my )?(previous |prior |above |earlier |system )?(instructions|rules|prompt|guidelines)|system prompt|your (instructions|prompt|rules)|you are now|from now on you are|you are dan|dan mode|do anything now|jailbreak|developer mode|pretend (you are|to be)|act as|roleplay as|(other|another|all) (users?|people|persons?|employees?|colleagues?|coworkers?)( s)?( data| sleep| steps| messages| results| conversations)?|someone else s|my (boss|manager|colleague|coworker) s (data|sleep|steps)',
    ),
    who: w(
      'who are you|what are you|are you (a |an )?(human|real|doctor|ai|bot|robot|person|chatgpt)|is this (a )?(bot|ai|human)',
    ),
    whatCan: w(
      'what can you (do|help)|how can you help|what do you know|what can i ask|help me understand what you do',
    ),
    improve: w('improve|better|more|increase|boost|tips?|advice|help me|how can i|how do i|how to|should i|get more'),
    sleep: w('sleep|slept|sleeping|asleep|bedtime|bed time'),
    lastNight: w('last night|tonight|yesterday night'),
    steps: w('steps?|walk|walked|walking|walks'),
    today: w('today|so far'),
    active: w('active minutes|activity minutes|active|activity|exercise|exercised|workouts?|moved|move|moving'),
    heart: w('heart ?rate|pulse|bpm|resting heart|rhr'),
    goals: w('goal|goals|target|targets'),
    streak: w('streak|in a row'),
    focus: w('focus areas?|focus|health profile|questionnaire'),
    stress: w('stress|stressed|stressful|anxious|overwhelmed|relax|relaxing|calm|tense|worried|burnt out'),
    nutrition: w('eat|eating|food|diet|nutrition|meals?|snacks?|drink|drinking|water|hydrated|hydration|sugar|recipe'),
    substances: w(
      'smoke|smoking|smoker|cigarettes?|tobacco|nicotine|vape|vaping|alcohol|alcoholic|beers?|wine|drunk|hangover|caffeine|coffee|energy drinks?',
    ),
    weight: w('weight|overweight|underweight|bmi|body fat|waist'),
    summary: w('my week|overview|summary|how am i doing|how (was|is) my week|how did i do'),
    greeting: w('hi|hello|hey|good morning|good evening|good afternoon|howdy'),
  },
  de: {
    injection: w(
      'ignorier\\w* (alle |die )?(vorherigen |bisherigen |obigen )?(anweisungen|regeln|vorgaben)|vergiss (alle |die )?(anweisungen|regeln)|systemprompt|system prompt|du bist (jetzt|nun|ab sofort)|tu so als|daten (anderer|von anderen|meiner kollegen|meines chefs)|andere(r|n)? (nutzer|nutzerinnen|mitarbeiter\\w*|kollegen|personen)',
    ),
    who: w('wer bist du|was bist du|bist du (ein |eine )?(mensch|arzt|arztin|ki|bot|roboter|echt)'),
    whatCan: w('was kannst du|wobei kannst du|wie kannst du mir helfen|was weisst du'),
    improve: w('verbessern|besser|mehr|tipps?|rat|ratschlag|wie kann ich|was kann ich|hilf mir|steigern|erhohen'),
    sleep: w('schlaf\\w*|geschlafen|nachtruhe'),
    lastNight: w('letzte nacht|heute nacht|vergangene nacht|diese nacht'),
    steps: w('schritte?n?|gelaufen|gegangen|spazier\\w*'),
    today: w('heute|bisher'),
    active: w('aktive minuten|aktivminuten|aktiv|aktive|aktivitat|bewegung|bewegt|sport|training|trainiert'),
    heart: w('ruhepuls|puls|herzfrequenz|ruheherzfrequenz'),
    goals: w('ziel|ziele|zielen'),
    streak: w('serie|streak|in folge|am stuck'),
    focus: w('schwerpunkt\\w*|fokus\\w*|gesundheitsprofil|fragebogen|anamnesebogen'),
    stress: w('stress|gestresst|angespannt|entspann\\w*|unruhig|uberfordert|nervos'),
    nutrition: w('essen|ernahrung|mahlzeit\\w*|trinken|wasser|zucker|snacks?|rezept\\w*'),
    substances: w(
      'rauch\\w*|zigarette\\w*|tabak|nikotin|vape\\w*|alkohol\\w*|bier|wein|koffein|kaffee|energy ?drinks?',
    ),
    weight: w('gewicht\\w*|ubergewicht|untergewicht|bmi|korperfett|abnehmen|schlank\\w*|taille'),
    summary: w('meine woche|uberblick|zusammenfassung|wie geht es mir|wie stehe ich|wie war meine woche'),
    greeting: w('hallo|hi|guten (morgen|tag|abend)|gruezi|gruss gott|servus|moin'),
  },
  nl: {
    injection: w(
      'negeer (alle |de )?(vorige |eerdere |bovenstaande )?(instructies|regels)|vergeet (alle |de )?(instructies|regels)|systeemprompt|system prompt|je bent nu|vanaf nu ben je|doe alsof|gegevens van (andere|collega|mijn collega|mijn baas)\\w*|andere (gebruikers|medewerkers|collega s|mensen)',
    ),
    who: w('wie ben jij|wie ben je|wat ben jij|wat ben je|ben je (een )?(mens|arts|dokter|ai|bot|robot|echt)'),
    whatCan: w('wat kun je|wat kan je|waarmee kun je|hoe kun je me helpen|wat weet je'),
    improve: w('verbeteren|beter|meer|tips?|advies|hoe kan ik|wat kan ik|help me'),
    sleep: w('slaap|slapen|geslapen|sliep|nachtrust'),
    lastNight: w('vannacht|afgelopen nacht|gisteravond|gisternacht'),
    steps: w('stappen|gelopen|wandel\\w*|lopen'),
    today: w('vandaag|tot nu toe'),
    active: w('actieve minuten|actief|beweging|bewogen|bewegen|sport|gesport|training|getraind'),
    heart: w('hartslag|rustpols|pols|rusthartslag'),
    goals: w('doel|doelen'),
    streak: w('reeks|streak|op rij'),
    focus: w('aandachtsgebied\\w*|focus\\w*|gezondheidsprofiel|vragenlijst'),
    stress: w('stress|gestrest|gespannen|ontspann\\w*|onrustig|overweldigd|zenuwachtig'),
    nutrition: w('eten|voeding|maaltijd\\w*|drinken|water|suiker|snacks?|recept\\w*'),
    substances: w(
      'rook|roken|roker|sigaret\\w*|tabak|nicotine|vapen|alcohol|bier|wijn|cafeine|koffie|energiedrank\\w*',
    ),
    weight: w('gewicht|overgewicht|ondergewicht|bmi|lichaamsvet|afvallen|slank\\w*|taille'),
    summary: w('mijn week|overzicht|samenvatting|hoe gaat het met mij|hoe doe ik het|hoe was mijn week'),
    greeting: w('hallo|hoi|hey|goedemorgen|goedemiddag|goedenavond'),
  },
  fr: {
    injection: w(
      'ignore[rz]? (toutes )?(les |tes |vos )?(instructions|consignes|regles)( precedentes)?|oublie[rz]? (toutes )?(les |tes |vos )?(instructions|consignes|regles)|prompt systeme|tu es maintenant|vous etes maintenant|fais semblant|donnees (des autres|d autres|de mes collegues|de mon chef)|autres (utilisateurs|employes|collegues|personnes)',
    ),
    who: w(
      'qui es tu|qui etes vous|qu es tu|(es tu|etes vous) (un |une )?(humain|humaine|medecin|docteur|ia|robot|bot)',
    ),
    whatCan: w(
      'que (peux tu|pouvez vous|sais tu) faire|qu est ce que (tu peux|vous pouvez|tu sais) faire|comment (peux tu|pouvez vous) m aider',
    ),
    improve: w('ameliorer|mieux|plus|conseils?|astuces?|comment (puis je|faire|je peux)|aide moi|augmenter'),
    sleep: w('sommeil|dormi|dormir|dors|couche'),
    lastNight: w('cette nuit|la nuit derniere|hier soir'),
    steps: w(
      'combien de pas|mes pas|nombre de pas|\\d+ pas|pas (aujourd hui|cette semaine|par jour)|marche|marcher|podometre',
    ),
    today: w('aujourd hui|jusqu ici|pour l instant'),
    active: w('minutes actives|minutes d activite|actif|active|activite|bouge|bouger|sport|entrainement|exercice'),
    heart: w('frequence cardiaque|pouls|rythme cardiaque|cardiaque'),
    goals: w('objectif|objectifs'),
    streak: w('serie|d affilee|streak'),
    focus: w('axes? prioritaires?|priorites?|profil sante|questionnaire|points? d attention'),
    stress: w('stress|stresse|stressee|angoisse|tendu|tendue|detendre|calme|deborde|debordee'),
    nutrition: w('manger|mange|alimentation|nourriture|repas|boire|eau|sucre|grignot\\w*|recette\\w*'),
    substances: w(
      'fume|fumer|fumeur|fumeuse|cigarettes?|tabac|nicotine|vapot\\w*|alcool|bieres?|vins?|cafeine|cafes?|boissons? energisantes?',
    ),
    weight: w('poids|surpoids|maigreur|imc|masse grasse|maigrir|mincir|tour de taille'),
    summary: w('ma semaine|resume|bilan|apercu|comment je vais|ou j en suis'),
    greeting: w('bonjour|salut|bonsoir|coucou'),
  },
  it: {
    injection: w(
      'ignora (tutte )?(le )?(istruzioni|regole)( precedenti)?|dimentica (tutte )?(le )?(istruzioni|regole)|prompt di sistema|ora sei|adesso sei|fai finta|dati (degli altri|di altri|dei miei colleghi|del mio capo)|altri (utenti|dipendenti|colleghi)',
    ),
    who: w('chi sei|cosa sei|sei (un |una )?(umano|persona|medico|dottore|ia|robot|bot)'),
    whatCan: w('cosa puoi fare|cosa sai fare|come puoi aiutarmi|in cosa puoi aiutarmi'),
    improve: w('migliorare|meglio|di piu|consigli?|suggerimenti?|come posso|aiutami|aumentare'),
    sleep: w('sonno|dormito|dormire|dormo'),
    lastNight: w('stanotte|ieri notte|questa notte|la notte scorsa'),
    steps: w('passi|camminato|camminare|camminata'),
    today: w('oggi|finora'),
    active: w('minuti attivi|attivo|attiva|attivita|movimento|mosso|sport|allenamento|allenato|esercizio'),
    heart: w('frequenza cardiaca|battito|battiti|polso'),
    goals: w('obiettivo|obiettivi|traguardo'),
    streak: w('serie|di fila|streak|consecutivi'),
    focus: w('aree? di attenzione|priorita|profilo (di )?salute|questionario|focus'),
    stress: w('stress|stressato|stressata|ansia|teso|tesa|rilassar\\w*|calmo|calma|sopraffatto'),
    nutrition: w('mangiare|mangio|alimentazione|cibo|pasti|pasto|bere|acqua|zucchero|dieta|ricett\\w*'),
    substances: w(
      'fumo|fumare|fumatore|fumatrice|sigarett\\w*|tabacco|nicotina|svapo|alcol|alcool|birra|vino|caffeina|caffe|energy drink',
    ),
    weight: w('peso|sovrappeso|sottopeso|imc|bmi|grasso corporeo|dimagrire|girovita'),
    summary: w('la mia settimana|riepilogo|panoramica|come sto andando|resoconto'),
    greeting: w('ciao|buongiorno|buonasera|salve'),
  },
};
