import type { TLocalizedText, TRewardIcon } from '@openwell/contracts';
import type { AppExecutor } from '../../db/client.ts';
import { countRewards, insertRewards } from './rewards.repo.ts';

type TDemoReward = {
  title: Required<TLocalizedText>;
  description: Required<TLocalizedText>;
  pointsCost: number;
  icon: TRewardIcon;
  stock: number | null;
};

/** The demo company's catalogue: a handful of rewards at varied costs, one with a limited stock, in five languages. */
export const DEMO_REWARDS: readonly TDemoReward[] = [
  {
    title: {
      en: 'Coffee voucher',
      de: 'Kaffeegutschein',
      nl: 'Koffiebon',
      fr: 'Bon pour un café',
      it: 'Buono caffè',
    },
    description: {
      en: 'A coffee or tea of your choice at the office café.',
      de: 'Ein Kaffee oder Tee nach Wahl im Büro-Café.',
      nl: 'Een koffie of thee naar keuze in het kantoorcafé.',
      fr: 'Un café ou un thé au choix à la cafétéria du bureau.',
      it: 'Un caffè o un tè a scelta al bar dell’ufficio.',
    },
    pointsCost: 150,
    icon: 'coffee',
    stock: null,
  },
  {
    title: {
      en: 'Healthy lunch',
      de: 'Gesundes Mittagessen',
      nl: 'Gezonde lunch',
      fr: 'Déjeuner équilibré',
      it: 'Pranzo sano',
    },
    description: {
      en: 'A salad bowl or a seasonal dish at the staff restaurant.',
      de: 'Eine Salat-Bowl oder ein saisonales Gericht im Personalrestaurant.',
      nl: 'Een saladebowl of een seizoensgerecht in het personeelsrestaurant.',
      fr: 'Un bol de salade ou un plat de saison au restaurant du personnel.',
      it: 'Un’insalatona o un piatto di stagione alla mensa aziendale.',
    },
    pointsCost: 400,
    icon: 'utensils',
    stock: null,
  },
  {
    title: {
      en: 'Yoga class',
      de: 'Yogastunde',
      nl: 'Yogales',
      fr: 'Cours de yoga',
      it: 'Lezione di yoga',
    },
    description: {
      en: 'One drop-in class at a partner studio near the office.',
      de: 'Eine Einzelstunde in einem Partnerstudio in der Nähe des Büros.',
      nl: 'Eén losse les bij een partnerstudio in de buurt van het kantoor.',
      fr: 'Une séance à l’unité dans un studio partenaire près du bureau.',
      it: 'Una lezione singola in uno studio convenzionato vicino all’ufficio.',
    },
    pointsCost: 800,
    icon: 'heart',
    stock: null,
  },
  {
    title: {
      en: 'Book voucher',
      de: 'Büchergutschein',
      nl: 'Boekenbon',
      fr: 'Chèque-livre',
      it: 'Buono libri',
    },
    description: {
      en: 'A voucher for a book of your choice at a partner bookshop.',
      de: 'Ein Gutschein für ein Buch Ihrer Wahl in einer Partnerbuchhandlung.',
      nl: 'Een bon voor een boek naar keuze bij een partnerboekhandel.',
      fr: 'Un bon pour un livre de votre choix dans une librairie partenaire.',
      it: 'Un buono per un libro a scelta in una libreria convenzionata.',
    },
    pointsCost: 1_500,
    icon: 'book',
    stock: null,
  },
  {
    title: {
      en: 'Cinema tickets for two',
      de: 'Kinokarten für zwei',
      nl: 'Bioscoopkaartjes voor twee',
      fr: 'Places de cinéma pour deux',
      it: 'Biglietti del cinema per due',
    },
    description: {
      en: 'Two tickets for any film at the partner cinema. Limited number available.',
      de: 'Zwei Karten für einen Film nach Wahl im Partnerkino. Nur begrenzt verfügbar.',
      nl: 'Twee kaartjes voor een film naar keuze in de partnerbioscoop. Beperkt beschikbaar.',
      fr: 'Deux places pour le film de votre choix au cinéma partenaire. Nombre limité.',
      it: 'Due biglietti per un film a scelta al cinema convenzionato. Disponibilità limitata.',
    },
    pointsCost: 2_500,
    icon: 'ticket',
    stock: 10,
  },
  {
    title: {
      en: 'Extra half day off',
      de: 'Ein zusätzlicher halber Tag frei',
      nl: 'Een extra halve dag vrij',
      fr: 'Une demi-journée de congé en plus',
      it: 'Mezza giornata di ferie in più',
    },
    description: {
      en: 'Half a day off to spend as you like, agreed with your manager.',
      de: 'Ein halber freier Tag nach Belieben, abgestimmt mit Ihrer Führungskraft.',
      nl: 'Een halve dag vrij om naar eigen inzicht te besteden, in overleg met je leidinggevende.',
      fr: 'Une demi-journée libre à utiliser comme vous le souhaitez, en accord avec votre responsable.',
      it: 'Mezza giornata libera da usare come preferisci, concordata con il tuo responsabile.',
    },
    pointsCost: 5_000,
    icon: 'calendar',
    stock: null,
  },
];

/**
 * Seeds the demo catalogue for a company that has no rewards yet (inside the caller's transaction: the demo company's
 * creation, companies.seed.ts). Idempotent: a company with any reward is left alone. Returns how many were added.
 */
export async function seedDemoRewards(tx: AppExecutor, companyId: string): Promise<number> {
  if ((await countRewards(tx, companyId)) > 0) return 0;
  await insertRewards(
    tx,
    DEMO_REWARDS.map((reward) => ({
      companyId,
      title: reward.title,
      description: reward.description,
      pointsCost: reward.pointsCost,
      icon: reward.icon,
      stock: reward.stock,
      availableFrom: null,
      availableUntil: null,
      active: true,
    })),
  );
  return DEMO_REWARDS.length;
}
