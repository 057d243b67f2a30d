import { useState, type FormEvent } from 'react';
import type { AdminCalendarResponse } from '../../../../shared/admin/schemas';
import { dateOverrideSchema, type DateOverride } from '../../../../shared/booking/schemas';
import { Button, Checkbox, Input, notifySuccess } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { dateAt } from '../../../../shared/booking/time';
import { addDays, plural, shortDate, today, weekdayNames } from './format';
import { failureFields, LoadState } from './Panel';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';

const weekdayOf = (date: string) => weekdayNames[new Date(`${date}T12:00:00Z`).getUTCDay()];
const describeOverride = (override: DateOverride) =>
  override.closed ? 'Closed all day' : `Open ${override.hours.map((period) => `${period.startTime}–${period.endTime}`).join(', ')}`;

function Section({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4" aria-label={title}>
      <div>
        <h3 className="font-display text-lg font-semibold text-ink">{title}</h3>
        <p className="mt-1 text-sm text-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** Dates with working time of their own: closed all day (a holiday, a day away) or open for their own hours. */
export function DateOverridesSection({ calendar, editable, onSaved }: { calendar: AdminCalendarResponse; editable: boolean; onSaved: () => Promise<void> }) {
  const api = useAdminApi();
  const [date, setDate] = useState('');
  const [closed, setClosed] = useState(true);
  const [startTime, setStartTime] = useState('09:00');
  const [endTime, setEndTime] = useState('13:00');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const overrides = Object.entries(calendar.overrides ?? {});

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
      await notifySuccess({ title: success, message: 'Open booking pages now show the change.' });
      await onSaved();
    } catch (cause) {
      setFailure(cause);
      setErrors(failureFields(cause));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = dateOverrideSchema.safeParse(closed ? { closed: true, hours: [] } : { closed: false, hours: [{ startTime, endTime }] });
    const problems: Record<string, string> = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) problems.date = 'Choose a date.';
    if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path.at(-1) ?? 'hours')] = issue.message;
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !parsed.success) return;
    await run(() => api.saveDateOverride(date, parsed.data), `${date} saved`);
  };

  return (
    <Section title="Date overrides" description={`A date closed all day, or open for its own hours instead of its weekday's blocks (${calendar.settings.timezone}).`}>
      {overrides.length === 0 ? (
        <p className="text-sm text-muted">No date has its own working time.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Date overrides">
          {overrides.map(([day, override]) => (
            <li key={day} className="flex flex-wrap items-center justify-between gap-3 text-sm text-ink">
              <span>
                <strong>
                  {weekdayOf(day)} {day}
                </strong>{' '}
                · {describeOverride(override)}
              </span>
              {editable && (
                <Button size="sm" variant="ghost" aria-label={`Remove the override of ${day}`} disabled={busy} onClick={() => run(() => api.deleteDateOverride(day), `${day} follows its weekday again`)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {failure !== undefined && <ErrorNote error={failure} />}
      {editable && (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <Input className="w-44" label="Date to override" type="date" min={today()} required value={date} error={errors.date} onChange={(e) => setDate(e.target.value)} />
          <Checkbox className="pb-3" label="Closed all day" checked={closed} onChange={(e) => setClosed(e.target.checked)} />
          {!closed && (
            <>
              <Input className="w-36" label="Opens" type="time" value={startTime} error={errors.startTime} onChange={(e) => setStartTime(e.target.value)} />
              <Input className="w-36" label="Closes" type="time" value={endTime} error={errors.endTime ?? errors.hours} onChange={(e) => setEndTime(e.target.value)} />
            </>
          )}
          <Button type="submit" variant="outline" loading={busy}>
            Save date
          </Button>
        </form>
      )}
    </Section>
  );
}

/** The next four weeks exactly as visitors are offered them: the public availability, date by date. */
export function UpcomingWeeksSection({ timezone }: { timezone: string }) {
  const api = useAdminApi();
  // From today in the business zone, where the dates of the slots are.
  const from = dateAt(Date.now(), timezone);
  const to = addDays(from, 27);
  const { data, loading, error, reload } = useAdminResource(`offered-${from}`, () => api.offeredSlots(from, to));
  const counts = new Map<string, number>();
  for (const slot of data?.slots ?? []) counts.set(slot.date, (counts.get(slot.date) ?? 0) + 1);
  const dates = Array.from({ length: 28 }, (_, index) => addDays(from, index));
  return (
    <Section title="The next four weeks" description={`Slots visitors can book on each date now, after bookings, calendars, overrides and notice (${timezone}).`}>
      <LoadState loading={loading && !data} error={error} onRetry={reload} />
      {data && (
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" aria-label="Slots offered per date">
          {dates.map((date) => {
            const count = counts.get(date) ?? 0;
            return (
              <li key={date} className={`rounded-card border p-2 text-sm ${count > 0 ? 'border-accent/40 text-ink' : 'border-line text-muted'}`} data-testid={`offered-${date}`}>
                <time dateTime={date} className="block font-semibold">
                  {shortDate(date)}
                </time>
                {count === 0 ? 'No slots' : plural(count, 'slot')}
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}

/** "Why is this slot not offered?": every slot of a chosen date with the rule hiding it, from the booking engine. */
export function WhyNotSection() {
  const api = useAdminApi();
  const [date, setDate] = useState(addDays(today(), 1));
  const { data, loading, error, reload } = useAdminResource(`explain-${date}`, () => api.explainDate(date));
  return (
    <Section title="Why is this slot not offered?" description="Every slot of a date, and the rule that hides it.">
      <Input className="w-44" label="Date to check" type="date" value={date} onChange={(e) => e.target.value && setDate(e.target.value)} />
      <LoadState loading={loading && !data} error={error} empty={data?.slots.length === 0 ? 'No working time is set on any weekday.' : undefined} onRetry={reload} />
      {data && data.slots.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Slots of {data.date} ({data.timezone})</caption>
          <thead>
            <tr className="text-muted">
              <th scope="col" className="py-1 pr-4 font-medium">
                Time ({data.timezone})
              </th>
              <th scope="col" className="py-1 font-medium">
                Offered?
              </th>
            </tr>
          </thead>
          <tbody>
            {data.slots.map((slot) => (
              <tr key={slot.start} className="border-t border-line">
                <td className="py-1 pr-4 font-medium text-ink">{slot.time}</td>
                <td className={`py-1 ${slot.offered ? 'text-ink' : 'text-muted'}`}>{slot.offered ? 'Offered' : slot.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}
