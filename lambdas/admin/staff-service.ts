import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  ListUsersCommand,
  type AttributeType,
  type CognitoIdentityProviderClient,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteCommand, PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { INVITATION_TTL_DAYS, PASSWORD_RESET_TTL_HOURS, invitationEmail, passwordResetEmail } from '../../shared/admin/emails';
import { DEFAULT_ROLE, isStaffRole } from '../../shared/admin/roles';
import type { InviteStaffBody, StaffMember, UpdateStaffBody } from '../../shared/admin/schemas';
import { AppError } from '../../shared/errors';
import type { Mailer } from '../content/mailer';
import type { Caller, RoleRow } from '../lib/auth';
import type { RateLimitStore } from '../lib/rate-limit';
import type { AuditStore } from '../audit/audit-store';
import type { StaffTokenStore } from './staff-token-store';
import { logger } from '../lib/logger';

export interface StaffDeps {
  cognito: CognitoIdentityProviderClient;
  userPoolId: string;
  documents: DynamoDBDocumentClient;
  rolesTable: string;
  tokens: StaffTokenStore;
  mailer: Mailer;
  audit: AuditStore;
  rateLimits: RateLimitStore;
  /** Origin of the links in the e-mails (`SITE_URL`). */
  siteUrl: string;
}

const attribute = (attributes: AttributeType[] | undefined, name: string) => attributes?.find((item) => item.Name === name)?.Value;

/** Every Cognito user of the pool with the role and access flag of its `user_roles` row. */
export async function listStaff(deps: StaffDeps): Promise<StaffMember[]> {
  const rows = new Map<string, RoleRow>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await deps.documents.send(new ScanCommand({ TableName: deps.rolesTable, ExclusiveStartKey: start, ConsistentRead: true }));
    for (const item of page.Items ?? []) rows.set(String(item.user_id), item as RoleRow);
    start = page.LastEvaluatedKey;
  } while (start);

  const staff: StaffMember[] = [];
  let token: string | undefined;
  do {
    const page = await deps.cognito.send(new ListUsersCommand({ UserPoolId: deps.userPoolId, Limit: 60, PaginationToken: token }));
    for (const user of page.Users ?? []) staff.push(toMember(user, user.Attributes, rows));
    token = page.PaginationToken;
  } while (token);
  return staff.sort((a, b) => a.email.localeCompare(b.email));
}

function toMember(user: UserType, attributes: AttributeType[] | undefined, rows: Map<string, RoleRow>): StaffMember {
  const userId = attribute(attributes, 'sub') ?? user.Username ?? '';
  const row = rows.get(userId);
  const name = attribute(attributes, 'name');
  return {
    userId,
    email: attribute(attributes, 'email') ?? row?.email ?? user.Username ?? '',
    ...(name ? { name } : {}),
    role: isStaffRole(row?.role) ? row.role : DEFAULT_ROLE,
    status: user.Enabled === false || row?.disabled ? 'disabled' : user.UserStatus === 'FORCE_CHANGE_PASSWORD' ? 'invited' : 'active',
    ...(user.UserCreateDate ? { createdAt: new Date(user.UserCreateDate).toISOString() } : {}),
  };
}

/**
 * Invites a member of staff: a Cognito user without a usable password (no e-mail from Cognito), the role row, and
 * our own invitation e-mail whose link lets them set their name and password. Inviting an address whose invitation
 * was never accepted sends a fresh link; an address with an account is refused.
 */
export async function inviteStaff(deps: StaffDeps, actor: Caller, body: InviteStaffBody): Promise<StaffMember> {
  const existing = await getUser(deps, body.email);
  if (existing && existing.UserStatus !== 'FORCE_CHANGE_PASSWORD') {
    throw new AppError('VALIDATION_ERROR', { fields: { email: 'This address already has a staff account.' } });
  }
  const created = existing
    ? undefined
    : (
        await deps.cognito.send(
          new AdminCreateUserCommand({
            UserPoolId: deps.userPoolId,
            Username: body.email,
            MessageAction: 'SUPPRESS',
            UserAttributes: [
              { Name: 'email', Value: body.email },
              { Name: 'email_verified', Value: 'true' },
            ],
          }),
        )
      ).User;
  const attributes = existing?.UserAttributes ?? created?.Attributes;
  const userId = attribute(attributes, 'sub');
  if (!userId) throw new Error('Cognito returned a user without sub');
  await deps.documents.send(new PutCommand({ TableName: deps.rolesTable, Item: { user_id: userId, role: body.role, email: body.email } }));
  const token = await deps.tokens.issue({ kind: 'invite', userId, email: body.email }, INVITATION_TTL_DAYS * 86_400);
  await deps.mailer.send({ to: body.email, ...invitationEmail({ link: link(deps, 'invite', token), role: body.role, invitedBy: actor.email }) });
  await deps.audit.record(actor, existing ? 'staff.reinvited' : 'staff.invited', body.email, { role: body.role });
  return toMember({ Username: body.email, UserCreateDate: existing?.UserCreateDate ?? created?.UserCreateDate, UserStatus: 'FORCE_CHANGE_PASSWORD', Enabled: true }, attributes, new Map([[userId, { user_id: userId, role: body.role }]]));
}

