import { auditLogQuerySchema } from '../../shared/admin/audit-log';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { audit } from '../audit/deps';

const PAGE_SIZE = 100;

/**
 * GET /api/admin/audit-log?before&actor&kind&from&to — who changed what, when; newest first, up to 100 per page,
 * narrowed by person, kind of change and time (admins only).
 */
export const handler = httpHandler({ authorize: staffWith('audit:read'), query: auditLogQuerySchema }, async ({ query }) => {
  return { body: await audit().list(PAGE_SIZE, query) };
});
