import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationErrorDto, StaffMember } from '../../../shared/admin/schemas';
import { cloud } from '../../support/cloud';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { bookingBody, errorStore, getAvailability, postBooking, uniqueEmail } from '../booking/helpers';
import { enrolTotp } from '../../../infra/local/cognito';
import { api, cognito, ensureUser, PASSWORD, refreshSession, signIn, signInSession, staffTokens, type StaffTokens } from './staff-users';

let tokens: StaffTokens;

beforeAll(async () => {
  tokens = await staffTokens();
});

const NEW_PASSWORD = 'Invited-Staff-2026!';

function linkToken(text: string | undefined, kind: 'invite' | 'reset'): string {
  const match = new RegExp(`/admin/auth\\?${kind}=([A-Za-z0-9_-]+)`).exec(text ?? '');
  if (!match) throw new Error(`no ${kind} link in the e-mail`);
  return match[1];
}

async function staffList(): Promise<StaffMember[]> {
  return ((await (await api('/api/admin/staff', { token: tokens.admin })).json()) as { staff: StaffMember[] }).staff;
}

describe('staff invitations, roles and access', () => {
  it('invites by e-mail; the link sets name and password once; the new member signs in with the role given', async () => {
    const email = uniqueEmail('invitee');
    const invited = await api('/api/admin/staff', { method: 'POST', token: tokens.admin, body: { email, role: 'editor' } });
    expect(invited.status).toBe(201);
    expect((await staffList()).find((member) => member.email === email)).toMatchObject({ role: 'editor', status: 'invited' });

    const [mail] = await waitForEmails(cloud.sesUrl, sentTo(email));
    const token = linkToken(mail.body.text, 'invite');
    const weak = await api('/api/staff-auth/accept-invitation', { method: 'POST', body: { token, fullName: 'Grace Hopper', password: 'short' } });
    expect(weak.status).toBe(400);
    const accepted = await api('/api/staff-auth/accept-invitation', { method: 'POST', body: { token, fullName: 'Grace Hopper', password: NEW_PASSWORD } });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ email });
    const reused = await api('/api/staff-auth/accept-invitation', { method: 'POST', body: { token, fullName: 'Mallory', password: NEW_PASSWORD } });
    expect(reused.status).toBe(400);

    const access = await signIn(email, NEW_PASSWORD);
    expect(await (await api('/api/me/role', { token: access })).json()).toMatchObject({ role: 'editor', email });
    expect((await staffList()).find((member) => member.email === email)).toMatchObject({ name: 'Grace Hopper', status: 'active' });
  });

  it('makes the link of an earlier invitation or reset e-mail useless once a newer one is sent', async () => {
    const email = uniqueEmail('reinvited');
    for (let sent = 1; sent <= 2; sent += 1) {
      expect((await api('/api/admin/staff', { method: 'POST', token: tokens.admin, body: { email, role: 'viewer' } })).status).toBe(201);
      await waitForEmails(cloud.sesUrl, sentTo(email), { count: sent });
    }
    const [first, second] = (await waitForEmails(cloud.sesUrl, sentTo(email), { count: 2 })).map((mail) => linkToken(mail.body.text, 'invite'));
    const stale = await api('/api/staff-auth/accept-invitation', { method: 'POST', body: { token: first, fullName: 'Early Link', password: NEW_PASSWORD } });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { error: { title: string } }).error.title).toBe('Link Expired');
    expect((await api('/api/staff-auth/accept-invitation', { method: 'POST', body: { token: second, fullName: 'Latest Link', password: NEW_PASSWORD } })).status).toBe(200);

    for (let sent = 1; sent <= 2; sent += 1) {
      expect((await api('/api/staff-auth/password-reset', { method: 'POST', body: { email } })).status).toBe(202);
    }
    const resets = (await waitForEmails(cloud.sesUrl, (mail) => sentTo(email)(mail) && /\?reset=/.test(mail.body.text ?? ''), { count: 2 })).map((mail) => linkToken(mail.body.text, 'reset'));
    expect((await api('/api/staff-auth/reset-password', { method: 'POST', body: { token: resets[0], password: 'Early-Reset-2026!' } })).status).toBe(400);
    expect((await api('/api/staff-auth/reset-password', { method: 'POST', body: { token: resets[1], password: 'Latest-Reset-2026!' } })).status).toBe(200);
  });

  it('changes roles and disables accounts at once; nobody changes their own access', async () => {
    const email = uniqueEmail('member');
    const userId = await ensureUser(email, 'viewer');
    const { AccessToken: token, RefreshToken: refreshToken } = await signInSession(email, 'Staff-Test-2026!');
    expect((await api('/api/admin/calendar', { token })).status).toBe(200);

    // An administrator needs two-factor sign-in: the member sets it up, then is promoted.
    await enrolTotp(cognito(), cloud.env.COGNITO_CLIENT_ID, { email, password: PASSWORD });
    expect((await api(`/api/admin/staff/${userId}`, { method: 'PATCH', token: tokens.admin, body: { role: 'admin' } })).status).toBe(204);
    expect((await api('/api/admin/staff', { token })).status).toBe(200);

    expect((await api(`/api/admin/staff/${userId}`, { method: 'PATCH', token: tokens.admin, body: { disabled: true } })).status).toBe(204);
    const refused = await api('/api/admin/calendar', { token });
    expect(refused.status).toBe(403);
    expect((await staffList()).find((member) => member.userId === userId)?.status).toBe('disabled');
    // Signed out everywhere: the session cannot be renewed either.
    expect((await refreshSession(refreshToken)).body.__type).toBe('NotAuthorizedException');

    expect((await api(`/api/admin/staff/${userId}`, { method: 'PATCH', token: tokens.admin, body: { disabled: false } })).status).toBe(204);
    expect((await api('/api/admin/calendar', { token })).status).toBe(200);

    const admin = (await (await api('/api/me/role', { token: tokens.admin })).json()) as { userId: string };
    const self = await api(`/api/admin/staff/${admin.userId}`, { method: 'PATCH', token: tokens.admin, body: { role: 'viewer' } });
    expect(self.status).toBe(400);
    expect((await api(`/api/admin/staff/${userId}`, { method: 'PATCH', token: tokens.admin, body: {} })).status).toBe(400);
    expect((await api('/api/admin/staff', { method: 'POST', token: tokens.admin, body: { email: 'not-an-address', role: 'viewer' } })).status).toBe(400);
  });

  it('recovers a password by e-mail without revealing which addresses have accounts', async () => {
    const email = uniqueEmail('forgetful');
    await ensureUser(email, 'viewer');
    for (const address of [email, uniqueEmail('nobody')]) {
      const response = await api('/api/staff-auth/password-reset', { method: 'POST', body: { email: address } });
      expect(response.status).toBe(202);
    }
    const [mail] = await waitForEmails(cloud.sesUrl, sentTo(email));
    const token = linkToken(mail.body.text, 'reset');
    expect((await api('/api/staff-auth/reset-password', { method: 'POST', body: { token, password: 'Recovered-Pass-2026!' } })).status).toBe(200);
    expect(await signIn(email, 'Recovered-Pass-2026!')).toBeTruthy();
    expect((await api('/api/staff-auth/reset-password', { method: 'POST', body: { token, password: 'Another-Pass-2026!' } })).status).toBe(400);
    expect((await api('/api/staff-auth/reset-password', { method: 'POST', body: { token: 'short', password: 'Another-Pass-2026!' } })).status).toBe(400);
  });
});

