import { describe, expect, it } from 'vitest';
import { RED_FLAG_CATEGORIES, type TRedFlagCategory } from './red-flags.ts';
import { detectOutOfScope, detectRedFlag } from './safety.ts';

/** Realistic phrasings per language and category, colloquial ones included. */
const FIRES: Record<'en' | 'de' | 'nl' | 'fr' | 'it', Record<TRedFlagCategory, string[]>> = {
  en: {
    suicide_self_harm: [
      'I want to kill myself',
      'honestly i just want to end my life',
      'I keep thinking about hurting myself',
      "I don't want to live anymore",
      'kms',
      'I have been having suicidal thoughts',
    ],
    chest_pain: ['I have chest pain', 'There is a crushing chest feeling', 'pain in my chest since this morning'],
    stroke: ['My dad’s face is drooping', 'she has slurred speech', 'I think I am having a stroke'],
    breathing: ["I can't breathe", 'I cant breathe properly', 'really short of breath right now'],
    anaphylaxis: ['my throat is swelling after the peanuts', 'Throat swelling!!', 'I think I need my EpiPen'],
    unconscious: ['my colleague passed out', 'he is unconscious', 'I fainted at work'],
    severe_bleeding: ["it's bleeding heavily", "the bleeding won't stop"],
    overdose_poisoning: ['I took too many pills', 'i think i overdosed', 'my son swallowed bleach'],
    eating_disorder: [
      'I make myself throw up after eating',
      'i have been starving myself to lose weight',
      'I take laxatives every day to stay thin',
      'binge at night then purge',
    ],
  },
  de: {
    suicide_self_harm: [
      'Ich will mich umbringen',
      'Ich denke an Suizid',
      'Ich will nicht mehr leben',
      'ich ritze mich',
    ],
    chest_pain: ['Ich habe Brustschmerzen', 'starke Schmerzen in der Brust', 'Druck auf der Brust'],
    stroke: ['Ich glaube, ich habe einen Schlaganfall', 'Sein Mundwinkel hängt', 'verwaschene Sprache'],
    breathing: ['Ich habe Atemnot', 'ich kriege keine Luft', 'Ich kann nicht atmen'],
    anaphylaxis: ['Mein Hals schwillt zu', 'allergischer Schock', 'Meine Zunge schwillt'],
    unconscious: ['Meine Kollegin ist bewusstlos', 'ich bin ohnmächtig geworden', 'er ist umgekippt'],
    severe_bleeding: ['Die Wunde blutet stark', 'hört nicht auf zu bluten'],
    overdose_poisoning: ['Ich habe zu viele Tabletten genommen', 'Überdosis', 'ich glaube ich bin vergiftet'],
    eating_disorder: [
      'Ich erbreche mich absichtlich nach dem Essen',
      'Seit Tagen nichts gegessen, ich bin zu fett',
      'Ich habe Bulimie',
    ],
  },
  nl: {
    suicide_self_harm: ['Ik denk aan zelfmoord', 'ik wil dood', 'Ik wil niet meer leven', 'ik wil mezelf iets aandoen'],
    chest_pain: ['Ik heb pijn op de borst', 'druk op mijn borst', 'borstpijn'],
    stroke: ['Ik denk dat het een beroerte is', 'ze heeft een scheve mond', 'hij praat onduidelijk'],
    breathing: ['ik ben erg benauwd', 'Ik krijg geen lucht', 'kan niet ademen'],
    anaphylaxis: ['Mijn keel zwelt op', 'allergische shock', 'opgezwollen tong na een wesp'],
    unconscious: ['Mijn collega is flauwgevallen', 'hij is bewusteloos', 'ze reageert niet meer'],
    severe_bleeding: ['het bloedt hevig', 'het stopt niet met bloeden'],
    overdose_poisoning: ['Ik heb te veel pillen genomen', 'overdosis', 'ik denk dat ik vergiftigd ben'],
    eating_disorder: [
      'Ik geef expres over na het eten',
      'ik eet al dagen niks om af te vallen',
      'eetbuien en daarna kots ik alles weer uit',
    ],
  },
  fr: {
    suicide_self_harm: ['Je pense au suicide', 'Je veux me tuer', "J'ai envie de mourir", 'je veux en finir'],
    chest_pain: ["J'ai une douleur thoracique", 'mal à la poitrine', 'une oppression dans la poitrine'],
    stroke: ['Je crois que c’est un AVC', 'son visage qui tombe', 'il a la bouche de travers'],
    breathing: ["J'étouffe", "je n'arrive plus à respirer", 'du mal à respirer'],
    anaphylaxis: ['Ma gorge se ferme', 'choc allergique', 'œdème de Quincke'],
    unconscious: ['Ma collègue est inconsciente', 'il s’est évanoui', 'elle a perdu connaissance'],
    severe_bleeding: ['ça saigne beaucoup', "ça n'arrête pas de saigner"],
    overdose_poisoning: ["J'ai pris trop de médicaments", 'surdose', 'je crois que je suis empoisonné'],
    eating_disorder: ['Je me fais vomir après les repas', 'Je prends des laxatifs pour maigrir', 'je suis boulimique'],
  },
  it: {
    suicide_self_harm: ['Penso al suicidio', 'voglio uccidermi', 'voglio farla finita', 'non voglio più vivere'],
    chest_pain: ['Ho dolore al petto', 'un dolore toracico forte', 'sento un peso sul petto'],
    stroke: ['Credo sia un ictus', 'ha la bocca storta', 'non riesco a parlare bene'],
    breathing: ['Non riesco a respirare', 'mi manca l’aria', 'sto soffocando'],
    anaphylaxis: ['Mi si gonfia la gola', 'la gola si chiude', 'shock anafilattico'],
    unconscious: ['Il mio collega è svenuto', 'ha perso i sensi', 'è priva di sensi'],
    severe_bleeding: ['sanguina molto', 'non smette di sanguinare'],
    overdose_poisoning: ['Ho preso troppe pillole', 'overdose', 'credo di essere avvelenato'],
    eating_disorder: [
      'Mi faccio vomitare dopo cena',
      'Prendo lassativi ogni giorno per dimagrire',
      'soffro di anoressia',
    ],
  },
};

