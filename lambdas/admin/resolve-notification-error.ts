import { notificationErrorParamsSchema, type NotificationErrorDto } from '../../shared/admin/schemas';
import { AppError } from '../../shared/errors';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { audit } from '../audit/deps';
import { notificationErrors } from '../notifications/deps';

/** POST /api/admin/notification-errors/{id}/resolve — marks a failure handled (it reopens if the step fails again). */
export const handler = httpHandler({ authorize: staffWith('notifications:write'), params: notificationErrorParamsSchema }, async ({ caller, params }) => {
  const row = await notificationErrors().resolve(params.id, caller.email ?? caller.userId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'No notification error has this id.' });
  await audit().record(caller, 'notification_error.resolved', params.id);
  return { body: { error: row as NotificationErrorDto } };
});
