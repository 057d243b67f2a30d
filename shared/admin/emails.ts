import { escapeHtml, type EmailContent } from '../content/emails';
import { brand } from '../site/brand';
import { roleLabels, type StaffRole } from './roles';

/** Days an invitation link stays valid; hours for a password-reset link. */
export const INVITATION_TTL_DAYS = 7;
export const PASSWORD_RESET_TTL_HOURS = 1;

function layout(title: string, paragraphs: string[], action: { label: string; href: string }): string {
  const body = paragraphs.map((text) => `<p style="margin:0 0 14px;font-size:15px;line-height:1.6">${escapeHtml(text)}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:32px 16px;background:#f4f5f7;color:#111827;font-family:Inter,Segoe UI,Helvetica,Arial,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e5e7eb;border-radius:12px;padding:28px 32px">
<p style="margin:0 0 8px;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#4f46e5">${escapeHtml(brand.name)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:20px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;padding:12px 22px;border-radius:8px;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#4b5563">If the button does not work, open this address: ${escapeHtml(action.href)}</p>
</div></body></html>`;
}

/** The invitation to the staff area: the link opens `/admin/auth`, where the invitee sets a name and password. */
export function invitationEmail(input: { link: string; role: StaffRole; invitedBy?: string }): EmailContent {
  const subject = `You're invited to the ${brand.name} staff area`;
  const paragraphs = [
    `${input.invitedBy ?? 'An administrator'} invited you to the ${brand.name} staff dashboard.`,
    `Your role: ${roleLabels[input.role]}.`,
    `Open the link to choose your name and password. It works once and expires in ${INVITATION_TTL_DAYS} days.`,
  ];
  return {
    subject,
    text: [...paragraphs, '', `Accept the invitation: ${input.link}`].join('\n'),
    html: layout('You are invited', paragraphs, { label: 'Accept the invitation', href: input.link }),
  };
}

/** The password-recovery e-mail. */
export function passwordResetEmail(input: { link: string }): EmailContent {
  const subject = `Reset your ${brand.name} staff password`;
  const paragraphs = [
    `Someone asked to reset the password of your ${brand.name} staff account.`,
    `Open the link to choose a new password. It works once and expires in ${PASSWORD_RESET_TTL_HOURS} hour. If it was not you, ignore this e-mail.`,
  ];
  return {
    subject,
    text: [...paragraphs, '', `Choose a new password: ${input.link}`].join('\n'),
    html: layout('Reset your password', paragraphs, { label: 'Choose a new password', href: input.link }),
  };
}
