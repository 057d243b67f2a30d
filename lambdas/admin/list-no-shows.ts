import type { NoShowSendersResponse } from '../../shared/admin/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { limitStore } from '../bookings/deps';

/** GET /api/admin/booking-no-shows — the addresses that missed meetings, with how many, most missed first. */
export const handler = httpHandler({ authorize: staffWith('dashboard:read') }, async () => {
  const body: NoShowSendersResponse = { senders: await limitStore().listNoShows() };
  return { body };
});
