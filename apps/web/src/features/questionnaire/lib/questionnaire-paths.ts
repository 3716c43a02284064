/** The questionnaire's two pages (declared in questionnaire.routes.ts). */
export const WIZARD_PATH = '/anamnesebogen';
export const DIRECT_PATH = '/anamnesebogen-direct';