describe('detectRedFlag', () => {
  for (const [language, categories] of Object.entries(FIRES)) {
    for (const category of RED_FLAG_CATEGORIES) {
      it(`${language}: ${category}`, () => {
        const phrases = categories[category];
        expect(phrases.length).toBeGreaterThan(0);
        for (const phrase of phrases) expect([phrase, detectRedFlag(phrase)]).toEqual([phrase, category]);
      });
    }
  }

  it('ignores case, accents, spacing and punctuation', () => {
    expect(detectRedFlag('  I   CAN’T   BREATHE!!! ')).toBe('breathing');
    expect(detectRedFlag('J’ETOUFFE')).toBe('breathing');
    expect(detectRedFlag('ueberdosis')).toBe('overdose_poisoning');
    expect(detectRedFlag('BRUSTSCHMERZEN')).toBe('chest_pain');
  });

  it('checks every language whatever the rest of the message is written in', () => {
    expect(detectRedFlag('Hello coach, ich habe Atemnot')).toBe('breathing');
  });

  it.each([
    // The misses: symptoms without "chest pain", misspellings, indirect wishes, words in between, compounds.
    ['pain going into my left arm and jaw and I am sweating', 'chest_pain'],
    ['pressure on my chest like an elephant sitting on it', 'chest_pain'],
    ['i think its a hart attack', 'chest_pain'],
    ['heart atack??', 'chest_pain'],
    ['HEARRRT ATTACK', 'chest_pain'],
    ['i want to kil myself', 'suicide_self_harm'],
    ['thinking about suicde', 'suicide_self_harm'],
    ["I don't want to wake up tomorrow", 'suicide_self_harm'],
    ['everyone would be better without me', 'suicide_self_harm'],
    ['I want it all to stop forever', 'suicide_self_harm'],
    ['I keep hurting myself on purpose', 'suicide_self_harm'],
    ['i wanna diiiie', 'suicide_self_harm'],
    ['ik wil er echt niet meer zijn', 'suicide_self_harm'],
    ['ik wil er niet meer zijn', 'suicide_self_harm'],
    ['je veux en finir', 'suicide_self_harm'],
    ['non voglio più vivere', 'suicide_self_harm'],
    ['ich will nicht mehr leben', 'suicide_self_harm'],
    ["j'ai une douleur très forte dans la poitrine", 'chest_pain'],
    ['Ich habe starke Brustschmerzen', 'chest_pain'],
    ['ik heb borstpijn en ik zweet', 'chest_pain'],
    ['I took 30 paracetamol an hour ago', 'overdose_poisoning'],
    ['ik heb een hele strip slaappillen geslikt', 'overdose_poisoning'],
    ['I make myself vomit after every meal', 'eating_disorder'],
  ] as const)('fires on "%s" (%s)', (text, category) => {
    expect(detectRedFlag(text)).toBe(category);
  });

  it('an idiom or a negation masks only its own words: an emergency elsewhere in the message still fires', () => {
    expect(detectRedFlag('This workout is killing me')).toBeNull();
    expect(detectRedFlag('This workout is killing me and honestly I want to kill myself')).toBe('suicide_self_harm');
    expect(detectRedFlag('I am not okay, I want to die')).toBe('suicide_self_harm');
    expect(detectRedFlag("I'm not suicidal, just tired")).toBeNull();
    expect(detectRedFlag("I'm not suicidal but I want to die")).toBe('suicide_self_harm');
    expect(detectRedFlag('No chest pain when I run. But now my chest hurts badly and my left arm is numb')).toBe(
      'chest_pain',
    );
  });

  it('reports self-harm first when a message names several', () => {
    expect(detectRedFlag('I took too many pills because I want to kill myself')).toBe('suicide_self_harm');
  });

  it.each([
    'How can I improve my chest workout?',
    'Is the breathing exercise good before sleep?',
    "I'm dying to try the new trail",
    'I was killing it at the gym today',
    'How did I sleep this week?',
    'Mein Brusttraining heute war super',
    'Die Atemübung hilft mir beim Einschlafen',
    'Het is benauwd weer vandaag',
    'Ik doe een ademhalingsoefening',
    "J'ai fait un exercice de respiration",
    'Le tour de poitrine de ma veste',
    'Ho fatto un allenamento per il petto',
    'Esercizi di respirazione per dormire meglio',
    'I had food poisoning last year, how do I get back into running?',
    'My swim stroke needs work',
    'That was a stroke of luck',
    'This workout is killing me',
    'I could kill for a coffee right now',
    'my legs are dead after leg day',
    'I nearly died laughing',
    'did 10 kms today',
    "I'm starving, what's a healthy snack?",
    'Diese Treppen bringen mich um',
    'Ich sterbe vor Hunger',
    'Ik ga dood van de honger',
    'Ik lach me dood',
    'Je meurs de faim',
    'Ce workout me tue',
    'Muoio di fame',
    'Questo allenamento mi ha ucciso',
    'Ho una voglia da morire di una pizza',
    "I don't want to wake up at night anymore, any tips?",
    'Wie kann ich nachts nicht mehr aufwachen?',
    'Je veux en finir avec ce projet avant vendredi',
    'Voglio farla finita con il fumo',
  ])('does not fire on "%s"', (text) => {
    expect(detectRedFlag(text)).toBeNull();
  });
});

