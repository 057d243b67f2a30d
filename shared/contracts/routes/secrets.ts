/**
 * The application's secrets in Secrets Manager. A handler declares in the route table which ones it reads
 * (`secrets`); it gets read permission on exactly those and, in its environment, only where to find each one
 * (`<NAME>_SECRET_ID`: the ARN in AWS, the name locally). The value is fetched at run time and cached
 * (`lambdas/lib/secrets.ts`), so it never appears in a function's configuration or a template.
 */
export const SECRET_NAMES = ['bookingToken', 'originVerify', 'googleServiceAccount'] as const;

export type SecretName = (typeof SECRET_NAMES)[number];

/** `bookingToken` → `BOOKING_TOKEN_SECRET_ID`. */
export function secretIdEnvVar(name: SecretName): string {
  return `${name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase()}_SECRET_ID`;
}
