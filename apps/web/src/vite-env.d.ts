/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API for the mobile app; empty on the web (same origin). */
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
