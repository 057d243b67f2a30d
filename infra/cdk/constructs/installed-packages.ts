import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface PackageManifest {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

/**
 * The folders (relative to `root`) of the given packages and everything they depend on, as npm installed them in the
 * repository: each name is resolved as Node resolves it, from the folder of the package that needs it up to `root`.
 * An optional dependency that is not installed (another platform's native binary) is skipped; a missing required one
 * is an error. Folders inside another listed folder are left out, since copying the outer one copies them.
 */
export function installedPackageClosure(names: readonly string[], root: string): string[] {
  const found = new Set<string>();
  const visit = (name: string, from: string, optional: boolean) => {
    const folder = resolvePackage(name, from, root);
    if (!folder) {
      if (optional) return;
      throw new Error(`Package ${name} (needed from ${path.relative(root, from) || '.'}) is not installed: run npm ci first`);
    }
    if (found.has(folder)) return;
    found.add(folder);
    const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as PackageManifest;
    for (const dependency of Object.keys(manifest.dependencies ?? {})) visit(dependency, folder, false);
    for (const dependency of Object.keys(manifest.optionalDependencies ?? {})) visit(dependency, folder, true);
  };
  for (const name of names) visit(name, root, false);
  const folders = [...found].sort();
  return folders.filter((folder) => !folders.some((outer) => folder.startsWith(`${outer}${path.sep}`))).map((folder) => path.relative(root, folder));
}

function resolvePackage(name: string, from: string, root: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || path.dirname(dir) === dir) return undefined;
  }
}

/** Shell commands copying those folders from `root` into `outputDir` at the same relative paths (links dereferenced). */
export function copyInstalledPackages(names: readonly string[], root: string, outputDir: string): string[] {
  return installedPackageClosure(names, root).map((folder) => {
    const target = path.join(outputDir, folder);
    return `mkdir -p "${path.dirname(target)}" && cp -RL "${path.join(root, folder)}" "${target}"`;
  });
}
