import type { SenderBlocksResponse } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { limits } from './deps';

/** GET /api/admin/booking-blocks — the addresses and domains blocked from booking, newest first. */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  const body: SenderBlocksResponse = { blocks: await limits().listBlocks() };
  return { body };
});
