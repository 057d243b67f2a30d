import { useMemo } from 'react';
import type { BookingStatusFilter, InviteStaffBody, SaveBlocksBody, UpdateStaffBody } from '../../../../shared/admin/schemas';
import type { CalendarSettings } from '../../../../shared/booking/schemas';
import { accessToken, signOut } from '../auth/session';
import { ApiError, http } from '../../lib/http';

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
      bookings: (from: string, to: string, status: BookingStatusFilter) =>
        authorized((headers) => http.read('GET', `/api/admin/bookings?from=${from}&to=${to}&status=${status}`, (s) => s.adminBookingsResponseSchema, { headers })),
      cancelBooking: (id: string, reason?: string) =>
        authorized((headers) => http.read('POST', `/api/admin/bookings/${enc(id)}/cancel`, (s) => s.cancelBookingResponseSchema, { headers, body: reason ? { reason } : {} })),
      calendar: () => authorized((headers) => http.read('GET', '/api/admin/calendar', (s) => s.adminCalendarResponseSchema, { headers })),
      saveSettings: (settings: CalendarSettings) =>
        authorized((headers) => http.read('PUT', '/api/admin/calendar/settings', (s) => s.adminCalendarResponseSchema, { headers, body: { settings } })),
      saveBlocks: (blocks: SaveBlocksBody['blocks']) =>
        authorized((headers) => http.read('PUT', '/api/admin/calendar/blocks', (s) => s.adminCalendarResponseSchema, { headers, body: { blocks } })),
      notificationErrors: (type: string, state: string) =>
        authorized((headers) => http.read('GET', `/api/admin/notification-errors?type=${type}&state=${state}`, (s) => s.notificationErrorsResponseSchema, { headers })),
      resolveNotificationError: (id: string) =>
        authorized((headers) => http.read('POST', `/api/admin/notification-errors/${enc(id)}/resolve`, (s) => s.resolveNotificationResponseSchema, { headers })),
      retryNotification: (id: string) =>
        authorized((headers) => http.read('POST', `/api/admin/notification-errors/${enc(id)}/retry`, (s) => s.retryNotificationResponseSchema, { headers })),
      contactMessages: () => authorized((headers) => http.read('GET', '/api/admin/contact-messages', (s) => s.contactMessagesResponseSchema, { headers })),
      subscribers: () => authorized((headers) => http.read('GET', '/api/admin/newsletter-subscribers', (s) => s.subscribersResponseSchema, { headers })),
      conversations: () => authorized((headers) => http.read('GET', '/api/admin/chat-conversations', (s) => s.conversationsResponseSchema, { headers })),
      conversation: (id: string) =>
        authorized((headers) => http.read('GET', `/api/admin/chat-conversations/${enc(id)}`, (s) => s.conversationResponseSchema, { headers })),
      staff: () => authorized((headers) => http.read('GET', '/api/admin/staff', (s) => s.staffResponseSchema, { headers })),
      inviteStaff: (body: InviteStaffBody) => authorized((headers) => http.read('POST', '/api/admin/staff', (s) => s.inviteStaffResponseSchema, { headers, body })),
      updateStaff: (userId: string, body: UpdateStaffBody) => authorized((headers) => http.read('PATCH', `/api/admin/staff/${enc(userId)}`, (s) => s.noContentResponseSchema, { headers, body })),
      bookingBlocks: () => authorized((headers) => http.read('GET', '/api/admin/booking-blocks', (s) => s.senderBlocksResponseSchema, { headers })),
      blockSender: (target: string) => authorized((headers) => http.read('POST', '/api/admin/booking-blocks', (s) => s.senderBlockResponseSchema, { headers, body: { target } })),
      unblockSender: (target: string) => authorized((headers) => http.read('DELETE', `/api/admin/booking-blocks/${enc(target)}`, (s) => s.noContentResponseSchema, { headers })),
      cancelAddressBookings: (email: string, reason?: string) =>
        authorized((headers) => http.read('POST', '/api/admin/bookings/cancel-by-email', (s) => s.cancelAddressBookingsResponseSchema, { headers, body: { email, ...(reason ? { reason } : {}) } })),
      auditLog: (before?: string) =>
        authorized((headers) => http.read('GET', `/api/admin/audit-log${before ? `?before=${enc(before)}` : ''}`, (s) => s.auditLogResponseSchema, { headers })),
    }),
    [],
  );
}

export type AdminApi = ReturnType<typeof useAdminApi>;
