import { notificationErrorsQuerySchema, type NotificationErrorDto } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { notificationErrors } from './deps';

/** GET /api/admin/notification-errors?type&state — failed notifications, newest failure first. */
export const handler = httpHandler({ authorize: staffWith('dashboard:read'), query: notificationErrorsQuerySchema }, async ({ query }) => {
  const rows = (await notificationErrors().list()).filter(
    (row) =>
      (query.type === 'all' || row.error_type === query.type) &&
      (query.state === 'all' || (query.state === 'resolved') === Boolean(row.resolved_at)),
  );
  return { body: { errors: rows as NotificationErrorDto[] } };
});
