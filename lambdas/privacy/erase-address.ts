import { adminEraseBodySchema, type AdminEraseResponse } from '../../shared/privacy/schemas';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { personalDataDeps } from './deps';
import { eraseAddressForStaff } from './request-service';

/** POST /api/admin/privacy/erase `{email}` (admins) — erases the address at once and says what it erased. */
export const handler = httpHandler({ authorize: staffWith('privacy:manage'), body: adminEraseBodySchema }, async ({ caller, body }) => {
  const response: AdminEraseResponse = { erased: await eraseAddressForStaff(personalDataDeps(), caller, body.email) };
  return { body: response };
});
