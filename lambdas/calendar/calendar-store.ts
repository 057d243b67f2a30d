import { DeleteCommand, GetCommand, PutCommand, ScanCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  availabilityBlockSchema,
  calendarSettingsSchema,
  type AvailabilityBlock,
  type CalendarSettings,
} from '../../shared/booking/schemas';
import { seedCalendarSettings } from '../../shared/booking/seed';
import { markCalendarChanged } from './change-epoch';
import { logger } from '../lib/logger';

/** Key of the one settings item ("first row of the public settings call"). */
export const SETTINGS_ID = 'calendar';

/** Blocks read for a version are reused this long at most, even if the version never moves. */
const BLOCKS_CACHE_MS = 60_000;

/** The settings item as stored. */
export interface SettingsItem {
  settings: CalendarSettings;
  /** Bumped by every change of `availability_blocks` made through this store. */
  blocksVersion: number;
  /** Bumped after every change of a DAY item (a booking made or cancelled): availability caches key on it. */
  bookingsVersion: number;
}

/**
 * Blocks read per blocks table, shared by every store of the container (the availability and booking handlers of
 * one process then read them once per version).
 */
const blocksCaches = new Map<string, { version: number; at: number; blocks: Promise<AvailabilityBlock[]> }>();

/**
 * Calendar settings (`calendar_settings`, one item `{id: 'calendar', settings, blocksVersion, updatedAt}`) and
 * availability blocks (`availability_blocks`, one item per block, keyed by its id). Reads are strongly consistent:
 * the booking path must see an administrator's change the moment it is made. The blocks are cached per
 * `blocksVersion`, which every block change bumps after writing, so the hot paths read only the settings item.
 * Change blocks only through this store.
 */
export class CalendarStore {
  constructor(
    private readonly documents: DynamoDBDocumentClient,
    private readonly settingsTable: string,
    private readonly blocksTable: string,
  ) {}

  /** The settings; the seed defaults when none are stored (spec §8: a failed load falls back to defaults). */
  async getSettings(): Promise<CalendarSettings> {
    return (await this.getSettingsItem()).settings;
  }

  async getSettingsItem(): Promise<SettingsItem> {
    const { Item } = await this.documents.send(
      new GetCommand({ TableName: this.settingsTable, Key: { id: SETTINGS_ID }, ConsistentRead: true }),
    );
    return toSettingsItem(Item);
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
    markCalendarChanged();
  }

  /** The blocks for a `blocksVersion` read from the settings item: from the cache when it is that version. */
  async blocksAt(version: number, now = Date.now()): Promise<AvailabilityBlock[]> {
    const cached = blocksCaches.get(this.blocksTable);
    if (cached && cached.version === version && now - cached.at < BLOCKS_CACHE_MS) return cached.blocks;
    const blocks = this.listBlocks();
    blocksCaches.set(this.blocksTable, { version, at: now, blocks });
    blocks.catch(() => {
      if (blocksCaches.get(this.blocksTable)?.blocks === blocks) blocksCaches.delete(this.blocksTable);
    });
    return blocks;
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
    await this.bumpBlocksVersion();
  }

  async deleteBlock(id: string): Promise<void> {
    await this.documents.send(new DeleteCommand({ TableName: this.blocksTable, Key: { id } }));
    await this.bumpBlocksVersion();
  }

  /** After (never before) a block change: readers that cached the old blocks see a new version and read again. */
  private async bumpBlocksVersion(): Promise<void> {
    await this.bump('blocksVersion');
  }

  /** After (never before) a DAY item changed: availability answers cached for the old version are dropped. */
  async bumpBookingsVersion(): Promise<void> {
    await this.bump('bookingsVersion');
  }

  private async bump(attribute: 'blocksVersion' | 'bookingsVersion'): Promise<void> {
    await this.documents.send(
      new UpdateCommand({
        TableName: this.settingsTable,
        Key: { id: SETTINGS_ID },
        UpdateExpression: 'ADD #version :one',
        ExpressionAttributeNames: { '#version': attribute },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    markCalendarChanged();
  }
}

/** The settings item (or its absence) as the domain sees it: the seed defaults when missing or invalid. */
export function toSettingsItem(item: Record<string, unknown> | undefined): SettingsItem {
  const versions = { blocksVersion: Number(item?.blocksVersion ?? 0), bookingsVersion: Number(item?.bookingsVersion ?? 0) };
  if (!item?.settings) return { settings: seedCalendarSettings, ...versions };
  const parsed = calendarSettingsSchema.safeParse(item.settings);
  if (!parsed.success) {
    logger.error('stored calendar settings are invalid; using defaults', { issues: parsed.error.issues });
    return { settings: seedCalendarSettings, ...versions };
  }
  return { settings: parsed.data, ...versions };
}
