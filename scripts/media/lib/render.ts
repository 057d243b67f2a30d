/**
 * Rendering helpers for the media generators: a headless Chromium (driven by playwright-core, already a dev
 * dependency) turns HTML/SVG into PNG screenshots or PDF pages, and the Debian `cwebp` encoder turns PNGs into WebP.
 *
 * Generation-time tools only (never needed by the build or CI): chromium, cwebp (package `webp`), ffmpeg.
 * Override the browser with CHROMIUM_PATH.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, statSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const MEDIA = join(ROOT, 'web/public/media');
export const TMP = mkdtempSync(join(tmpdir(), 'nd-media-'));

const fontFile = (pkg: string, file: string): string =>
  readFileSync(join(ROOT, 'node_modules/@fontsource-variable', pkg, 'files', file)).toString('base64');

let fontCss: string | undefined;
/** @font-face rules for the site's own typefaces (Space Grotesk for display, Inter for text), inlined as data URLs. */
export function fonts(): string {
  fontCss ??= `
@font-face{font-family:'SG';font-weight:300 700;src:url(data:font/woff2;base64,${fontFile('space-grotesk', 'space-grotesk-latin-wght-normal.woff2')}) format('woff2')}
@font-face{font-family:'IN';font-weight:100 900;src:url(data:font/woff2;base64,${fontFile('inter', 'inter-latin-wght-normal.woff2')}) format('woff2')}
`;
  return fontCss;
}

export function page(body: string, w: number, h: number, extraCss = ''): string {
  return `<!doctype html><html><head><meta charset="utf-8"><style>${fonts()}
*{margin:0;padding:0;box-sizing:border-box}html,body{width:${w}px;height:${h}px;overflow:hidden;background:transparent}
svg{display:block}text{font-family:'SG',sans-serif}${extraCss}</style></head><body>${body}</body></html>`;
}

export class Renderer {
  private browser!: Browser;
  private pg!: Page;

  async start(): Promise<void> {
    this.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--force-color-profile=srgb'],
    });
    this.pg = await this.browser.newPage({ viewport: { width: 800, height: 600 }, deviceScaleFactor: 1 });
  }

  async stop(): Promise<void> {
    await this.browser.close();
  }

  get page(): Page {
    return this.pg;
  }

  async load(html: string, w: number, h: number): Promise<void> {
    await this.pg.setViewportSize({ width: w, height: h });
    await this.pg.setContent(html, { waitUntil: 'load' });
    await this.pg.evaluate(() => document.fonts.ready.then(() => undefined));
  }

  /** Renders an SVG document string (w×h) to a PNG buffer. */
  async png(svg: string, w: number, h: number, omitBackground = false): Promise<Buffer> {
    await this.load(page(svg, w, h), w, h);
    return this.pg.screenshot({ type: 'png', omitBackground, clip: { x: 0, y: 0, width: w, height: h } });
  }
}

/**
 * Encodes PNG → WebP at quality ~75, stepping the quality down only if the file would exceed `maxKb`.
 * Returns the final size in bytes.
 */
/** Encodes a PNG as WebP at `out`; with `width`, scaled down to that width first. */
export function toWebp(png: Buffer, out: string, maxKb = 90, quality = 75, width?: number): number {
  mkdirSync(dirname(out), { recursive: true });
  const src = join(TMP, 'frame.png');
  writeFileSync(src, png);
  const resize = width ? ['-resize', String(width), '0'] : [];
  let q = quality;
  for (;;) {
    execFileSync('cwebp', ['-quiet', '-q', String(q), '-m', '6', '-sharp_yuv', '-metadata', 'none', ...resize, src, '-o', out]);
    const size = statSync(out).size;
    if (size <= maxKb * 1024 || q <= 45) return size;
    q -= 6;
  }
}

export function kb(n: number): string {
  return `${(n / 1024).toFixed(1)} KB`;
}
