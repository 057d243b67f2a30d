import type { SenderBlocksResponse } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { limitStore } from '../bookings/deps';

/** GET /api/admin/booking-blocks — the addresses and domains blocked from booking, newest first. */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  const body: SenderBlocksResponse = { blocks: await limitStore().listBlocks() };
  return { body };
});
