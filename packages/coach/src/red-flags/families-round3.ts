import type { TFamilyExtension } from './families.ts';

/**
 * Families added after the second held-out set (ADR 023, "third round"): general rules in all five languages, written
 * against normalise() text (masked idioms as "_", sentence ends as "|"). Each holds for phrasings beyond the set's.
 */

/** Any stretch of the message, sentence ends included (two signals of one family may sit in different sentences). */
const ANY = '[^]{0,300}';
/** Both signals anywhere in the message, in either order. */
function both(a: string, b: string): RegExp {
  return new RegExp(`(?:\\b(?:${a})\\b${ANY}\\b(?:${b})\\b|\\b(?:${b})\\b${ANY}\\b(?:${a})\\b)`);
}

// (a) Putting one's affairs in order and saying goodbye: two signals of the family in one message.
const GIVE_AWAY =
  'gave away|given away|giving away|give away|gave (?:my|our) (?:dog|cat|pets?|bird|rabbit|hamster|things|stuff|belongings)|who gets my (?:things|stuff)|sorted out (?:my|all my) (?:things|stuff|affairs)|put my affairs in order|verschenkt|verschenke|weggegeben|weggeben|meine (?:katze|hund|hunde|katzen|sachen) (?:\\w+ ){0,3}(?:gegeben|abgegeben|vermacht)|weggegeven|weggeef|weg gegeven|mijn (?:kat|hond|spullen) (?:\\w+ ){0,3}(?:gegeven|weggegeven)|donne (?:mon|ma|mes) (?:chat|chien|affaires|choses)|range toutes mes affaires|donne toutes mes|regalato (?:il mio|la mia|le mie|i miei|tutte le mie) (?:cane|gatto|gatta|cose|roba)|regalato tutto|sistemato tutte le mie cose';
const LETTERS_GOODBYE =
  '(?:written|wrote|writing) (?:\\w+ )?letters|letters (?:to|for) (?:my|everyone|all)|say goodbye|said goodbye|saying goodbye|to say goodbye|thank you for everything|thanks for everything|verabschieden|abschied nehmen|danke fur alles|briefe (?:an|fur) (?:alle|meine)|afscheid (?:nemen|te nemen)|bedankt voor alles|brieven (?:voor|aan) (?:iedereen|mijn)|dire adieu|vous dire adieu|dire au revoir a tous|merci pour tout|lettres (?:pour|a) (?:tout le monde|mes)|salutarvi|salutare tutti|dirvi addio|grazie di tutto|grazie per tutto|lettere per tutti|lettere (?:ai|alle) miei';
/** Not needing one's things after a near date ("won't need any of it after this weekend"): a signal, never alone. */
const WONT_NEED =
  '(?:wont (?:be )?need\\w*|brauche \\w+ (?:\\w+ )?nicht mehr|niet meer nodig|plus besoin|servir\\w* piu)[^|]{0,30} (?:after|nach|ab|na|apres|dopo)|(?:after|nach|ab|na|apres|dopo) [^|]{0,30}(?:wont (?:be )?need\\w*|brauche \\w+ (?:\\w+ )?nicht mehr|niet meer nodig|plus besoin|servir\\w* piu)';
/** A move, a new job, retirement or charity explains giving things away and goodbyes: the family does not fire. */
const NOT_LEAVING_LIFE =
  '^(?![^]*\\b(moving|move|moved|umzug|ziehe|ziehen|umziehen|ausland|auswander\\w*|verhuiz\\w*|verhuis|emigr\\w*|demenag\\w*|trasloc\\w*|trasferisc\\w*|new job|neuen job|nieuwe baan|nouveau (travail|boulot|poste)|nuovo lavoro|retire\\w*|rente|ruhestand|pensioen|retraite|pensione|charity|spende\\w*|goede doel|association|beneficenza|flat|apartment|wohnung|appartement|appartamento)\\b)';
const FAREWELL: readonly RegExp[] = [
  new RegExp(NOT_LEAVING_LIFE + '[^]*?' + both(GIVE_AWAY, LETTERS_GOODBYE).source),
  new RegExp(NOT_LEAVING_LIFE + '[^]*?' + both(GIVE_AWAY, WONT_NEED).source),
  new RegExp(NOT_LEAVING_LIFE + '[^]*?' + both(LETTERS_GOODBYE, WONT_NEED).source),
];

// (c) Cutting oneself on purpose, again on the arms, deeper than usual.
const CUT_EN =
  /\b(cut|cutting|cuts|sliced|slicing) (myself|my (arms?|wrists?|legs?|thighs?|skin|stomach))\b[^|]{0,40}\b(on purpose|deliberately|deeper|again)\b|\b(on purpose|deliberately)\b[^|]{0,20}\b(cut|cutting|sliced) (myself|my (arms?|wrists?|legs?|thighs?))\b/;
const CUT_DE =
  /\b(mich|mir)\b[^|]{0,30}\b(geritzt|geschnitten|aufgeschnitten|ritze|ritzen|schneide)\b[^|]{0,30}\b(absichtlich|extra|mit absicht|tiefer|wieder|schon wieder)\b|\b(absichtlich|mit absicht|extra|wieder|schon wieder|tiefer als)\b[^|]{0,40}\b(geritzt|ritze|ritzen|die arme (aufgeschnitten|geschnitten)|in die arme geschnitten)\b/;
