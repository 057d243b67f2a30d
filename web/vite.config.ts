import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The prerendered HTML is the page; the scripts only make it interactive. The build moves the entry script and its
 * module preloads, at low fetch priority, into an inert `<template id="app-scripts">`, which a small inline script
 * in index.html starts after the first paint. The prerenderer adds the page's own chunks there
 * (`<!--app-preloads-->`, scripts/prerender.ts).
 */
function scriptsAfterFirstPaint(): Plugin {
  const scriptTags = /\s*<(?:script type="module" crossorigin src="[^"]+"><\/script|link rel="modulepreload" crossorigin href="[^"]+")>/g;
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const tags = (html.match(scriptTags) ?? []).map((tag) => tag.trim().replace(' crossorigin ', ' fetchpriority="low" crossorigin '));
        if (!html.includes('<!--app-scripts-->') || tags.length === 0) throw new Error('index.html: no <!--app-scripts--> marker or no entry script');
        return html
          .replace(scriptTags, '')
          .replace('<!--app-scripts-->', `<template id="app-scripts">${tags.join('')}<!--app-preloads--></template>`);
      },
    },
  };
}

/**
 * The sitemap's lastmod is the build date. The browser writes a copy of the sitemap to session storage and the
 * prerenderer writes sitemap.xml: the client build bakes the date in (`import.meta.env.SITEMAP_LASTMOD`) and hands
 * the prerenderer the same one, so both are the same XML even when the build runs across midnight.
 */
function sitemapLastmod(): Plugin {
  const date = new Date().toISOString().slice(0, 10);
  let ssr = false;
  return {
    name: 'sitemap-lastmod',
    config: () => ({ define: { 'import.meta.env.SITEMAP_LASTMOD': JSON.stringify(date) } }),
    configResolved: (config) => {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle() {
      // Beside the manifest, which the prerenderer reads, then removes with it.
      if (!ssr) this.emitFile({ type: 'asset', fileName: '.vite/sitemap-lastmod.txt', source: date });
    },
  };
}

/** The local cloud's gateway (`npm run dev` passes its origin): everything the app reaches on its own origin. */
const localCloudOrigin = process.env.LOCAL_API_ORIGIN ?? 'http://localhost:8080';
const localCloudProxy = {
  '/api': localCloudOrigin,
  '/cognito': localCloudOrigin,
  '/runtime-config.json': localCloudOrigin,
  '/realtime': { target: localCloudOrigin.replace(/^http/, 'ws'), ws: true },
};

/**
 * One config for the browser build (`web/dist`) and the prerender build (`vite build --ssr`, `web/dist-ssr`).
 * The app imports `shared/` from the repository root, hence the widened file-system allow list.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), scriptsAfterFirstPaint(), sitemapLastmod()],
  server: { fs: { allow: ['..'] }, proxy: localCloudProxy },
  preview: { proxy: localCloudProxy },
  resolve: {
    // The contact forms' list of top-level domains: tldts's own minified build is half the compressed size of what
    // bundling its ES modules gives (its data tables minify better there), about 48 KB instead of 112 KB.
    alias: { tldts: 'tldts/dist/index.esm.min.js' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Inline nothing but tiny assets: fonts and images stay cacheable files.
    assetsInlineLimit: 2048,
    // Read by the prerenderer to preload each page's chunks (scripts/prerender.ts), then removed.
    manifest: true,
  },
});
