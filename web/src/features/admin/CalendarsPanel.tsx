import { useState, type FormEvent } from 'react';
import { addStaffCalendarBodySchema, type StaffCalendarDto } from '../../../../shared/booking/staff-calendars';
import { useRole } from '../auth/useRole';
import { Badge, Button, Dialog, Input, notifySuccess } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { formatInstantWithZone, plural, timeAgo } from './format';
import { failureFields, LoadState, Panel } from './Panel';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';

const statusLabel: Record<StaffCalendarDto['status'], string> = { ok: 'In sync', error: 'Sync failed', pending: 'Not read yet' };

/**
 * Staff calendars: iCalendar feeds whose busy times hide slots. Everyone sees each calendar's state; admins add and
 * remove calendars; editors and admins sync one at once.
 */
export function CalendarsPanel() {
  const api = useAdminApi();
  const { can } = useRole();
  const { data, loading, error, reload } = useAdminResource('staff-calendars', api.staffCalendars);
  const [working, setWorking] = useState<string>();
  // The last failed action, shown in its calendar's entry (a failed removal in its question).
  const [failure, setFailure] = useState<{ id: string; cause: unknown }>();
  const [removing, setRemoving] = useState<StaffCalendarDto>();

  /** Runs an action on a calendar; `success` is the toast's title, or none when the entry itself tells the outcome. */
  const act = async (id: string, action: () => Promise<string | undefined>) => {
    setWorking(id);
    setFailure(undefined);
    try {
      const success = await action();
      if (success) await notifySuccess({ title: success });
      await reload();
      return true;
    } catch (cause) {
      setFailure({ id, cause });
      return false;
    } finally {
      setWorking(undefined);
    }
  };
  const sync = (calendar: StaffCalendarDto) =>
    act(calendar.id, async () => {
      const { calendar: synced } = await api.syncStaffCalendar(calendar.id);
      // A feed that failed is shown in red in its entry: no toast says it went well.
      return synced.status === 'ok' ? `${calendar.name} read again` : undefined;
    });
  const remove = async (calendar: StaffCalendarDto) => {
    const removed = await act(calendar.id, async () => {
      await api.removeStaffCalendar(calendar.id);
      return `${calendar.name} removed`;
    });
    if (removed) setRemoving(undefined);
  };

  return (
    <Panel
      title="Calendars"
      description="Your team's own calendars (Google, Outlook, Apple…), read every 5 minutes through their private iCal address: their busy times hide the slots they overlap. Event titles are never stored or shown."
    >
      {can('calendars:manage') && <AddCalendarForm onAdded={reload} />}
      <LoadState loading={loading && !data} error={error} empty={data?.calendars.length === 0 ? 'No calendar connected yet.' : undefined} onRetry={reload} />
      {data && data.calendars.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Connected calendars">
          {data.calendars.map((calendar) => (
            <li key={calendar.id} className="flex flex-wrap items-start justify-between gap-4 rounded-card border border-line bg-surface p-4" data-testid={`calendar-${calendar.name}`}>
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-3">
                  <h3 className="font-display text-lg font-semibold text-ink">{calendar.name}</h3>
                  <Badge tone={calendar.status === 'ok' ? 'accent' : calendar.status === 'error' ? 'danger' : 'neutral'}>{statusLabel[calendar.status]}</Badge>
                </div>
                <p className="break-all text-sm text-muted">{calendar.url}</p>
                <p className="text-sm text-muted">
                  {calendar.lastSyncedAt ? (
                    <>
                      {calendar.status === 'error' ? 'Last tried' : 'Last read'}{' '}
                      <time dateTime={calendar.lastSyncedAt} title={formatInstantWithZone(calendar.lastSyncedAt)}>
                        {timeAgo(calendar.lastSyncedAt)}
                      </time>{' '}
                      · {plural(calendar.busyCount, 'busy time')} ahead{calendar.status === 'error' ? ', kept from the last read' : ''}
                    </>
                  ) : (
                    'Not read yet'
                  )}
                </p>
                {calendar.status === 'error' && calendar.lastError && (
                  <p role="status" className="text-sm font-medium text-danger">
                    {calendar.lastError} Its last busy times still block slots.
                  </p>
                )}
              </div>
              <div className="flex gap-2">
                {can('calendar:write') && (
                  <Button size="sm" variant="outline" loading={working === calendar.id} aria-label={`Sync ${calendar.name} now`} onClick={() => void sync(calendar)}>
                    Sync now
                  </Button>
                )}
                {can('calendars:manage') && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${calendar.name}`}
                    disabled={working === calendar.id}
                    onClick={() => (setFailure(undefined), setRemoving(calendar))}
                  >
                    Remove
                  </Button>
                )}
              </div>
              {failure?.id === calendar.id && removing?.id !== calendar.id && (
                <div className="basis-full">
                  <ErrorNote error={failure.cause} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={removing !== undefined} onClose={() => setRemoving(undefined)} title={`Remove ${removing?.name ?? 'this calendar'}?`}>
        {removing && (
          <div className="flex flex-col gap-5">
            <p className="text-sm text-ink">
              Its busy times stop hiding slots at once. Its private address is not kept: to connect the calendar again, copy the address from the calendar app
              once more.
            </p>
            {failure?.id === removing.id && <ErrorNote error={failure.cause} />}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={() => setRemoving(undefined)}>
                Keep it
              </Button>
              <Button variant="accent" loading={working === removing.id} onClick={() => void remove(removing)}>
                {working === removing.id ? 'Removing...' : 'Remove the calendar'}
              </Button>
            </div>
          </div>
        )}
      </Dialog>
    </Panel>
  );
}

function AddCalendarForm({ onAdded }: { onAdded: () => unknown }) {
  const api = useAdminApi();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = addStaffCalendarBodySchema.safeParse({ name, url });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setFailure(undefined);
    setBusy(true);
    try {
      const { calendar } = await api.addStaffCalendar(parsed.data);
      setName('');
      setUrl('');
      // A calendar that could not be read is still added: its entry below says why, in red.
      await notifySuccess({
        title: `${calendar.name} added`,
        message: calendar.status === 'error' ? 'It could not be read yet: its entry below says why.' : `${plural(calendar.busyCount, 'busy time')} ahead.`,
      });
      void onAdded();
    } catch (cause) {
      setFailure(cause);
      setErrors(failureFields(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
      <Input label="Calendar name" hint="Shown to staff, e.g. Team calendar." required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
      <Input label="Private iCal address" hint="Starts with https:// or webcal://; below, where each calendar app shows it." required value={url} error={errors.url} onChange={(e) => setUrl(e.target.value)} />
      <Button type="submit" variant="accent" loading={busy} className="justify-center">
        {busy ? 'Adding...' : 'Add calendar'}
      </Button>
      <details className="text-sm text-muted sm:col-span-3">
        <summary className="cursor-pointer font-semibold text-ink">Where do I find the private iCal address?</summary>
        <ul className="mt-2 flex list-disc flex-col gap-1 pl-5">
          <li>
            <strong className="text-ink">Google Calendar</strong> (on the web): Settings → the calendar under “Settings for my calendars” → Integrate calendar → Secret address in
            iCal format.
          </li>
          <li>
            <strong className="text-ink">Outlook / Microsoft 365</strong> (Outlook on the web): Settings → Calendar → Shared calendars → Publish a calendar → Publish → the ICS
            link.
          </li>
          <li>
            <strong className="text-ink">Apple iCloud</strong>: the calendar’s share menu → Public Calendar → Copy Link (it starts with webcal://).
          </li>
        </ul>
        <p className="mt-2">Anyone holding the address can read the calendar: it is stored encrypted and shown here shortened.</p>
      </details>
      {failure !== undefined && (
        <div className="sm:col-span-3">
          <ErrorNote error={failure} />
        </div>
      )}
    </form>
  );
}
