import { CONSENTS_CARD_ID } from '@/features/accounts/index.ts';

/** The profile's consents card, where the AI tips consent is explained and switched (the profile scrolls to it). */
export const CONSENTS_LINK = `/profile#${CONSENTS_CARD_ID}`;
