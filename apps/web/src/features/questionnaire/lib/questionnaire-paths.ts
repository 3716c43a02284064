/** The questionnaire's two pages (registered in app/router.tsx). */
export const WIZARD_PATH = '/anamnesebogen';
export const DIRECT_PATH = '/anamnesebogen-direct';
