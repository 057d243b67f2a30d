import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * One config for the browser build (`web/dist`) and the prerender build (`vite build --ssr`, `web/dist-ssr`).
 * The app imports `shared/` from the repository root, hence the widened file-system allow list.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss()],
  server: {
    fs: { allow: ['..'] },
    proxy: { '/api': 'http://localhost:8080', '/realtime': { target: 'ws://localhost:8080', ws: true } },
  },
  preview: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Inline nothing but tiny assets: fonts and images stay cacheable files.
    assetsInlineLimit: 2048,
  },
});
