import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_ROLE, can, isStaffRole, requiresTwoFactor, type Permission, type StaffRole } from '../../shared/admin/roles';
import { AppError } from '../../shared/errors';
import { dynamo, requiredEnv, tableName } from './aws';
import type { HttpEvent } from './http';

/** The signed-in staff member a request comes from. */
export interface Caller {
  /** The Cognito `sub`. */
  userId: string;
  email?: string;
  role: StaffRole;
}

/** A `user_roles` row: `user_id`, `role`, plus the address and the access flag. */
export interface RoleRow {
  user_id: string;
  role: StaffRole;
  email?: string;
  /** Set when an admin disabled the account: every staff route refuses it at once, whatever its token says. */
  disabled?: boolean;
}

/**
 * The caller's user id from the JWT authorizer's claims. API Gateway (and the local gateway) verified the token
 * before the handler runs, so a missing `sub` means the route was wired without `auth: 'jwt'`: still a 401.
 */
export function callerId(event: HttpEvent): string {
  const sub = event.requestContext.authorizer?.jwt?.claims?.sub;
  if (typeof sub !== 'string' || sub.length === 0) throw new AppError('UNAUTHORIZED');
  return sub;
}

export async function readRoleRow(userId: string, documents: DynamoDBDocumentClient = dynamo()): Promise<RoleRow | undefined> {
  const { Item } = await documents.send(new GetCommand({ TableName: tableName('user_roles'), Key: { user_id: userId }, ConsistentRead: true }));
  if (!Item) return undefined;
  return { user_id: userId, role: isStaffRole(Item.role) ? Item.role : DEFAULT_ROLE, email: Item.email as string | undefined, disabled: Item.disabled === true };
}

/**
 * The caller with the role from `user_roles`: `viewer` without a row (least privilege). A disabled account is refused
 * (403) even with a token that has not expired yet.
 */
export async function resolveCaller(event: HttpEvent): Promise<Caller> {
  const userId = callerId(event);
  const row = await readRoleRow(userId);
  if (row?.disabled) throw new AppError('FORBIDDEN', { message: 'This account has been disabled.' });
  return { userId, email: row?.email, role: row?.role ?? DEFAULT_ROLE };
}

let cognitoClient: CognitoIdentityProviderClient | undefined;

/**
 * Whether the user signs in with an authenticator app (TOTP MFA on), asked of the user pool on each call. Users
 * switch it with their own token, straight at Cognito, so no copy elsewhere could be trusted; and with MFA on, the
 * pool asks every sign-in for a code (no device is remembered), so a session of such a user has passed it.
 */
export async function hasTwoFactor(username: string, cognito: CognitoIdentityProviderClient = (cognitoClient ??= new CognitoIdentityProviderClient({}))): Promise<boolean> {
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId: requiredEnv('COGNITO_USER_POOL_ID'), Username: username }));
  return user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
}

/** The Cognito user name of the caller (the access token's `username`; its `sub` names the same user). */
function callerUsername(event: HttpEvent, userId: string): string {
  const username = event.requestContext.authorizer?.jwt?.claims?.username;
  return typeof username === 'string' && username.length > 0 ? username : userId;
}

export interface StaffCheckDeps {
  caller(event: HttpEvent): Promise<Caller>;
  hasTwoFactor(username: string): Promise<boolean>;
}

const staffCheckDeps: StaffCheckDeps = { caller: resolveCaller, hasTwoFactor: (username) => hasTwoFactor(username) };

/**
 * `httpHandler`'s `authorize` for a staff route: every `/api/admin/*` handler names the permission it needs, and gets
 * the caller when their role has it; 403 FORBIDDEN otherwise, and 403 TWO_FACTOR_REQUIRED for a role that needs
 * two-factor sign-in from an account without it.
 */
export function staffWith(permission: Permission, deps: StaffCheckDeps = staffCheckDeps): (event: HttpEvent) => Promise<Caller> {
  return async (event) => {
    const caller = await deps.caller(event);
    if (!can(caller.role, permission)) throw new AppError('FORBIDDEN');
    if (requiresTwoFactor(caller.role) && !(await deps.hasTwoFactor(callerUsername(event, caller.userId)))) throw new AppError('TWO_FACTOR_REQUIRED');
    return caller;
  };
}