/** Development phrasings beyond the evaluation set (written while building the detector, ADR 023). */
const MORE_EMERGENCIES = [
  'I think Im having a panic attack, I cant breath and my chest is tight',
  'my wife is having a seizure',
  'he fell off the ladder and hit his head, now he is confused and vomiting',
  'someone collapsed at the office, not breathing',
  'im bleeding a lot from a deep cut',
  'i swallowed some pills with vodka, a lot of them',
  'i want to hang myself',
  'tonight i end it',
  'Ich denke daran, mich umzubringen',
  'Ich ritze mich wieder',
  'Ich hab ne Überdosis genommen',
  'Mein Kollege ist umgekippt und atmet komisch',
  'Ich habe Schmerzen in der Brust die in den linken Arm ziehen',
  'mir ist schwarz vor augen und ich hab brustschmerzen',
  'Ik denk aan zelfdoding',
  'ik heb een overdosis genomen',
  'ik heb het gevoel dat ik stik',
  'mijn vriend is bewusteloos',
  'Ik heb al een week niet gegeten om af te vallen',
  "J'ai envie d'en finir avec la vie",
  'je me suis ouvert les veines',
  "il s'est effondré et ne respire plus",
  "j'ai une forte douleur à la poitrine",
  'je veux me tuer',
  "je n'ai rien mangé depuis 4 jours pour maigrir",
  'Mi voglio uccidere',
  'ho pensieri suicidi',
  'mi sono tagliato le vene',
  'ha avuto un malore ed è svenuto',
  'ho una fitta al petto che va al braccio sinistro',
  'Non mangio da 5 giorni per dimagrire',
  'ho ingoiato della candeggina',
  'my chest feels really tight and heavy and I am sweating a lot',
  'feels like someone is squeezing my heart',
  'sharp pain in the middle of my chest when I breathe',
  'i think im having a heart atack',
  'I wish I could just disappear and never come back',
  'I feel like ending it all',
  'i cant go on like this anymore, i want to end my life',
  'what is the point of living',
  'i have been cutting my arms again',
  'i deliberately hurt myself last night',
  'my face is drooping on one side and I cant talk properly',
  'her speech is slurred and her arm is weak',
  'I can barely breathe',
  'my throat is closing up after eating shrimp',
  'he collapsed and is not breathing',
  'my coworker fainted and is not waking up',
  'the cut on my leg wont stop bleeding',
  'I swallowed a whole bottle of sleeping pills',
  'I ate almost nothing this week so I can lose weight faster',
  'I throw up after every meal',
  'i purge after eating',
  'Ich habe ein Engegefühl in der Brust und mir ist übel',
  'ich will sterben',
  'ich möchte nicht mehr aufwachen',
  'ich habe mir absichtlich in den Arm geschnitten',
  'Ich kriege kaum Luft',
  'mein Gesicht hängt auf einer Seite',
  'Er ist bewusstlos',
  'Ich habe eine ganze Packung Schlaftabletten geschluckt',
  'Ich bringe mich heute um',
  'ich habe selbstmordgedanken',
  'Ich esse seit einer Woche fast nichts, um abzunehmen',
  'Die Wunde hört nicht auf zu bluten',
  'Ik heb een drukkend gevoel op mijn borst',
  'ik wil dood',
  'ik wil niet meer leven',
  'ik doe mezelf expres pijn',
  'ik kan bijna niet ademen',
  'zijn gezicht hangt scheef',
  'ze is flauwgevallen en wordt niet wakker',
  'ik heb alle pillen ingenomen',
  'ik heb zelfmoordgedachten',
  'ik geef over na elke maaltijd om niet aan te komen',
  "j'ai mal dans la poitrine depuis une heure",
  'je pense au suicide',
  "je n'ai plus envie de vivre",
  'je me fais du mal exprès',
  "je n'arrive plus à respirer",
  'il a la bouche de travers et il parle bizarrement',
  "elle s'est évanouie",
  "j'ai avalé toute une boîte de somnifères",
  'je me fais vomir après chaque repas',
  'ça saigne énormément',
  'ho un dolore forte al petto',
  'voglio morire',
  'non ce la faccio più a vivere',
  'mi faccio del male apposta',
  'non riesco a respirare bene',
  'ha la bocca storta e non riesce a parlare',
  'è svenuto e non si sveglia',
  'ho preso tutta la scatola di sonniferi',
  'vomito apposta dopo i pasti',
  'sanguina tantissimo',
  'I just want to sleep and never wake up',
  'I am going to take all my pills tonight',
  'theres no way out, i am done with life',
  'i wrote a goodbye letter to my family',
  'I feel like my heart is about to explode and my left arm is numb',
  'crushing chest pain',
  'my dad suddenly cant speak and his face looks weird',
  'my lips and tongue are swelling after the peanut butter',
  'my friend overdosed on heroin',
  'i took a bunch of my moms pills',
  'she is unconscious on the floor',
  'blood is gushing from my arm',
  'i cant stop throwing up on purpose to lose weight',
  'I havent eaten in 5 days and I feel dizzy',
  'Ich sehe keinen Sinn mehr im Leben',
  'ich will einfach nur noch sterben',
  'Mein Herz rast und ich habe Druck auf der Brust',
  'Ich glaube ich habe einen Herzinfakt',
  'meine Lippen schwellen an nach dem Essen',
  'Er atmet nicht mehr',
  'Ich habe 20 Tabletten genommen',
  'ik zie het niet meer zitten',
  'ik wil een einde aan alles maken',
  'ik heb pijn op mijn borst die uitstraalt naar mijn arm',
  'mijn keel zwelt op na een wespensteek',
  'hij ademt niet meer',
  'je veux disparaître pour toujours',
  "j'ai une douleur thoracique qui irradie dans le bras",
  "j'ai pris 20 cachets",
  'mon ami ne respire plus',
  'voglio farla finita',
  'ho un peso sul petto e sudo freddo',
  'ho preso 20 pastiglie',
  'il mio amico non respira',
];
const MORE_EVERYDAY = [
  'I want to kill my sugar cravings',
  'I am dying to know my weekly stats',
  'my fitbit died',
  'I hate my job so much, any tips to unwind?',
  'I cried after the marathon',
  'Ich habe Herzrasen vor Prüfungen',
  'Ik ben kapot na het werk',
  'Je suis épuisé, des conseils pour mieux dormir ?',
  'Sono distrutto dopo la palestra',
  'How can I lower my cholesterol?',
  'What are good foods for heart health?',
  'Is a resting heart rate of 55 good?',
  'I killed it at my workout today',
  'this heat is killing me',
  'my feet are killing me after the hike',
  'I am dead tired',
  'dying for a cold beer after the run',
  'my heart rate was 170 during the sprint',
  'chest day tomorrow, any tips?',
  'I did a breathing exercise',
  'I passed my exam!',
  'My phone died during my run',
  'I want to lose weight, how many calories should I eat?',
  'I skipped breakfast today, is that bad?',
  'I had a stomach bug and threw up yesterday, can I run?',
  'my legs feel dead after squats',
  'I could eat a horse',
  'Ich bin total kaputt nach dem Training',
  'Das Training hat mich fertig gemacht',
  'Ich sterbe vor Muskelkater',
  'Mein Herz schlägt schneller beim Laufen, ist das normal?',
  'Ik ben doodmoe',
  'Ik heb spierpijn in mijn borst na het sporten',
  'Ik wil afvallen, hoeveel moet ik eten?',
  'Je suis mort après cette séance',
  "J'ai le cœur qui bat vite quand je cours",
  "Je veux maigrir un peu avant l'été",
  'Sono stanco morto',
  'Ho il fiatone dopo le scale, è normale?',
  'Voglio dimagrire, quante calorie?',
  'Questo caldo mi uccide',
  'my heart is full after my daughters graduation',
  'I love running, it makes my heart happy',
  'heat exhaustion tips?',
  'I nearly had a heart attack when I saw my step count lol',
  'killing two birds with one stone: walking to work',
  'my boss will kill me if I am late',
  'I want to kill this workout tomorrow',
  'Going to die on the hill of morning runs',
  'Ich habe Herzklopfen vor meiner Präsentation',
  'Ich könnte sterben für ein Stück Kuchen',
  'Ich bin fix und fertig',
  'Ik heb zin in een hartige snack',
  'ik ga dood van de hitte',
  'Mijn hart klopt snel na het rennen, is dat normaal?',
  "J'ai le souffle coupé par la vue",
  'je suis mort de rire',
  "j'ai failli mourir de honte",
  'Mi sono ammazzato di fatica oggi',
  'che caldo, si muore',
  'ho il cuore a pezzi dopo la rottura',
];