/** The invitation of a member who has not accepted it yet; 404 for an unknown id, 409 once it was accepted. */
async function pendingInvitation(deps: StaffDeps, userId: string): Promise<StaffMember> {
  const member = (await listStaff(deps)).find((candidate) => candidate.userId === userId);
  if (!member) throw new AppError('NOT_FOUND', { message: 'No member of staff has this id.' });
  if (member.status !== 'invited') {
    throw new AppError('CONFLICT', { message: `${member.email} has already accepted the invitation: disable the account instead.` });
  }
  return member;
}

/** Sends a pending invitation again with a fresh link (the earlier link stops working), keeping its role. */
export async function resendInvitation(deps: StaffDeps, actor: Caller, userId: string): Promise<StaffMember> {
  const member = await pendingInvitation(deps, userId);
  return inviteStaff(deps, actor, { email: member.email, role: member.role });
}

/**
 * Withdraws a pending invitation: its link stops working first, then the account that was waiting for it and its
 * role go. The account is checked again after the link is dead, so an invitation accepted a moment before is
 * refused (409) rather than an active account deleted.
 */
export async function revokeInvitation(deps: StaffDeps, actor: Caller, userId: string): Promise<void> {
  const member = await pendingInvitation(deps, userId);
  await deps.tokens.revoke('invite', userId);
  const user = await getUser(deps, member.email);
  if (user && user.UserStatus !== 'FORCE_CHANGE_PASSWORD') {
    throw new AppError('CONFLICT', { message: `${member.email} accepted the invitation just now: disable the account instead.` });
  }
  if (user) await deps.cognito.send(new AdminDeleteUserCommand({ UserPoolId: deps.userPoolId, Username: member.email }));
  await deps.documents.send(new DeleteCommand({ TableName: deps.rolesTable, Key: { user_id: userId } }));
  await deps.audit.record(actor, 'staff.invitation_revoked', member.email, { role: member.role });
}

/** Changes a member's role and/or access. Nobody can change their own (an admin cannot lock everybody out). */
export async function updateStaff(deps: StaffDeps, actor: Caller, userId: string, body: UpdateStaffBody): Promise<void> {
  if (userId === actor.userId) throw new AppError('VALIDATION_ERROR', { fields: { userId: 'You cannot change your own role or access.' } });
  const member = (await listStaff(deps)).find((candidate) => candidate.userId === userId);
  if (!member) throw new AppError('NOT_FOUND', { message: 'No member of staff has this id.' });
  const changes: Record<string, unknown> = {};
  if (body.role !== undefined && body.role !== member.role) changes.role = body.role;
  if (body.disabled !== undefined) {
    const username = member.email;
    if (body.disabled) {
      await deps.cognito.send(new AdminDisableUserCommand({ UserPoolId: deps.userPoolId, Username: username }));
      // Ends refresh tokens in AWS. The row's flag below is what refuses the still-valid access token at once.
      await deps.cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: deps.userPoolId, Username: username })).catch((error: unknown) => {
        logger.warn('global sign-out of a disabled user failed', { user_id: userId, error });
      });
    } else {
      await deps.cognito.send(new AdminEnableUserCommand({ UserPoolId: deps.userPoolId, Username: username }));
    }
    changes.disabled = body.disabled;
  }
  await deps.documents.send(
    new UpdateCommand({
      TableName: deps.rolesTable,
      Key: { user_id: userId },
      UpdateExpression: 'SET #role = :role, email = :email, disabled = :disabled',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': body.role ?? member.role, ':email': member.email, ':disabled': body.disabled ?? member.status === 'disabled' },
    }),
  );
  if (changes.role !== undefined) await deps.audit.record(actor, 'staff.role_changed', member.email, { from: member.role, to: changes.role });
  if (changes.disabled !== undefined) await deps.audit.record(actor, changes.disabled ? 'staff.disabled' : 'staff.enabled', member.email);
}

/** The invitee sets their full name and password (signing up through the invitation link's `invite_token`). */
export async function acceptInvitation(deps: StaffDeps, input: { token: string; fullName: string; password: string }): Promise<{ email: string }> {
  const token = await deps.tokens.consume(input.token, 'invite');
  if (!token) throw invalidLink();
  await withLinkKept(deps, input.token, () => setPassword(deps, token.email, input.password));
  await deps.cognito.send(
    new AdminUpdateUserAttributesCommand({ UserPoolId: deps.userPoolId, Username: token.email, UserAttributes: [{ Name: 'name', Value: input.fullName }] }),
  );
  await deps.audit.record({ userId: token.userId, email: token.email, role: DEFAULT_ROLE }, 'staff.invitation_accepted', token.email);
  return { email: token.email };
}

