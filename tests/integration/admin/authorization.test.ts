import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../shared/admin/roles';
import { edgeHttpEvent } from '../../support/events';
import { handler as getRole } from '../../../lambdas/me/get-role';
import { api, ensureUser, staffTokens, type StaffTokens } from './staff-users';

const MISSING_BOOKING = 'b-20991231-00000000-0000-4000-8000-000000000000';

interface Case {
  method: string;
  path: string;
  body?: () => unknown;
  /** Roles that pass the role check, and what they get then. */
  allowed: StaffRole[];
  status: number;
}

let tokens: StaffTokens;
let calendar: { settings: unknown; blocks: unknown[] };

const reads = (path: string): Case => ({ method: 'GET', path, allowed: ['admin', 'editor', 'viewer'], status: 200 });

const cases: Case[] = [
  { method: 'GET', path: '/api/me/role', allowed: ['admin', 'editor', 'viewer'], status: 200 },
  reads('/api/admin/bookings?from=2026-01-01&to=2026-01-31'),
  reads('/api/admin/calendar'),
  reads('/api/admin/notification-errors'),
  reads('/api/admin/contact-messages'),
  reads('/api/admin/newsletter-subscribers'),
  reads('/api/admin/chat-conversations'),
  { method: 'GET', path: '/api/admin/chat-conversations/conv-unknown', allowed: ['admin', 'editor', 'viewer'], status: 404 },
  { method: 'POST', path: `/api/admin/bookings/${MISSING_BOOKING}/cancel`, body: () => ({}), allowed: ['admin', 'editor'], status: 404 },
  { method: 'PUT', path: '/api/admin/calendar/settings', body: () => ({ settings: calendar.settings }), allowed: ['admin', 'editor'], status: 200 },
  { method: 'PUT', path: '/api/admin/calendar/blocks', body: () => ({ blocks: calendar.blocks }), allowed: ['admin', 'editor'], status: 200 },
  { method: 'POST', path: '/api/admin/notification-errors/none%23email_failed%23x/resolve', allowed: ['admin', 'editor'], status: 404 },
  { method: 'POST', path: '/api/admin/notification-errors/none%23email_failed%23x/retry', allowed: ['admin', 'editor'], status: 404 },
  reads('/api/admin/email-suppressions'),
  // Lifting a suppression is for admins alone: an address nobody suppressed is 404 for them.
  { method: 'DELETE', path: `/api/admin/email-suppressions/${encodeURIComponent('never-suppressed@example.com')}`, allowed: ['admin'], status: 404 },
  { method: 'GET', path: '/api/admin/staff', allowed: ['admin'], status: 200 },
  // An address that already has an account: validated, refused, nothing sent.
  { method: 'POST', path: '/api/admin/staff', body: () => ({ email: 'viewer@example.com', role: 'viewer' }), allowed: ['admin'], status: 400 },
  { method: 'PATCH', path: '/api/admin/staff/unknown-user', body: () => ({ role: 'viewer' }), allowed: ['admin'], status: 404 },
  { method: 'GET', path: '/api/admin/audit-log', allowed: ['admin'], status: 200 },
  { method: 'GET', path: '/api/admin/privacy/requests', allowed: ['admin'], status: 200 },
  // An address nothing is held about: erased (nothing to do), answered with what was erased.
  { method: 'POST', path: '/api/admin/privacy/erase', body: () => ({ email: 'nobody-authorization@example.com' }), allowed: ['admin'], status: 200 },
];

beforeAll(async () => {
  tokens = await staffTokens();
  calendar = (await (await api('/api/admin/calendar', { token: tokens.admin })).json()) as typeof calendar;
});

describe('authorization matrix of the staff API', () => {
  for (const route of cases) {
    describe(`${route.method} ${route.path}`, () => {
      it('is 401 UNAUTHORIZED without a token, and with a forged one', async () => {
        for (const token of [undefined, 'not-a-jwt']) {
          const response = await api(route.path, { method: route.method, token, body: route.body?.() });
          expect(response.status).toBe(401);
          expect(((await response.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
        }
      });
      for (const role of ['viewer', 'editor', 'admin'] as const) {
        const allowed = route.allowed.includes(role);
        it(`${allowed ? 'lets' : 'refuses (403)'} ${role}`, async () => {
          const response = await api(route.path, { method: route.method, token: tokens[role], body: route.body?.() });
          if (!allowed) {
            expect(response.status).toBe(403);
            expect(((await response.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
            // Whatever the request holds: the role is checked before anything is validated.
            const malformedPath = `${route.path}${route.path.includes('?') ? '&' : '?'}before=bad&from=bad&type=bad`;
            const malformedBody = route.method === 'GET' ? undefined : { settings: 'bad', blocks: 'bad', email: 'bad', role: 'bad', reason: 5 };
            const malformed = await api(malformedPath, { method: route.method, token: tokens[role], body: malformedBody });
            expect(malformed.status).toBe(403);
          } else {
            expect(response.status).toBe(route.status);
          }
        });
      }
    });
  }
});

describe('GET /api/me/role', () => {
  it('answers each role from user_roles, and viewer without a row', async () => {
    for (const [key, role] of [['admin', 'admin'], ['editor', 'editor'], ['viewer', 'viewer'], ['norow', 'viewer']] as const) {
      const response = await api('/api/me/role', { token: tokens[key] });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { role: string }).role).toBe(role);
    }
  });

  it('is 401 from the handler itself when an event carries no claims', async () => {
    const response = await getRole(await edgeHttpEvent({ method: 'GET', path: '/api/me/role' }));
    expect(response.statusCode).toBe(401);
  });

  it('treats an unknown role value as viewer', async () => {
    const sub = await ensureUser('odd-role@example.com', null);
    const { PutCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamo } = await import('../../../lambdas/lib/aws');
    await dynamo().send(new PutCommand({ TableName: 'user_roles', Item: { user_id: sub, role: 'superuser' } }));
    const response = await getRole(await edgeHttpEvent({ method: 'GET', path: '/api/me/role', claims: { sub } }));
    expect(JSON.parse(response.body as string).role).toBe('viewer');
  });
});