describe('a password reset', () => {
  it('refuses a recently used password in words and keeps the link; once done, every earlier session is signed out', async () => {
    const email = uniqueEmail('resetting');
    await ensureUser(email, 'viewer');
    const laptop = await signInSession(email, PASSWORD);
    expect((await api('/api/staff-auth/password-reset', { method: 'POST', body: { email } })).status).toBe(202);
    const [mail] = await waitForEmails(cloud.sesUrl, sentTo(email));
    const token = linkToken(mail.body.text, 'reset');

    const reused = await api('/api/staff-auth/reset-password', { method: 'POST', body: { token, password: PASSWORD } });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: { fields: Record<string, string> } }).error.fields.password).toMatch(/used this password recently/);

    const reset = await api('/api/staff-auth/reset-password', { method: 'POST', body: { token, password: 'After-Reset-2026!' } });
    expect(reset.status).toBe(200);
    const refused = await refreshSession(laptop.RefreshToken);
    expect(refused.status).toBe(400);
    expect(refused.body.__type).toBe('NotAuthorizedException');
    expect(await signIn(email, 'After-Reset-2026!')).toBeTruthy();
    expect((await api('/api/staff-auth/reset-password', { method: 'POST', body: { token, password: 'Later-Reset-2026!' } })).status).toBe(400);
  });
});

