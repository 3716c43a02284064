import type { TFunction } from 'i18next';
import type { TCoachTopic } from '@openwell/contracts';

/**
 * The question the coach is opened with for each topic of the health profile (coachTopicPath, issue 24), written so
 * that the built-in engine answers it on that topic in every language (packages/coach's intents test checks it).
 */
export const TOPIC_QUESTIONS: Readonly<Record<TCoachTopic, (t: TFunction) => string>> = {
  activity: (t) => t('coach:chat.topics.activity'),
  nutrition: (t) => t('coach:chat.topics.nutrition'),
  sleep: (t) => t('coach:chat.topics.sleep'),
  stress: (t) => t('coach:chat.topics.stress'),
  substances: (t) => t('coach:chat.topics.substances'),
  bodyComposition: (t) => t('coach:chat.topics.bodyComposition'),
};
