import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/admin/audit-log';
import type { ContactMessageDto, StaffMember } from '../../../shared/admin/schemas';
import { ContactMessageStore } from '../../../lambdas/contact/contact-message-store';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { cloud } from '../../support/cloud';
import { sentTo, waitForEmails } from '../../support/mailbox';
import { uniqueEmail } from '../booking/helpers';
import { api, staffTokens, type StaffTokens } from './staff-users';

let tokens: StaffTokens;
let adminId: string;

beforeAll(async () => {
  tokens = await staffTokens();
  adminId = ((await (await api('/api/me/role', { token: tokens.admin })).json()) as { userId: string }).userId;
});

const json = async <T>(response: Response) => (await response.json()) as T;

/** A contact message stored as the contact form stores it, arriving at `at`. */
async function storedMessage(subject: string, at = new Date().toISOString()): Promise<string> {
  const id = randomUUID();
  await new ContactMessageStore(dynamo(), tableName('contact_messages')).add(
    { id, created_at: at, name: 'Grace Visitor', email: uniqueEmail('inbox'), phone: '2025550143', countryCode: '+1', company: 'Harbour', role: 'CTO', industry: 'Shipping', website: '', subject, message: 'Hello' },
    at,
  );
  return id;
}

const setState = (id: string, body: unknown, token = tokens.admin) => api(`/api/admin/contact-messages/${id}/status`, { method: 'PUT', token, body });
const unread = async () => (await json<{ unread: number }>(await api('/api/admin/inbox-counts', { token: tokens.viewer }))).unread;
const view = async (name: 'inbox' | 'archived') =>
  (await json<{ messages: ContactMessageDto[] }>(await api(`/api/admin/contact-messages?view=${name}&limit=100`, { token: tokens.viewer }))).messages;