const CUT_NL =
  /\b(mezelf|me|mij)\b[^|]{0,30}\b(gesneden|snij|snijden|gekrast|kras|krassen)\b[^|]{0,30}\b(expres|opzettelijk|met opzet|dieper|weer|opnieuw)\b|\b(expres|opzettelijk|met opzet|dieper dan)\b[^|]{0,40}\b(in mijn (armen|polsen|benen) (gesneden|gekrast)|mezelf (gesneden|gekrast|snijden))\b/;
const CUT_FR =
  /\b(me suis|me|m en suis)\b (\w+ )?(coupe|coupee|coupes|scarifie|scarifiee|taillade|tailladee|entaille|entaillee)\b[^|]{0,40}\b(expres|volontairement|exprès|encore|de nouveau|plus profond\w*)\b|\b(expres|volontairement)\b[^|]{0,30}\b(coupe|scarifie|taillade)\w*\b/;
const CUT_IT =
  /\b(mi sono|mi|me le sono|me lo sono)\b (\w+ ){0,2}(tagliat[ao]|tagliuzzat[ao]|taglio|tagliata|ferit[ao])\b[^|]{0,40}\b(apposta|di proposito|volontariamente|di nuovo|ancora|piu a fondo|piu profond\w*)\b|\b(apposta|di proposito)\b[^|]{0,30}\bmi (sono )?(tagliat[ao]|taglio|tagliuzz\w*)\b/;

// (d) A seizure that does not stop or has lasted minutes (an emergency: 112, the person may not be conscious).
const MINUTES =
  '(?:\\d+|two|three|four|five|ten|zwei|drei|vier|funf|zehn|twee|drie|vier|vijf|tien|deux|trois|quatre|cinq|dix|due|tre|quattro|cinque|dieci)';
const SEIZURE_EN = new RegExp(
  `\\b(seizure|seizures|seizing|fitting|having a fit|convuls\\w*|jerking all over|shaking all over)\\b[^|]{0,60}\\b(wont stop|doesnt stop|isnt stopping|not stopping|wont end|keeps going|still going|(for )?(over |more than |about |almost )?${MINUTES} (minutes|mins))\\b`,
);
const SEIZURE_DE = new RegExp(
  `\\b(krampfanfall\\w*|anfall|anfalle|epilepti\\w*|krampft am ganzen korper|zuckt am ganzen korper|zuckungen)\\b[^|]{0,60}\\b(hort nicht auf|horen nicht auf|will nicht aufhoren|geht nicht vorbei|seit (uber |mehr als )?${MINUTES} minuten|${MINUTES} minuten lang)\\b`,
);
const SEIZURE_NL = new RegExp(
  `(?<!(astma|paniek|migraine|hoest|lach|woede|huil) )\\b(aanval|aanvallen|epileptische aanval|stuip\\w*|toeval|convulsie\\w*|schokt over zijn hele lichaam|schokt over haar hele lichaam)\\b[^|]{0,60}\\b(houdt niet op|stopt niet|gaat niet over|blijft maar doorgaan|(al )?(meer dan |ruim |bijna )?${MINUTES} minuten)\\b`,
);
const SEIZURE_FR = new RegExp(
  `\\b(crise d epilepsie|crise epileptique|crise convulsive|convuls\\w*|secousses|spasmes)\\b[^|]{0,60}\\b(s arrete pas|arrete pas|ne cesse pas|continue|depuis (plus de |presque )?${MINUTES} minutes|${MINUTES} minutes)\\b`,
);
const SEIZURE_IT = new RegExp(
  `\\b(crisi epilettica|attacco epilettico|convulsion\\w*|scosse|spasmi|sta convulsando)\\b[^|]{0,60}\\b(non smette|non si ferma|non passa|continua|da (piu di |quasi )?${MINUTES} minuti|${MINUTES} minuti)\\b`,
);

