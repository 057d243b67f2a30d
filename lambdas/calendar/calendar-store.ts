import { DeleteCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  availabilityBlockSchema,
  calendarSettingsSchema,
  dateOverrideSchema,
  type AvailabilityBlock,
  type CalendarSettings,
  type DateOverride,
} from '../../shared/booking/schemas';
import { seedCalendarSettings } from '../../shared/booking/seed';
import { logger } from '../lib/logger';

/** Key of the one settings item ("first row of the public settings call"). */
export const SETTINGS_ID = 'calendar';
/** Key of the item holding every date override, beside the settings so the snapshot reads both in one request. */
export const OVERRIDES_ID = 'date-overrides';

/**
 * Calendar settings (`calendar_settings`, one item `{id: 'calendar', settings, updatedAt}`) and availability blocks
 * (`availability_blocks`, one item per block, keyed by its id), and the date overrides (`calendar_settings`, one item
 * `{id: 'date-overrides', overrides: {date → override}}`; each date is set or removed on its own, so two staff
 * editing different dates never overwrite each other). Reads are strongly consistent: the booking path must
 * see an administrator's change the moment it is made.
 */
export class CalendarStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly settingsTable: string,
    private readonly blocksTable: string,
  ) {}

  /** The settings; the seed defaults while none are stored or the stored ones are unusable. */
  async getSettings(): Promise<CalendarSettings> {
    const { Item } = await this.documents.send(
      new GetCommand({ TableName: this.settingsTable, Key: { id: SETTINGS_ID }, ConsistentRead: true }),
    );
    return toSettings(Item);
  }

  async putSettings(settings: CalendarSettings, now = new Date()): Promise<void> {
    const valid = calendarSettingsSchema.parse(settings);
    await this.documents.send(
      new UpdateCommand({
        TableName: this.settingsTable,
        Key: { id: SETTINGS_ID },
        UpdateExpression: 'SET settings = :settings, updatedAt = :at',
        ExpressionAttributeValues: { ':settings': valid, ':at': now.toISOString() },
      }),
    );
  }

  /** Every date override, past ones included (the engine only looks at the dates it is asked about). */
  async getOverrides(): Promise<Record<string, DateOverride>> {
    const { Item } = await this.documents.send(new GetCommand({ TableName: this.settingsTable, Key: { id: OVERRIDES_ID }, ConsistentRead: true }));
    return toOverrides(Item);
  }

  async putOverride(date: string, override: DateOverride, now = new Date()): Promise<void> {
    const valid = dateOverrideSchema.parse(override);
    // A map attribute must exist before one of its keys can be set: create it empty on the first write.
    await this.documents.send(
      new UpdateCommand({
        TableName: this.settingsTable,
        Key: { id: OVERRIDES_ID },
        UpdateExpression: 'SET overrides = if_not_exists(overrides, :empty), updatedAt = :at',
        ExpressionAttributeValues: { ':empty': {}, ':at': now.toISOString() },
      }),
    );
    await this.documents.send(
      new UpdateCommand({
        TableName: this.settingsTable,
        Key: { id: OVERRIDES_ID },
        UpdateExpression: 'SET overrides.#date = :override, updatedAt = :at',
        ExpressionAttributeNames: { '#date': date },
        ExpressionAttributeValues: { ':override': valid, ':at': now.toISOString() },
      }),
    );
  }

  async deleteOverride(date: string): Promise<void> {
    await this.documents.send(
      new UpdateCommand({
        TableName: this.settingsTable,
        Key: { id: OVERRIDES_ID },
        UpdateExpression: 'REMOVE overrides.#date',
        ConditionExpression: 'attribute_exists(overrides)',
        ExpressionAttributeNames: { '#date': date },
      }),
    ).catch((error: unknown) => {
      if ((error as { name?: string } | null)?.name !== 'ConditionalCheckFailedException') throw error;
    });
  }

  /** Every block, active or not. Invalid items are skipped (and logged). */
  async listBlocks(): Promise<AvailabilityBlock[]> {
    const blocks: AvailabilityBlock[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await this.documents.send(
        new ScanCommand({ TableName: this.blocksTable, ConsistentRead: true, ExclusiveStartKey: start }),
      );
      for (const item of page.Items ?? []) {
        const parsed = availabilityBlockSchema.safeParse(item);
        if (parsed.success) blocks.push(parsed.data);
        else logger.error('invalid availability block skipped', { block_id: item.id });
      }
      start = page.LastEvaluatedKey;
    } while (start);
    return blocks.sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime));
  }

  async putBlock(block: AvailabilityBlock): Promise<void> {
    const valid = availabilityBlockSchema.parse(block);
    await this.documents.send(new PutCommand({ TableName: this.blocksTable, Item: valid }));
  }

  async deleteBlock(id: string): Promise<void> {
    await this.documents.send(new DeleteCommand({ TableName: this.blocksTable, Key: { id } }));
  }
}

/** The settings item (or its absence) as the domain sees it: the seed defaults when missing or invalid. */
export function toSettings(item: Record<string, unknown> | undefined): CalendarSettings {
  if (!item?.settings) return seedCalendarSettings;
  const parsed = calendarSettingsSchema.safeParse(item.settings);
  if (!parsed.success) {
    logger.error('stored calendar settings are invalid; using defaults', { issues: parsed.error.issues });
    return seedCalendarSettings;
  }
  return parsed.data;
}

/** The overrides item (or its absence) as the domain sees it; an unusable entry is skipped (and logged). */
export function toOverrides(item: Record<string, unknown> | undefined): Record<string, DateOverride> {
  const overrides: Record<string, DateOverride> = {};
  for (const [date, value] of Object.entries((item?.overrides ?? {}) as Record<string, unknown>)) {
    const parsed = dateOverrideSchema.safeParse(value);
    if (parsed.success) overrides[date] = parsed.data;
    else logger.error('invalid date override skipped', { date });
  }
  return overrides;
}
