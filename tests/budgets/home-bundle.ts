/**
 * Builds the web app with vite's API (in memory, nothing written) and measures what the home page loads
 * initially: the entry chunk, its static imports, the home route chunk (preloaded with the page) and its static
 * imports, and their CSS; plus every other (lazy) chunk. Sizes are gzip level 9, as CloudFront and the local
 * gateway serve them at most this large. Used by the budget test and by `npm run bench bundle`.
 */
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';

export const BUDGETS = {
  homeJsBytes: 120 * 1024,
  homeCssBytes: 25 * 1024,
  lazyChunkBytes: 100 * 1024,
};

/** Source folders that must stay out of the home page's initial load. */
export const LAZY_ONLY: Record<string, RegExp> = {
  // The launcher button (52 lines) is on every page and lazy-loads the panel; everything else of the chat is lazy.
  chat: /\/web\/src\/features\/chat\/(?!ChatLauncher\.tsx$)/,
  admin: /\/web\/src\/(pages\/admin[^/]*|features\/admin[^/]*)\//,
  'booking form': /\/web\/src\/features\/booking\//,
};

export interface ChunkSize {
  file: string;
  gzip: number;
  modules: string[];
}

export interface HomeBundle {
  initialJs: ChunkSize[];
  initialCss: { file: string; gzip: number }[];
  lazyJs: ChunkSize[];
  /** The modules another page (a folder of web/src/pages) loads initially: the entry, the page chunk and their imports. */
  initialModulesOf: (page: string) => string[];
}

const gzip = (code: string | Uint8Array) => gzipSync(code, { level: 9 }).byteLength;

export async function analyseHomeBundle(): Promise<HomeBundle> {
  // A production build as `npm run build:web` makes it, even under vitest (which sets NODE_ENV=test).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let result: Awaited<ReturnType<typeof build>>;
  try {
    result = await build({
      configFile: fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url)),
      mode: 'production',
      logLevel: 'silent',
      build: { write: false, emptyOutDir: false, reportCompressedSize: false },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const items = outputs.flatMap((output) => output.output);
  const chunks = new Map(items.filter((item): item is Rollup.OutputChunk => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]));
  const assets = new Map(items.filter((item): item is Rollup.OutputAsset => item.type === 'asset').map((asset) => [asset.fileName, asset]));

  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const initialChunksOf = (page: string) => {
    const pageChunk = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(`/web/src/pages/${page}/index.tsx`));
    if (!pageChunk) throw new Error(`The build has no route chunk for web/src/pages/${page}`);
    const initial = new Set<string>();
    const visit = (fileName: string) => {
      if (initial.has(fileName)) return;
      initial.add(fileName);
      for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
    };
    visit(entry.fileName);
    visit(pageChunk.fileName);
    return initial;
  };
  const initial = initialChunksOf('home');

  const modulesOf = (chunk: Rollup.OutputChunk) => chunk.moduleIds ?? Object.keys(chunk.modules);
  const size = (chunk: Rollup.OutputChunk): ChunkSize => ({ file: chunk.fileName, gzip: gzip(chunk.code), modules: modulesOf(chunk) });
  const css = new Set<string>();
  for (const fileName of initial) {
    const meta = (chunks.get(fileName) as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata;
    for (const file of meta?.importedCss ?? []) css.add(file);
  }
  // Without per-chunk metadata, every stylesheet counts as initial (the site ships one).
  if (css.size === 0) for (const file of assets.keys()) if (file.endsWith('.css')) css.add(file);

  return {
    initialJs: [...initial].map((fileName) => size(chunks.get(fileName)!)),
    initialCss: [...css].map((file) => ({ file, gzip: gzip(assets.get(file)!.source) })),
    lazyJs: [...chunks.values()].filter((chunk) => !initial.has(chunk.fileName)).map(size),
    initialModulesOf: (page) => [...initialChunksOf(page)].flatMap((fileName) => modulesOf(chunks.get(fileName)!)),
  };
}

export const total = (sizes: readonly { gzip: number }[]) => sizes.reduce((sum, item) => sum + item.gzip, 0);
export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
