/**
 * coach (issue 13; server: features/coach, contracts: coach.ts). The AI coach: the dashboard's daily tip card, the
 * consent-off state (how to turn AI tips on), "What the coach knows about you", the coach chat.
 */
export { CoachTipCard } from './components/coach-tip-card.tsx';
export { AiConsentRequired, type AiConsentRequiredProps } from './components/ai-consent-required.tsx';
export { CoachFactsButton, type CoachFactsButtonProps } from './components/coach-facts-button.tsx';
export { useAiConsent, isConsentRequired, type TAiConsentStatus } from './hooks/use-ai-consent.ts';
export { CONSENTS_LINK } from './lib/coach-paths.ts';
export { CoachChat } from './components/coach-chat.tsx';
