import { contactMessagesQuerySchema } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { inbox } from './inbox-deps';

/**
 * GET /api/admin/contact-messages?limit=&cursor=&view= — messages of the contact form, newest first, a page at a
 * time, of the inbox (every state but archived) or the archive: `{messages, nextCursor?}`; the next page is asked for with `cursor=nextCursor`.
 */
export const handler = httpHandler({ authorize: staffWith('dashboard:read'), query: contactMessagesQuerySchema }, async ({ query }) => {
  return { body: await inbox().contactMessages(query.limit, query.cursor, query.view) };
});
