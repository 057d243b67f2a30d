import { useMemo } from 'react';
import type {
  AdminBookingsResponse,
  AdminCalendarResponse,
  AuditEntry,
  BookingStatusFilter,
  CancelAddressBookingsResponse,
  CancelBookingResponse,
  ContactMessageDto,
  ConversationDto,
  ConversationMessageDto,
  InviteStaffBody,
  NotificationErrorDto,
  RetryNotificationResponse,
  SaveBlocksBody,
  SenderBlockDto,
  SenderBlocksResponse,
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
        authorized((headers) => http.get<AdminBookingsResponse>(`/api/admin/bookings?from=${from}&to=${to}&status=${status}`, { headers })),
      cancelBooking: (id: string, reason?: string) =>
        authorized((headers) => http.post<CancelBookingResponse>(`/api/admin/bookings/${enc(id)}/cancel`, reason ? { reason } : {}, { headers })),
      calendar: () => authorized((headers) => http.get<AdminCalendarResponse>('/api/admin/calendar', { headers })),
      saveSettings: (settings: CalendarSettings) =>
        authorized((headers) => http.put<AdminCalendarResponse>('/api/admin/calendar/settings', { settings }, { headers })),
      saveBlocks: (blocks: SaveBlocksBody['blocks']) =>
        authorized((headers) => http.put<AdminCalendarResponse>('/api/admin/calendar/blocks', { blocks }, { headers })),
      notificationErrors: (type: string, state: string) =>
        authorized((headers) => http.get<{ errors: NotificationErrorDto[] }>(`/api/admin/notification-errors?type=${type}&state=${state}`, { headers })),
      resolveNotificationError: (id: string) =>
        authorized((headers) => http.post<{ error: NotificationErrorDto }>(`/api/admin/notification-errors/${enc(id)}/resolve`, undefined, { headers })),
      retryNotification: (id: string) =>
        authorized((headers) => http.post<RetryNotificationResponse>(`/api/admin/notification-errors/${enc(id)}/retry`, undefined, { headers })),
      contactMessages: () => authorized((headers) => http.get<{ messages: ContactMessageDto[] }>('/api/admin/contact-messages', { headers })),
      subscribers: () => authorized((headers) => http.get<{ subscribers: SubscriberDto[] }>('/api/admin/newsletter-subscribers', { headers })),
      conversations: () => authorized((headers) => http.get<{ conversations: ConversationDto[] }>('/api/admin/chat-conversations', { headers })),
      conversation: (id: string) =>
        authorized((headers) => http.get<{ messages: ConversationMessageDto[] }>(`/api/admin/chat-conversations/${enc(id)}`, { headers })),
      staff: () => authorized((headers) => http.get<{ staff: StaffMember[] }>('/api/admin/staff', { headers })),
      inviteStaff: (body: InviteStaffBody) => authorized((headers) => http.post<{ member: StaffMember }>('/api/admin/staff', body, { headers })),
      updateStaff: (userId: string, body: UpdateStaffBody) => authorized((headers) => http.patch<void>(`/api/admin/staff/${enc(userId)}`, body, { headers })),
      bookingBlocks: () => authorized((headers) => http.get<SenderBlocksResponse>('/api/admin/booking-blocks', { headers })),
      blockSender: (target: string) => authorized((headers) => http.post<{ block: SenderBlockDto }>('/api/admin/booking-blocks', { target }, { headers })),
      unblockSender: (target: string) => authorized((headers) => http.delete<void>(`/api/admin/booking-blocks/${enc(target)}`, { headers })),
      cancelAddressBookings: (email: string, reason?: string) =>
        authorized((headers) => http.post<CancelAddressBookingsResponse>('/api/admin/bookings/cancel-by-email', { email, ...(reason ? { reason } : {}) }, { headers })),
      auditLog: (before?: string) =>
        authorized((headers) => http.get<{ entries: AuditEntry[]; next?: string }>(`/api/admin/audit-log${before ? `?before=${enc(before)}` : ''}`, { headers })),
      acceptInvitation: (body: { token: string; fullName: string; password: string }) => http.post<{ email: string }>('/api/staff-auth/accept-invitation', body),
      requestPasswordReset: (email: string) => http.post<{ status: string }>('/api/staff-auth/password-reset', { email }),
      resetPassword: (body: { token: string; password: string }) => http.post<{ email: string }>('/api/staff-auth/reset-password', body),
    }),
    [],
  );
}

export type AdminApi = ReturnType<typeof useAdminApi>;