describe('notification errors', () => {
  it('lists, retries (sending only what is missing) and resolves', async () => {
    const { slots } = await getAvailability();
    const slot = slots[Math.floor(slots.length / 2)];
    const body = bookingBody(slot);
    const booking = (await postBooking(body)).body.booking as { id: string };
    await waitForEmails(cloud.sesUrl, sentTo(body.email));
    await errorStore().record({ booking_id: booking.id, recipient_email: body.email, recipient_type: 'customer', error_type: 'email_failed', error_message: 'SES throttled' });
    const id = `${booking.id}#email_failed#${body.email.toLowerCase()}`;

    const open = (await (await api('/api/admin/notification-errors?type=email_failed&state=open', { token: tokens.viewer })).json()) as { errors: NotificationErrorDto[] };
    expect(open.errors.find((row) => row.id === id)).toMatchObject({ error_message: 'SES throttled', attempts: 1 });

    expect((await api(`/api/admin/notification-errors/${encodeURIComponent(id)}/retry`, { method: 'POST', token: tokens.viewer })).status).toBe(403);
    const retried = await api(`/api/admin/notification-errors/${encodeURIComponent(id)}/retry`, { method: 'POST', token: tokens.editor });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toMatchObject({ outcome: 'delivered', error: { id, resolved_by: 'editor@example.com' } });
    expect(await waitForEmails(cloud.sesUrl, sentTo(body.email))).toHaveLength(1);

    const resolved = (await (await api('/api/admin/notification-errors?state=resolved', { token: tokens.viewer })).json()) as { errors: NotificationErrorDto[] };
    expect(resolved.errors.some((row) => row.id === id)).toBe(true);

    // A new failure of the same step reopens the row.
    await errorStore().record({ booking_id: booking.id, recipient_email: body.email, recipient_type: 'customer', error_type: 'email_failed', error_message: 'again' });
    const reopened = await api(`/api/admin/notification-errors/${encodeURIComponent(id)}/resolve`, { method: 'POST', token: tokens.admin });
    expect(await reopened.json()).toMatchObject({ error: { attempts: 2, resolved_by: 'admin@example.com' } });
  });

  it('refuses to retry a meeting-link failure, which stays open until resolved by hand', async () => {
    const { slots } = await getAvailability();
    const body = bookingBody(slots[Math.floor(slots.length / 3)]);
    const booking = (await postBooking(body)).body.booking as { id: string };
    await waitForEmails(cloud.sesUrl, sentTo(body.email));
    // As Google Meet failing leaves it.
    await errorStore().record({ booking_id: booking.id, recipient_email: body.email, recipient_type: 'customer', error_type: 'meet_link_failed', error_message: 'Calendar API answered 503' });
    const id = `${booking.id}#meet_link_failed#${body.email.toLowerCase()}`;

    const retried = await api(`/api/admin/notification-errors/${encodeURIComponent(id)}/retry`, { method: 'POST', token: tokens.editor });
    expect(retried.status).toBe(400);
    expect(((await retried.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    const open = (await (await api('/api/admin/notification-errors?type=meet_link_failed&state=open', { token: tokens.viewer })).json()) as { errors: NotificationErrorDto[] };
    expect(open.errors.some((row) => row.id === id)).toBe(true);
  });
});

describe('audit log', () => {
  type AuditPage = { entries: { id: string; at: string }[]; next?: string };

  it('pages back from an entry named by its cursor and refuses anything else as a cursor', async () => {
    // Two audited changes, so the log holds at least two entries.
    for (const name of ['audited-1', 'audited-2']) {
      expect((await api('/api/admin/staff', { method: 'POST', token: tokens.admin, body: { email: uniqueEmail(name), role: 'viewer' } })).status).toBe(201);
    }
    const first = (await (await api('/api/admin/audit-log', { token: tokens.admin })).json()) as AuditPage;
    const [newest, second] = first.entries;
    expect(second).toBeDefined();

    const after = await api(`/api/admin/audit-log?before=${encodeURIComponent(`${newest.at}#${newest.id}`)}`, { token: tokens.admin });
    expect(after.status).toBe(200);
    const older = ((await after.json()) as AuditPage).entries;
    expect(older.map((entry) => entry.id)).not.toContain(newest.id);
    expect(older[0]).toEqual(second);

    for (const before of ['', 'garbage', '%FF', `${newest.at}`, `${newest.id}#${newest.at}`]) {
      const refused = await api(`/api/admin/audit-log?before=${before}`, { token: tokens.admin });
      expect(refused.status, before).toBe(400);
      expect(((await refused.json()) as { error: { code: string; fields?: Record<string, string> } }).error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { before: expect.any(String) } });
    }
  });
});
