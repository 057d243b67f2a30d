import { http, schemaGroup } from '../../lib/http';

const staffAnswer = schemaGroup(() => import('../../../../shared/admin/schemas'));

/** The public staff-auth endpoints the invitation and password-recovery links lead to (no session needed). */
export const staffAuthApi = {
  acceptInvitation: (body: { token: string; fullName: string; password: string }) =>
    http.read('POST', '/api/staff-auth/accept-invitation', staffAnswer((s) => s.staffAuthResponseSchema), { body }),
  requestPasswordReset: (email: string) => http.read('POST', '/api/staff-auth/password-reset', staffAnswer((s) => s.passwordResetRequestResponseSchema), { body: { email } }),
  resetPassword: (body: { token: string; password: string }) => http.read('POST', '/api/staff-auth/reset-password', staffAnswer((s) => s.staffAuthResponseSchema), { body }),
};