/**
 * Sends a password-reset link to an active account. The answer never says whether the address has one; requests
 * are limited per source address and per address.
 */
export async function requestPasswordReset(deps: StaffDeps, email: string, sourceIp: string, now = new Date()): Promise<void> {
  const decision = await deps.rateLimits.takeAll(
    [
      { key: `staff-reset:ip:${sourceIp}`, limit: 10, windowSeconds: 600 },
      { key: `staff-reset:email:${email}`, limit: 3, windowSeconds: 3600 },
    ],
    now,
  );
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });
  const user = await getUser(deps, email);
  if (!user || user.Enabled === false || user.UserStatus === 'FORCE_CHANGE_PASSWORD') return;
  const userId = attribute(user.UserAttributes, 'sub') ?? email;
  const token = await deps.tokens.issue({ kind: 'reset', userId, email }, PASSWORD_RESET_TTL_HOURS * 3600, now.getTime());
  await deps.mailer.send({ to: email, ...passwordResetEmail({ link: link(deps, 'reset', token) }) });
}

/**
 * Sets the new password from a reset link and ends every session of the account: whoever held the old password is
 * signed out on every device. The sign-out comes first, so each step can be repeated with the same link when a later
 * one fails.
 */
export async function resetPassword(deps: StaffDeps, input: { token: string; password: string }): Promise<{ email: string }> {
  const token = await deps.tokens.consume(input.token, 'reset');
  if (!token) throw invalidLink();
  await withLinkKept(deps, input.token, async () => {
    await deps.cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: deps.userPoolId, Username: token.email }));
    await setPassword(deps, token.email, input.password);
  });
  await deps.audit.record({ userId: token.userId, email: token.email, role: DEFAULT_ROLE }, 'staff.password_reset', token.email);
  return { email: token.email };
}

/**
 * Runs the step a consumed link pays for; when it fails, the link is given back so the user can try again with it
 * (a password Cognito refuses, a throttled or unavailable Cognito), and Cognito's refusal becomes an answer in words.
 */
async function withLinkKept(deps: StaffDeps, rawToken: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    await deps.tokens.release(rawToken);
    throw passwordRefusal(error) ?? error;
  }
}

async function setPassword(deps: StaffDeps, email: string, password: string): Promise<void> {
  await deps.cognito.send(new AdminSetUserPasswordCommand({ UserPoolId: deps.userPoolId, Username: email, Password: password, Permanent: true }));
}

/** Cognito's refusals of a new password that the user can act on, as the answer they see; undefined for the rest. */
export function passwordRefusal(error: unknown): AppError | undefined {
  const refusedPassword = (message: string) => new AppError('VALIDATION_ERROR', { fields: { password: message } });
  switch ((error as { name?: string } | null)?.name) {
    case 'InvalidPasswordException':
      return refusedPassword(passwordPolicyMessage(error));
    case 'PasswordHistoryPolicyViolationException':
      return refusedPassword('You have used this password recently. Choose one you have not used before.');
    case 'InvalidParameterException':
      return refusedPassword('This password cannot be used. Choose another one.');
    case 'TooManyRequestsException':
    case 'LimitExceededException':
      return new AppError('RATE_LIMITED', { message: 'Too many password changes right now. Wait a few minutes, then use the same link again.' });
    default:
      return undefined;
  }
}

/** Cognito names the rule a password breaks ("Password does not conform to policy: Password must have symbol characters"). */
function passwordPolicyMessage(error: unknown): string {
  const rule = /:\s*(.+)$/.exec((error as Error).message ?? '')?.[1];
  return rule ? `${rule.replace(/\.?$/, '.')} Choose a stronger password.` : 'Choose a stronger password.';
}

async function getUser(deps: StaffDeps, email: string) {
  try {
    return await deps.cognito.send(new AdminGetUserCommand({ UserPoolId: deps.userPoolId, Username: email }));
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return undefined;
    throw error;
  }
}

function link(deps: StaffDeps, kind: 'invite' | 'reset', token: string): string {
  return `${deps.siteUrl.replace(/\/$/, '')}/admin/auth?${kind}=${encodeURIComponent(token)}`;
}

function invalidLink(): AppError {
  return new AppError('VALIDATION_ERROR', {
    title: 'Link Expired',
    message: 'This link is invalid, expired or already used. Ask for a new one.',
    fields: { token: 'This link is invalid, expired or already used.' },
  });
}
