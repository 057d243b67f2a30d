import { blockSenderBodySchema } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { blockSender } from './booking-senders';
import { senderDeps } from './booking-deps';

/** POST /api/admin/booking-blocks `{target}` — blocks an address or a domain from booking → 201 `{block}`. */
export const handler = httpHandler({ authorize: staffWith('calendar:write'), body: blockSenderBodySchema }, async ({ caller, body }) => ({
  status: 201,
  body: { block: await blockSender(senderDeps(), caller, body.target) },
}));
