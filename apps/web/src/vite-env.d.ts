/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API origin when it is not the page's own origin, e.g. https://api.example.com */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
