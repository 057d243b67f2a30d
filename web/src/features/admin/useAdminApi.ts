import { useMemo } from 'react';
import type {
  BookingStatusFilter,
  ContactMessageDto,
  ConversationDto,
  ConversationMessageDto,
  InviteStaffBody,
  NotificationErrorDto,
  SaveBlocksBody,
  SenderBlockDto,
  StaffMember,
  SubscriberDto,
  UpdateStaffBody,
} from '../../../shared/admin/schemas';
import type { CalendarSettings } from '../../../shared/booking/schemas';
import { accessToken, signOut } from '../features/auth/session';
import { ApiError, http } from './useHttp';

/** Calls `/api` with the staff access token; a 401 (session gone) signs the user out. */
async function authorized<T>(call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const token = await accessToken();
  try {
    return await call(token ? { Authorization: `Bearer ${token}` } : {});
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) void signOut();
    throw error;
  }
}

const enc = encodeURIComponent;

/** The staff API, typed (shared/admin/schemas.ts). */
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
        authorized((headers) => http.post<{ error: NotificationErrorDto }>(`/api/admin/notification-errors/${enc(id)}/resolve`, undefined, { headers })),
      retryNotification: (id: string) =>
        authorized((headers) => http.read('POST', `/api/admin/notification-errors/${enc(id)}/retry`, (s) => s.retryNotificationResponseSchema, { headers })),
      contactMessages: () => authorized((headers) => http.get<{ messages: ContactMessageDto[] }>('/api/admin/contact-messages', { headers })),
      subscribers: () => authorized((headers) => http.get<{ subscribers: SubscriberDto[] }>('/api/admin/newsletter-subscribers', { headers })),
      conversations: () => authorized((headers) => http.get<{ conversations: ConversationDto[] }>('/api/admin/chat-conversations', { headers })),
      conversation: (id: string) =>
        authorized((headers) => http.get<{ messages: ConversationMessageDto[] }>(`/api/admin/chat-conversations/${enc(id)}`, { headers })),
      staff: () => authorized((headers) => http.read('GET', '/api/admin/staff', (s) => s.staffResponseSchema, { headers })),
      inviteStaff: (body: InviteStaffBody) => authorized((headers) => http.post<{ member: StaffMember }>('/api/admin/staff', body, { headers })),
      updateStaff: (userId: string, body: UpdateStaffBody) => authorized((headers) => http.patch<void>(`/api/admin/staff/${enc(userId)}`, body, { headers })),
      bookingBlocks: () => authorized((headers) => http.read('GET', '/api/admin/booking-blocks', (s) => s.senderBlocksResponseSchema, { headers })),
      blockSender: (target: string) => authorized((headers) => http.post<{ block: SenderBlockDto }>('/api/admin/booking-blocks', { target }, { headers })),
      unblockSender: (target: string) => authorized((headers) => http.delete<void>(`/api/admin/booking-blocks/${enc(target)}`, { headers })),
      cancelAddressBookings: (email: string, reason?: string) =>
        authorized((headers) => http.read('POST', '/api/admin/bookings/cancel-by-email', (s) => s.cancelAddressBookingsResponseSchema, { headers, body: { email, ...(reason ? { reason } : {}) } })),
      auditLog: (before?: string) =>
        authorized((headers) => http.read('GET', `/api/admin/audit-log${before ? `?before=${enc(before)}` : ''}`, (s) => s.auditLogResponseSchema, { headers })),
      acceptInvitation: (body: { token: string; fullName: string; password: string }) => http.read('POST', '/api/staff-auth/accept-invitation', (s) => s.staffAuthResponseSchema, { body }),
      requestPasswordReset: (email: string) => http.post<{ status: string }>('/api/staff-auth/password-reset', { email }),
      resetPassword: (body: { token: string; password: string }) => http.read('POST', '/api/staff-auth/reset-password', (s) => s.staffAuthResponseSchema, { body }),
    }),
    [],
  );
}

export type AdminApi = ReturnType<typeof useAdminApi>;
