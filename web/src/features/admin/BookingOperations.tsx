import { useEffect, useId, useState, type FormEvent } from 'react';
import { attendanceLabels, layOutWeeks, WEEK_VIEW_WEEKS, weekStart } from '../../../../shared/admin/booking-operations';
import type { AdminBooking } from '../../../../shared/admin/schemas';
import { formatInZone } from '../../../../shared/booking/format';
import type { Attendance, SlotDto } from '../../../../shared/booking/schemas';
import { ApiError } from '../../lib/http';
import { Button, Dialog, Input, Select, Spinner, Textarea, notifySuccess } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { addDays, plural, shortDate, today } from './format';
import { failureFields, LoadState } from './Panel';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';

/*
 * What staff do with bookings besides reading and cancelling them: book for a client, move a booking, mark whether
 * the customer came, and see the next weeks laid out by day. Times are the business's, shown with their zone.
 */

/** `10:00 GMT+2`: a booking's business time with the zone's offset. */
export function businessTime(booking: Pick<AdminBooking, 'start' | 'time' | 'businessTimezone'>): string {
  return `${booking.time} ${formatInZone(booking.start, booking.businessTimezone).offsetLabel}`;
}

/** A date and one of the times the calendar offers on it. */
function SlotPicker({ date, time, onChange, errors }: { date: string; time: string; onChange: (slot: { date: string; time: string }) => void; errors?: Record<string, string> }) {
  const api = useAdminApi();
  const slots = useAdminResource(`free-slots|${date}`, async () => (date ? api.freeSlots(date) : { timezone: '', slots: [] as SlotDto[] }));
  const offered = slots.data?.slots ?? [];
  const zone = offered[0] ? `${slots.data!.timezone} (${formatInZone(offered[0].start, slots.data!.timezone).offsetLabel})` : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Input label="Date" type="date" required value={date} min={today()} error={errors?.date} onChange={(event) => onChange({ date: event.target.value, time: '' })} />
      {slots.loading ? (
        <div className="flex items-end pb-2">
          <Spinner label="Loading free times" showLabel />
        </div>
      ) : slots.error ? (
        <LoadState loading={false} error={slots.error} onRetry={slots.reload} />
      ) : (
        <Select
          label="Time"
          required
          value={time}
          error={errors?.time ?? (date && offered.length === 0 ? 'No free times on this date. Choose another date.' : undefined)}
          hint={zone ? `Free times in ${zone}, the business time zone.` : undefined}
          onChange={(event) => onChange({ date, time: event.target.value })}
        >
          <option value="">Choose a time</option>
          {offered.map((slot) => (
            <option key={slot.time} value={slot.time}>
              {slot.time}
            </option>
          ))}
        </Select>
      )}
    </div>
  );
}

const emptyClient = { name: '', email: '', phoneCountryCode: '+20', phone: '', country: '', company: '', role: '', subject: '', guests: '' };
const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * Books a slot for a client: the visitor's form, filled in by staff; the client gets the usual confirmation. The new
 * booking's details open in its place and say it was made (a toast there would sit under the dialog's backdrop).
 */
