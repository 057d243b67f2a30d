/**
 * Serves the built web app as CloudFront and S3 do in production: files as they are, prerendered pages at their
 * paths (`/about` → `about/index.html`), the SPA shell for other known paths, and a 404 status for unknown ones.
 * Text is compressed (brotli or gzip) once and kept in memory.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { isCalendarHost } from '../../../shared/site/routes';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

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

interface CachedFile {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
}

export interface StaticSiteOptions {
  root: string;
  /** Whether a path belongs to the app's route table (unknown paths get the SPA with a 404 status). */
  isKnownPath: (pathname: string) => boolean;
  headers: Record<string, string>;
}

export class StaticSite {
  private readonly cache = new Map<string, CachedFile>();

  constructor(private readonly options: StaticSiteOptions) {}

  serve(req: IncomingMessage, res: ServerResponse, pathname: string): void {
    const host = String(req.headers.host ?? '');
    const { file, status } = this.resolve(pathname, host);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...this.options.headers });
      res.end('The web app is not built. Run `npm run build:web`.');
      return;
    }
    const cached = this.read(file);
    const isHtml = file.endsWith('.html');
    const headers: Record<string, string> = {
      'content-type': cached.contentType,
      'cache-control': isHtml ? 'no-cache' : pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      vary: 'accept-encoding',
      ...this.options.headers,
    };
    const accepted = String(req.headers['accept-encoding'] ?? '');
    let body = cached.body;
    if (cached.brotli && /\bbr\b/.test(accepted)) {
      body = cached.brotli;
      headers['content-encoding'] = 'br';
    } else if (cached.gzip && /\bgzip\b/.test(accepted)) {
      body = cached.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = String(body.byteLength);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  private resolve(pathname: string, host: string): { file?: string; status: number } {
    const root = this.options.root;
    const relative = normalize(decodeSafely(pathname)).replace(/^(\.\.(\/|\\|$))+/, '');
    const candidate = join(root, relative);
    if (!candidate.startsWith(root + sep) && candidate !== root) return { status: 404 };
    if (isCalendarHost(host)) {
      const calendarShell = join(root, 'calendar-site.html');
      if (isFile(candidate) && !candidate.endsWith('.html')) return { file: candidate, status: 200 };
      return { file: isFile(calendarShell) ? calendarShell : this.shell(), status: 200 };
    }
    if (isFile(candidate)) return { file: candidate, status: 200 };
    const prerendered = join(candidate, 'index.html');
    if (isFile(prerendered)) return { file: prerendered, status: 200 };
    if (this.options.isKnownPath(pathname)) return { file: this.shell(), status: 200 };
    const notFound = join(root, '404.html');
    return { file: isFile(notFound) ? notFound : this.shell(), status: 404 };
  }

  /** The SPA shell; a prerendering build keeps an unrendered copy as spa.html. */
  private shell(): string | undefined {
    for (const name of ['spa.html', 'index.html']) {
      const file = join(this.options.root, name);
      if (isFile(file)) return file;
    }
    return undefined;
  }

  private read(file: string): CachedFile {
    const modified = statSync(file).mtimeMs;
    const key = `${file}:${modified}`;
    let cached = this.cache.get(key);
    if (!cached) {
      const body = readFileSync(file);
      const extension = extname(file).toLowerCase();
      cached = { body, contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream' };
      if (COMPRESSIBLE.has(extension) && body.byteLength > 1024) {
        cached.brotli = brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
        cached.gzip = gzipSync(body, { level: 9 });
      }
      this.cache.set(key, cached);
    }
    return cached;
  }
}

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

function decodeSafely(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
