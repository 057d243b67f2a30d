/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCTION_HOSTNAME?: string;
  readonly VITE_GTM_ID?: string;
  readonly VITE_CLARITY_ID?: string;
  readonly VITE_IMAGE_CDN_ORIGIN?: string;
  readonly VITE_VIDEO_ORIGINS?: string;
}
