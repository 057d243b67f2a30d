import { senderParamsSchema } from '../../shared/admin/schemas';
import { AppError } from '../../shared/errors';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { unblockSender } from './booking-senders';
import { senderDeps } from './booking-deps';

/** DELETE /api/admin/booking-blocks/{target} — lifts a block → 204; 404 when the address or domain is not blocked. */
export const handler = httpHandler({ authorize: staffWith('calendar:write'), params: senderParamsSchema }, async ({ caller, params }) => {
  if (!(await unblockSender(senderDeps(), caller, params.target))) throw new AppError('NOT_FOUND', { message: 'This address or domain is not blocked.' });
  return { status: 204 };
});
