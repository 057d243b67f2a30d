/**
 * The security headers of every page and API response, as plain data: ONE definition used by the CloudFront
 * response headers policy (infra/cdk/constructs/web.ts) and by the local gateway, so both send the same headers.
 *
 * The site loads only self-hosted scripts, styles, fonts and images; talks to its own origin (`/api`, `/realtime`);
 * embeds Vimeo and YouTube players; and, after cookie consent only, loads analytics from the configured hosts.
 * The only inline script allowed is the page template's own (by hash, read from `web/index.html`).
 */

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type AnalyticsProvider = 'googleAnalytics' | 'clarity';

/** CSP sources each consent-gated analytics provider needs. */
export const ANALYTICS_SOURCES: Record<AnalyticsProvider, { script: string[]; connect: string[]; img: string[] }> = {
  googleAnalytics: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  },
  clarity: {
    script: ['https://www.clarity.ms', 'https://*.clarity.ms'],
    connect: ['https://*.clarity.ms'],
    img: ['https://*.clarity.ms', 'https://c.bing.com'],
  },
};

/** Video players the pages embed. */
export const FRAME_SOURCES = ['https://player.vimeo.com', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'];

/**
 * CSP hashes (`'sha256-…'`) of the inline classic scripts of an HTML page (e.g. the theme script that avoids a
 * flash of the wrong colour scheme). JSON data blocks (`application/json`, `application/ld+json`) are not executed
 * and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...new Set(hashes)];
}

/** Hashes of the inline scripts of the page template `web/index.html` (every built page shares them). */
export const TEMPLATE_SCRIPT_HASHES: string[] = (() => {
  const template = fileURLToPath(new URL('../../web/index.html', import.meta.url));
  return existsSync(template) ? inlineScriptHashes(readFileSync(template, 'utf8')) : [];
})();

export interface SecurityHeaderOptions {
  /** Analytics providers enabled by configuration (consent-gated in the page). */
  analytics?: AnalyticsProvider[];
  /** Further https origins for consent-gated analytics (script and connect). */
  analyticsHosts?: string[];
  /**
   * WebSocket origins of `/realtime` besides 'self' (CSP Level 3 browsers match ws:/wss: to the page's own host
   * with 'self'; listing them keeps older browsers working), e.g. `wss://example.com`, `ws://localhost:8080`.
   */
  websocketOrigins?: string[];
  /** Origins allowed to frame the site besides itself (e.g. the main domain framing the calendar subdomain). */
  frameAncestors?: string[];
  /** `upgrade-insecure-requests`; on in production, off for the plain-http local gateway. */
  upgradeInsecureRequests?: boolean;
  /** Where the studio PUTs uploads with presigned URLs: the media bucket's S3 endpoint. */
  uploadOrigins?: string[];
  /** Allowed inline scripts; the page template's by default. */
  scriptHashes?: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/** The Content-Security-Policy value. */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const providers = options.analytics ?? [];
  const analyticsHosts = options.analyticsHosts ?? [];
  const pick = (kind: 'script' | 'connect' | 'img') => providers.flatMap((provider) => ANALYTICS_SOURCES[provider][kind]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(options.scriptHashes ?? TEMPLATE_SCRIPT_HASHES), ...pick('script'), ...analyticsHosts]],
    // Self-hosted stylesheets; 'unsafe-inline' only for the style elements the toast library injects at runtime.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...pick('img')]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(options.websocketOrigins ?? []), ...(options.uploadOrigins ?? []), ...pick('connect'), ...analyticsHosts]],
    ['frame-src', FRAME_SOURCES],
    ['media-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'", ...(options.frameAncestors ?? [])]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`);
  if (options.upgradeInsecureRequests ?? true) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

/** HSTS: two years, subdomains included (covers `calendar.`), preload-eligible. */
export const STRICT_TRANSPORT_SECURITY = { maxAgeSeconds: 63_072_000, includeSubdomains: true, preload: true };

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/** Legacy fallback for frame-ancestors (which takes precedence in current browsers). */
export const X_FRAME_OPTIONS = 'SAMEORIGIN';

export const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(self "https://player.vimeo.com" "https://www.youtube.com" "https://www.youtube-nocookie.com"), ' +
  'camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), ' +
  'fullscreen=(self "https://player.vimeo.com" "https://www.youtube.com" "https://www.youtube-nocookie.com")';

/** Every header by name, for servers that set headers directly (the local gateway). */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  const hsts = STRICT_TRANSPORT_SECURITY;
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Strict-Transport-Security': `max-age=${hsts.maxAgeSeconds}${hsts.includeSubdomains ? '; includeSubDomains' : ''}${hsts.preload ? '; preload' : ''}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': REFERRER_POLICY,
    'X-Frame-Options': X_FRAME_OPTIONS,
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
