/**
 * questionnaire (issue 12; server: features/questionnaire, contracts: questionnaire.ts and questionnaire-definition.ts).
 * The health questionnaire (Anamnesebogen): the wizard (/anamnesebogen), the direct variant (/anamnesebogen-direct),
 * the personal health profile and the dashboard's health profile card.
 */
export { questionnairePages } from './questionnaire.routes.ts';
export { QuestionnaireDirectPage, QuestionnairePage } from './components/questionnaire-pages.tsx';
export { HealthProfileCard } from './components/health-profile-card.tsx';
export { DOMAIN_LABELS as HEALTH_PROFILE_DOMAIN_LABELS } from './lib/health-profile-format.ts';