// (f) Stroke signs in lay words: a one-sided smile or face, plus not understanding or mumbling (two signs).
const STROKE_EN: readonly RegExp[] = [
  /\b(only smile|smile only|smiles only|smiling only|can only smile|smiles) (on|with|from) (one|1) side\b/,
  /\b(half|one side|side) of (his|her|my|their|the) (face|mouth)\b[^|]{0,20}\b(slack|drooping|droops|droopy|sagging|sags|hanging|limp|numb|fallen|frozen|paralys\w*)\b/,
  both(
    '(doesnt|does not|cant|can not|cannot|isnt able to) understand (us|me|anything|what we)|(mumbling|mumbles|slurring|slurs|babbling|gibberish)',
    '(mumbling|mumbles|slurring|slurs|babbling|gibberish|face|one side|arm|suddenly|minutes ago)',
  ),
];
const STROKE_DE: readonly RegExp[] = [
  /\b(nicht mehr richtig|nur noch (einseitig|halb|auf einer seite)|nur (einseitig|auf einer seite|halb)) (lacheln|lachelt|lachen|lacht|grinsen)\b|\b(lachelt|lacht|grinst) (nur noch |nur )?(einseitig|schief|auf einer seite|halb)\b/,
  /\b(gesichtshalfte|gesichtsseite|halbe gesicht|mundwinkel|eine seite des gesichts)\b[^|]{0,30}\b(schlaff|hangt|hangen|taub|gelahmt|lahm|schief|herunter)\b/,
  both(
    'versteht (uns|mich|nichts|niemanden) (\\w+ )?nicht|(lallt|nuschelt|brabbelt|redet wirr|spricht verwaschen)',
    '(lallt|nuschelt|brabbelt|gesicht\\w*|mundwinkel|arm|einseitig|plotzlich|seit \\w+ minuten)',
  ),
];
const STROKE_NL: readonly RegExp[] = [
  /\b(lacht|glimlacht|lachen|glimlachen) (nog )?(maar )?(aan|met|op) (een|1) kant\b/,
  /\b(helft|kant|zijkant) van (zijn|haar|het|mijn|z n|d r) (gezicht|mond)\b[^|]{0,25}\b(hangt|slap|verlamd|scheef|gevoelloos|zakt)\b/,
  both(
    'begrijpt (ons|me|mij|niks|niets|niemand) (\\w+ )?niet|(brabbelt|mompelt|lalt|praat raar|praat onduidelijk)',
    '(brabbelt|mompelt|lalt|gezicht|mondhoek|arm|een kant|ineens|plots|opeens|minuten)',
  ),
];
const STROKE_FR: readonly RegExp[] = [
  /\b(sourit|sourire|souris|rit) (plus )?(que )?d (un|1) (seul )?cote\b/,
  /\b(moitie|cote) (du|de son|de sa|de mon) (visage|bouche|figure)\b[^|]{0,25}\b(tombe|affaisse\w*|paralyse\w*|molle?|engourdi\w*|pend|flasque)\b/,
  both(
    '(ne )?(nous|me|rien|personne) comprend (plus|pas|rien)|(bafouill\\w*|marmonn\\w*|baragouin\\w*|parle bizarrement|articule mal)',
    '(bafouill\\w*|marmonn\\w*|baragouin\\w*|visage|cote|bras|soudain\\w*|depuis \\w+ minutes)',
  ),
];
const STROKE_IT: readonly RegExp[] = [
  /\b(sorride|sorriso|ride) (solo )?(da|su|con|di) (un|una) (solo )?(lato|parte)\b/,
  /\b(meta|lato|parte) (del|della|dal) (viso|faccia|bocca)\b[^|]{0,25}\b(cadente|cade|paralizzat\w*|molle|storta|addormentat\w*|abbassat\w*)\b/,
  both(
    'non (ci|mi|capisce) (capisce|nulla|niente|piu)|(biascica|farfuglia|balbetta|parla strano|parla in modo strano)',
    '(biascica|farfuglia|viso|faccia|bocca|braccio|un lato|all improvviso|improvvisamente|da \\w+ minuti)',
  ),
];

// (g) Many pills washed down with alcohol: an overdose, never the medication decline.
const PILLS =
  '(?:pills?|tablets?|sleeping pills|schlaftabletten|tabletten|pillen|slaappillen|pillen|cachets|comprimes|somniferes|pilules|pillole|pastiglie|compresse|sonniferi)';
const BOOZE =
  '(?:wine|vodka|whisky|whiskey|alcohol|beer|booze|gin|rum|wein|bier|schnaps|wodka|alkohol|sekt|wijn|drank|jenever|vin|alcool|biere|whisky|vino|birra|alcol|grappa)';
const OVERDOSE: readonly RegExp[] = [
  new RegExp(
    `\\b([5-9]|[1-9]\\d+|a handful of|the whole|all (my|the)|ganze|alle|handvoll|hele|alle|toutes les|tous les|tutte le|tutti i)\\b(?: [^\\s|]+){0,3} ${PILLS}\\b[^|]{0,60}\\b${BOOZE}\\b`,
  ),
  new RegExp(
    `\\b${BOOZE}\\b[^|]{0,60}\\b([5-9]|[1-9]\\d+|a handful of|the whole|ganze|handvoll|hele|toutes les|tutte le)\\b(?: [^\\s|]+){0,3} ${PILLS}\\b`,
  ),
  // Alcohol poisoning: a whole bottle of spirits and vomiting or hard to wake (poisoning, not fainting; not a hangover).
  both(
    '(whole|entire|full|ganze|ganzen|hele|volle|entiere|intera|intero)(?: [^\\s|]+){0,2} (bottle|fles|flasche|bouteille|bottiglia)[^|]{0,20}(vodka|wodka|whisky|whiskey|gin|rum|tequila|schnaps|jenever|grappa|alcohol|alkohol|alcool|alcol)|(bottle|fles|flasche|bouteille|bottiglia) (intera|entiere) (di|de) (vodka|whisky|gin|rum|tequila|grappa|alcol|alcool)',
    'throwing up|vomit\\w*|kotst|braakt|overgeeft|erbricht|kotzt|ubergibt|vomiss\\w*|vomita|wake|wakker|wach|wecken|reveill\\w*|svegli\\w*|responding|responsive|reagiert|reageert|reagit|risponde|clammy|klamm|klam|blue lips',
  ),
  /\b(runtergespult|runtergekippt|hinuntergespult|washed (them |it )?down|chased (them |it )?(down )?with|doorgespoeld|weggespoeld|fait passer avec|avale (\w+ )?avec|mandat[aoei] giu con|buttat[aoei] giu con)\b/,
];

