import { spawnSync } from 'node:child_process';

/** DynamoDB Local is Amazon's Java program; it needs Java 17 or newer. */
const MINIMUM_JAVA = 17;

/** Why the local cloud cannot start DynamoDB Local here, in one line; undefined when a suitable `java` is on the PATH. */
export function missingJava(): string | undefined {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const install = 'install a Java 17+ runtime (Debian/Ubuntu: apt-get install -y default-jre-headless; macOS: brew install openjdk@17)';
  if (probe.error || probe.status !== 0) return `DynamoDB Local needs Java, and no 'java' was found: ${install}.`;
  const major = javaMajorVersion(`${probe.stderr}${probe.stdout}`);
  if (major !== undefined && major < MINIMUM_JAVA) return `DynamoDB Local needs Java ${MINIMUM_JAVA}+, and 'java' is version ${major}: ${install}.`;
  return undefined;
}

/** `openjdk version "17.0.15"` → 17; `java version "1.8.0_372"` → 8. */
export function javaMajorVersion(versionOutput: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(versionOutput);
  if (!match) return undefined;
  const first = Number(match[1]);
  return first === 1 && match[2] ? Number(match[2]) : first;
}
