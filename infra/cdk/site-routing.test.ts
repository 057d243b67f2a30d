import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { contentPagePatterns, parametrisedSitePatterns, staticSitePaths } from '../../shared/site/routes';
import {
  prerenderedPages,
  siteBuildLayout,
  siteRoutingFunctionCode,
  apiViewerRequestFunctionCode,
  type SiteBuildLayout,
} from './constructs/site-routing';

/** Runs CloudFront Function code on a request. */
const run = (code: string, uri: string, host = 'example.org') => {
  const handler = new Function(`${code}; return handler;`)() as (event: unknown) => { uri: string };
  return handler({ request: { uri, headers: { host: { value: host } } }, viewer: { ip: '203.0.113.7' } }).uri;
};

const fullBuild: SiteBuildLayout = {
  pages: ['/about', '/calendar', '/insights', '/insights/first-post', '/work/ave'],
  built: true,
  shell: '/spa.html',
  calendarShell: '/calendar-site.html',
  notFound: '/404.html',
};
const code = siteRoutingFunctionCode(fullBuild, staticSitePaths, parametrisedSitePatterns);

describe('site routing CloudFront Function (mirrors the local gateway)', () => {
  it('serves prerendered pages their index.html, with or without a trailing slash', () => {
    expect(run(code, '/')).toBe('/index.html');
    expect(run(code, '/about')).toBe('/about/index.html');
    expect(run(code, '/about/')).toBe('/about/index.html');
    expect(run(code, '/insights/first-post')).toBe('/insights/first-post/index.html');
  });

  it('serves files as they are, other route-table paths the SPA shell, anything else the not-found page', () => {
    expect(run(code, '/assets/index-3f2a1b.js')).toBe('/assets/index-3f2a1b.js');
    expect(run(code, '/favicon.svg')).toBe('/favicon.svg');
    expect(run(code, '/insights/not-prerendered')).toBe('/spa.html');
    expect(run(code, '/admin/dashboard')).toBe('/spa.html');
    expect(run(code, '/no-such-page')).toBe('/404.html');
    expect(run(code, '/insights/a/b')).toBe('/404.html');
  });

  it('serves the calendar site on any calendar. host, files as they are', () => {
    expect(run(code, '/', 'calendar.example.org')).toBe('/calendar-site.html');
    expect(run(code, '/about', 'Calendar.Example.org')).toBe('/calendar-site.html');
    expect(run(code, '/index.html', 'calendar.example.org')).toBe('/calendar-site.html');
    expect(run(code, '/assets/app.js', 'calendar.example.org')).toBe('/assets/app.js');
  });

  it('without a page list rewrites route-table paths to their index.html', () => {
    const withoutList = siteRoutingFunctionCode({ ...fullBuild, pages: null }, staticSitePaths, parametrisedSitePatterns);
    expect(run(withoutList, '/about')).toBe('/about/index.html');
    expect(run(withoutList, '/no-such-page')).toBe('/404.html');
  });

  it('without a web build serves the placeholder page for every path', () => {
    const placeholder = siteRoutingFunctionCode(
      siteBuildLayout(path.join(tmpdir(), 'no-such-build')),
      staticSitePaths,
      parametrisedSitePatterns,
    );
    expect(run(placeholder, '/about')).toBe('/index.html');
    expect(run(placeholder, '/', 'calendar.example.org')).toBe('/index.html');
  });

  it('stays under the 10 KB CloudFront Functions limit whatever the build holds', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-many-'));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    for (let index = 0; index < 1000; index += 1) {
      mkdirSync(path.join(dist, 'insights', `post-number-${index}`), { recursive: true });
      writeFileSync(path.join(dist, 'insights', `post-number-${index}`, 'index.html'), '<!doctype html>');
    }
    const layout = siteBuildLayout(dist);
    expect(layout.pages).toBeNull();
    expect(Buffer.byteLength(siteRoutingFunctionCode(layout, staticSitePaths, parametrisedSitePatterns))).toBeLessThan(10_240);
  });

  it('reads the layout of a web build', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
    onTestFinished(() => rmSync(dist, { recursive: true, force: true }));
    for (const page of ['', 'about', 'insights/first-post', 'assets']) {
      mkdirSync(path.join(dist, page), { recursive: true });
      if (page !== 'assets') writeFileSync(path.join(dist, page, 'index.html'), '<!doctype html>');
    }
    writeFileSync(path.join(dist, 'spa.html'), '<!doctype html>');
    expect(prerenderedPages(dist)).toEqual(['/about', '/insights/first-post']);
    expect(siteBuildLayout(dist)).toEqual({
      pages: ['/about', '/insights/first-post'],
      built: true,
      shell: '/spa.html',
      calendarShell: '/spa.html',
      notFound: '/spa.html',
    });
  });
});

describe('old addresses of renamed content in the site routing function', () => {
  // The runtime's `cloudfront` module, with a key-value store holding one redirect; `get` rejects a missing key as it does.
  const store: Record<string, string> = { '/insights/old-name': '/insights/new-name' };
  const cf = { kvs: () => ({ get: async (key: string) => (key in store ? store[key] : Promise.reject(new Error('Key not found'))) }) };
  const source = siteRoutingFunctionCode(fullBuild, staticSitePaths, parametrisedSitePatterns, contentPagePatterns, { redirects: true });
  const handler = new Function('cf', `${source.replace("import cf from 'cloudfront';", '')}; return handler;`)(cf) as (event: unknown) => Promise<Record<string, unknown>>;
  const visit = (uri: string) => handler({ request: { uri, headers: { host: { value: 'example.org' } } } });

  it('answers an old address 301 to the new one, with or without a trailing slash', async () => {
    for (const uri of ['/insights/old-name', '/insights/old-name/']) {
      expect(await visit(uri)).toEqual({
        statusCode: 301,
        statusDescription: 'Moved Permanently',
        headers: { location: { value: '/insights/new-name' }, 'cache-control': { value: 'max-age=300' } },
      });
    }
  });

  it('serves every other address as before, and never looks up files or other pages', async () => {
    expect(await visit('/insights/new-name')).toMatchObject({ uri: '/insights/new-name/index.html' });
    expect(await visit('/about')).toMatchObject({ uri: '/about/index.html' });
    expect(await visit('/assets/app.js')).toMatchObject({ uri: '/assets/app.js' });
  });

  it('imports the store module first, as CloudFront requires, and stays within the size limit', () => {
    expect(source.startsWith("import cf from 'cloudfront';")).toBe(true);
    expect(Buffer.byteLength(source)).toBeLessThan(10_240);
  });
});

describe('API viewer-request CloudFront Function', () => {
  const handler = new Function(`${apiViewerRequestFunctionCode()}; return handler;`)() as (event: unknown) => {
    headers: Record<string, { value: string }>;
  };
  const edge = (headers: Record<string, { value: string }>) =>
    handler({ viewer: { ip: '203.0.113.7' }, context: { requestId: 'edge-request-1' }, request: { uri: '/api/bookings', headers } });

  it('overwrites x-viewer-ip with the address CloudFront saw', () => {
    expect(edge({ 'x-viewer-ip': { value: '1.1.1.1' } }).headers['x-viewer-ip']).toEqual({ value: '203.0.113.7' });
  });

  it("adds CloudFront's request id as x-request-id when the viewer sent none, and keeps the viewer's own", () => {
    expect(edge({}).headers['x-request-id']).toEqual({ value: 'edge-request-1' });
    expect(edge({ 'x-request-id': { value: 'client-7' } }).headers['x-request-id']).toEqual({ value: 'client-7' });
  });
});
