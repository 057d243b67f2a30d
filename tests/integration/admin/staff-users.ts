import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StaffRole } from '../../../shared/admin/roles';
import { dynamo } from '../../../lambdas/lib/aws';
import { setSeedPassword } from '../../../infra/local/cognito';
import { totpCode } from '../../../infra/local/totp';
import { cloud } from '../../support/cloud';
import type { LocalCloudInfo } from '../../support/local-cloud';

export const ADMIN = { email: 'admin@example.com', password: 'Local-Admin-2026!' };
export const PASSWORD = 'Staff-Test-2026!';

export const cognito = () => new CognitoIdentityProviderClient({ endpoint: cloud.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER });

/** A local cloud to sign in at: the run's own unless a test started another. */
type SignInTarget = Pick<LocalCloudInfo, 'baseUrl' | 'env' | 'adminTotpSecret'>;

/** Calls Cognito through the gateway's same-origin `/cognito`, as the browser does. */
export async function cognitoCall(operation: string, body: object, at: SignInTarget = cloud): Promise<{ status: number; body: { __type?: string } & Record<string, unknown> }> {
  const response = await fetch(`${at.baseUrl}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { __type?: string } };
}

interface SignInAnswer {
  AuthenticationResult?: { AccessToken: string; RefreshToken: string };
  ChallengeName?: string;
  ChallengeParameters?: { USER_ID_FOR_SRP: string };
  Session?: string;
}

/**
 * Signs in as the browser does; the tokens of the new session. An account with two-factor sign-in is asked for the
 * authenticator app's code, computed here from its secret (the seeded administrator's unless another is given).
 */
export async function signInSession(
  email: string,
  password: string,
  { at = cloud, totpSecret = email === ADMIN.email ? at.adminTotpSecret : undefined }: { at?: SignInTarget; totpSecret?: string } = {},
): Promise<{ AccessToken: string; RefreshToken: string }> {
  const ClientId = at.env.COGNITO_CLIENT_ID;
  let response = await cognitoCall('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId, AuthParameters: { USERNAME: email, PASSWORD: password } }, at);
  const challenge = response.body as SignInAnswer;
  if (response.status === 200 && challenge.ChallengeName === 'SOFTWARE_TOKEN_MFA' && totpSecret) {
    response = await cognitoCall(
      'RespondToAuthChallenge',
      {
        ClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: challenge.ChallengeParameters!.USER_ID_FOR_SRP, SOFTWARE_TOKEN_MFA_CODE: totpCode(totpSecret) },
      },
      at,
    );
  }
  const tokens = (response.body as SignInAnswer).AuthenticationResult;
  if (response.status !== 200 || !tokens) throw new Error(`sign-in of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return tokens;
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
