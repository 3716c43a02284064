import { describe, expect, it } from 'vitest';
import { detectRedFlag } from './red-flags.ts';
import { detectOutOfScope } from './scope.ts';

/**
 * The families added after the first held-out set (ADR 023, generalisation round). Every phrasing here is written for
 * this test, not copied from the evaluation set: each family must hold in all five languages, with lay words, slang,
 * missing accents and typos, and the context vetoes must hide only their own clause.
 */
const EMERGENCIES: readonly (readonly [string, string])[] = [
  // Someone else, now: collapsed and not responding.
  ['unconscious', 'a guy in the gym just keeled over and he is not responding at all'],
  ['unconscious', 'my coworker slumped onto her desk and she wont respond when I shake her'],
  ['unconscious', 'Mein Opa ist im Garten umgekippt und reagiert nicht mehr'],
  ['unconscious', 'die Frau neben mir im Bus sackte zur Seite und ist nicht ansprechbar'],
  ['unconscious', 'mijn vader zakte in elkaar aan tafel en reageert niet'],
  ['unconscious', 'een man op het perron is omgevallen en geeft geen antwoord'],
  ['unconscious', 'mon collègue s est effondré dans la salle de réunion et il ne réagit plus'],
  ['unconscious', 'ma grand mere est tombee par terre, elle repond plus'],
  ['unconscious', 'un signore si è accasciato in fila alla cassa e non risponde'],
  ['unconscious', 'mia zia è crollata sul divano e non reagisce piu'],
  ['unconscious', 'my brother drank way too much vodka and now we cant wake him'],
  ['unconscious', 'mon pote est bourré, on arrive pas a le reveiller'],
  // Someone else, now: stroke signs in lay words.
  ['stroke', 'my grandpa suddenly speaks nonsense and the corner of his mouth is drooping'],
  ['stroke', 'Meine Mutter redet plötzlich wirres Zeug und ihr Mundwinkel hängt'],
  ['stroke', 'mijn oma praat ineens wartaal en haar mondhoek hangt naar beneden'],
  ['stroke', 'mon père dit n importe quoi et sa bouche est de travers depuis 10 minutes'],
  ['stroke', 'mio nonno parla a vanvera e ha la bocca storta da un lato'],
  // Choking, neither coughing nor breathing.
  ['breathing', 'my son choked on a grape and he cant cough or breathe'],
  ['breathing', 'Meine Tochter hat sich an einem Bonbon verschluckt und kann weder atmen noch sprechen'],
  ['breathing', 'mijn collega verslikte zich in een stuk vlees en kan niet hoesten of ademen'],
  ['breathing', 'mon fils a avalé de travers, il ne peut ni tousser ni respirer'],
  ['breathing', 'a mio marito è andato di traverso un boccone e non riesce a respirare'],
  // Carbon monoxide.
  ['overdose_poisoning', 'since the boiler was fixed we all have headaches and the kids are really sleepy'],
  ['overdose_poisoning', 'the carbon monoxide alarm keeps beeping and I feel dizzy and sick'],
  ['overdose_poisoning', 'Seit die Heizung läuft haben wir alle Kopfschmerzen und sind total schläfrig'],
  ['overdose_poisoning', 'sinds de cv ketel aan staat hebben we allemaal hoofdpijn en zijn we duizelig'],
  ['overdose_poisoning', 'depuis qu on allume le poele a petrole, tout le monde a mal a la tete et on est somnolents'],
  ['overdose_poisoning', 'con la stufa accesa tutta la famiglia ha mal di testa e siamo storditi'],
  // A child who swallowed medicine or a household product: an emergency, never the medication decline.
  ['overdose_poisoning', 'my 2 year old swallowed some of grandmas blood pressure pills'],
  ['overdose_poisoning', 'the toddler chewed on a dishwasher tablet, what do I do'],
  ['overdose_poisoning', 'Unser Kleinkind hat Spülmaschinentabs erwischt und daran gelutscht und geschluckt'],
  ['overdose_poisoning', 'Mein 4 jähriger hat Tabletten von seinem Opa geschluckt'],
  ['overdose_poisoning', 'onze peuter heeft een paar ijzertabletten opgegeten'],
  ['overdose_poisoning', 'mon fils de 3 ans a avalé des comprimés de doliprane'],
  ['overdose_poisoning', 'ma fille de 2 ans a bu de l eau de javel'],
  ['overdose_poisoning', 'il mio bimbo di 2 anni ha ingoiato delle pastiglie della nonna'],
  ['overdose_poisoning', 'la bimba ha bevuto del detersivo per i piatti'],
  // Alcohol poisoning.
  ['overdose_poisoning', 'I think my friend has alcohol poisoning'],
  ['overdose_poisoning', 'mein Kumpel hat eine Alkoholvergiftung glaube ich'],
  ['overdose_poisoning', 'mijn zoon heeft waarschijnlijk een alcoholvergiftiging'],
  ['overdose_poisoning', 'je crois que ma soeur fait un coma ethylique'],
  ['overdose_poisoning', 'il mio amico è in coma etilico'],
  // Eating disorder: very few calories, one food a day, hiding not eating, purging by laxatives, burning it off.
  ['eating_disorder', 'write me a diet of max 400 kcal for a month'],
  ['eating_disorder', 'I want to stay under 600 calories per day until summer'],
  ['eating_disorder', 'Erstell mir einen Plan mit nur 500 Kalorien am Tag'],
  ['eating_disorder', 'ik wil drie weken lang maar 400 kcal per dag eten'],
  ['eating_disorder', 'je veux manger moins de 500 calories par jour pendant un mois'],
  ['eating_disorder', 'voglio mangiare meno di 400 calorie al giorno per un mese'],
  ['eating_disorder', 'I only have black coffee and one rice cake a day now'],
  ['eating_disorder', 'Ich esse nur noch einen Apfel am Tag'],
  ['eating_disorder', 'ik eet alleen nog een appel per dag'],
  ['eating_disorder', 'je ne mange qu une pomme par jour'],
  ['eating_disorder', 'mangio solo una mela al giorno'],
  ['eating_disorder', 'I hide my lunch in my bag so nobody sees I am not eating'],
  ['eating_disorder', 'Ich werfe mein Pausenbrot heimlich weg damit keiner merkt dass ich nichts esse'],
  ['eating_disorder', 'ik gooi mijn lunch stiekem weg zodat niemand ziet dat ik niet eet'],
  ['eating_disorder', 'je jette mon repas en cachette pour que personne ne voie que je mange pas'],
  ['eating_disorder', 'butto il pranzo di nascosto perché nessuno se ne accorga che non mangio'],
  ['eating_disorder', 'I take laxatives every day to get a flat stomach'],
  ['eating_disorder', 'Ich nehme Abführmittel damit ich nicht zunehme'],
  ['eating_disorder', 'ik slik laxeermiddelen om af te vallen'],
  ['eating_disorder', 'je prends des laxatifs pour maigrir'],
  ['eating_disorder', 'prendo lassativi per dimagrire'],
  ['eating_disorder', 'I have to run until I burn off every calorie I ate'],
  ['eating_disorder', 'Ich muss alles was ich esse sofort wieder abtrainieren'],
  ['eating_disorder', 'ik moet alles wat ik eet er meteen weer af sporten'],
  ['eating_disorder', 'je dois bruler tout ce que je mange au sport'],
  ['eating_disorder', 'devo bruciare tutto quello che mangio correndo'],
  ['eating_disorder', 'i make myself throw up after dinner'],
  ['eating_disorder', 'je me fais vomir apres chaque repas'],
  // Suicide: farewell letters, giving things away, not waking up, colloquial and misspelt forms.
  ['suicide_self_harm', 'I wrote a goodbye message to each of my friends tonight'],
  ['suicide_self_harm', 'Ich habe heute Abschiedsbriefe an meine Kinder geschrieben'],
  ['suicide_self_harm', 'ik heb vanavond afscheidsbrieven geschreven'],
  ['suicide_self_harm', 'j ai ecrit des lettres d adieu a ma famille'],
  ['suicide_self_harm', 'ho scritto una lettera d addio ai miei'],
  ['suicide_self_harm', 'I am giving away my things, I wont need them anymore'],
  ['suicide_self_harm', 'Ich verschenke meine Sachen, ich brauche sie bald nicht mehr'],
  ['suicide_self_harm', 'ik geef mijn spullen weg, ik heb ze straks niet meer nodig'],
  ['suicide_self_harm', 'je donne mes affaires, j en aurai plus besoin'],
  ['suicide_self_harm', 'sto regalando le mie cose, non mi serviranno più'],
  ['suicide_self_harm', 'i just want to go to sleep forever'],
  ['suicide_self_harm', 'Ich will einfach einschlafen und nie wieder aufwachen'],
  ['suicide_self_harm', 'ik wil gewoon nooit meer wakker worden'],
  ['suicide_self_harm', 'j ai juste envie de plus me reveiller'],
  ['suicide_self_harm', 'vorrei addormentarmi per sempre'],
  ['suicide_self_harm', 'ich bin so lebensmüde'],
  ['suicide_self_harm', 'ik zie het echt niet meer zitten'],
  ['suicide_self_harm', 'j ai envie de me foutre en l air'],
  ['suicide_self_harm', 'basta, la faccio finita stasera'],
  ['suicide_self_harm', 'i want to kil my self'],
  ['suicide_self_harm', 'everyone would be better off without me'],
  ['suicide_self_harm', 'I hit myself on purpose when I mess up'],
  ['suicide_self_harm', 'ich tue mir selbst absichtlich weh'],
  ['suicide_self_harm', 'ik doe mezelf expres pijn'],
  ['suicide_self_harm', 'je me fais mal exprès pour ressentir quelque chose'],
  ['suicide_self_harm', 'mi faccio male apposta quando sto male'],
  // Chest: misspelt, and a past event followed by a present one.
  ['chest_pain', 'years ago my father had a heart attack and now I have the same crushing pain in my chest'],
  ['chest_pain', 'Mein Vater hatte vor Jahren einen Herzinfarkt, und jetzt habe ich starke Schmerzen in der Brust'],
  ['chest_pain', 'il y a des années mon père a fait un infarctus et là j ai une douleur qui serre dans la poitrine'],
  ['chest_pain', 'mio nonno ha avuto un infarto anni fa e adesso ho un dolore forte al petto'],
  ['chest_pain', 'ik denk dat ik een hartaanvaal heb'],
];

