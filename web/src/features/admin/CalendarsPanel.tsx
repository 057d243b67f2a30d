import { useState, type FormEvent } from 'react';
import { addStaffCalendarBodySchema, type StaffCalendarDto } from '../../../../shared/booking/staff-calendars';
import { useRole } from '../auth/useRole';
import { Badge, Button, Input, notifyError, notifySuccess } from '../../ui';
import { formatInstantWithZone, plural, timeAgo } from './format';
import { LoadState, Panel, reportFailure } from './Panel';
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

  const act = async (id: string, action: () => Promise<unknown>, success: string) => {
    setWorking(id);
    try {
      await action();
      await notifySuccess({ title: success });
      await reload();
    } catch (cause) {
      await reportFailure(cause);
    } finally {
      setWorking(undefined);
    }
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
                  <Badge tone={calendar.status === 'ok' ? 'accent' : calendar.status === 'error' ? 'signal' : 'neutral'}>{statusLabel[calendar.status]}</Badge>
                </div>
                <p className="break-all text-sm text-muted">{calendar.url}</p>
                <p className="text-sm text-muted">
                  {calendar.lastSyncedAt ? (
                    <>
                      Last read <time dateTime={calendar.lastSyncedAt} title={formatInstantWithZone(calendar.lastSyncedAt)}>{timeAgo(calendar.lastSyncedAt)}</time> ·{' '}
                      {plural(calendar.busyCount, 'busy time')} ahead
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
                  <Button size="sm" variant="outline" loading={working === calendar.id} aria-label={`Sync ${calendar.name} now`} onClick={() => act(calendar.id, () => api.syncStaffCalendar(calendar.id), `${calendar.name} read again`)}>
                    Sync now
                  </Button>
                )}
                {can('calendars:manage') && (
                  <Button size="sm" variant="ghost" aria-label={`Remove ${calendar.name}`} disabled={working === calendar.id} onClick={() => act(calendar.id, () => api.removeStaffCalendar(calendar.id), `${calendar.name} removed`)}>
                    Remove
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

function AddCalendarForm({ onAdded }: { onAdded: () => unknown }) {
  const api = useAdminApi();
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = addStaffCalendarBodySchema.safeParse({ name, url });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const { calendar } = await api.addStaffCalendar(parsed.data);
      setName('');
      setUrl('');
      if (calendar.status === 'error') await notifyError({ title: `${calendar.name} added, but could not be read`, message: calendar.lastError ?? '' });
      else await notifySuccess({ title: `${calendar.name} added`, message: `${plural(calendar.busyCount, 'busy time')} ahead.` });
      void onAdded();
    } catch (cause) {
      setErrors((await reportFailure(cause)).fields ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_2fr_auto] sm:items-end">
      <Input label="Calendar name" hint="Shown to staff, e.g. Team calendar." required value={name} error={errors.name} onChange={(e) => setName(e.target.value)} />
      <Input label="Private iCal address" hint="https:// or webcal:// (see the staff guide for where each calendar shows it)." required value={url} error={errors.url} onChange={(e) => setUrl(e.target.value)} />
      <Button type="submit" variant="accent" loading={busy}>
        {busy ? 'Adding...' : 'Add calendar'}
      </Button>
    </form>
  );
}