// (h) Hyperbole: an activity "killed me" / "will kill me", in any tense (only the phrase is masked).
const ACTIVITY_EN =
  'class|workout|session|run|training|deadline|exam|exams|week|day|shift|hike|meeting|meetings|boss|stairs|spin|leg day|commute|ride|race|course|lecture|project|homework|job|heat|hill|bootcamp|crossfit|yoga|pilates|marathon|gym|trainer|coach';
const ACTIVITY_DE =
  'training|zirkeltraining|workout|kurs|lauf|deadline|prufung|woche|tag|schicht|chef|chefin|treppe|treppen|wanderung|spinning|einheit|sitzung|meeting|projekt|hitze|arbeit|job|trainer|trainerin|crossfit|yoga|marathon|beinetag|hausaufgaben|vorlesung|unterricht';
const ACTIVITY_NL =
  'les|training|workout|deadline|examen|tentamen|week|dag|baas|vergadering|spinning|dienst|project|hitte|werk|trainer|crossfit|yoga|marathon|sessie|klim|trap';
const ACTIVITY_FR =
  'cours|seance|entrainement|deadline|echeance|examen|partiel|semaine|journee|chef|reunion|montee|rando|randonnee|spinning|boulot|projet|chaleur|coach|crossfit|yoga|marathon|escaliers|travail';
const ACTIVITY_IT =
  'scadenza|allenamento|lezione|corso|esame|settimana|giornata|capo|riunione|salita|palestra|corsa|spinning|turno|progetto|caldo|lavoro|crossfit|yoga|maratona|scale|personal trainer|istruttore';
const HYPERBOLE: readonly RegExp[] = [
  new RegExp(
    `\\b(${ACTIVITY_EN})\\b[^|]{0,40}\\b(killed|kills|will kill|gonna kill|going to kill|is going to kill|would kill|nearly killed|almost killed|just killed|literally killed|absolutely killed) me\\b`,
  ),
  /\b(killed|kills|will kill|gonna kill) me\b(?= (lol|lmao|haha\w*|xd|rofl)\b)/,
  // "I want to kill this workout / presentation tomorrow": doing it very well.
  new RegExp(
    `\\b(want|wanna|going|gonna|ready|plan|planning|need|about) (to )?(kill|crush|smash) (this|the|my|that|tomorrow s|today s|tomorrows|todays) (\\w+ )?(${ACTIVITY_EN}|presentation|pitch|interview|talk|demo|test)\\b`,
  ),
  new RegExp(
    `\\b(${ACTIVITY_DE})\\w*\\b[^|]{0,50}\\b(hat|hatte|wird|wurde|hat mich|bringt) (mich )?(\\w+ ){0,2}(umgebracht|umbringen|getotet|gekillt|killen|fertig gemacht|geschafft)\\b|\\b(hat|wird) mich (\\w+ ){0,2}(der|die|das|mein|meine) (\\w+ )?(${ACTIVITY_DE})\\w* (\\w+ ){0,2}(umgebracht|umbringen|gekillt)\\b`,
  ),
  new RegExp(
    `\\b(${ACTIVITY_NL})\\w*\\b[^|]{0,40}\\b(heeft|gaat|zal|had) me (\\w+ ){0,2}(vermoord|vermoorden|afgemaakt|afmaken|gesloopt|slopen|gedood)\\b`,
  ),
  new RegExp(
    `\\b(${ACTIVITY_FR})\\w*\\b[^|]{0,40}\\b(m a tue|m a tuee|m ont tue|va me tuer|vont me tuer|me tuera|me tueront|m a achev\\w*|m a massacr\\w*|m a flingu\\w*)\\b`,
  ),
  new RegExp(
    `\\b(${ACTIVITY_IT})\\w*\\b[^|]{0,40}\\bmi (uccidera|ammazzera|ha ucciso|ha uccisa|ha ammazzato|ha ammazzata|uccide|ammazza|ucciderebbe|stendera|ha steso|ha distrutto|distruggera)\\b`,
  ),
  /\bmi (uccidera|ammazzera|ha ucciso|ha ammazzato) (lol|ahah\w*|haha\w*|xd)\b/,
  /\b(m a tue|me tuera|va me tuer) (mdr|lol|ptdr|haha\w*)\b/,
];

