import { GetCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '../lib/query-all';
import { recordNotificationFailure } from '../lib/metrics';
import { notificationErrorExpiresAt } from '../../shared/privacy/rules';

export type NotificationErrorType = 'meet_link_failed' | 'function_error' | 'email_failed';
/** Whom a failed notification was for: the customer, or another recipient (a guest, the staff address). */
export type RecipientType = 'customer' | 'guest' | 'staff';

export interface NotificationError {
  booking_id: string;
  recipient_email: string;
  recipient_type: RecipientType;
  error_type: NotificationErrorType;
  error_message: string;
  error_details?: Record<string, unknown>;
}

/**
 * The row of a failed step for one recipient: the thrown error's message, and its name beside what the step adds
 * to the details (the provider, the notification), so staff can tell the failures apart.
 */
export function notificationError(
  bookingId: string,
  recipient: { email: string; type: RecipientType },
  errorType: NotificationErrorType,
  error: unknown,
  details: Record<string, unknown> = {},
): NotificationError {
  return {
    booking_id: bookingId,
    recipient_email: recipient.email,
    recipient_type: recipient.type,
    error_type: errorType,
    error_message: error instanceof Error ? error.message : String(error),
    error_details: { name: error instanceof Error ? error.name : 'Error', ...details },
  };
}

export interface NotificationErrorRow extends NotificationError {
  id: string;
  created_at: string;
  last_failed_at: string;
  attempts: number;
  /** Set when staff marked the row resolved (or a retry delivered); a new failure of the same step clears it. */
  resolved_at?: string;
  resolved_by?: string;
}

/**
 * `notification_errors`: one row per booking, error type and recipient; a repeated failure of the same
 * step (a retry) updates the row and counts `attempts` instead of adding rows. Every failure also emits the
 * `NotificationFailures` metric.
 */
export class NotificationErrorStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async record(error: NotificationError, now = new Date()): Promise<void> {
    recordNotificationFailure(error.error_type, error.booking_id, error.error_message);
    const at = now.toISOString();
    await this.documents.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { id: `${error.booking_id}#${error.error_type}#${error.recipient_email.toLowerCase()}` },
        UpdateExpression:
          'SET booking_id = :booking, recipient_email = :email, recipient_type = :type, error_type = :error, ' +
          'error_message = :message, error_details = :details, created_at = if_not_exists(created_at, :at), last_failed_at = :at, ' +
          'expiresAt = :expires ' +
          'ADD attempts :one',
        ExpressionAttributeValues: {
          ':booking': error.booking_id,
          ':email': error.recipient_email,
          ':type': error.recipient_type,
          ':error': error.error_type,
          ':message': error.error_message.slice(0, 2000),
          ':details': error.error_details ?? {},
          ':at': at,
          ':expires': notificationErrorExpiresAt(at),
          ':one': 1,
        },
      }),
    );
  }

  /** Every row, newest failure first (a scan: the table is small; for the staff dashboard). */
  async list(): Promise<NotificationErrorRow[]> {
    const rows: NotificationErrorRow[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(new ScanCommand({ TableName: this.table, ExclusiveStartKey: start, ConsistentRead: true }));
      rows.push(...((page.Items ?? []) as NotificationErrorRow[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return rows.sort((a, b) => b.last_failed_at.localeCompare(a.last_failed_at));
  }

  async get(id: string): Promise<NotificationErrorRow | undefined> {
    const { Item } = await this.documents.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    return Item as NotificationErrorRow | undefined;
  }

  /** Marks a row resolved; undefined when there is no such row. */
  async resolve(id: string, by: string, now = new Date()): Promise<NotificationErrorRow | undefined> {
    try {
      const { Attributes } = await this.documents.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id },
          UpdateExpression: 'SET resolved_at = :at, resolved_by = :by',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeValues: { ':at': now.toISOString(), ':by': by },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as NotificationErrorRow;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  /** Rows of one booking (a scan: the table is small and this is for staff tools and tests). */
  async forBooking(bookingId: string): Promise<NotificationErrorRow[]> {
    const rows: NotificationErrorRow[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new ScanCommand({
          TableName: this.table,
          FilterExpression: 'booking_id = :booking',
          ExpressionAttributeValues: { ':booking': bookingId },
          ExclusiveStartKey: start,
          ConsistentRead: true,
        }),
      );
      rows.push(...((page.Items ?? []) as NotificationErrorRow[]));
      start = page.LastEvaluatedKey;
    } while (start);
    return rows;
  }
}
