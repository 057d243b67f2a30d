/**
 * Sets up the Cognito emulator on first start as the CDK auth stack does in AWS: the staff user pool (optional TOTP
 * MFA), the web app's client (USER_PASSWORD_AUTH, because the emulator has no SRP), the role groups, and the local
 * staff account of the contract with its `admin` row in `user_roles`, enrolled in TOTP as an administrator must be.
 */
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  SetUserMFAPreferenceCommand,
  SetUserPoolMfaConfigCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { totpCode } from './totp';

export const STAFF_ROLES = ['admin', 'editor', 'viewer'] as const;

export interface CognitoSetup {
  userPoolId: string;
  userPoolClientId: string;
}

export interface StaffAccount {
  email: string;
  password: string;
}

export async function ensureCognito(
  client: CognitoIdentityProviderClient,
  previous: CognitoSetup | undefined,
): Promise<{ setup: CognitoSetup; created: boolean }> {
  if (previous && (await poolExists(client, previous.userPoolId))) {
    await allowTotp(client, previous.userPoolId);
    return { setup: previous, created: false };
  }
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'northstar-staff',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        // As the CDK auth stack's pool: a password may not repeat any of the user's last five.
        PasswordPolicy: { MinimumLength: 12, RequireLowercase: true, RequireUppercase: true, RequireNumbers: true, RequireSymbols: true, PasswordHistorySize: 5 },
      },
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  await allowTotp(client, userPoolId);
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  for (const role of STAFF_ROLES) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role, Description: `${role} role` }));
  }
  return { setup: { userPoolId, userPoolClientId: appClient.UserPoolClient!.ClientId! }, created: true };
}

/** Creates the staff account with a permanent password and the `admin` role; returns its `sub`. */
export async function ensureStaffAccount(
  client: CognitoIdentityProviderClient,
  documents: DynamoDBDocumentClient,
  userPoolId: string,
  account: StaffAccount,
): Promise<string> {
  const existing = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: account.email })).catch(() => undefined);
  const user =
    existing ??
    (
      await client.send(
        new AdminCreateUserCommand({
          UserPoolId: userPoolId,
          Username: account.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: account.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'name', Value: 'Local Admin' },
          ],
        }),
      )
    ).User;
  await setSeedPassword(client, userPoolId, account.email, account.password);
  const attributes = (existing?.UserAttributes ?? (user as { Attributes?: { Name?: string; Value?: string }[] })?.Attributes) ?? [];
  const sub = attributes.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('The Cognito emulator returned a user without sub');
  await documents.send(new PutCommand({ TableName: 'user_roles', Item: { user_id: sub, role: 'admin', email: account.email } }));
  return sub;
}

/** As the CDK auth stack's pool: MFA optional, by authenticator app (TOTP) only. */
async function allowTotp(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  await client.send(new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }));
}

/**
 * Enrols an account in TOTP MFA the way the setup screen does (sign in, AssociateSoftwareToken, VerifySoftwareToken
 * with the current code, SetUserMFAPreference) and returns its secret; undefined when the account already has MFA
 * (its sign-in asks for a code), whose secret only its owner knows.
 */
export async function enrolTotp(client: CognitoIdentityProviderClient, clientId: string, account: StaffAccount): Promise<string | undefined> {
  const signIn = await client.send(
    new InitiateAuthCommand({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: clientId, AuthParameters: { USERNAME: account.email, PASSWORD: account.password } }),
  );
  const AccessToken = signIn.AuthenticationResult?.AccessToken;
  if (!AccessToken) return undefined;
  const { SecretCode } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  await client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: totpCode(SecretCode!), FriendlyDeviceName: 'Local authenticator' }));
  await client.send(new SetUserMFAPreferenceCommand({ AccessToken, SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true } }));
  return SecretCode;
}

async function poolExists(client: CognitoIdentityProviderClient, userPoolId: string): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Sets a seeded account's password on every start, so a changed `LOCAL_ADMIN_PASSWORD` applies. The pool refuses a
 * password among the user's last five, the current one included, as Cognito does: that one is already set.
 */
export async function setSeedPassword(client: CognitoIdentityProviderClient, userPoolId: string, email: string, password: string): Promise<void> {
  await client.send(new AdminSetUserPasswordCommand({ UserPoolId: userPoolId, Username: email, Password: password, Permanent: true })).catch((error: Error) => {
    if (error.name !== 'PasswordHistoryPolicyViolationException') throw error;
  });
}
