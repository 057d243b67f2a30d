import { AdminCreateUserCommand, AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { Page } from '@playwright/test';
import { setSeedPassword } from '../../../infra/local/cognito';
import type { StaffRole } from '../../../shared/admin/roles';
import { expect, type CloudUrls } from '../fixtures';

/*
 * What the studio's end-to-end files share: staff accounts seeded straight into Cognito and `user_roles`, signing in
 * through the page, and titles and slugs of their own.
 */

export const PASSWORD = 'Studio-Test-2026!';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
export const tables = (cloud: CloudUrls) => DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: cloud.env.AWS_ENDPOINT_URL_DYNAMODB, region: 'eu-west-1', credentials }));

/**
 * The end-to-end files share one local cloud: what these tests publish has a title (and slug) starting "Studio test",
 * which the public lists' tests leave out of their counts, and the project a test created is deleted from its table
 * afterwards (the stream takes its page down as for any delete).
 */
export const studioTitle = (name: string) => `Studio test ${name} ${Date.now().toString(36)}`;
export const slugOf = (title: string) => title.toLowerCase().replace(/\s+/g, '-');
export async function deleteProject(cloud: CloudUrls, slug: string) {
  const { Items = [] } = await tables(cloud).send(new ScanCommand({ TableName: 'projects', FilterExpression: 'slug = :slug', ExpressionAttributeValues: { ':slug': slug } }));
  for (const item of Items) await tables(cloud).send(new DeleteCommand({ TableName: 'projects', Key: { id: item.id } }));
}

/** A staff account with a role, seeded directly in Cognito and `user_roles` (not through the UI). */
export async function staffAccount(cloud: CloudUrls, email: string, role: StaffRole): Promise<void> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: cloud.env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER, region: 'eu-west-1', credentials });
  const UserPoolId = cloud.env.COGNITO_USER_POOL_ID;
  // Two tests of this file may create the same editor at once: the second finds it made.
  await cognito
    .send(new AdminCreateUserCommand({ UserPoolId, Username: email, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }] }))
    .catch((error: Error) => {
      if (error.name !== 'UsernameExistsException') throw error;
    });
  await setSeedPassword(cognito, UserPoolId, email, PASSWORD);
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
  const sub = user.UserAttributes!.find((attribute) => attribute.Name === 'sub')!.Value!;
  await tables(cloud).send(new PutCommand({ TableName: cloud.env.TABLE_USER_ROLES ?? 'user_roles', Item: { user_id: sub, role, email } }));
}

/** Signs in through the sign-in page as `email` and opens the dashboard section `tab`. */
export async function signIn(page: Page, email: string, tab: string) {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/auth$/, { timeout: 15_000 });
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link', { name: tab, exact: true }).click();
}
