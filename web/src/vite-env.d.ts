/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCTION_HOSTNAME?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_CLARITY_ID?: string;
  readonly VITE_IMAGE_CDN_ORIGIN?: string;
  readonly VITE_VIDEO_ORIGINS?: string;
  /** The build date (YYYY-MM-DD), set by web/vite.config.ts: the sitemap's lastmod. */
  readonly SITEMAP_LASTMOD?: string;
}

interface Window {
  /** Buttons tapped before hydration, held by the page template's inline script for the app to replay. */
  __heldTaps?: Element[];
}
