import { DeleteCommand, GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { StaffCalendarDto, StaffCalendarStatus } from '../../shared/booking/staff-calendars';
import { isConditionFailure, scanAll } from '../lib/query-all';
import type { NamedWrite } from '../lib/transaction';

/** A staff calendar as `staff_calendars` stores it (one item per calendar, keyed by its id). */
export interface StaffCalendar {
  id: string;
  name: string;
  /** The feed address, encrypted (feed-cipher.ts). */
  sealedUrl: string;
  /** The address as staff see it. */
  maskedUrl: string;
  status: StaffCalendarStatus;
  lastSyncedAt: string | null;
  lastError?: string;
  busyCount: number;
  createdAt: string;
  createdBy: string;
}

export interface SyncOutcome {
  status: Exclude<StaffCalendarStatus, 'pending'>;
  at: string;
  /** Set on success: busy times now held. */
  busyCount?: number;
  /** Set on failure, in words. */
  error?: string;
  /** Set when the address was sealed again under the current secret. */
  sealedUrl?: string;
}

export class StaffCalendarStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async list(): Promise<StaffCalendar[]> {
    const items = await scanAll(this.documents, { TableName: this.table, ConsistentRead: true });
    return (items as unknown as StaffCalendar[]).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  async get(id: string): Promise<StaffCalendar | undefined> {
    const { Item } = await this.documents.send(new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }));
    return Item as StaffCalendar | undefined;
  }

  async add(calendar: StaffCalendar): Promise<void> {
    await this.documents.send(new PutCommand({ TableName: this.table, Item: calendar, ConditionExpression: 'attribute_not_exists(id)' }));
  }

  /** Records how a sync ended; a calendar removed meanwhile stays removed. */
  async recordSync(id: string, outcome: SyncOutcome): Promise<StaffCalendar | undefined> {
    const sets = ['#status = :status', 'lastSyncedAt = :at'];
    const values: Record<string, unknown> = { ':status': outcome.status, ':at': outcome.at };
    if (outcome.busyCount !== undefined) (sets.push('busyCount = :count'), (values[':count'] = outcome.busyCount));
    if (outcome.error !== undefined) (sets.push('lastError = :error'), (values[':error'] = outcome.error));
    if (outcome.sealedUrl !== undefined) (sets.push('sealedUrl = :sealed'), (values[':sealed'] = outcome.sealedUrl));
    try {
      const { Attributes } = await this.documents.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id },
          UpdateExpression: `SET ${sets.join(', ')}${outcome.error === undefined ? ' REMOVE lastError' : ''}`,
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes as StaffCalendar | undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }

  async remove(id: string): Promise<StaffCalendar | undefined> {
    const { Attributes } = await this.documents.send(new DeleteCommand({ TableName: this.table, Key: { id }, ReturnValues: 'ALL_OLD' }));
    return Attributes as StaffCalendar | undefined;
  }

  /** For a transaction writing a calendar's busy times: holds only while the calendar exists (not removed meanwhile). */
  stillConnected(id: string): NamedWrite<'calendar'> {
    return { name: 'calendar', item: { ConditionCheck: { TableName: this.table, Key: { id }, ConditionExpression: 'attribute_exists(id)' } } };
  }
}

/** The calendar as staff see it: the address masked, the sealed one never. */
export function toStaffCalendarDto(calendar: StaffCalendar): StaffCalendarDto {
  return {
    id: calendar.id,
    name: calendar.name,
    url: calendar.maskedUrl,
    status: calendar.status,
    lastSyncedAt: calendar.lastSyncedAt,
    ...(calendar.status === 'error' && calendar.lastError ? { lastError: calendar.lastError } : {}),
    busyCount: calendar.busyCount,
  };
}
