import type { HttpRoute } from './types';

/*
 * The staff API (docs/admin.md). Every `/api/admin/*` and `/api/me/*` route requires a Cognito access token
 * (`auth: 'jwt'`: 401 from the gateway without one) and checks the caller's role in the handler (403). The
 * `/api/staff-auth/*` routes are public: the single-use token of an invitation or reset e-mail is their proof.
 */

const notifyTables = {
  bookings: 'readwrite',
  notification_deliveries: 'readwrite',
  notification_errors: 'readwrite',
  ws_connections: 'readwrite',
  user_roles: 'read',
  audit_log: 'write',
} as const;

/** What cancelling a booking writes in its one transaction (cancel-booking.ts). */
const cancelTables = { bookings: 'readwrite', booking_slots: 'readwrite', booking_limits: 'readwrite' } as const;

/** What reading a staff calendar's feed into the DAY items needs (lambdas/calendars/sync-calendar.ts). */
export const calendarSync = {
  tables: { staff_calendars: 'readwrite', bookings: 'readwrite', calendar_settings: 'read', availability_blocks: 'read' },
  // The feed addresses are sealed with a key derived from the token secret.
  secrets: ['bookingToken'],
  metrics: ['CalendarSyncFailures'],
  timeoutSeconds: 30,
} satisfies Partial<HttpRoute>;

/** What booking for a client and moving a booking read and write: the visitor's booking transaction's tables. */
const bookingChangeTables = {
  calendar_settings: 'read',
  availability_blocks: 'read',
  bookings: 'readwrite',
  booking_slots: 'readwrite',
  booking_limits: 'readwrite',
  audit_log: 'write',
} as const;

/** What sending, resending and withdrawing an invitation write: the role row, the link's token, the audit entry. */
const invitationTables = { user_roles: 'readwrite', staff_tokens: 'write', audit_log: 'write' } as const;

const staff = (route: Omit<HttpRoute, 'auth' | 'rateLimit'>): HttpRoute => {
  const tables = { user_roles: 'read', ...route.tables } as HttpRoute['tables'];
  return { ...route, tables, auth: 'jwt', rateLimit: 'staff' };
};