// (i) Out of breath from laughing or spicy food (past, hyperbole): only the phrase is masked.
const LAUGHING: readonly RegExp[] = [
  /\b(couldnt|could not|could barely|could hardly|cant|cannot|can not|almost couldnt) (breathe|breath)\b[^|]{0,40}\b(laugh\w*|haha\w*|lol|lmao)\b|\b(laugh\w*)\b[^|]{0,30}\b(couldnt|could not|cant|cannot) (breathe|breath)\b/,
  /\b(spicy|chil+i|chil+ies|hot sauce|wasabi|jalapenos?|habanero|curry|peppers?)\b[^|]{0,50}\b(couldnt|could not|could barely|literally couldnt) (breathe|breath)\b/,
  /\b(vor (lauter )?lachen) (\w+ ){0,3}(keine luft|kaum luft|erstickt|ersticken|nicht atmen)\w*\b|\b(keine luft|kaum luft|erstickt|fast erstickt|nicht mehr atmen)\b (\w+ ){0,3}vor (lauter )?lachen\b/,
  /\b(scharf|chili|wasabi|curry)\w*\b[^|]{0,50}\b(konnte|kriegte) (ich )?(kaum |keine |nicht mehr )?(luft|atmen)\b/,
  /\b(stikken|stikte|gestikt|geen adem|geen lucht|ademen)\b[^|]{0,20}\bvan (het|de) lach\w*\b|\b(lachen|gelachen|lachte)\b[^|]{0,20}\b(stikken|gestikt|geen adem|geen lucht)\b/,
  /\b(pittig|sambal|wasabi|peper|chili)\w*\b[^|]{0,50}\b(kon|kreeg) (ik )?(bijna )?(geen adem|geen lucht|niet ademen|niet meer ademen)\b/,
  /\b(m etouffer|m etouffe|etouffe|etouffee|etouffais|etouffait|suffoqu\w*|respirer|respirais) (\w+ ){0,3}de rire\b|\bmort de rire\b/,
  /\b(piment\w*|epice\w*|wasabi|harissa|piquant\w*)\b[^|]{0,50}\b(failli m etouffer|cru m etouffer|pouvais plus respirer|pouvais pas respirer)\b/,
  /\b(soffoca\w*|soffocato|soffocata|non respiravo|non riuscivo a respirare|senza fiato|morto|morta|morire) (\w+ ){0,2}(dal ridere|dalle risate|per le risate)\b/,
  /\b(piccante|peperoncino|wasabi|nduja)\b[^|]{0,50}\b(non respiravo|non riuscivo a respirare|quasi soffocat[ao])\b/,
];

// (j) A child's tantrum ("crise"), "nearly had a heart attack when I saw", poison in a video game.
const OTHER_IDIOMS: readonly RegExp[] = [
  /\b(m a fait|a fait|ont fait|fait|faire|piquer|pique|piquait|fait encore|refait) une (grosse |vraie |sacree |de ces |petite |belle )?crise\b(?! (cardiaque|d epilepsie|epilep\w*|d asthme|convulsive|d allergie|allergique|d etouffement))/,
  /\b(crise de colere|crise de larmes|crise de nerfs)\b/,
  /\b(nearly|almost) (had|have|got) a heart attack (when|after|seeing|looking|because)\b[^|]{0,40}\b(saw|seeing|see|looked|bill|price|score|news|results?)\b/,
  /\b(fast|beinahe|beinah) (einen )?(herzinfarkt|herzkasper|herzstillstand) (bekommen|gekriegt|gehabt|erlitten)\b[^|]{0,50}\b(als|beim|wegen)\b/,
  /\b(bijna|haast) (een )?(hartaanval|hartinfarct|hartverzakking) (gekregen|gehad|kreeg)\b[^|]{0,50}\b(toen|bij|van)\b/,
  /\b(frole|failli faire|failli avoir|presque fait|presque eu|manque de faire) (la |une )?crise cardiaque\b[^|]{0,50}\b(en voyant|quand j ai vu|devant|a la vue|en lisant|en ouvrant)?/,
  /\b(quasi|per poco) (mi (e|veniva|viene) )?(venuto |preso )?(un )?(infarto|colpo) (quando|a vedere|vedendo|nel vedere)\b/,
  /\b(jeu video|jeux video|jeu|video game|videogame|game|gaming|spiel|videospiel|computerspiel|zocken|spelletje|videogame|videogioco|gioco|boss|niveau|level|livello)\b[^|]{0,60}\b(empoisonn\w*|poison\w*|vergift\w*|avvelena\w*|poisoned)\b/,
  /\b(empoisonn\w*|poison\w*|vergift\w*|avvelena\w*)\b[^|]{0,30}\b(par le|by the|vom|door de|dal) (boss|endboss|eindbaas|mostro|monstre|monster)\b/,
];

// Brainstormed families (third round, beyond the set): where one stands to jump, head banging, chemical fumes,
// detergent capsules in a mouth; hyperbole with overdose, choking, passing out and "heart attack on a plate".
const EDGE = new RegExp(
  `\\b(standing|sitting|stood|sat|climbed) (on|onto|over) (the |a )?(bridge railing|railing|ledge|parapet|edge of the (roof|bridge|cliff|platform|building))\\b|\\b(steh|stehe|sitz|sitze|bin) (\\w+ ){0,2}(auf|an) (dem|der|einem|einer) (bruckengelander|gelander|dachkante|bruckenrand|kante vom dach|klippe)\\b|\\b(sta|zit|ben) (\\w+ ){0,2}(op|aan|over) (de|het|een) (reling|rand van het dak|rand van de brug|dakrand|brugleuning|leuning van de brug)\\b|\\b(suis|assis|assise|debout) (\\w+ ){0,2}(sur|au bord du|au bord de la|de l autre cote de la) (la |le )?(rambarde|parapet|toit|pont|falaise)\\b|\\b(sono|seduto|seduta|in piedi) (\\w+ ){0,2}(sul|sulla|oltre la|oltre il|sul bordo del|sul bordo della) (parapetto|ringhiera|cornicione|bordo del tetto|ponte)\\b`,
);
const EDGE_NOW =
  'now|right now|tonight|jump|jumping|jetzt|gerade|grad|springen|spring|nu|springen|maintenant|ce soir|sauter|saute|adesso|ora|stasera|buttarmi|saltare';
