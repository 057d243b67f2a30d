import { useEffect, useState, type FormEvent } from 'react';
import { attendanceLabels } from '../../../../shared/admin/booking-operations';
import { toCsv } from '../../../../shared/admin/csv';
import { bookingStatusFilters, type AdminBooking, type BookingStatusFilter } from '../../../../shared/admin/schemas';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { useRole } from '../auth/useRole';
import { Badge, Button, Chip, Dialog, Input, Select, Textarea, notifySuccess } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { downloadText } from './download';
import { addDays, formatInstant, plural, shortDate, today } from './format';
import { Fact, LoadState, Panel } from './Panel';
import { BookingReminders } from './BookingReminders';
import { AttendanceButtons, businessTime, hasStarted, MoveDialog, NewBookingDialog, WeekView } from './BookingOperations';

const presets = {
  upcoming: () => ({ from: today(), to: addDays(today(), 60) }),
  past: () => ({ from: addDays(today(), -60), to: addDays(today(), -1) }),
} as const;

const statusTone = { confirmed: 'accent', pending: 'signal', cancelled: 'neutral' } as const;

/**
 * Bookings by date range, status and search, with the visitor's details and guests, or the next weeks by day; book for a
 * client, move, cancel, mark attendance; CSV export.
 */
export function BookingsPanel() {
  const api = useAdminApi();
  const { can } = useRole();
  const editable = can('calendar:write');
  const [view, setView] = useState<'list' | 'week'>('list');
  const [range, setRange] = useState<{ from: string; to: string }>(presets.upcoming());
  const [status, setStatus] = useState<BookingStatusFilter>('all');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<AdminBooking>();
  // Set when the details opened on a booking just made for a client: they say so first.
  const [justBooked, setJustBooked] = useState(false);
  const openDetails = (booking?: AdminBooking, booked = false) => {
    setOpen(booking);
    setJustBooked(booked);
  };
  const [cancelling, setCancelling] = useState<AdminBooking>();
  const [moving, setMoving] = useState<AdminBooking>();
  const [creating, setCreating] = useState(false);
  // A refused attendance mark, said under its booking's row.
  const [rowFailure, setRowFailure] = useState<{ id: string; cause: unknown }>();
  const { data, loading, error, reload } = useAdminResource(`${range.from}|${range.to}|${status}|${search}`, () => api.bookings(range.from, range.to, status, search));
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
      description={`Dates and times are in the business time zone${bookings[0] ? ` (${bookings[0].businessTimezone})` : ''}. Cancelling frees the slot at once and e-mails the customer, the guests and the team.`}
      actions={
        <>
          {editable && (
            <Button variant="accent" size="sm" onClick={() => setCreating(true)}>
              Book for a client
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={exportCsv} disabled={view === 'week' || bookings.length === 0}>
            Export CSV
          </Button>
        </>
      }
    >
      <div className="flex gap-2" role="group" aria-label="View">
        <Chip selected={view === 'list'} onClick={() => setView('list')}>
          List
        </Chip>
        <Chip selected={view === 'week'} onClick={() => setView('week')}>
          Week view
        </Chip>
      </div>
      {view === 'week' ? (
        <WeekView onOpen={(booking) => openDetails(booking)} />
      ) : (
        <>
          <form
            role="search"
            aria-label="Bookings"
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(event: FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              setSearch(typed.trim());
            }}
          >
            <Input
              className="flex-1"
              label="Search by name, e-mail or company"
              type="search"
              maxLength={100}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                if (!event.target.value.trim()) setSearch('');
              }}
            />
            <Button type="submit" variant="outline" className="justify-center">
              Search
            </Button>
          </form>
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

          <LoadState
            loading={loading && !data}
            error={error}
            empty={data && bookings.length === 0 ? (search ? `No bookings in this range match “${search}”.` : 'No bookings in this range.') : undefined}
            onRetry={reload}
          />
          {data && bookings.length > 0 && (
            <p className="text-sm text-muted" aria-live="polite">
              {plural(bookings.length, 'booking')}
              {search ? ` matching “${search}”` : ''}
            </p>
          )}
          {bookings.length > 0 && (
            <ul className="flex flex-col gap-3" aria-label="Bookings">
              {bookings.map((booking) => (
                <li key={booking.id} className="flex flex-col gap-3 rounded-card border border-line bg-canvas p-4 sm:flex-row sm:flex-wrap sm:items-center" data-booking-id={booking.id}>
                  <div className="shrink-0 sm:w-48">
                    <p className="font-display text-lg font-semibold text-ink">
                      {shortDate(booking.date)} · {businessTime(booking)}
                    </p>
                    <div className="flex flex-wrap gap-1">
                      <Badge tone={statusTone[booking.status]} className="capitalize">
                        {booking.status}
                      </Badge>
                      {booking.attendance && <Badge tone={booking.attendance === 'no-show' ? 'signal' : 'neutral'}>{attendanceLabels[booking.attendance]}</Badge>}
                    </div>
                  </div>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">
                      {booking.name} <span className="font-normal text-muted">· {booking.company}</span>
                    </p>
                    <p className="truncate text-sm text-muted">
                      {booking.email}
                      {booking.guests.length > 0 && ` · ${plural(booking.guests.length, 'guest')}`}
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" variant="outline" onClick={() => openDetails(booking)} aria-label={`Details of ${booking.name}'s booking on ${booking.date} at ${booking.time}`}>
                      Details
                    </Button>
                    {editable && booking.status !== 'cancelled' && hasStarted(booking) && (
                      <AttendanceButtons
                        booking={booking}
                        onMarked={() => void reload()}
                        onFailed={(cause) => setRowFailure(cause === undefined ? undefined : { id: booking.id, cause })}
                      />
                    )}
                    {editable && booking.status !== 'cancelled' && !hasStarted(booking) && (
                      <>
                        <Button size="sm" variant="outline" onClick={() => setMoving(booking)} aria-label={`Move ${booking.name}'s booking on ${booking.date} at ${booking.time}`}>
                          Move
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setCancelling(booking)} aria-label={`Cancel ${booking.name}'s booking on ${booking.date} at ${booking.time}`}>
                          Cancel
                        </Button>
                      </>
                    )}
                  </div>
                  {rowFailure?.id === booking.id && (
                    <div className="sm:basis-full">
                      <ErrorNote error={rowFailure.cause} />
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <NewBookingDialog
        open={creating}
        onClose={() => setCreating(false)}
        onBooked={(booking) => {
          setCreating(false);
          openDetails(booking, true);
          void reload();
        }}
      />
      <MoveDialog
        booking={moving}
        onClose={() => setMoving(undefined)}
        onMoved={() => {
          setMoving(undefined);
          void reload();
        }}
      />
      <Dialog
        open={Boolean(open)}
        onClose={() => openDetails(undefined)}
        title={
          open ? (
            <>
              {open.name} — <span className="whitespace-nowrap">{shortDate(open.date)}, {businessTime(open)}</span>
            </>
          ) : (
            ''
          )
        }
      >
        {open && justBooked && (
          <p role="status" className="mb-4 rounded-control border border-accent/40 bg-accent-soft p-3 text-sm text-ink">
            Booked. The confirmation e-mail with the meeting link is on its way to {open.email}
            {open.guests.length > 0 ? ` and ${plural(open.guests.length, 'guest')}` : ''}.
          </p>
        )}
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
      <Fact label="Status">
        <span className="capitalize">{booking.status}</span>
      </Fact>
      <Fact label="Business time">
        {formatInstant(booking.start, booking.businessTimezone)}, {booking.duration} min
      </Fact>
      <Fact label="Customer's time">
        {formatInstant(booking.start, booking.customerTimezone)}
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
      <Fact label="Booked at">
        {formatInstant(booking.createdAt)}
        {booking.bookedBy ? ` by ${booking.bookedBy}` : ' by the client'}
      </Fact>
      {booking.rescheduleCount ? <Fact label="Moved by the client">{plural(booking.rescheduleCount, 'time')}</Fact> : null}
      {booking.attendance && (
        <Fact label="Attendance">
          {attendanceLabels[booking.attendance]}, marked {formatInstant(booking.attendanceMarkedAt)} by {booking.attendanceMarkedBy}
        </Fact>
      )}
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
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  useEffect(() => setFailure(undefined), [booking]);

  const confirm = async () => {
    if (!booking) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await api.cancelBooking(booking.id, reason.trim() || undefined);
      await notifySuccess({ title: 'Booking cancelled', message: `${shortDate(booking.date)} at ${booking.time} is free again; the cancellation e-mails are on their way.` });
      setReason('');
      onCancelled();
    } catch (cause) {
      setFailure(cause);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={Boolean(booking)} onClose={onClose} title="Cancel this booking?">
      {booking && (
        <div className="flex flex-col gap-5">
          <p className="text-sm text-ink">
            {booking.name} ({booking.company}) on {shortDate(booking.date)} at {businessTime(booking)}. The customer and {plural(booking.guests.length, 'guest')} receive a
            cancellation with a calendar update.
          </p>
          <Textarea label="Reason (included in the e-mails)" rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          {failure !== undefined && <ErrorNote error={failure} />}
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
