import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffRole } from '../../../shared/admin/roles';
import { dynamo } from '../../../lambdas/lib/aws';
import { setSeedPassword } from '../../../infra/local/cognito';
import { cloud } from '../../support/cloud';

export const ADMIN = { email: 'admin@example.com', password: 'Local-Admin-2026!' };
export const PASSWORD = 'Staff-Test-2026!';

export const cognito = () => new CognitoIdentityProviderClient({ endpoint: cloud.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER });

/** Calls Cognito through the gateway's same-origin `/cognito`, as the browser does. */
export async function cognitoCall(operation: string, body: object): Promise<{ status: number; body: { __type?: string } & Record<string, unknown> }> {
  const response = await fetch(`${cloud.baseUrl}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { __type?: string } };
}

/** Signs in as the browser does; the tokens of the new session. */
export async function signInSession(email: string, password: string): Promise<{ AccessToken: string; RefreshToken: string }> {
  const response = await cognitoCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: cloud.env.COGNITO_CLIENT_ID, AuthParameters: { USERNAME: email, PASSWORD: password } });
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { AuthenticationResult: { AccessToken: string; RefreshToken: string } }).AuthenticationResult;
}

/** Signs in through the gateway's `/cognito` as the browser does; returns the access token. */
export async function signIn(email: string, password: string): Promise<string> {
  return (await signInSession(email, password)).AccessToken;
}

/** Renews a session with its refresh token, as Amplify does. */
export function refreshSession(refreshToken: string) {
  return cognitoCall('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: cloud.env.COGNITO_CLIENT_ID, AuthParameters: { REFRESH_TOKEN: refreshToken } });
}

/** A confirmed staff user with a password and (unless `role` is null) a `user_roles` row; returns its sub. */
export async function ensureUser(email: string, role: StaffRole | null): Promise<string> {
  const client = cognito();
  const UserPoolId = cloud.env.COGNITO_USER_POOL_ID;
  const existing = await client.send(new AdminGetUserCommand({ UserPoolId, Username: email })).catch(() => undefined);
  if (!existing) {
    await client.send(
      new AdminCreateUserCommand({ UserPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }] }),
    );
  }
  await setSeedPassword(client, UserPoolId, email, PASSWORD);
  const user = await client.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
  const sub = user.UserAttributes!.find((attribute) => attribute.Name === 'sub')!.Value!;
  if (role) await dynamo().send(new PutCommand({ TableName: 'user_roles', Item: { user_id: sub, role, email } }));
  return sub;
}

export interface StaffTokens {
  admin: string;
  editor: string;
  viewer: string;
  /** A signed-in user without a `user_roles` row: treated as a viewer. */
  norow: string;
}

export async function staffTokens(): Promise<StaffTokens> {
  await Promise.all([ensureUser('editor@example.com', 'editor'), ensureUser('viewer@example.com', 'viewer'), ensureUser('norow@example.com', null)]);
  const [admin, editor, viewer, norow] = await Promise.all([
    signIn(ADMIN.email, ADMIN.password),
    signIn('editor@example.com', PASSWORD),
    signIn('viewer@example.com', PASSWORD),
    signIn('norow@example.com', PASSWORD),
  ]);
  return { admin, editor, viewer, norow };
}

export async function api(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<Response> {
  return fetch(`${cloud.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}
