/**
 * Staff roles and what each may do. The matrix is the one source
 * for the handlers (`staffWith` in lambdas/lib/auth.ts) and for the dashboard, which hides what a role may not do.
 */
export const staffRoles = ['admin', 'editor', 'viewer'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** The role of a signed-in user without a `user_roles` row, or whose lookup failed. */
export const DEFAULT_ROLE: StaffRole = 'viewer';

export type Permission =
  /** Bookings, availability, settings, notification errors, contact messages, subscribers, chats. */
  | 'dashboard:read'
  /** Cancel bookings, edit availability blocks and calendar settings. */
  | 'calendar:write'
  /** Resolve and retry failed notifications. */
  | 'notifications:write'
  /** Mark contact messages read, replied or archived. */
  | 'inbox:write'
  /** Write, publish and delete posts, projects, videos and page metadata; upload media. */
  | 'content:write'
  /** Invite staff, change roles, disable accounts. */
  | 'staff:manage'
  /** Read the audit log. */
  | 'audit:read'
  /** Mail an address again that bounced or complained (lift its suppression). */
  | 'suppressions:manage'
  /** Erase a visitor's personal data and read the personal data requests. */
  | 'privacy:manage'
  /** Connect and remove staff calendars (their feed addresses are secrets). */
  | 'calendars:manage';

const matrix: Record<StaffRole, readonly Permission[]> = {
  admin: ['dashboard:read', 'calendar:write', 'notifications:write', 'inbox:write', 'content:write', 'staff:manage', 'audit:read', 'suppressions:manage', 'privacy:manage', 'calendars:manage'],
  editor: ['dashboard:read', 'calendar:write', 'notifications:write', 'inbox:write', 'content:write'],
  viewer: ['dashboard:read'],
};

export function can(role: StaffRole, permission: Permission): boolean {
  return matrix[role].includes(permission);
}

/**
 * Administrators hold every key (staff, roles, personal data), so a stolen password alone must not open their tools:
 * their account needs two-factor sign-in (an authenticator app) before any staff route serves them. For the other
 * roles it is optional.
 */
export function requiresTwoFactor(role: StaffRole): boolean {
  return role === 'admin';
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** A role as a sentence names it: `an editor`, `a viewer`. */
export const roleWithArticle: Record<StaffRole, string> = { admin: 'an admin', editor: 'an editor', viewer: 'a viewer' };

/** What each role may do, in a few words. */
export const roleAbilities: Record<StaffRole, string> = {
  admin: 'everything, including staff and roles',
  editor: 'bookings, availability, settings, notifications, the inbox and content',
  viewer: 'read only',
};

export const roleLabels: Record<StaffRole, string> = {
  admin: `Admin — ${roleAbilities.admin}`,
  editor: `Editor — ${roleAbilities.editor}`,
  viewer: `Viewer — ${roleAbilities.viewer}`,
};
