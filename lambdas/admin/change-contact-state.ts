import { inboxStateChangeSchema } from '../../shared/admin/inbox-states';
import { contactMessageParamsSchema } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { inbox } from './inbox-deps';

/**
 * PUT /api/admin/contact-messages/{id}/status `{status, from}` — marks a message unread, read, replied or archived,
 * from the state the staff member saw: 409 CONFLICT, saying who changed it, when someone else moved it first.
 */
export const handler = httpHandler(
  { authorize: staffWith('inbox:write'), params: contactMessageParamsSchema, body: inboxStateChangeSchema },
  async ({ caller, params, body }) => {
    return { body: { message: await inbox().changeContactState(params.id, body, caller.email ?? caller.userId, new Date()) } };
  },
);
