import { describeMinutesBefore, type ReminderStatus } from '../../../../shared/booking/reminders';
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

/** A booking's reminder e-mails: when each goes (or went) out, in the business time zone, and what became of it. */
export function BookingReminders({ booking }: { booking: AdminBooking }) {
  const api = useAdminApi();
  const { data, loading, error } = useAdminResource(`booking|${booking.id}`, () => api.booking(booking.id));
  if (error) return <span>Reminders could not be loaded: {error.message}</span>;
  if (loading && !data) return <span>Loading reminders…</span>;
  const reminders = data?.booking.reminders ?? [];
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
