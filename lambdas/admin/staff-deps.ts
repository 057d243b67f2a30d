import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { audit } from '../audit/deps';
import { Mailer } from '../content/mailer';
import { dynamo, requiredEnv, tableName } from '../lib/aws';
import { once } from '../lib/memo';
import { rateLimits } from '../lib/rate-limit';
import { emailSender } from '../notifications/email-sender';
import type { StaffDeps } from './staff-service';
import { StaffTokenStore } from './staff-token-store';

/*
 * What the staff accounts' handlers need (inviting, listing, changing and resetting the passwords of staff), built
 * once per container on first use. Endpoints come from the SDK's standard variables
 * (AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER locally), the pool from COGNITO_USER_POOL_ID.
 */
export const staffDeps = once(
  (): StaffDeps => ({
    cognito: new CognitoIdentityProviderClient({}),
    userPoolId: requiredEnv('COGNITO_USER_POOL_ID'),
    documents: dynamo(),
    rolesTable: tableName('user_roles'),
    tokens: new StaffTokenStore(dynamo(), tableName('staff_tokens')),
    mailer: new Mailer(emailSender(), requiredEnv('SENDER_EMAIL')),
    audit: audit(),
    rateLimits: rateLimits(),
    siteUrl: requiredEnv('SITE_URL'),
  }),
);