export function NewBookingDialog({ open, onClose, onBooked }: { open: boolean; onClose: () => void; onBooked: (booking: AdminBooking) => void }) {
  const api = useAdminApi();
  const [slot, setSlot] = useState({ date: '', time: '' });
  const [client, setClient] = useState(emptyClient);
  const [timezone, setTimezone] = useState(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const field = (name: keyof typeof emptyClient) => ({
    value: client[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setClient({ ...client, [name]: event.target.value }),
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    try {
      const guests = client.guests.split(/[\s,;]+/).filter(Boolean);
      const { booking } = await api.createBooking({ ...slot, ...client, guests, timezone });
      setSlot({ date: '', time: '' });
      setClient(emptyClient);
      onBooked(booking);
    } catch (cause) {
      setFailure(cause);
      const fields = failureFields(cause);
      const guestError = Object.entries(fields).find(([key]) => key.startsWith('guests'))?.[1];
      const missingTime = cause instanceof ApiError && cause.code === 'MISSING_DATETIME';
      setErrors({ ...fields, ...(guestError ? { guests: guestError } : {}), ...(missingTime ? { time: 'Choose a date and a time.' } : {}) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} title="Book for a client">
      {/* Rendered only while open: the form holds every time zone, hundreds of options the panel need not carry. */}
      {open && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-muted">
            The same rules as the public calendar apply, including the limit of upcoming bookings per address. The client and the guests receive the confirmation
            e-mail with the meeting link.
          </p>
          <SlotPicker date={slot.date} time={slot.time} onChange={setSlot} errors={errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input label="Name" required autoComplete="off" {...field('name')} />
            <Input label="E-mail" type="email" required autoComplete="off" {...field('email')} />
            <Input label="Calling code" required {...field('phoneCountryCode')} />
            <Input label="Phone" type="tel" required {...field('phone')} />
            <Input label="Country" required {...field('country')} />
            <Input label="Company" required {...field('company')} />
            <Input label="Role" required {...field('role')} />
            <Select label="Client's time zone" value={timezone} error={errors.timezone} hint="The e-mails show the meeting in this zone." onChange={(event) => setTimezone(event.target.value)}>
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, ' ')}
                </option>
              ))}
            </Select>
          </div>
          <Textarea label="Subject" required rows={3} {...field('subject')} />
          <Input label="Guests" hint="E-mail addresses, separated by commas." {...field('guests')} />
          {failure !== undefined && <ErrorNote error={failure} />}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Close
            </Button>
            <Button type="submit" variant="accent" loading={busy}>
              {busy ? 'Booking...' : 'Book the meeting'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** Moves a booking to another offered slot; it does not use up the client's own moves. */
export function MoveDialog({ booking, onClose, onMoved }: { booking?: AdminBooking; onClose: () => void; onMoved: () => void }) {
  const api = useAdminApi();
  const [slot, setSlot] = useState({ date: '', time: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setSlot({ date: booking?.date ?? '', time: '' });
    setErrors({});
    setFailure(undefined);
  }, [booking]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!booking) return;
    if (!slot.time) {
      setErrors({ time: 'Choose the new time.' });
      return;
    }
    setBusy(true);
    setFailure(undefined);
    try {
      const { booking: moved } = await api.rescheduleBooking(booking.id, slot);
      await notifySuccess({ title: 'Booking moved', message: `${moved.name} now meets on ${moved.date} at ${businessTime(moved)}; the updated invitation is on its way.` });
      onMoved();
    } catch (cause) {
      setFailure(cause);
      setErrors(failureFields(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={Boolean(booking)} onClose={onClose} title="Move this booking">
      {booking && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <p className="text-sm text-ink">
            {booking.name} ({booking.company}), now on {shortDate(booking.date)} at {businessTime(booking)}. The client
            {booking.guests.length > 0 ? `, ${plural(booking.guests.length, 'guest')}` : ''} and the team receive the updated invitation. Moves made here do not count towards the client&apos;s own limit of moves.
          </p>
          <SlotPicker date={slot.date} time={slot.time} onChange={setSlot} errors={errors} />
          {failure !== undefined && <ErrorNote error={failure} />}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Keep the time
            </Button>
            <Button type="submit" variant="accent" loading={busy}>
              {busy ? 'Moving...' : 'Move the booking'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/**
 * Attended / No-show for a meeting that has started; the current mark is pressed. A refused mark goes to `onFailed`,
 * for the booking's row to say under itself.
 */
export function AttendanceButtons({ booking, onMarked, onFailed }: { booking: AdminBooking; onMarked: (booking: AdminBooking) => void; onFailed: (cause?: unknown) => void }) {
  const api = useAdminApi();
  const [busy, setBusy] = useState<Attendance>();
  const mark = async (attendance: Attendance) => {
    setBusy(attendance);
    onFailed(undefined);
    try {
      const { booking: marked } = await api.markAttendance(booking.id, attendance);
      await notifySuccess({ title: 'Attendance saved', message: `${marked.name}'s meeting on ${marked.date} is marked ${attendanceLabels[attendance].toLowerCase()}.` });
      onMarked(marked);
    } catch (cause) {
      onFailed(cause);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div role="group" aria-label={`Attendance of ${booking.name} on ${booking.date}`} className="flex gap-2">
      {(['attended', 'no-show'] as const).map((value) => (
        <Button key={value} size="sm" variant={booking.attendance === value ? 'accent' : 'outline'} aria-pressed={booking.attendance === value} loading={busy === value} onClick={() => void mark(value)}>
          {attendanceLabels[value]}
        </Button>
      ))}
    </div>
  );
}

/** Whether a booking's meeting has started (attendance can be marked from then on). */
export const hasStarted = (booking: AdminBooking, now = Date.now()) => Date.parse(booking.start) <= now;

/** The next weeks' bookings laid out by day, from the Monday of this week. */
export function WeekView({ onOpen }: { onOpen: (booking: AdminBooking) => void }) {
  const api = useAdminApi();
  const first = weekStart(today());
  const last = addDays(first, WEEK_VIEW_WEEKS * 7 - 1);
  const { data, loading, error, reload } = useAdminResource(`week|${first}`, () => api.bookings(first, last, 'all'));
  const headingId = useId();
  if (!data) return <LoadState loading={loading} error={error} onRetry={reload} />;
  const active = data.bookings.filter((booking) => booking.status !== 'cancelled');
  const zone = active[0] ? `${active[0].businessTimezone} (${formatInZone(active[0].start, active[0].businessTimezone).offsetLabel})` : undefined;
  return (
    <div className="flex flex-col gap-6" aria-labelledby={headingId}>
      <p id={headingId} className="text-sm text-muted">
        {plural(active.length, 'booking')} from {shortDate(first)} to {shortDate(last)}
        {zone ? `; times in ${zone}.` : '.'}
      </p>
      {layOutWeeks(active, first, WEEK_VIEW_WEEKS).map((week) => (
        <section key={week[0].date} aria-label={`Week of ${shortDate(week[0].date)}`} className="flex flex-col gap-2">
          <h3 className="font-display text-lg font-semibold text-ink">Week of {shortDate(week[0].date)}</h3>
          <ol className="grid grid-cols-1 gap-2 md:grid-cols-7">
            {week.map((day) => (
              <li key={day.date} className={`rounded-card border border-line p-3 ${day.date === today() ? 'bg-surface ring-2 ring-accent/40' : 'bg-canvas'}`}>
                <h4 className="text-xs font-semibold tracking-wide text-muted uppercase">
                  <time dateTime={day.date}>{shortDate(day.date)}</time>
                  {day.date === today() && <span className="ml-1 normal-case">(today)</span>}
                </h4>
                {day.bookings.length === 0 ? (
                  <p className="mt-1 text-xs text-muted">No bookings</p>
                ) : (
                  <ul className="mt-2 flex flex-col gap-1.5">
                    {day.bookings.map((booking) => (
                      <li key={booking.id}>
                        <button
                          type="button"
                          onClick={() => onOpen(booking)}
                          className="w-full rounded-control border border-line px-2 py-1.5 text-left text-sm hover:border-accent focus-visible:ring-4 focus-visible:ring-accent/30 focus-visible:outline-none"
                        >
                          <span className="block font-semibold text-ink">{businessTime(booking)}</span>
                          <span className="block truncate text-muted">{booking.name}</span>
                          {booking.status === 'pending' && <span className="block text-xs text-muted">Pending</span>}
                        </button>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