/** "I'd rather die than go on living like this": a wish to die in every language. */
const RATHER_DIE =
  /\b(rather die than|rather be dead than|lieber sterben als|lieber sterbe ich als|lieber tot als|liever dood dan|plutot mourir que|plutot crever que|plutot etre mort\w* que|piuttosto morire che|preferirei morire (piuttosto )?che|meglio morire che|meglio morta che|meglio morto che)\b (\w+ ){0,3}(live|living|leben|weiterleben|leven|vivre|vivere|go on|going on|continue|weitermachen|doorgaan|continuer|continuare|like this|so weiter|zo verder|comme ca|cosi)\b/;
/** On a bridge's railing: alone enough, whatever else the message says. */
const BRIDGE_RAILING =
  /\b(on|onto|over) the (bridge railing|railing of the bridge|bridge parapet)\b|\b(auf|uber) (dem|das) bruckengelander\b|\b(op|over) de (reling|leuning) van de brug\b|\bop de brugleuning\b|\b(sur|au dessus du|de l autre cote du) (le )?parapet du pont\b|\b(sul|oltre il) parapetto del ponte\b|\b(sulla|oltre la) ringhiera del ponte\b/;
const HEAD_BANGING =
  /\b(bang|banging|banged|hit|hitting|smash|smashing|slam|slamming) my head (against|on|into) (the )?(wall|floor|door)\b[^|]{0,30}\b(until|till|on purpose|again|bleed\w*)\b|\b(schlage|schlag|haue|hau) (\w+ )?(meinen |den )?kopf (gegen|an) die wand\b[^|]{0,30}\b(bis|absichtlich|blut\w*)\b|\b(bonk|bonkte|sla|sloeg|beuk) (\w+ )?(mijn |m n )?hoofd tegen de muur\b[^|]{0,30}\b(tot|expres|opzettelijk|bloed\w*)\b|\b(me tape|me tapais|me cogne|me cognais) la tete contre (le|les) mur\w*\b[^|]{0,30}\b(jusqu|expres|saign\w*)\b|\b(sbatto|sbattevo|batto) la testa contro il muro\b[^|]{0,30}\b(finche|fino a|apposta|sangu\w*)\b/;
const FUMES = both(
  '(mixed|mixing|gemischt|gemengd|gemixt|melange|melangee|mescolato|mescolata)[^|]{0,40}(bleach|ammonia|chlorine|javel|chlor\\w*|chloor\\w*|ammoniak|ammoniaque|candeggina|ammoniaca|cloro|acid|saure|zuur|acide|acido)|(bleach|ammonia|chlorine|javel|chlor\\w*|chloor\\w*|ammoniak|ammoniaque|candeggina|ammoniaca|cloro)[^|]{0,40}(mixed|gemischt|gemengd|gemixt|melange|melangee|mescolato|mescolata)|(bleach|chlorine|javel|chlor\\w*|chloor\\w*|candeggina|cloro)[^|]{0,40}(fumes|dampfe|dampf|dampen|damp|vapeurs|fumi|vapori)',
  'cough\\w*|cant breathe|cant stop coughing|dizzy|husten|huste|keine luft|schwindel\\w*|hoest\\w*|geen lucht|duizelig|tousse|tousser|respire mal|du mal a respirer|vertige\\w*|tossisco|tosse|non respiro|respiro male|gira la testa|burning|brennen|brandt|brule|brucia',
);
const DETERGENT =
  /\b(dishwasher|laundry|washing|detergent|vaatwas|vaatwasser|wasmiddel|spulmaschinen|geschirrspul|waschmittel|lave vaisselle|lessive|lavastoviglie|detersivo)\w* ?(tablets?|pods?|capsules?|tabs?|tablet|tabletten|tabs|kapseln|capsule|capsules|pastilles?|pastiglie|pastiglia|\w*tablet\w*)?\b[^|]{0,40}\b(mouth|mond|mund|bouche|bocca|swallowed|bit|bitten|ingeslikt|doorgeslikt|verschluckt|geschluckt|avale|ingoiato|ingoiata|morso|mordu|gebissen|gebeten)\b|\b(vaatwastablet\w*|wastablet\w*|spultab\w*|waschmittelkapsel\w*)\b[^|]{0,40}\b(mond|mund|ingeslikt|verschluckt|geschluckt|doorgeslikt|gebeten|gebissen)\b/;
