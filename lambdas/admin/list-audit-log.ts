import { auditLogQuerySchema } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { audit } from '../audit/deps';

const PAGE_SIZE = 100;

/** GET /api/admin/audit-log?before — who changed what, when; newest first, 100 per page (admins only). */
export const handler = httpHandler({ authorize: staffWith('audit:read'), query: auditLogQuerySchema }, async ({ query }) => {
  return { body: await audit().list(PAGE_SIZE, query.before) };
});
