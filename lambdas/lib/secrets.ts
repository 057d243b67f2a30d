import { getSecret, SecretsProvider } from '@aws-lambda-powertools/parameters/secrets';
import { secretIdEnvVar, type SecretName } from '../../shared/contracts/routes/secrets';
import { memoize } from './memo';

export type { SecretName };

/**
 * How long a secret's value is reused before Secrets Manager is asked again: a container fetches each secret at most
 * every five minutes, and a rotated value reaches every function within that time, without a deploy.
 */
export const SECRET_MAX_AGE_SECONDS = 300;

/** Whether this function was given the secret (the route table declares it for the handler). */
export function hasSecret(name: SecretName): boolean {
  return Boolean(process.env[secretIdEnvVar(name)]);
}

/**
 * The value of a secret the handler declares in the route table, fetched from Secrets Manager at run time (the
 * endpoint comes from the SDK's `AWS_ENDPOINT_URL_SECRETS_MANAGER`, set only by the local runtime) and cached for
 * `SECRET_MAX_AGE_SECONDS`. Only the secret's id is in the function's environment, never its value.
 */
export async function readSecret(name: SecretName): Promise<string> {
  const value = await getSecret<string>(secretId(name), { maxAge: SECRET_MAX_AGE_SECONDS });
  if (typeof value !== 'string' || value.length === 0) throw new Error(`Secret ${name} has no string value`);
  return value;
}

function secretId(name: SecretName): string {
  const variable = secretIdEnvVar(name);
  const id = process.env[variable];
  if (!id) throw new Error(`Missing configuration: ${variable} (declare the secret '${name}' for this handler in shared/contracts/routes)`);
  return id;
}

/** Powertools caches by secret id alone, whatever the version asked: versions are read past its cache, into their own. */
const versionsProvider = new SecretsProvider();
const versionReaders = new Map<SecretName, () => Promise<SecretVersions>>();

export interface SecretVersions {
  current: string;
  /** The value before the last change (Secrets Manager's AWSPREVIOUS stage); undefined when it never changed. */
  previous?: string;
}

/**
 * The secret's current and previous values, read together and kept as long as `readSecret` keeps one: a pair from one
 * moment, so a change never leaves a container with the new value but without the one it replaced. For a secret
 * that also lives where it cannot change at the same moment (the origin secret in CloudFront's configuration): both
 * values stay good while the copy catches up.
 */
export function readSecretVersions(name: SecretName): Promise<SecretVersions> {
  let read = versionReaders.get(name);
  if (!read) {
    read = memoize(SECRET_MAX_AGE_SECONDS * 1000, async () => {
      const id = secretId(name);
      const [current, previous] = await Promise.all([
        versionsProvider.get(id, { forceFetch: true }),
        versionsProvider.get(id, { forceFetch: true, sdkOptions: { VersionStage: 'AWSPREVIOUS' } }).catch((error: { cause?: { name?: string } }) => {
          if (error.cause?.name === 'ResourceNotFoundException') return undefined;
          throw error;
        }),
      ]);
      if (typeof current !== 'string' || current.length === 0) throw new Error(`Secret ${name} has no string value`);
      return { current, previous: typeof previous === 'string' && previous.length > 0 ? previous : undefined };
    });
    versionReaders.set(name, read);
  }
  return read();
}