const DETERGENT_BITTEN =
  /\b(bit|bitten|bit into|chewed|swallowed|licked|sucked|morso|morsicato|ingoiato|ingoiata|leccato|succhiato|mordu|mordille|avale|lèche|leche|gebissen|zerbissen|geschluckt|verschluckt|abgeleckt|gebeten|ingeslikt|doorgeslikt|gelikt|in den mund genommen|in zijn mond|in haar mond|dans la bouche|in bocca)\b[^|]{0,30}\b(laundry|detergent|dishwasher|lessive|lave vaisselle|detersivo|lavastoviglie|waschmittel\w*|spulmaschinen\w*|spultab\w*|wasmiddel\w*|vaatwas\w*)\b/;
/** Cutting oneself by accident (shaving, cooking) is no self-harm "again": the cut words are masked. */
const ACCIDENTAL_CUT =
  /\b(cut|cutting|sliced|geschnitten|geritzt|gesneden|coupe|coupee|tagliato|tagliata)\b[^|]{0,30}\b(shaving|chopping|cooking|kitchen|paper|rasieren|rasiert|kochen|kuche|zwiebel\w*|papier|scheren|koken|keuken|en cuisinant|cuisine|rasant|cucinando|cucina|radendomi)\b|\b(shaving|chopping|cooking|beim rasieren|beim kochen|bij het scheren|bij het koken|en cuisinant|en me rasant|cucinando|mentre cucinavo|radendomi)\b[^|]{0,30}\b(cut|sliced|geschnitten|gesneden|coupe|coupee|tagliato|tagliata)\b/;
/** Days of nothing but water (in any order with the days), as an eating disorder sign. */
const ONLY_WATER = both(
  'nothing but water|only water|only drunk water|only drinking water|nur (noch )?wasser|nichts als wasser|alleen (maar )?water|niets dan water|que de l eau|rien que de l eau|seulement de l eau|solo acqua|soltanto acqua|nient altro che acqua',
  '(for|seit|sinds|al|depuis|da|in) (\\d+|two|three|four|five|six|seven|zwei|drei|vier|funf|sechs|sieben|twee|drie|vier|vijf|zes|zeven|deux|trois|quatre|cinq|six|sept|due|tre|quattro|cinque|sei|sette) (days|tagen|tage|dagen|jours|giorni)|(\\d+|two|three|four|five|six|seven|zwei|drei|vier|funf|sechs|sieben|twee|drie|vijf|zes|zeven|deux|trois|quatre|cinq|sept|due|tre|quattro|cinque|sei|sette) (days|tage|dagen|jours|giorni) (lang|long|of|di|de)',
);
const MORE_IDIOMS: readonly RegExp[] = [
  ACCIDENTAL_CUT,
  // Bored to death, "à mourir" as an intensifier.
  /\b(bored to death|zu tode (gelangweilt|langweilen|gelangweilt)|verveel me (dood|te pletter)|(ennuie|ennuyer|ennuye|ennuyee|ennuyais|ennuyait|beau|belle|belles|beaux|chaud|froid|drole|triste|fatigue|fatiguee|bete) a mourir|(annoio|annoiat[aoie]|annoiare) (da morire|a morte)|da morire di noia)\b/,
  // "I'd rather die than <an activity>" (not than living, going on, like this).
  /\b(rather die than|lieber sterbe ich als|lieber sterben als|liever dood dan|plutot mourir que|plutot crever que|piuttosto morire che|preferirei morire (piuttosto )?che|meglio morire che)\b(?! (\w+ ){0,3}(live|living|leben|weiterleben|leven|vivre|vivere|go on|continue|weitermachen|doorgaan|continuer|continuare|like this|so weiter|zo verder|comme ca|cosi)\b)/,
  // Suffocating in the heat.
  /\b(suffocating|suffocate|ersticke|ersticken|erstick|stik|stikken|etouffe|etouffer|etouffais|soffoco|soffocare|soffocando)\b (\w+ ){0,3}(in|with|avec|con|van|bei|vor|par|dal|dalla) (this |the |dieser |der |de |cette |la |questo |il |questa )?(heat|hitze|hitte|chaleur|caldo|humidity|schwule|canicule|afa|warmte|benauwdheid)\b/,
  // "so hungover I want to die lol": a hangover and a laugh in the same sentence (both needed).
  /\b(hungover|hangover|kater|verkatert|brummschadel|gueule de bois|dopo sbornia|postumi|sbornia|doposbornia)\b[^|]{0,40}\b(want to die|wanna die|gonna die|will sterben|wil dood|veux mourir|voglio morire|sto morendo|ga dood|meurs)\b(?=[^|]{0,20}\b(lol|lmao|haha\w*|xd|mdr|ptdr|ahah\w*|hihi)\b)/,
  // Out of breath after stairs or a run, asked about (Italian "fiatone" and the like).
  /\b(mi manca il fiato|senza fiato|fiatone|affanno|affannato|affannata)\b[^|]{0,20}\b(dopo|facendo|quando faccio) (le scale|la corsa|una corsa|lo sport|l allenamento|la salita|aver corso)\b/,
  /\bheart attack (on a plate|on a bun|in a bun|in a box|burger)\b|\b(herzinfarkt|hartaanval|crise cardiaque|infarto) (auf dem teller|op een bord|dans l assiette|nel piatto|sul piatto)\b/,
  /\b(overdosed|overdosing|overdose|od d|od ed) on (netflix|tv|series|shows|chocolate|sugar|cake|candy|sweets|social media|tiktok|instagram|youtube|games|gaming|sunshine|sun|music|memes|christmas|cookies|pizza|carbs|cheese|reality tv|podcasts)\b|\b(uberdosis|overdosis|overdose|dose) (an |aan |de |di )?(netflix|serien|series|serie|zucker|suiker|sucre|zucchero|schokolade|chocola|chocolat|cioccolato|tiktok|social media|weihnachten|kerst|noel|natale)\b/,
  /\b(choking|choke|choked|drowning) (on|in) (all )?(this |the |my |these )?(paperwork|work|emails|e mails|deadlines|bureaucracy|admin|tasks|meetings|homework|laundry|debt|bills)\b|\b(stik|stikken) in (het |de |mijn )?(werk|mails|papierwerk|administratie)\b|\b(soffoco|affogo|annego) (nel|nella|nelle|nei|di) (lavoro|email|scartoffie|burocrazia|scadenze)\b/,
  /\b(nearly|almost) (passed|pass|fainted|faint) (out )?(from|of|with|because of) (boredom|laughter|laughing|excitement|cuteness|happiness|joy|the price|the bill)\b|\b(vor langeweile|van verveling|d ennui|di noia|dalla noia) (\w+ ){0,2}(ohnmachtig|umgekippt|flauwgevallen|evanoui\w*|svenut\w*)\b|\b(ohnmachtig|umgekippt|flauwgevallen|evanoui\w*|svenut\w*) (\w+ ){0,2}(vor langeweile|van verveling|d ennui|di noia|dalla noia)\b/,
];

