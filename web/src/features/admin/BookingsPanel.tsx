import { useState } from 'react';
import { toCsv } from '../../../../shared/admin/csv';
import { bookingStatusFilters, type AdminBooking, type BookingStatusFilter } from '../../../../shared/admin/schemas';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { ApiError } from '../../lib/http';
import { useRole } from '../auth/useRole';
import { Badge, Button, Chip, Dialog, Input, Select, Textarea, notifyError, notifySuccess } from '../../ui';
import { downloadText } from './download';
import { addDays, formatInstant, today } from './format';
import { Fact, LoadState, Panel } from './Panel';
import { BookingReminders } from './BookingReminders';

const presets = {
  upcoming: () => ({ from: today(), to: addDays(today(), 60) }),
  past: () => ({ from: addDays(today(), -60), to: addDays(today(), -1) }),
} as const;

const statusTone = { confirmed: 'accent', pending: 'signal', cancelled: 'neutral' } as const;

/** Bookings by date range and status, with the visitor's details and guests; cancel; CSV export. */
export function BookingsPanel() {
  const api = useAdminApi();
  const { can } = useRole();
  const [range, setRange] = useState<{ from: string; to: string }>(presets.upcoming());
  const [status, setStatus] = useState<BookingStatusFilter>('all');
  const [open, setOpen] = useState<AdminBooking>();
  const [cancelling, setCancelling] = useState<AdminBooking>();
  const { data, loading, error, reload } = useAdminResource(`${range.from}|${range.to}|${status}`, () => api.bookings(range.from, range.to, status));
  const bookings = data?.bookings ?? [];
  const preset = (Object.keys(presets) as (keyof typeof presets)[]).find((key) => JSON.stringify(presets[key]()) === JSON.stringify(range));

  const exportCsv = () => {
    const header = ['Date', 'Time', 'Status', 'Name', 'E-mail', 'Phone', 'Company', 'Role', 'Country', 'Subject', 'Guests', 'Customer time zone', 'Meeting link', 'Booked at', 'Booking id'];
    const rows = bookings.map((b) => [b.date, b.time, b.status, b.name, b.email, `${b.phoneCountryCode} ${b.phone}`, b.company, b.role, b.country, b.subject, b.guests.join('; '), b.customerTimezone, b.meetLink, b.createdAt, b.id]);
    downloadText(`bookings-${range.from}-to-${range.to}.csv`, toCsv(header, rows));
  };

  return (
    <Panel
      title="Bookings"
      description="Dates and times are in the business time zone. Cancelling frees the slot at once and e-mails the customer, the guests and the team."
      actions={
        <Button variant="outline" size="sm" onClick={exportCsv} disabled={bookings.length === 0}>
          Export CSV
        </Button>
      }
    >
      <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-4 lg:flex-row lg:items-end">
        <div className="flex gap-2" role="group" aria-label="Quick ranges">
          <Chip selected={preset === 'upcoming'} onClick={() => setRange(presets.upcoming())}>
            Upcoming
          </Chip>
          <Chip selected={preset === 'past'} onClick={() => setRange(presets.past())}>
            Past
          </Chip>
        </div>
        <div className="grid flex-1 grid-cols-1 gap-4 sm:grid-cols-3">
          <Input label="From" type="date" value={range.from} max={range.to} onChange={(e) => e.target.value && setRange({ ...range, from: e.target.value })} />
          <Input label="To" type="date" value={range.to} min={range.from} onChange={(e) => e.target.value && setRange({ ...range, to: e.target.value })} />
          <Select label="Status" value={status} onChange={(e) => setStatus(e.target.value as BookingStatusFilter)}>
            {bookingStatusFilters.map((value) => (
              <option key={value} value={value}>
                {value === 'all' ? 'All statuses' : value[0].toUpperCase() + value.slice(1)}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <LoadState loading={loading && !data} error={error} empty={data && bookings.length === 0 ? 'No bookings in this range.' : undefined} onRetry={reload} />
      {bookings.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Bookings">
          {bookings.map((booking) => (
            <li key={booking.id} className="flex flex-col gap-3 rounded-card border border-line bg-canvas p-4 sm:flex-row sm:items-center" data-booking-id={booking.id}>
              <div className="w-44 shrink-0">
                <p className="font-display text-lg font-semibold text-ink">
                  {booking.date} · {booking.time}
                </p>
                <Badge tone={statusTone[booking.status]}>{booking.status}</Badge>
              </div>
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-ink">
                  {booking.name} <span className="font-normal text-muted">· {booking.company}</span>
                </p>
                <p className="truncate text-sm text-muted">
                  {booking.email}
                  {booking.guests.length > 0 && ` · ${booking.guests.length} guest${booking.guests.length > 1 ? 's' : ''}`}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setOpen(booking)} aria-label={`Details of ${booking.name}'s booking on ${booking.date} at ${booking.time}`}>
                  Details
                </Button>
                {can('calendar:write') && booking.status !== 'cancelled' && (
                  <Button size="sm" variant="ghost" onClick={() => setCancelling(booking)} aria-label={`Cancel ${booking.name}'s booking on ${booking.date} at ${booking.time}`}>
                    Cancel
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={Boolean(open)} onClose={() => setOpen(undefined)} title={open ? `${open.name} — ${open.date} ${open.time}` : ''}>
        {open && <BookingDetails booking={open} />}
      </Dialog>
      <CancelDialog
        booking={cancelling}
        onClose={() => setCancelling(undefined)}
        onCancelled={() => {
          setCancelling(undefined);
          void reload();
        }}
      />
    </Panel>
  );
}

function BookingDetails({ booking }: { booking: AdminBooking }) {
  return (
    <dl className="flex flex-col gap-3">
      <Fact label="Status">{booking.status}</Fact>
      <Fact label="Business time">
        {formatInstant(booking.start, booking.businessTimezone)} ({booking.businessTimezone}), {booking.duration} min
      </Fact>
      <Fact label="Customer's time">
        {formatInstant(booking.start, booking.customerTimezone)} ({booking.customerTimezone})
      </Fact>
      <Fact label="E-mail">{booking.email}</Fact>
      <Fact label="Phone">
        {booking.phoneCountryCode} {booking.phone}
      </Fact>
      <Fact label="Company">{booking.company}</Fact>
      <Fact label="Role">{booking.role}</Fact>
      <Fact label="Country">{booking.country}</Fact>
      <Fact label="Subject">
        <span className="whitespace-pre-wrap">{booking.subject}</span>
      </Fact>
      <Fact label="Guests">{booking.guests.length > 0 ? booking.guests.join(', ') : 'None'}</Fact>
      <Fact label="Meeting link">
        {booking.meetLink ?? (booking.meetLinkStatus === 'missing' ? 'None was made: send the customer and guests a link' : 'Not created yet')}
      </Fact>
      <Fact label="Booked at">{formatInstant(booking.createdAt)}</Fact>
      <Fact label="Reminders">
        <BookingReminders booking={booking} />
      </Fact>
      {booking.cancelledAt && (
        <Fact label="Cancelled">
          {formatInstant(booking.cancelledAt)} by {booking.cancelledBy}
          {booking.cancelReason && ` — ${booking.cancelReason}`}
        </Fact>
      )}
      <Fact label="Booking id">{booking.id}</Fact>
    </dl>
  );
}

function CancelDialog({ booking, onClose, onCancelled }: { booking?: AdminBooking; onClose: () => void; onCancelled: () => void }) {
  const api = useAdminApi();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!booking) return;
    setBusy(true);
    try {
      await api.cancelBooking(booking.id, reason.trim() || undefined);
      await notifySuccess({ title: 'Booking cancelled', message: `${booking.date} at ${booking.time} is free again; the cancellation e-mails are on their way.` });
      setReason('');
      onCancelled();
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, 'INTERNAL', 'Error', String(error));
      await notifyError({ title: failure.title, message: failure.message, code: failure.code });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={Boolean(booking)} onClose={onClose} title="Cancel this booking?">
      {booking && (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-ink">
            {booking.name} ({booking.company}) on {booking.date} at {booking.time}. The customer and {booking.guests.length} guest(s) receive a cancellation with a
            calendar update.
          </p>
          <Textarea label="Reason (included in the e-mails)" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={onClose}>
              Keep the booking
            </Button>
            <Button variant="accent" loading={busy} onClick={confirm}>
              {busy ? 'Cancelling...' : 'Cancel the booking'}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
