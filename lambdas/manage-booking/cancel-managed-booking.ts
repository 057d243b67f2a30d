import { manageParamsSchema, manageQuerySchema } from '../../shared/booking/manage';
import { httpHandler } from '../lib/http';
import { manageDependencies } from './deps';
import { cancelManagedBooking } from './manage-service';

/** POST /api/bookings/{id}/cancel?token= — the visitor cancels; a second cancel answers the cancelled booking. */
export const handler = httpHandler({ params: manageParamsSchema, query: manageQuerySchema }, async ({ params, query }) => ({
  body: await cancelManagedBooking(await manageDependencies(), params.id, query.token),
}));