describe('detectRedFlag on further phrasings', () => {
  it.each(MORE_EMERGENCIES)('fires on "%s"', (text) => {
    expect(detectRedFlag(text)).not.toBeNull();
  });

  it.each(MORE_EVERYDAY)('does not fire, nor decline, on "%s"', (text) => {
    expect(detectRedFlag(text)).toBeNull();
    expect(detectOutOfScope(text)).toBeNull();
  });
});

/**
 * Swiss German collapses and breathing ("umgheit", "umkeit", "schnuufet nüm"): my own probe after the sixteenth
 * round missed the first (ADR 023, "The sixteenth round").
 */
describe('detectRedFlag in Swiss German', () => {
  it.each([
    'min Maa isch umkeit und schnuufet nüm richtig',
    'de Grossvater isch im Garte umgheit und schnuuft ganz komisch',
    'mini Kollegin isch zämmebroche und reagiert nüm',
    'ich cha fasch nüm schnuufe, mis Spray hilft nüt',
  ])('fires on "%s"', (text) => {
    expect(detectRedFlag(text)).not.toBeNull();
  });
});

/**
 * An emergency happening now written inside a knowledge frame ("what do you do if", "just in case", "nur zur info",
 * "au cas où"): the thirteenth round tried letting the net overrule every rule in such a frame and these attacks
 * broke it (ADR 023, "The thirteenth round"); a frame must never hide what follows it.
 */
