import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders, TEMPLATE_SCRIPT_HASHES } from './security-headers';

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('shared security headers', () => {
  it('allows only the site itself by default', () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: [] }));
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['font-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['frame-src']).toEqual([
      'https://player.vimeo.com',
      'https://www.youtube.com',
      'https://www.youtube-nocookie.com',
    ]);
    expect(csp).toHaveProperty('upgrade-insecure-requests');
  });

  it('adds the configured analytics hosts and WebSocket origins, and nothing unconfigured', () => {
    const csp = directives(
      contentSecurityPolicy({
        scriptHashes: [],
        analytics: ['googleAnalytics'],
        analyticsHosts: ['https://stats.example.net'],
        websocketOrigins: ['wss://example.org'],
      }),
    );
    expect(csp['script-src']).toEqual(["'self'", 'https://www.googletagmanager.com', 'https://stats.example.net']);
    expect(csp['connect-src']).toContain('wss://example.org');
    expect(csp['connect-src']).toContain('https://*.google-analytics.com');
    expect(JSON.stringify(csp)).not.toContain('clarity');
  });

  it('gives the local gateway the same headers by name, without upgrade-insecure-requests on plain http', () => {
    const headers = securityHeaders({ upgradeInsecureRequests: false, websocketOrigins: ['ws://localhost:8080'] });
    expect(Object.keys(headers).sort()).toEqual(
      [
        'Content-Security-Policy',
        'Permissions-Policy',
        'Referrer-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
      ].sort(),
    );
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Content-Security-Policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['Content-Security-Policy']).toContain('ws://localhost:8080');
  });

  it("allows the page template's inline scripts by hash, and no other inline script", () => {
    const template = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    expect(TEMPLATE_SCRIPT_HASHES).toEqual(inlineScriptHashes(template));
    const csp = directives(contentSecurityPolicy());
    expect(csp['script-src']).toEqual(["'self'", ...TEMPLATE_SCRIPT_HASHES]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    const page = '<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect(inlineScriptHashes(page)).toEqual(["'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='"]);
  });

  it('fits the CloudFront limit for a CSP value', () => {
    const csp = contentSecurityPolicy({
      analytics: ['googleAnalytics', 'clarity'],
      websocketOrigins: ['wss://a-rather-long-domain-name.example.org', 'wss://calendar.a-rather-long-domain-name.example.org'],
      frameAncestors: ['https://a-rather-long-domain-name.example.org'],
    });
    expect(csp.length).toBeLessThan(1783);
  });
});
