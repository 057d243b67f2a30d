import { manageParamsSchema, manageQuerySchema } from '../../shared/booking/manage';
import { httpHandler } from '../lib/http';
import { manageDependencies } from './deps';
import { viewBooking } from './manage-service';

/** GET /api/bookings/{id}?token= — the visitor's booking (403 without a valid token). Changes nothing. */
export const handler = httpHandler({ params: manageParamsSchema, query: manageQuerySchema }, async ({ params, query }) => ({
  body: await viewBooking(await manageDependencies(), params.id, query.token),
}));