export const adminRoutes: readonly HttpRoute[] = [
  staff({ method: 'GET', path: '/api/me/role', handler: 'lambdas/me/get-role.ts' }),

  staff({ method: 'GET', path: '/api/admin/bookings', handler: 'lambdas/admin/list-bookings.ts', tables: { bookings: 'read' } }),
  staff({ method: 'GET', path: '/api/admin/bookings/{id}', handler: 'lambdas/admin/get-booking.ts', tables: { bookings: 'read' } }),
  staff({
    method: 'POST',
    path: '/api/admin/bookings',
    handler: 'lambdas/admin/create-booking.ts',
    tables: { ...bookingChangeTables, idempotency_keys: 'readwrite' },
    metrics: ['BookingsCreated', 'BookingsRefused'],
  }),
  staff({
    method: 'POST',
    path: '/api/admin/bookings/{id}/reschedule',
    handler: 'lambdas/admin/reschedule-booking.ts',
    tables: bookingChangeTables,
    metrics: ['BookingsRescheduled'],
  }),
  staff({
    method: 'POST',
    path: '/api/admin/bookings/{id}/attendance',
    handler: 'lambdas/admin/mark-attendance.ts',
    tables: { calendar_settings: 'read', availability_blocks: 'read', bookings: 'readwrite', booking_limits: 'readwrite', audit_log: 'write' },
  }),
  staff({ method: 'GET', path: '/api/admin/booking-no-shows', handler: 'lambdas/admin/list-no-shows.ts', tables: { booking_limits: 'read' } }),
  staff({
    method: 'POST',
    path: '/api/admin/bookings/{id}/cancel',
    handler: 'lambdas/admin/cancel-booking.ts',
    tables: { ...cancelTables, audit_log: 'write' },
    metrics: ['BookingsCancelled'],
  }),
  staff({
    method: 'POST',
    path: '/api/admin/bookings/cancel-by-email',
    handler: 'lambdas/admin/cancel-address-bookings.ts',
    tables: { ...cancelTables, audit_log: 'write' },
    metrics: ['BookingsCancelled'],
  }),
  staff({ method: 'GET', path: '/api/admin/booking-blocks', handler: 'lambdas/admin/list-booking-blocks.ts', tables: { booking_limits: 'read' } }),
  staff({ method: 'POST', path: '/api/admin/booking-blocks', handler: 'lambdas/admin/block-sender.ts', tables: { booking_limits: 'readwrite', audit_log: 'write' } }),
  staff({
    method: 'DELETE',
    path: '/api/admin/booking-blocks/{target}',
    handler: 'lambdas/admin/unblock-sender.ts',
    tables: { booking_limits: 'readwrite', audit_log: 'write' },
  }),

  staff({ method: 'GET', path: '/api/admin/email-suppressions', handler: 'lambdas/admin/list-email-suppressions.ts', tables: { email_suppressions: 'read' } }),
  staff({
    method: 'DELETE',
    path: '/api/admin/email-suppressions/{email}',
    handler: 'lambdas/admin/lift-email-suppression.ts',
    tables: { email_suppressions: 'readwrite', audit_log: 'write' },
  }),

  // Both tell staff whether Google Meet can be chosen: the Google secret's presence, never its value.
  staff({
    method: 'GET',
    path: '/api/admin/calendar',
    handler: 'lambdas/admin/get-calendar.ts',
    tables: { calendar_settings: 'read', availability_blocks: 'read' },
    secrets: ['googleServiceAccount'],
  }),
  staff({
    method: 'PUT',
    path: '/api/admin/calendar/settings',
    handler: 'lambdas/admin/save-settings.ts',
    tables: { calendar_settings: 'readwrite', availability_blocks: 'read', ws_connections: 'readwrite', audit_log: 'write' },
    capabilities: ['realtime'],
    secrets: ['googleServiceAccount'],
  }),
  staff({
    method: 'PUT',
    path: '/api/admin/calendar/blocks',
    handler: 'lambdas/admin/save-blocks.ts',
    tables: { calendar_settings: 'read', availability_blocks: 'readwrite', ws_connections: 'readwrite', audit_log: 'write' },
    capabilities: ['realtime'],
  }),

  staff({
    method: 'GET',
    path: '/api/admin/availability/explain',
    handler: 'lambdas/calendars/working-time.ts#explainAvailability',
    tables: { calendar_settings: 'read', availability_blocks: 'read', bookings: 'read', staff_calendars: 'read' },
  }),
  ...(['PUT', 'DELETE'] as const).map((method) =>
    staff({
      method,
      path: '/api/admin/calendar/overrides/{date}',
      handler: `lambdas/calendars/working-time.ts#${method === 'PUT' ? 'saveDateOverride' : 'deleteDateOverride'}`,
      tables: { calendar_settings: 'readwrite', availability_blocks: 'read', ws_connections: 'readwrite', audit_log: 'write' },
      capabilities: ['realtime'],
    }),
  ),

  staff({ method: 'GET', path: '/api/admin/calendars', handler: 'lambdas/calendars/staff-calendars.ts#listCalendars', tables: { staff_calendars: 'read' } }),
  staff({ method: 'POST', path: '/api/admin/calendars', handler: 'lambdas/calendars/staff-calendars.ts#addCalendar', ...calendarSync, tables: { ...calendarSync.tables, audit_log: 'write' } }),
  staff({ method: 'POST', path: '/api/admin/calendars/{id}/sync', handler: 'lambdas/calendars/staff-calendars.ts#syncCalendarNow', ...calendarSync }),
  staff({
    method: 'DELETE',
    path: '/api/admin/calendars/{id}',
    handler: 'lambdas/calendars/staff-calendars.ts#deleteCalendar',
    tables: { ...calendarSync.tables, audit_log: 'write' },
    timeoutSeconds: 30,
  }),

  staff({ method: 'GET', path: '/api/admin/notification-errors', handler: 'lambdas/admin/list-notification-errors.ts', tables: { notification_errors: 'read', bookings: 'read' } }),
  staff({
    method: 'POST',
    path: '/api/admin/notification-errors/{id}/resolve',
    handler: 'lambdas/admin/resolve-notification-error.ts',
    tables: { notification_errors: 'readwrite', audit_log: 'write' },
  }),
  staff({
    method: 'POST',
    path: '/api/admin/notification-errors/{id}/retry',
    handler: 'lambdas/admin/retry-notification.ts',
    tables: notifyTables,
    capabilities: ['ses', 'realtime'],
    secrets: ['bookingToken', 'googleServiceAccount'],
    metrics: ['NotificationFailures'],
    timeoutSeconds: 30,
  }),

  staff({ method: 'GET', path: '/api/admin/contact-messages', handler: 'lambdas/admin/list-contact-messages.ts', tables: { contact_messages: 'read' } }),
  staff({ method: 'PUT', path: '/api/admin/contact-messages/{id}/status', handler: 'lambdas/admin/change-contact-state.ts', tables: { contact_messages: 'readwrite' } }),
  staff({ method: 'GET', path: '/api/admin/inbox-counts', handler: 'lambdas/admin/get-inbox-counts.ts', tables: { contact_messages: 'read' } }),
  staff({ method: 'GET', path: '/api/admin/newsletter-subscribers', handler: 'lambdas/admin/list-subscribers.ts', tables: { newsletter_subscribers: 'read' } }),
  staff({ method: 'GET', path: '/api/admin/chat-conversations', handler: 'lambdas/admin/list-conversations.ts', tables: { chat_conversations: 'read' } }),
  staff({ method: 'GET', path: '/api/admin/chat-conversations/{id}', handler: 'lambdas/admin/get-conversation.ts', tables: { chat_conversations: 'read' } }),

  staff({ method: 'GET', path: '/api/admin/staff', handler: 'lambdas/admin/list-staff.ts', capabilities: ['cognito-admin'] }),
  staff({
    method: 'POST',
    path: '/api/admin/staff',
    handler: 'lambdas/admin/invite-staff.ts',
    tables: invitationTables,
    capabilities: ['cognito-admin', 'ses'],
  }),
  staff({
    method: 'PATCH',
    path: '/api/admin/staff/{userId}',
    handler: 'lambdas/admin/update-staff.ts',
    tables: { user_roles: 'readwrite', audit_log: 'write' },
    capabilities: ['cognito-admin'],
  }),
  staff({
    method: 'POST',
    path: '/api/admin/staff/{userId}/invitation',
    handler: 'lambdas/admin/staff-invitation.ts#resend',
    tables: invitationTables,
    capabilities: ['cognito-admin', 'ses'],
  }),
  staff({
    method: 'DELETE',
    path: '/api/admin/staff/{userId}/invitation',
    handler: 'lambdas/admin/staff-invitation.ts#revoke',
    tables: invitationTables,
    capabilities: ['cognito-admin'],
  }),
  staff({ method: 'GET', path: '/api/admin/audit-log', handler: 'lambdas/admin/list-audit-log.ts', tables: { audit_log: 'read' } }),

  {
    method: 'POST',
    path: '/api/staff-auth/accept-invitation',
    handler: 'lambdas/admin/accept-invitation.ts',
    auth: 'none',
    rateLimit: 'form',
    tables: { staff_tokens: 'readwrite', audit_log: 'write' },
    capabilities: ['cognito-admin'],
  },
  {
    method: 'POST',
    path: '/api/staff-auth/password-reset',
    handler: 'lambdas/admin/request-password-reset.ts',
    auth: 'none',
    rateLimit: 'form',
    tables: { staff_tokens: 'write', rate_limits: 'readwrite' },
    capabilities: ['cognito-admin', 'ses'],
  },
  {
    method: 'POST',
    path: '/api/staff-auth/reset-password',
    handler: 'lambdas/admin/reset-password.ts',
    auth: 'none',
    rateLimit: 'form',
    tables: { staff_tokens: 'readwrite', audit_log: 'write' },
    capabilities: ['cognito-admin'],
  },
];