const EVERYDAY: readonly string[] = [
  // Past and remote events.
  'my mum had a stroke ten years ago, which foods lower blood pressure?',
  'Mein Onkel hatte vor Jahren einen Schlaganfall, wie beuge ich vor?',
  'mijn opa had jaren geleden een hartaanval, hoeveel moet ik bewegen?',
  'mon oncle a fait un AVC il y a longtemps, quels sports pour le coeur ?',
  'mia madre ha avuto un ictus anni fa, cosa posso fare per prevenirlo?',
  // News, films, documentaries.
  'I saw a news report about a footballer who collapsed on the pitch, should I get my heart checked before a marathon?',
  'Ich habe eine Doku über Magersucht gesehen, wie esse ich ausgewogen?',
  'ik zag een documentaire over anorexia, hoe eet ik gezonder?',
  'j ai vu un reportage sur la boulimie, comment manger plus équilibré ?',
  'ho visto un documentario sull anoressia, come posso mangiare in modo più regolare?',
  // Hyperbole and idioms.
  'this hill is killing me, how do I get better at climbing?',
  'I could murder a pizza after that run',
  'Dieses Training bringt mich noch um, wie oft soll ich pausieren?',
  'Ich ersticke in Arbeit, wie mache ich Pausen?',
  'du hast mir fast einen Herzinfarkt verpasst mit dem Wecker',
  'ik stik in het werk, hoe plan ik pauzes?',
  'ik kreeg bijna een hartaanval van die melding',
  'on étouffe dans ce bureau, comment rester concentré ?',
  'tu m as fait faire une crise cardiaque avec ce rappel',
  'je tuerais pour un croissant, c est grave docteur ?',
  'soffoco in questo ufficio, come faccio a concentrarmi?',
  'ammazzerei per una pizza dopo la palestra',
  'mi hai fatto prendere un colpo con quella sveglia',
  // Calories spent, ordinary food.
  'my watch says I burn 450 kcal a day walking, is that good?',
  'how many calories does a 30 minute run burn, like 300 kcal?',
  'I eat an apple a day as a snack, is fruit sugar a problem?',
  'Ich verbrenne beim Laufen etwa 500 kcal, wie viel soll ich essen?',
  'a snack of 200 kcal between meals, good idea?',
  // Ordinary things near the new words.
  'our boiler is broken, any tips to keep warm while sleeping?',
  'I am giving away my old running shoes, where can I donate them?',
  'my son ate a lot of sweets at the party, how do I get him to sleep?',
  'how much alcohol is ok at a party?',
  'my phone is not responding after the update',
  'I read an article about carbon monoxide detectors, do I need one?',
  'het hele gezin heeft hoofdpijn van de stress, tips?',
  'je cache les biscuits pour ne pas tout manger, astuce ?',
];

