import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { inbox } from './inbox-deps';

/** GET /api/admin/inbox-counts — `{unread}`: contact messages nobody has read yet, for the dashboard's menu. */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  return { body: { unread: await inbox().unreadCount() } };
});