describe('inbox states', () => {
  it('of two staff changing one message at once, one wins and the other is told who did what; nothing is overwritten', async () => {
    const before = await unread();
    const id = await storedMessage(`Race ${randomUUID()}`);
    expect(await unread()).toBe(before + 1);

    const answers = await Promise.all([setState(id, { from: 'new', status: 'archived' }), setState(id, { from: 'new', status: 'replied' }, tokens.editor)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = await json<{ message: ContactMessageDto }>(answers.find((answer) => answer.status === 200)!);
    const refusal = await json<{ error: { code: string; message: string } }>(answers.find((answer) => answer.status === 409)!);
    expect(refusal.error.code).toBe('CONFLICT');
    expect(refusal.error.message).toContain(`marked this message ${winner.message.status}`);
    expect(refusal.error.message).toContain(winner.message.status_by);
    expect(await unread()).toBe(before);

    // The archive holds it exactly when the winner archived it.
    const archived = (await view('archived')).some((message) => message.id === id);
    expect(archived).toBe(winner.message.status === 'archived');
    expect((await view('inbox')).some((message) => message.id === id)).toBe(!archived);
  });

  it('refuses viewers, unknown messages and unknown states in words', async () => {
    const id = await storedMessage('Viewer tries');
    expect((await setState(id, { from: 'new', status: 'read' }, tokens.viewer)).status).toBe(403);
    expect((await setState(randomUUID(), { from: 'new', status: 'read' })).status).toBe(404);
    const bad = await setState(id, { from: 'new', status: 'deleted' });
    expect(bad.status).toBe(400);
    expect((await json<{ error: { code: string; fields: Record<string, string> } }>(bad)).error).toMatchObject({ code: 'VALIDATION_ERROR', fields: { status: expect.stringMatching(/unread, read, replied or archived/) } });
  });
});

describe('pending invitations', () => {
  const invitationLink = (text: string | undefined) => /\/admin\/auth\?invite=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
  const member = async (email: string) => (await json<{ staff: StaffMember[] }>(await api('/api/admin/staff', { token: tokens.admin }))).staff.find((row) => row.email === email);
  const accept = (token: string | undefined) => api('/api/staff-auth/accept-invitation', { method: 'POST', body: { token, fullName: 'Late Invitee', password: 'Invited-Staff-2026!' } });

  it('are resent with a fresh link, and withdrawn so that no link of theirs works; an accepted one cannot be withdrawn', async () => {
    const startedAt = new Date().toISOString();
    const email = uniqueEmail('withdrawn');
    expect((await api('/api/admin/staff', { method: 'POST', token: tokens.admin, body: { email, role: 'editor' } })).status).toBe(201);
    const invited = (await member(email))!;
    expect(invited.status).toBe('invited');

    const resent = await api(`/api/admin/staff/${invited.userId}/invitation`, { method: 'POST', token: tokens.admin });
    expect(resent.status).toBe(200);
    expect((await json<{ member: StaffMember }>(resent)).member).toMatchObject({ email, role: 'editor', status: 'invited' });
    const [first, second] = (await waitForEmails(cloud.sesUrl, sentTo(email), { count: 2 })).map((mail) => invitationLink(mail.body.text));
    expect((await accept(first)).status).toBe(400);

    expect((await api(`/api/admin/staff/${invited.userId}/invitation`, { method: 'DELETE', token: tokens.editor })).status).toBe(403);
    expect((await api(`/api/admin/staff/${invited.userId}/invitation`, { method: 'DELETE', token: tokens.admin })).status).toBe(204);
    expect(await member(email)).toBeUndefined();
    const dead = await accept(second);
    expect(dead.status).toBe(400);
    expect((await json<{ error: { title: string } }>(dead)).error.title).toBe('Link Expired');
    expect((await api(`/api/admin/staff/${invited.userId}/invitation`, { method: 'DELETE', token: tokens.admin })).status).toBe(404);

    const active = (await member('editor@example.com'))!;
    const refused = await api(`/api/admin/staff/${active.userId}/invitation`, { method: 'DELETE', token: tokens.admin });
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toMatch(/already accepted the invitation/);

    // The log, narrowed to this person's staff changes since the test began, holds exactly what was done here.
    const query = new URLSearchParams({ actor: adminId, kind: 'staff', from: startedAt });
    const log = await json<{ entries: AuditEntry[] }>(await api(`/api/admin/audit-log?${query}`, { token: tokens.admin }));
    expect(log.entries.filter((entry) => entry.target === email).map((entry) => entry.action)).toEqual(['staff.invitation_revoked', 'staff.reinvited', 'staff.invited']);
    expect(log.entries.every((entry) => entry.actorId === adminId && entry.action.startsWith('staff.') && entry.at >= startedAt)).toBe(true);
  });

  it('records a content save with each field before and after, and publishing as such', async () => {
    const startedAt = new Date().toISOString();
    const title = `Field Notes ${randomUUID().slice(0, 8)}`;
    const body = { title, slug: `field-notes-${randomUUID().slice(0, 8)}`, category: 'Design', author: 'Mona', excerpt: 'Old words', published: false };
    const created = await json<{ post: { id: string; version: number } }>(await api('/api/admin/posts', { method: 'POST', token: tokens.admin, body }));
    try {
      const saved = await api(`/api/admin/posts/${created.post.id}`, { method: 'PUT', token: tokens.admin, body: { ...body, excerpt: 'New words', published: true, version: created.post.version } });
      expect(saved.status).toBe(200);
      const query = new URLSearchParams({ kind: 'post', from: startedAt });
      const log = await json<{ entries: AuditEntry[] }>(await api(`/api/admin/audit-log?${query}`, { token: tokens.admin }));
      const mine = log.entries.filter((entry) => entry.target.endsWith(created.post.id));
      expect(mine.map((entry) => entry.action)).toEqual(['post.published', 'post.created']);
      expect(mine[0]!.details).toMatchObject({ name: title, changes: [{ field: 'excerpt', from: 'Old words', to: 'New words' }] });
      expect(mine[1]!.details).toEqual({ name: title });
    } finally {
      await api(`/api/admin/posts/${created.post.id}`, { method: 'DELETE', token: tokens.admin });
    }
  });

  it('refuses an audit filter it does not know, in words', async () => {
    const answer = await api('/api/admin/audit-log?kind=everything&from=yesterday', { token: tokens.admin });
    expect(answer.status).toBe(400);
    expect(Object.keys((await json<{ error: { fields: Record<string, string> } }>(answer)).error.fields).sort()).toEqual(['from', 'kind']);
  });
});
