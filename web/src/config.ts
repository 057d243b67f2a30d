/**
 * Build-time configuration (Vite `VITE_*` variables; see docs/web.md). Analytics load only when the page runs on
 * VITE_PRODUCTION_HOSTNAME, so a local or preview build never loads anything third-party.
 */
export const config = {
  productionHostname: import.meta.env.VITE_PRODUCTION_HOSTNAME ?? '',
  tagManagerId: import.meta.env.VITE_GTM_ID ?? '',
  sessionRecordingId: import.meta.env.VITE_CLARITY_ID ?? '',
  /** Origins the app fetches from at start-up (comma-separated), hinted with preconnect. */
  imageCdnOrigin: import.meta.env.VITE_IMAGE_CDN_ORIGIN ?? '',
  videoOrigins: (import.meta.env.VITE_VIDEO_ORIGINS ?? '').split(',').filter(Boolean),
} as const;
