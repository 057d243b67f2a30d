import type { CustomMessageTriggerEvent } from 'aws-lambda';

/**
 * Cognito custom-message trigger of the staff invitation flow. Staff accounts are created by an administrator only
 * (AdminCreateUser; self sign-up is off); this writes the invitation and password-reset e-mails with a link to the
 * site's sign-in page (`SITE_URL/admin/auth`). Cognito substitutes `{username}` and `{####}` (the temporary password
 * or the code) itself; both must stay in the message.
 */
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const siteUrl = (process.env.SITE_URL ?? '').replace(/\/$/, '');
  const signInUrl = siteUrl ? `${siteUrl}/admin/auth` : '/admin/auth';
  const link = `<a href="${escapeHtml(signInUrl)}">${escapeHtml(signInUrl)}</a>`;
  const name = escapeHtml(String(event.request.userAttributes?.name ?? event.request.userAttributes?.email ?? ''));

  switch (event.triggerSource) {
    case 'CustomMessage_AdminCreateUser':
      event.response.emailSubject = 'Your staff account';
      event.response.emailMessage =
        `<p>Hello ${name},</p><p>An administrator invited you to the staff area.</p>` +
        `<p>User name: {username}<br>Temporary password: {####}</p>` +
        `<p>Sign in at ${link} within 7 days; you will choose your own password.</p>`;
      break;
    case 'CustomMessage_ForgotPassword':
      event.response.emailSubject = 'Reset your password';
      event.response.emailMessage =
        `<p>Hello ${name},</p><p>Your password reset code is {####}.</p><p>Enter it at ${link}. ` +
        'If you did not ask for it, ignore this e-mail.</p>';
      break;
    default:
      break;
  }
  return event;
};
