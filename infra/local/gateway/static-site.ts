/**
 * Serves the site as CloudFront does in production, from the site bucket (in the S3 emulator): files as they are,
 * prerendered pages at their paths (`/about` → `about/index.html`), the SPA shell for other known paths, and a 404
 * status for unknown ones and for content pages that are not published (no page object); the old address of a renamed
 * article or project answers 301 to its new one, read from the redirect table. `/media/uploads/…` and
 * `/media/variants/…` come from the media bucket, as the distribution's media behaviour serves them. Compressed
 * copies are kept per object version (its ETag), so a page the publisher rewrites is served fresh at once.
 */
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, posix } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { redirectLookupPath } from '../../../shared/content/redirects';
import { isCalendarHost, isContentPagePath } from '../../../shared/site/routes';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** The type of a file by its name (the site sync stores each object with it). */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

interface CachedObject {
  etag: string;
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
}

export interface StaticSiteOptions {
  s3: S3Client;
  siteBucket: string;
  mediaBucket: string;
  /** Whether a path belongs to the app's route table (unknown paths get the not-found page with a 404 status). */
  isKnownPath: (pathname: string) => boolean;
  /** Where an old content page address now leads (the redirect table, which CloudFront reads through its key-value store). */
  redirectOf: (path: string) => Promise<string | undefined>;
  headers: Record<string, string>;
}

type Resolved = { bucket: string; key: string; status: number };

export class StaticSite {
  private readonly cache = new Map<string, CachedObject>();

  constructor(private readonly options: StaticSiteOptions) {}

  async serve(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
    const host = String(req.headers.host ?? '');
    // As the site's routing function does: only content page addresses can be old ones, and never on the calendar site.
    const page = redirectLookupPath(pathname);
    if (!isCalendarHost(host) && isContentPagePath(page)) {
      const moved = await this.options.redirectOf(page);
      if (moved) {
        res.writeHead(301, { location: moved, 'cache-control': 'max-age=300', ...this.options.headers });
        res.end();
        return;
      }
    }
    let found: { object: CachedObject; status: number } | undefined;
    for (const candidate of this.candidates(pathname, host)) {
      const object = await this.read(candidate.bucket, candidate.key);
      if (object) {
        found = { object, status: candidate.status };
        break;
      }
    }
    if (!found) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...this.options.headers });
      res.end('The web app is not built. Run `npm run build:web`.');
      return;
    }
    const { object, status } = found;
    const isHtml = object.contentType.startsWith('text/html');
    const headers: Record<string, string> = {
      'content-type': object.contentType,
      'cache-control': isHtml ? 'no-cache' : pathname.startsWith('/assets/') || pathname.startsWith('/media/variants/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      etag: object.etag,
      vary: 'accept-encoding',
      ...this.options.headers,
    };
    const accepted = String(req.headers['accept-encoding'] ?? '');
    let body = object.body;
    if (object.brotli && /\bbr\b/.test(accepted)) {
      body = object.brotli;
      headers['content-encoding'] = 'br';
    } else if (object.gzip && /\bgzip\b/.test(accepted)) {
      body = object.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.byteLength);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** The objects that may answer a path, in order: the first that exists is served with its status. */
  private candidates(pathname: string, host: string): Resolved[] {
    const { siteBucket, mediaBucket } = this.options;
    const site = (key: string, status = 200): Resolved => ({ bucket: siteBucket, key, status });
    const decoded = posix.normalize(decodeSafely(pathname)).replace(/^(\.\.(\/|$))+/, '');
    const relative = decoded.replace(/^\/+/, '');
    const notFound = [site('404.html', 404), site('spa.html', 404)];
    if (relative.includes('..')) return notFound;
    const last = relative.slice(relative.lastIndexOf('/') + 1);
    const isFile = last.includes('.');
    if (isCalendarHost(host)) {
      if (isFile && !last.endsWith('.html')) return [site(relative)];
      return [site('calendar-site.html'), site('spa.html')];
    }
    if (/^media\/(uploads|variants)\//.test(relative)) {
      return isFile ? [{ bucket: mediaBucket, key: relative, status: 200 }, ...notFound] : notFound;
    }
    if (isFile) return [site(relative), ...notFound];
    const page = relative.replace(/\/+$/, '');
    const own = site(page === '' ? 'index.html' : `${page}/index.html`);
    if (isContentPagePath(pathname)) return [own, site('spa.html', 404)];
    if (this.options.isKnownPath(pathname)) return [own, site('spa.html'), site('index.html')];
    return [own, ...notFound];
  }

  /** An object of a bucket, revalidated by ETag on every request (an unchanged one costs S3 a 304). */
  private async read(bucket: string, key: string): Promise<CachedObject | undefined> {
    const cacheKey = `${bucket}/${key}`;
    const cached = this.cache.get(cacheKey);
    try {
      const answer = await this.options.s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, IfNoneMatch: cached?.etag }));
      if (answer.$metadata.httpStatusCode === 304 && cached) return cached;
      const body = Buffer.from(await answer.Body!.transformToByteArray());
      const extension = extname(key).toLowerCase();
      const object: CachedObject = { etag: answer.ETag ?? '', body, contentType: answer.ContentType ?? contentTypeOf(key) };
      if (COMPRESSIBLE.has(extension) && body.byteLength > 1024) {
        object.brotli = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
        object.gzip = gzipSync(body, { level: 9 });
      }
      this.cache.set(cacheKey, object);
      return object;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 304 && cached) return cached;
      if (status === 404 || (error as Error).name === 'NoSuchKey' || (error as Error).name === 'NotFound') {
        this.cache.delete(cacheKey);
        return undefined;
      }
      throw error;
    }
  }
}

function decodeSafely(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
