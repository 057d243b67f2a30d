import { useMemo } from 'react';
import type { AuditLogQuery } from '../../../../shared/admin/audit-log';
import type { InboxStateChange, InboxView } from '../../../../shared/admin/inbox-states';
import type { BookingStatusFilter, InviteStaffBody, SaveBlocksBody, UpdateStaffBody } from '../../../../shared/admin/schemas';
import type { Attendance, BookingRequestInput, CalendarSettings, DateOverride } from '../../../../shared/booking/schemas';
import type { AddStaffCalendarBody } from '../../../../shared/booking/staff-calendars';
import { accessToken, signOut } from '../auth/session';
import { ApiError, http, schemaGroup } from '../../lib/http';

const bookingAnswer = schemaGroup(() => import('../../../../shared/booking/schemas'));
const privacyAnswer = schemaGroup(() => import('../../../../shared/privacy/schemas'));
const staffAnswer = schemaGroup(() => import('../../../../shared/admin/schemas'));
const suppressionAnswer = schemaGroup(() => import('../../../../shared/admin/email-suppressions'));
const auditAnswer = schemaGroup(() => import('../../../../shared/admin/audit-log'));

/** Calls `/api` with the staff access token; a 401 (session gone) signs the user out. */
export async function authorized<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const token = await accessToken();
  try {
    return await call(token ? { Authorization: `Bearer ${token}` } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) void signOut();
    throw error;
  }
}

const enc = encodeURIComponent;

