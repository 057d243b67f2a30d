import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { calendarSettingsSchema } from '../../shared/booking/schemas';
import { AppError } from '../../shared/errors';
import { dynamo, tableName } from '../lib/aws';
import { httpHandler } from '../lib/http';

/** GET /api/calendar/settings — the public calendar settings (first vertical slice; the booking API extends it). */
export const handler = httpHandler({}, async () => {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName('calendar_settings'), Key: { id: 'calendar' } }));
  if (!Item) throw new AppError('NOT_FOUND', { message: 'The calendar is not configured yet.' });
  return { body: calendarSettingsSchema.parse(Item.settings), headers: { 'cache-control': 'public, max-age=30' } };
});
