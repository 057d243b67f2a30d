import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** What CloudFormation accepts in one template, nested stacks' included. */
export const CLOUDFORMATION_LIMITS = { resources: 500, outputs: 200, parameters: 200, bytes: 1_000_000 } as const;

export interface TemplateSize {
  file: string;
  resources: number;
  outputs: number;
  parameters: number;
  bytes: number;
}

/** Every template of a synthesized cloud assembly (top-level and nested stacks), with what counts against the limits. */
export function synthesizedTemplates(outdir: string): TemplateSize[] {
  return readdirSync(outdir)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => {
      const full = path.join(outdir, file);
      const template = JSON.parse(readFileSync(full, 'utf8')) as Record<string, Record<string, unknown> | undefined>;
      const count = (section: string) => Object.keys(template[section] ?? {}).length;
      return { file: full, resources: count('Resources'), outputs: count('Outputs'), parameters: count('Parameters'), bytes: statSync(full).size };
    });
}

/** The limits a template exceeds, in words (none: an empty list). */
export function limitsExceeded(size: TemplateSize): string[] {
  const name = path.basename(size.file);
  return (['resources', 'outputs', 'parameters', 'bytes'] as const)
    .filter((key) => size[key] > CLOUDFORMATION_LIMITS[key])
    .map((key) => `${name}: ${size[key]} ${key}, CloudFormation allows ${CLOUDFORMATION_LIMITS[key]}`);
}