const FRAMED_EMERGENCIES = [
  'what do you do if someone stops breathing? my dad just collapsed in the kitchen and isnt breathing',
  'just in case anyone reads this, i have taken all my pills tonight',
  'was macht man wenn jemand nicht mehr atmet? mein kollege liegt am boden',
  "que faire si un enfant a avalé une pile bouton? mon fils vient d'en avaler une",
  'cosa si fa se qualcuno ha una reazione allergica? mia figlia ha la gola gonfia e non respira bene',
  'wat doe je als iemand heel veel bloed verliest? mijn collega heeft zich gesneden en het stopt niet',
  'in case of emergency who do i call, my wife cant move her right side and her face droops',
  'au cas où je ne serais plus là demain, merci pour tout',
  'nur zur info falls jemand fragt: ich hab grad 30 tabletten geschluckt',
  'se mai dovessi morire stanotte, sappiate che vi ho voluto bene. ho preso tutte le pastiglie',
  'what should one do if a colleague has chest pain? asking because mine is clutching his chest right now',
  'stel dat ik er morgen niet meer ben, wie zorgt dan voor de kat. ik heb het besloten',
];

describe('detectRedFlag in a knowledge frame', () => {
  it.each(FRAMED_EMERGENCIES)('fires on "%s"', (text) => {
    expect(detectRedFlag(text)).not.toBeNull();
  });
});
