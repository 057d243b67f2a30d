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

/** Its own provider: Powertools caches by secret id alone, so the previous value must not share the current's cache. */
const previousValues = new SecretsProvider();
const previousReaders = new Map<SecretName, () => Promise<string | undefined>>();

/**
 * The value the secret had before its last change (Secrets Manager's AWSPREVIOUS stage), undefined when it never
 * changed; the answer is kept as long as the current value's. For a secret that also lives where it cannot change at
 * the same moment (the origin secret in CloudFront's configuration): both values stay good while the copy catches up.
 */
export function readPreviousSecret(name: SecretName): Promise<string | undefined> {
  let read = previousReaders.get(name);
  if (!read) {
    read = memoize(SECRET_MAX_AGE_SECONDS * 1000, async () => {
      try {
        const value = await previousValues.get(secretId(name), { sdkOptions: { VersionStage: 'AWSPREVIOUS' } });
        return typeof value === 'string' && value.length > 0 ? value : undefined;
      } catch (error) {
        if ((error as { cause?: { name?: string } }).cause?.name === 'ResourceNotFoundException') return undefined;
        throw error;
      }
    });
    previousReaders.set(name, read);
  }
  return read();
}