/** Dialect forms folded to the standard form before matching (the message is checked in both forms). */
export const DIALECT: readonly (readonly [RegExp, string])[] = [
  // Flemish and spoken Dutch: "ni/nie meer" for "niet meer".
  [/\b(ni|nie|nimmer) meer\b/giu, 'niet meer'],
  // Bavarian, Austrian, Swiss German.
  [/\b(nimma|nimmer|nimmi|nümme|nüm|nüme|numme|nimmamehr)\b/giu, 'nicht mehr'],
  [/\bkoa\b|\bkoane\b|\bkoan\b|\bkei\b|\bkeini\b/giu, 'keine'],
  [/\b(ned|nöd|nod)\b/giu, 'nicht'],
  [/\b(kriagt|kriegt|griagt|überchunnt|überchunt)\b/giu, 'kriegt'],
  [/\b(hod|hät|het)\b(?= (se|sich|si|er|sie|mi|mich|a|an|ka|koa))/giu, 'hat'],
  [/\bi (?=(mog|mag|wui|wü|wott|will|möcht|mecht|ko|kann|hob|hab|ha|bin|bi|gib|hau)\b)/giu, 'ich '],
  [/\b(mog|wui|wü|wott|möcht|mecht)\b/giu, 'will'],
  [/\b(lebn|läbe)\b/giu, 'leben'],
  [/\b(sterbn|stärbe)\b/giu, 'sterben'],
  [/\bmehr do sei\b|\bmehr da sei\b|\bmeh da si\b|\bmeh do si\b/giu, 'mehr da sein'],
  [/\bumbringa\b|\bumbringe\b/giu, 'umbringen'],
  [/\bmei bua\b/giu, 'mein Junge'],
  [/\bse\b(?= (an|a|am) )/giu, 'sich'],
];

const COMMON: TFamilyExtension['idioms'] = [...HYPERBOLE, ...LAUGHING, ...OTHER_IDIOMS, ...MORE_IDIOMS];

export const EN_ROUND3: TFamilyExtension = {
  patterns: {
    suicide_self_harm: [...FAREWELL, CUT_EN, HEAD_BANGING, RATHER_DIE, both(EDGE.source, EDGE_NOW), BRIDGE_RAILING],
    unconscious: [SEIZURE_EN],
    stroke: STROKE_EN,
    overdose_poisoning: [...OVERDOSE, FUMES, DETERGENT, DETERGENT_BITTEN],
    eating_disorder: [ONLY_WATER],
  },
  idioms: COMMON,
};
export const DE_ROUND3: TFamilyExtension = {
  patterns: {
    suicide_self_harm: [CUT_DE],
    unconscious: [SEIZURE_DE],
    stroke: STROKE_DE,
    breathing: [
      /\b(verschluckt|verschluckte|verschlucken)\b[^|]{0,60}\b(keine luft|kaum luft|nicht atmen|kann nicht atmen|kriegt keine)\b|\b(keine luft|kriegt keine luft)\b[^|]{0,60}\bverschluckt\b/,
    ],
  },
};
export const NL_ROUND3: TFamilyExtension = {
  patterns: { suicide_self_harm: [CUT_NL], unconscious: [SEIZURE_NL], stroke: STROKE_NL },
};
export const FR_ROUND3: TFamilyExtension = {
  patterns: { suicide_self_harm: [CUT_FR], unconscious: [SEIZURE_FR], stroke: STROKE_FR },
};
export const IT_ROUND3: TFamilyExtension = {
  patterns: { suicide_self_harm: [CUT_IT], unconscious: [SEIZURE_IT], stroke: STROKE_IT },
};