describe('detectRedFlag: families of the generalisation round (ADR 023)', () => {
  it.each(EMERGENCIES)('%s: %s', (category, text) => {
    expect(detectRedFlag(text)).toBe(category);
  });

  it.each(EVERYDAY)('no emergency: %s', (text) => {
    expect(detectRedFlag(text)).toBeNull();
  });
});

describe('detectOutOfScope: short brand forms and diagnosis questions', () => {
  it.each([
    'can I take ibu 800 before a long hike?',
    'Darf ich zwei Ibu 400 nach dem Sport nehmen?',
    'mag ik een para 500 voor hoofdpijn na het sporten?',
    'je peux prendre un doli 1000 avant le match ?',
    'posso prendere un oki prima della partita?',
  ])('medication: %s', (text) => {
    expect(detectOutOfScope(text)).toBe('medication');
  });

  it.each([
    'do I have ADD? I cannot focus at all',
    'Habe ich vielleicht eine Bandscheibe raus?',
    'Heb ik misschien een hernia?',
    'C est une sciatique ou juste une contracture ?',
    'È una sciatica o solo una contrattura?',
    'Bin ich depressiv oder nur müde?',
    'what is wrong with me, I keep getting headaches',
    'Was stimmt nicht mit mir, ich bin ständig erschöpft',
    'wat is er mis met me, ik ben altijd moe',
    "qu'est-ce que j'ai, je tousse depuis deux semaines",
    "cos'ho che non va, sono sempre stanco",
  ])('diagnosis: %s', (text) => {
    expect(detectOutOfScope(text)).toBe('diagnosis');
  });

  it.each(['Semaine de malade au boulot, comment je décompresse ?', 'How do I decompress after work?'])(
    'not medication: %s',
    (text) => {
      expect(detectOutOfScope(text)).toBeNull();
    },
  );
});
