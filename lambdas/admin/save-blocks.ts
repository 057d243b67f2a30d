import { randomUUID } from 'node:crypto';
import { saveBlocksBodySchema, type AdminCalendarResponse } from '../../shared/admin/schemas';
import type { AvailabilityBlock } from '../../shared/booking/schemas';
import { broadcast } from '../realtime/broadcast';
import { staffWith } from '../lib/auth';
import { httpHandler } from '../lib/http';
import { announceSettingsUpdated } from './calendar-changed';
import { audit } from '../audit/deps';
import { calendarStore } from '../calendar/deps';

/**
 * PUT /api/admin/calendar/blocks `{blocks}` — the full weekly availability: blocks without an id are added, changed
 * ones written, missing ones deleted (through CalendarStore, which bumps the blocks version after each change).
 */
export const handler = httpHandler({ authorize: staffWith('calendar:write'), body: saveBlocksBodySchema }, async ({ caller, body }) => {
  const store = calendarStore();
  const current = new Map((await store.listBlocks()).map((block) => [block.id, block]));
  const wanted: AvailabilityBlock[] = body.blocks.map((block) => ({ ...block, id: block.id || `block-${randomUUID()}` }));
  const keep = new Set(wanted.map((block) => block.id));
  let added = 0;
  let updated = 0;
  let removed = 0;
  for (const block of wanted) {
    const existing = current.get(block.id);
    if (existing && JSON.stringify(existing) === JSON.stringify(block)) continue;
    await store.putBlock(block);
    if (existing) updated += 1;
    else added += 1;
  }
  for (const id of current.keys()) {
    if (keep.has(id)) continue;
    await store.deleteBlock(id);
    removed += 1;
  }
  if (added + updated + removed > 0) {
    await announceSettingsUpdated(broadcast);
    await audit().record(caller, 'calendar.blocks_updated', 'availability_blocks', { added, updated, removed });
  }
  const response: AdminCalendarResponse = { settings: await store.getSettings(), blocks: await store.listBlocks() };
  return { body: response };
});
