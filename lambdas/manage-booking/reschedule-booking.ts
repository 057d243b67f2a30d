import { manageParamsSchema, manageQuerySchema, rescheduleBodySchema } from '../../shared/booking/manage';
import { httpHandler } from '../lib/http';
import { manageDependencies } from './deps';
import { rescheduleManagedBooking } from './manage-service';

/** POST /api/bookings/{id}/reschedule?token= `{date, time}` — moves the booking; answers it with a fresh token. */
export const handler = httpHandler(
  { params: manageParamsSchema, query: manageQuerySchema, body: rescheduleBodySchema },
  async ({ params, query, body, sourceIp }) => ({ body: await rescheduleManagedBooking(await manageDependencies(), params.id, query.token, body, sourceIp) }),
);
