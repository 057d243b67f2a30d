import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { DEFAULT_ROLE, can, isStaffRole, type Permission, type StaffRole } from '../../shared/admin/roles';
import { AppError } from '../../shared/errors';
import { dynamo, tableName } from './aws';
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

/**
 * `httpHandler`'s `authorize` for a staff route: every `/api/admin/*` handler names the permission it needs, and gets
 * the caller when their role has it; 403 FORBIDDEN otherwise.
 */
export function staffWith(permission: Permission): (event: HttpEvent) => Promise<Caller> {
  return async (event) => {
    const caller = await resolveCaller(event);
    if (!can(caller.role, permission)) throw new AppError('FORBIDDEN');
    return caller;
  };
}
