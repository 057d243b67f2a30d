import { useEffect } from 'react';
import { describeMinutesBefore, type ReminderStatus } from '../../../../shared/booking/reminders';
import { isOccupying } from '../../../../shared/booking/schemas';
import type { AdminBooking } from '../../../../shared/admin/schemas';
import { Badge } from '../../ui';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { formatInstant } from './format';

const statusLabel: Record<ReminderStatus, { text: string; tone: 'accent' | 'signal' | 'neutral' }> = {
  scheduled: { text: 'Scheduled', tone: 'accent' },
  sent: { text: 'Sent', tone: 'signal' },
  cancelled: { text: 'Cancelled', tone: 'neutral' },
  skipped: { text: 'Not sent', tone: 'neutral' },
};

/** How often the details look again while a new booking's reminders are being planned. */
const PLANNING_POLL_MS = 2_000;
/** A booking older than this with no plan was made before reminders existed: it has none, and nothing is awaited. */
const PLANNING_WINDOW_MS = 10 * 60_000;

/** A booking's reminder e-mails: when each goes (or went) out, in the business time zone, and what became of it. */
export function BookingReminders({ booking }: { booking: AdminBooking }) {
  const api = useAdminApi();
  const { data, loading, error, reload } = useAdminResource(`booking|${booking.id}`, () => api.booking(booking.id));
  // The outbox plans a new booking's reminders a moment after it was made: until then, look again.
  const planning =
    data !== undefined && !data.booking.remindersPlanned && isOccupying(data.booking.status) && Date.now() - Date.parse(data.booking.createdAt) < PLANNING_WINDOW_MS;
  useEffect(() => {
    if (!planning || loading) return;
    const timer = setTimeout(() => void reload(), PLANNING_POLL_MS);
    return () => clearTimeout(timer);
  }, [planning, loading, reload]);

  if (error) return <span>The reminders could not be loaded: {error.message}</span>;
  if (!data) return <span>{loading ? 'Loading reminders…' : ''}</span>;
  if (planning) return <span>Being planned…</span>;
  const reminders = data.booking.reminders;
  if (reminders.length === 0) return <span>None (booked too close to the meeting, or reminders are off)</span>;
  return (
    <ul className="flex flex-col gap-1.5" aria-label="Reminder e-mails">
      {reminders.map((reminder) => (
        <li key={reminder.minutesBefore} className="flex flex-wrap items-center gap-2">
          <span>
            {describeMinutesBefore(reminder.minutesBefore)} before · {formatInstant(reminder.at, booking.businessTimezone)}
          </span>
          <Badge tone={statusLabel[reminder.status].tone}>{statusLabel[reminder.status].text}</Badge>
        </li>
      ))}
    </ul>
  );
}
