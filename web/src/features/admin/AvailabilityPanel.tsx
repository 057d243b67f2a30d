import { useEffect, useState } from 'react';
import { useUnsavedChanges } from './unsaved-changes';
import { saveBlocksBodySchema, type SaveBlocksBody } from '../../../../shared/admin/schemas';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { useRole } from '../auth/useRole';
import { Button, Checkbox, Input, notifySuccess } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { weekdayNames } from './format';
import { LoadState, Panel } from './Panel';
import { DateOverridesSection, UpcomingWeeksSection, WhyNotSection } from './WorkingTimeSections';

type Block = SaveBlocksBody['blocks'][number] & { key: string };

let nextKey = 0;
const withKey = (block: SaveBlocksBody['blocks'][number]): Block => ({ ...block, key: block.id ?? `new-${nextKey++}` });

/** The list on screen, and the blocks as last read or saved: while the two differ, leaving the list asks first. */
type Edit = { blocks: Block[]; stored: Block[] };

const hasChanges = (edit: Edit | undefined) => edit !== undefined && JSON.stringify(edit.blocks) !== JSON.stringify(edit.stored);

/**
 * The blocks read or saved become the stored ones, and the list too unless it holds a change not yet saved: a read
 * landing between a removal and its save (a refresh in the background) must not put the removed block back.
 */
const receive =
  (read: Block[], { overChanges }: { overChanges: boolean }) =>
  (current: Edit | undefined): Edit => ({ stored: read, blocks: overChanges || !hasChanges(current) ? read : current!.blocks });

/** Monday first, as the booking calendar shows weeks. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/** Weekly availability: several blocks per weekday, each active or paused. */
export function AvailabilityPanel() {
  const api = useAdminApi();
  const { can } = useRole();
  const editable = can('calendar:write');
  const { data, loading, error, reload } = useAdminResource('calendar', api.calendar);
  const [edit, setEdit] = useState<Edit>();
  const blocks = edit?.blocks;
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Why the last save failed, shown once at the top of the weekly blocks.
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(hasChanges(edit));

  useEffect(() => {
    if (data) setEdit(receive(data.blocks.map(withKey), { overChanges: false }));
  }, [data]);

  const change = (next: (blocks: Block[]) => Block[]) => setEdit((current) => current && { ...current, blocks: next(current.blocks) });
  const update = (key: string, patch: Partial<Block>) => change((current) => current.map((block) => (block.key === key ? { ...block, ...patch } : block)));

  const save = async () => {
    if (!blocks) return;
    const body = { blocks: blocks.map(({ key: _key, ...block }) => block) };
    const parsed = saveBlocksBodySchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [`${blocks[Number(issue.path[1])]?.key}.${String(issue.path[2])}`, issue.message])));
      return;
    }
    setErrors({});
    setFailure(undefined);
    setBusy(true);
    try {
      const saved = await api.saveBlocks(parsed.data.blocks);
      setEdit(receive(saved.blocks.map(withKey), { overChanges: true }));
      await notifySuccess({ title: 'Availability saved', message: 'Open booking pages now show the new slots.' });
    } catch (cause) {
      setFailure(cause);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel
      title="Availability"
      description={`Working time: weekly blocks in the business time zone${data ? ` (${data.settings.timezone})` : ''}, and dates with their own hours. Slots are laid inside every active block; overlapping blocks are merged.`}
      actions={
        editable && blocks ? (
          <Button variant="accent" size="sm" loading={busy} onClick={save}>
            {busy ? 'Saving...' : 'Save availability'}
          </Button>
        ) : undefined
      }
    >
      <LoadState loading={loading && !blocks} error={error} onRetry={reload} />
      {failure !== undefined && <ErrorNote error={failure} />}
      {blocks && (
        <div className="grid gap-4 lg:grid-cols-2">
          {weekOrder.map((day) => {
            const dayBlocks = blocks.filter((block) => block.dayOfWeek === day);
            return (
              <fieldset key={day} disabled={!editable} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
                <legend className="px-1 font-display text-lg font-semibold text-ink">{weekdayNames[day]}</legend>
                {dayBlocks.length === 0 && <p className="text-sm text-muted">No availability.</p>}
                {dayBlocks.map((block, index) => (
                  <div key={block.key} className="flex flex-wrap items-end gap-3" data-testid={`block-${weekdayNames[day]}-${index}`}>
                    <Input className="w-36" label="Starts" type="time" value={block.startTime} error={errors[`${block.key}.startTime`]} onChange={(e) => update(block.key, { startTime: e.target.value })} />
                    <Input className="w-36" label="Ends" type="time" value={block.endTime} error={errors[`${block.key}.endTime`]} onChange={(e) => update(block.key, { endTime: e.target.value })} />
                    <Checkbox className="pb-3" label="Active" checked={block.isActive} onChange={(e) => update(block.key, { isActive: e.target.checked })} />
                    {editable && (
                      <Button size="sm" variant="ghost" className="mb-1" onClick={() => change((current) => current.filter((item) => item.key !== block.key))} aria-label={`Remove ${weekdayNames[day]} block ${index + 1}`}>
                        Remove
                      </Button>
                    )}
                  </div>
                ))}
                {editable && (
                  <Button
                    size="sm"
                    variant="outline"
                    className="self-start"
                    onClick={() => change((current) => [...current, withKey({ dayOfWeek: day, startTime: '09:00', endTime: '12:00', isActive: true })])}
                  >
                    Add a block on {weekdayNames[day]}
                  </Button>
                )}
              </fieldset>
            );
          })}
        </div>
      )}
      {data && (
        <div className="grid gap-4 lg:grid-cols-2">
          <DateOverridesSection calendar={data} editable={editable} onSaved={reload} />
          <WhyNotSection />
          <div className="lg:col-span-2">
            <UpcomingWeeksSection timezone={data.settings.timezone} />
          </div>
        </div>
      )}
    </Panel>
  );
}
