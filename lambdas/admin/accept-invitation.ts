import { acceptInvitationBodySchema } from '../../shared/admin/schemas';
import { httpHandler } from '../lib/http';
import { staffDeps } from './staff-deps';
import { acceptInvitation } from './staff-service';

/** POST /api/staff-auth/accept-invitation `{token, fullName, password}` — the invitee's sign-up (public: the token is the proof). */
export const handler = httpHandler({ body: acceptInvitationBodySchema }, async ({ body }) => ({ body: await acceptInvitation(staffDeps(), body) }));
