import { fileURLToPath } from 'node:url';
import type { SiteRenderer } from '../../../shared/contracts/site-renderer';
import { loadSiteRenderer } from '../../../web/scripts/site-renderer';
import { requiredEnv } from '../../lib/aws';

/** The SSR build: beside the bundle in AWS (SITE_RENDERER_DIR), the repository's web/dist-ssr otherwise. */
const rendererDir = () => process.env.SITE_RENDERER_DIR ?? fileURLToPath(new URL('../../../web/dist-ssr/', import.meta.url));

let renderer: Promise<SiteRenderer> | undefined;

/** The build's page renderer, loaded once per container (again after a failed load). */
export function siteRenderer(): Promise<SiteRenderer> {
  const siteUrl = requiredEnv('SITE_URL').replace(/\/+$/, '');
  renderer ??= loadSiteRenderer(rendererDir(), { main: siteUrl, calendar: siteUrl.replace('://', '://calendar.') });
  renderer.catch(() => (renderer = undefined));
  return renderer;
}
