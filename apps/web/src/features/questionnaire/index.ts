/**
 * questionnaire (issue 12; server: features/questionnaire, contracts: questionnaire.ts and questionnaire-definition.ts).
 * The health questionnaire (Anamnesebogen): the wizard (/anamnesebogen), the direct variant (/anamnesebogen-direct),
 * the personal health profile and the dashboard's health profile card.
 */
export { QuestionnaireDirectPage, QuestionnairePage } from './components/questionnaire-pages.tsx';
export {
  DIRECT_PATH as QUESTIONNAIRE_DIRECT_PATH,
  WIZARD_PATH as QUESTIONNAIRE_PATH,
} from './components/questionnaire-page-parts.tsx';