/** The staff API; every answer is parsed with its schema in shared/admin/schemas.ts. */
export function useAdminApi() {
  return useMemo(
    () => ({
      bookings: (from: string, to: string, status: BookingStatusFilter, search = '') =>
        authorized((headers) =>
          http.read('GET', `/api/admin/bookings?from=${from}&to=${to}&status=${status}${search.trim() ? `&q=${enc(search.trim())}` : ''}`, staffAnswer((s) => s.adminBookingsResponseSchema), { headers }),
        ),
      createBooking: (body: BookingRequestInput) =>
        authorized((headers) => http.read('POST', '/api/admin/bookings', staffAnswer((s) => s.adminBookingResponseSchema), { headers, body })),
      rescheduleBooking: (id: string, target: { date: string; time: string }) =>
        authorized((headers) => http.read('POST', `/api/admin/bookings/${enc(id)}/reschedule`, staffAnswer((s) => s.adminBookingResponseSchema), { headers, body: target })),
      markAttendance: (id: string, attendance: Attendance) =>
        authorized((headers) => http.read('POST', `/api/admin/bookings/${enc(id)}/attendance`, staffAnswer((s) => s.adminBookingResponseSchema), { headers, body: { attendance } })),
      /** The slots the calendar offers on a date (the public answer: times only). */
      freeSlots: (date: string) => http.read('GET', `/api/availability?from=${date}&to=${date}`, bookingAnswer((s) => s.availabilityResponseSchema)),
      noShows: () => authorized((headers) => http.read('GET', '/api/admin/booking-no-shows', staffAnswer((s) => s.noShowSendersResponseSchema), { headers })),
      booking: (id: string) =>
        authorized((headers) => http.read('GET', `/api/admin/bookings/${enc(id)}`, staffAnswer((s) => s.adminBookingDetailResponseSchema), { headers })),
      cancelBooking: (id: string, reason?: string) =>
        authorized((headers) => http.read('POST', `/api/admin/bookings/${enc(id)}/cancel`, staffAnswer((s) => s.cancelBookingResponseSchema), { headers, body: reason ? { reason } : {} })),
      calendar: () => authorized((headers) => http.read('GET', '/api/admin/calendar', staffAnswer((s) => s.adminCalendarResponseSchema), { headers })),
      saveSettings: (settings: CalendarSettings) =>
        authorized((headers) => http.read('PUT', '/api/admin/calendar/settings', staffAnswer((s) => s.adminCalendarResponseSchema), { headers, body: { settings } })),
      saveBlocks: (blocks: SaveBlocksBody['blocks']) =>
        authorized((headers) => http.read('PUT', '/api/admin/calendar/blocks', staffAnswer((s) => s.adminCalendarResponseSchema), { headers, body: { blocks } })),
      saveDateOverride: (date: string, override: DateOverride) =>
        authorized((headers) => http.read('PUT', `/api/admin/calendar/overrides/${date}`, staffAnswer((s) => s.adminCalendarResponseSchema), { headers, body: override })),
      deleteDateOverride: (date: string) =>
        authorized((headers) => http.read('DELETE', `/api/admin/calendar/overrides/${date}`, staffAnswer((s) => s.adminCalendarResponseSchema), { headers })),
      explainDate: (date: string) => authorized((headers) => http.read('GET', `/api/admin/availability/explain?date=${date}`, staffAnswer((s) => s.explainResponseSchema), { headers })),
      offeredSlots: (from: string, to: string) => http.read('GET', `/api/availability?from=${from}&to=${to}`, bookingAnswer((s) => s.availabilityResponseSchema)),
      staffCalendars: () => authorized((headers) => http.read('GET', '/api/admin/calendars', staffAnswer((s) => s.staffCalendarsResponseSchema), { headers })),
      addStaffCalendar: (body: AddStaffCalendarBody) =>
        authorized((headers) => http.read('POST', '/api/admin/calendars', staffAnswer((s) => s.staffCalendarResponseSchema), { headers, body })),
      syncStaffCalendar: (id: string) =>
        authorized((headers) => http.read('POST', `/api/admin/calendars/${enc(id)}/sync`, staffAnswer((s) => s.staffCalendarResponseSchema), { headers })),
      removeStaffCalendar: (id: string) =>
        authorized((headers) => http.read('DELETE', `/api/admin/calendars/${enc(id)}`, staffAnswer((s) => s.noContentResponseSchema), { headers })),
      notificationErrors: (type: string, state: string) =>
        authorized((headers) => http.read('GET', `/api/admin/notification-errors?type=${type}&state=${state}`, staffAnswer((s) => s.notificationErrorsResponseSchema), { headers })),
      resolveNotificationError: (id: string) =>
        authorized((headers) => http.read('POST', `/api/admin/notification-errors/${enc(id)}/resolve`, staffAnswer((s) => s.resolveNotificationResponseSchema), { headers })),
      retryNotification: (id: string) =>
        authorized((headers) => http.read('POST', `/api/admin/notification-errors/${enc(id)}/retry`, staffAnswer((s) => s.retryNotificationResponseSchema), { headers })),
      contactMessages: (view: InboxView, cursor?: string) =>
        authorized((headers) =>
          http.read('GET', `/api/admin/contact-messages?view=${view}${cursor ? `&cursor=${enc(cursor)}` : ''}`, staffAnswer((s) => s.contactMessagesResponseSchema), { headers }),
        ),
      changeContactState: (id: string, change: InboxStateChange) =>
        authorized((headers) => http.read('PUT', `/api/admin/contact-messages/${enc(id)}/status`, staffAnswer((s) => s.contactMessageResponseSchema), { headers, body: change })),
      inboxCounts: () => authorized((headers) => http.read('GET', '/api/admin/inbox-counts', staffAnswer((s) => s.inboxCountsResponseSchema), { headers })),
      subscribers: () => authorized((headers) => http.read('GET', '/api/admin/newsletter-subscribers', staffAnswer((s) => s.subscribersResponseSchema), { headers })),
      conversations: () => authorized((headers) => http.read('GET', '/api/admin/chat-conversations', staffAnswer((s) => s.conversationsResponseSchema), { headers })),
      conversation: (id: string) =>
        authorized((headers) => http.read('GET', `/api/admin/chat-conversations/${enc(id)}`, staffAnswer((s) => s.conversationResponseSchema), { headers })),
      staff: () => authorized((headers) => http.read('GET', '/api/admin/staff', staffAnswer((s) => s.staffResponseSchema), { headers })),
      inviteStaff: (body: InviteStaffBody) => authorized((headers) => http.read('POST', '/api/admin/staff', staffAnswer((s) => s.inviteStaffResponseSchema), { headers, body })),
      updateStaff: (userId: string, body: UpdateStaffBody) => authorized((headers) => http.read('PATCH', `/api/admin/staff/${enc(userId)}`, staffAnswer((s) => s.noContentResponseSchema), { headers, body })),
      resendInvitation: (userId: string) =>
        authorized((headers) => http.read('POST', `/api/admin/staff/${enc(userId)}/invitation`, staffAnswer((s) => s.inviteStaffResponseSchema), { headers })),
      revokeInvitation: (userId: string) =>
        authorized((headers) => http.read('DELETE', `/api/admin/staff/${enc(userId)}/invitation`, staffAnswer((s) => s.noContentResponseSchema), { headers })),
      bookingBlocks: () => authorized((headers) => http.read('GET', '/api/admin/booking-blocks', staffAnswer((s) => s.senderBlocksResponseSchema), { headers })),
      blockSender: (target: string) => authorized((headers) => http.read('POST', '/api/admin/booking-blocks', staffAnswer((s) => s.senderBlockResponseSchema), { headers, body: { target } })),
      emailSuppressions: () => authorized((headers) => http.read('GET', '/api/admin/email-suppressions', suppressionAnswer((s) => s.emailSuppressionsResponseSchema), { headers })),
      liftEmailSuppression: (email: string) =>
        authorized((headers) => http.read('DELETE', `/api/admin/email-suppressions/${enc(email)}`, staffAnswer((s) => s.noContentResponseSchema), { headers })),
      unblockSender: (target: string) => authorized((headers) => http.read('DELETE', `/api/admin/booking-blocks/${enc(target)}`, staffAnswer((s) => s.noContentResponseSchema), { headers })),
      cancelAddressBookings: (email: string, reason?: string) =>
        authorized((headers) => http.read('POST', '/api/admin/bookings/cancel-by-email', staffAnswer((s) => s.cancelAddressBookingsResponseSchema), { headers, body: { email, ...(reason ? { reason } : {}) } })),
      privacyRequests: () => authorized((headers) => http.read('GET', '/api/admin/privacy/requests', privacyAnswer((s) => s.privacyRequestsResponseSchema), { headers })),
      eraseAddress: (email: string) => authorized((headers) => http.read('POST', '/api/admin/privacy/erase', privacyAnswer((s) => s.adminEraseResponseSchema), { headers, body: { email } })),
      auditLog: (query: AuditLogQuery) => {
        const search = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
        return authorized((headers) => http.read('GET', `/api/admin/audit-log${search.size ? `?${search}` : ''}`, auditAnswer((s) => s.auditLogResponseSchema), { headers }));
      },
    }),
    [],
  );
}

export type AdminApi = ReturnType<typeof useAdminApi>;
