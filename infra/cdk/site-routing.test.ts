import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedPages, siteRoutingFunctionCode, viewerIpFunctionCode } from './constructs/site-routing';

/** Runs the CloudFront Function code on a request URI. */
const route = (code: string, uri: string) => {
  const handler = new Function(`${code}; return handler;`)() as (event: unknown) => { uri: string };
  return handler({ request: { uri, headers: {} } }).uri;
};

describe('site routing CloudFront Function', () => {
  const pages = ['/about', '/calendar', '/insights', '/insights/first-post'];
  const code = siteRoutingFunctionCode(pages);

  it('serves prerendered directory pages their index.html, with or without a trailing slash', () => {
    expect(route(code, '/')).toBe('/index.html');
    expect(route(code, '/about')).toBe('/about/index.html');
    expect(route(code, '/about/')).toBe('/about/index.html');
    expect(route(code, '/insights/first-post')).toBe('/insights/first-post/index.html');
  });

  it('serves files as they are and unknown paths the SPA shell', () => {
    expect(route(code, '/assets/index-3f2a1b.js')).toBe('/assets/index-3f2a1b.js');
    expect(route(code, '/favicon.svg')).toBe('/favicon.svg');
    expect(route(code, '/insights/not-prerendered')).toBe('/index.html');
    expect(route(code, '/no-such-page')).toBe('/index.html');
  });

  it('without a page list rewrites every directory path to its index.html', () => {
    const withoutList = siteRoutingFunctionCode([]);
    expect(route(withoutList, '/about')).toBe('/about/index.html');
    expect(route(withoutList, '/assets/a.css')).toBe('/assets/a.css');
  });

  it('stays under the 10 KB CloudFront Functions limit whatever the build holds', () => {
    const many = Array.from({ length: 2000 }, (_, index) => `/insights/post-number-${index}`);
    expect(Buffer.byteLength(siteRoutingFunctionCode(many))).toBeLessThan(10_240);
  });

  it('lists the prerendered pages of a web build', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    for (const page of ['', 'about', 'insights/first-post', 'assets']) {
      mkdirSync(path.join(dist, page), { recursive: true });
      if (page !== 'assets') writeFileSync(path.join(dist, page, 'index.html'), '<!doctype html>');
    }
    expect(prerenderedPages(dist)).toEqual(['/about', '/insights/first-post']);
    expect(prerenderedPages(path.join(dist, 'missing'))).toEqual([]);
  });
});

describe('API viewer-IP CloudFront Function', () => {
  it('overwrites x-viewer-ip with the address CloudFront saw', () => {
    const handler = new Function(`${viewerIpFunctionCode()}; return handler;`)() as (event: unknown) => {
      headers: Record<string, { value: string }>;
    };
    const request = handler({
      viewer: { ip: '203.0.113.7' },
      request: { uri: '/api/bookings', headers: { 'x-viewer-ip': { value: '1.1.1.1' } } },
    });
    expect(request.headers['x-viewer-ip']).toEqual({ value: '203.0.113.7' });
  });
});
