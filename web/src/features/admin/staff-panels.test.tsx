import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminBooking, AdminCalendarResponse } from '../../../../shared/admin/schemas';
import { seedAvailabilityBlocks, seedCalendarSettings } from '../../../../shared/booking/seed';
import type { StaffCalendarDto } from '../../../../shared/booking/staff-calendars';
import { ApiError } from '../../lib/http';
import { AuditPanel } from './AuditPanel';
import { AvailabilityPanel } from './AvailabilityPanel';
import { BookingReminders } from './BookingReminders';
import { BookingsPanel } from './BookingsPanel';
import { CalendarsPanel } from './CalendarsPanel';
import { ContactMessagesPanel } from './InboxPanels';
import { NotificationsPanel } from './NotificationsPanel';
import { PrivacyPanel } from './PrivacyPanel';
import { SendersPanel } from './SendersPanel';
import { SettingsPanel } from './SettingsPanel';
import { StaffPanel } from './StaffPanels';
import { UpcomingWeeksSection } from './WorkingTimeSections';
import { addDays, dateAt } from '../../../../shared/booking/time';
import { withModalDialogs } from '../../test/modal-dialogs';

/*
 * The dashboard's staff panels: a failed action is shown once, in words, beside what failed (an ErrorNote, with the
 * error code only in its details line, and field messages beside their fields), and never as a toast as well; a new
 * booking's reminders while they are planned; the next four weeks as visitors are offered them.
 */

vi.mock('../auth/useRole', () => ({ useRole: () => ({ can: () => true }) }));
vi.mock('../auth/useAuth', () => ({ useAuth: () => ({ user: { id: 'u-admin' } }) }));

const api = vi.hoisted(() => ({}) as Record<string, ReturnType<typeof vi.fn>>);
vi.mock('./useAdminApi', () => ({ useAdminApi: () => api }));

const notifyError = vi.fn();
vi.mock('../../ui', async (original) => ({ ...(await original<typeof import('../../ui')>()), notifyError: (...args: unknown[]) => notifyError(...args) }));

withModalDialogs();

const refused = (code: string, title: string, message: string, fields?: Record<string, string>) => new ApiError(400, code, title, message, fields);

const HOUR = 3_600_000;
const booking = (overrides: Partial<AdminBooking> = {}): AdminBooking => ({
  id: 'b-20261201-1',
  date: '2026-12-01',
  time: '10:00',
  start: new Date(Date.now() + 48 * HOUR).toISOString(),
  end: new Date(Date.now() + 48.5 * HOUR).toISOString(),
  duration: 30,
  status: 'confirmed',
  createdAt: new Date(Date.now() - 72 * HOUR).toISOString(),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '2025550143',
  phoneCountryCode: '+1',
  country: 'United Kingdom',
  company: 'Analytical Engines',
  role: 'Founder',
  subject: 'A new engine',
  guests: [],
  customerTimezone: 'Europe/London',
  businessTimezone: 'Africa/Cairo',
  ...overrides,
});

const calendarAnswer: AdminCalendarResponse = { settings: seedCalendarSettings, blocks: [...seedAvailabilityBlocks], overrides: {}, googleMeetConfigured: false };
const teamCalendar: StaffCalendarDto = { id: 'cal-1', name: 'Team calendar', url: 'https://calendar.google.com/…/basic.ics', status: 'ok', lastSyncedAt: new Date().toISOString(), busyCount: 2 };

beforeEach(() => {
  for (const key of Object.keys(api)) delete api[key];
  Object.assign(api, {
    staffCalendars: vi.fn(async () => ({ calendars: [teamCalendar] })),
    calendar: vi.fn(async () => calendarAnswer),
    bookings: vi.fn(async () => ({ bookings: [booking(), booking({ id: 'b-past', date: '2026-11-20', start: new Date(Date.now() - 2 * HOUR).toISOString(), name: 'Grace Hopper' })] })),
    bookingBlocks: vi.fn(async () => ({ blocks: [{ kind: 'domain', value: 'spam.example', at: new Date().toISOString(), by: 'admin@example.com' }] })),
    noShows: vi.fn(async () => ({ senders: [] })),
    emailSuppressions: vi.fn(async () => ({ suppressions: [{ email: 'gone@example.com', reason: 'bounce', at: new Date().toISOString() }] })),
    offeredSlots: vi.fn(async () => ({ timezone: 'Africa/Cairo', slots: [] })),
    explainDate: vi.fn(async (date: string) => ({ date, timezone: 'Africa/Cairo', slots: [] })),
    freeSlots: vi.fn(async () => ({ timezone: 'Africa/Cairo', slots: [] })),
  });
});

afterEach(() => {
  notifyError.mockClear();
  vi.useRealTimers();
});

const describedBy = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent ?? '';

/** The one alert on the page or in `within`, and that it says the failure once, with its code only in the details. */
async function expectOneNote(text: string, code: string, scope: HTMLElement = document.body) {
  const note = await within(scope).findByRole('alert');
  expect(note.textContent).toBe(`${text}Details: error code ${code}`);
  expect(document.body.textContent?.split(code)).toHaveLength(2);
  expect(notifyError).not.toHaveBeenCalled();
  return note;
}

describe('calendar staff panels show a failure once, inline', () => {
  it('Calendars: a refused address beside its field, and a failed sync in its calendar’s entry', async () => {
    api.addStaffCalendar = vi.fn(async () => {
      throw refused('VALIDATION_ERROR', 'Invalid Request', 'Please check the highlighted fields.', { url: 'Use an https:// or webcal:// address.' });
    });
    api.syncStaffCalendar = vi.fn(async () => {
      throw new ApiError(0, 'NETWORK', 'Network error', 'offline');
    });
    render(<CalendarsPanel />);
    fireEvent.change(screen.getByLabelText(/Calendar name/), { target: { value: 'Team' } });
    fireEvent.change(screen.getByLabelText(/Private iCal address/), { target: { value: 'http://calendar.example.com/basic.ics' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add calendar' }));
    await expectOneNote('Invalid RequestPlease check the highlighted fields.', 'VALIDATION_ERROR');
    expect(describedBy(screen.getByLabelText(/Private iCal address/))).toBe('Use an https:// or webcal:// address.');

    const entry = await screen.findByTestId('calendar-Team calendar');
    fireEvent.click(within(entry).getByRole('button', { name: 'Sync Team calendar now' }));
    await expectOneNote('No connectionThe server could not be reached. Check the connection and try again.', 'NETWORK', entry);
  });

  it('Calendars: removing asks first, and a failed removal is said in the question, which stays open', async () => {
    api.removeStaffCalendar = vi.fn(async () => {
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable', 'Please try again in a moment.');
    });
    render(<CalendarsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Team calendar' }));
    expect(api.removeStaffCalendar).not.toHaveBeenCalled();
    const question = screen.getByRole('dialog', { name: 'Remove Team calendar?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Remove the calendar' }));
    await expectOneNote('Service UnavailablePlease try again in a moment.', 'SERVICE_UNAVAILABLE', question);
    expect(question).toHaveProperty('open', true);
  });

  it('Settings: a refused save beside the buttons and the reminders field', async () => {
    api.saveSettings = vi.fn(async () => {
      throw refused('VALIDATION_ERROR', 'Invalid Request', 'Please check the highlighted fields.', { 'settings.reminderMinutesBefore': 'At most 3 reminders can be set.' });
    });
    render(<SettingsPanel />);
    // The offsets in words, as one list: not "1 day, 1 hour" (read as 25 hours).
    expect(describedBy(await screen.findByLabelText(/Reminder e-mails/))).toContain('Now: 1 day and 1 hour before.');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await expectOneNote('Invalid RequestPlease check the highlighted fields.', 'VALIDATION_ERROR');
    expect(describedBy(screen.getByLabelText(/Reminder e-mails/))).toBe('At most 3 reminders can be set.');
  });

  it('Availability: a refused date override in its section, beside the date', async () => {
    api.saveDateOverride = vi.fn(async () => {
      throw refused('VALIDATION_ERROR', 'Invalid Request', 'Please check the highlighted fields.', { date: 'Choose today or a later date.' });
    });
    render(<AvailabilityPanel />);
    fireEvent.change(await screen.findByLabelText(/Date to override/), { target: { value: '2030-01-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save date' }));
    await expectOneNote('Invalid RequestPlease check the highlighted fields.', 'VALIDATION_ERROR', screen.getByRole('region', { name: 'Date overrides' }));
    expect(describedBy(screen.getByLabelText(/Date to override/))).toBe('Choose today or a later date.');
  });

  it('Bookings: a refused cancellation in its dialog, a refused move in its own, a refused mark beside its buttons', async () => {
    api.cancelBooking = vi.fn(async () => {
      throw new ApiError(409, 'CONFLICT', 'Conflict', 'This booking was cancelled meanwhile.');
    });
    api.markAttendance = vi.fn(async () => {
      throw new ApiError(409, 'CONFLICT', 'Conflict', 'The meeting has not started yet.');
    });
    api.rescheduleBooking = vi.fn(async () => {
      throw new ApiError(409, 'SLOT_UNAVAILABLE', 'Time Slot Unavailable', 'That time is no longer available.');
    });
    render(<BookingsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: /^Cancel Ada Lovelace's booking/ }));
    const cancelDialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    fireEvent.click(within(cancelDialog).getByRole('button', { name: 'Cancel the booking' }));
    await expectOneNote('ConflictThis booking was cancelled meanwhile.', 'CONFLICT', cancelDialog);
    fireEvent.click(within(cancelDialog).getByRole('button', { name: 'Keep the booking' }));

    api.freeSlots.mockResolvedValue({ timezone: 'Africa/Cairo', slots: [{ date: '2026-12-01', time: '11:00', start: '2026-12-01T09:00:00.000Z', end: '2026-12-01T09:30:00.000Z' }] });
    fireEvent.click(screen.getByRole('button', { name: /^Move Ada Lovelace's booking/ }));
    const moveDialog = screen.getByRole('dialog', { name: 'Move this booking' });
    await within(moveDialog).findByRole('option', { name: '11:00' });
    fireEvent.change(within(moveDialog).getByRole('combobox', { name: /^Time/ }), { target: { value: '11:00' } });
    fireEvent.click(within(moveDialog).getByRole('button', { name: 'Move the booking' }));
    await expectOneNote('Time Slot UnavailableThat time is no longer available.', 'SLOT_UNAVAILABLE', moveDialog);
    fireEvent.click(within(moveDialog).getByRole('button', { name: 'Keep the time' }));

    const past = screen.getByRole('group', { name: 'Attendance of Grace Hopper on 2026-11-20' });
    fireEvent.click(within(past).getByRole('button', { name: 'No-show' }));
    await expectOneNote('ConflictThe meeting has not started yet.', 'CONFLICT', past.closest('li')!);
  });

  it('Senders: a refused block beside its field, and a failed lift inside the question, which stays open', async () => {
    api.blockSender = vi.fn(async () => {
      throw refused('VALIDATION_ERROR', 'Invalid Request', 'Please check the highlighted fields.', { target: 'Enter an e-mail address or a domain.' });
    });
    api.liftEmailSuppression = vi.fn(async () => {
      throw new ApiError(403, 'FORBIDDEN', 'Forbidden', 'Only administrators may lift a suppression.');
    });
    render(<SendersPanel />);
    fireEvent.change(screen.getByLabelText(/E-mail address or domain to block/), { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await expectOneNote('Invalid RequestPlease check the highlighted fields.', 'VALIDATION_ERROR');
    expect(describedBy(screen.getByLabelText(/E-mail address or domain to block/))).toBe('Enter an e-mail address or a domain.');

    fireEvent.click(await screen.findByRole('button', { name: 'Lift gone@example.com' }));
    const question = screen.getByRole('dialog', { name: 'E-mail this address again?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Lift the suppression' }));
    await expectOneNote('ForbiddenOnly administrators may lift a suppression.', 'FORBIDDEN', question);
    expect(question).toHaveProperty('open', true);
  });
});

describe('the other staff panels show a failure once, inline', () => {
  it('Audit log: a failed export under the heading, above the filter, until the filter changes', async () => {
    api.staff = vi.fn(async () => ({ staff: [] }));
    api.auditLog = vi.fn(async () => ({ entries: [{ id: 'a-1', at: new Date().toISOString(), actorId: 'u-admin', actorEmail: 'admin@example.com', action: 'settings.updated', target: 'calendar' }] }));
    render(<AuditPanel />);
    await screen.findByRole('list', { name: 'Audit log' });
    api.auditLog.mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable', 'Please try again in a moment.'));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const note = await expectOneNote('Service UnavailablePlease try again in a moment.', 'SERVICE_UNAVAILABLE');
    expect(note.compareDocumentPosition(screen.getByLabelText('Person')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind of change'), { target: { value: 'staff' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Personal data: a refused erasure in its form, beside the address, once the question closes', async () => {
    api.privacyRequests = vi.fn(async () => ({ requests: [] }));
    api.eraseAddress = vi.fn(async () => {
      throw refused('VALIDATION_ERROR', 'Invalid Request', 'Please check the highlighted fields.', { email: 'Enter a valid e-mail address.' });
    });
    render(<PrivacyPanel />);
    const address = screen.getByLabelText(/E-mail address to erase/);
    fireEvent.change(address, { target: { value: 'ada@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erase…' }));
    const question = screen.getByRole('dialog', { name: 'Erase this address?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Erase permanently' }));
    await expectOneNote('Invalid RequestPlease check the highlighted fields.', 'VALIDATION_ERROR', screen.getByRole('region', { name: 'Erase an address' }).querySelector('form')!);
    expect(question).toHaveProperty('open', false);
    expect(describedBy(address)).toBe('Enter a valid e-mail address.');
  });

  it('Staff: a refused invitation in its form, a failed resend in its member’s row, a refused role change in the question', async () => {
    api.staff = vi.fn(async () => ({
      staff: [
        { userId: 'u-admin', email: 'admin@example.com', name: 'Admin', role: 'admin', status: 'active' },
        { userId: 'u-grace', email: 'grace@example.com', role: 'viewer', status: 'invited' },
      ],
    }));
    api.inviteStaff = vi.fn(async () => {
      throw new ApiError(409, 'CONFLICT', 'Conflict', 'This address already has an account.', { email: 'Choose another address.' });
    });
    api.resendInvitation = vi.fn(async () => {
      throw new ApiError(0, 'NETWORK', 'Network error', 'offline');
    });
    api.updateStaff = vi.fn(async () => {
      throw new ApiError(403, 'FORBIDDEN', 'Forbidden', 'Only administrators may change a role.');
    });
    render(<StaffPanel />);
    const invitee = screen.getByLabelText(/E-mail to invite/);
    fireEvent.change(invitee, { target: { value: 'admin@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await expectOneNote('ConflictThis address already has an account.', 'CONFLICT', invitee.closest('form')!);
    expect(describedBy(invitee)).toBe('Choose another address.');

    const row = (await screen.findByText('grace@example.com', { selector: 'span' })).closest('li')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Resend invitation to grace@example.com' }));
    await expectOneNote('No connectionThe server could not be reached. Check the connection and try again.', 'NETWORK', row);

    fireEvent.change(within(row).getByRole('combobox', { name: 'Role of grace@example.com' }), { target: { value: 'editor' } });
    const question = screen.getByRole('dialog', { name: 'Change role?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Make an editor' }));
    await expectOneNote('ForbiddenOnly administrators may change a role.', 'FORBIDDEN', question);
    expect(question).toHaveProperty('open', true);
  });

  it('Messages: a refused state change in the message’s dialog, above its buttons', async () => {
    const message = { id: 'm-1', created_at: new Date().toISOString(), name: 'Ada Lovelace', email: 'ada@example.com', subject: 'An engine', message: 'Hello', status: 'new' as const };
    api.contactMessages = vi.fn(async () => ({ messages: [message] }));
    api.changeContactState = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Conflict', 'grace@example.com marked this message replied a moment ago.'))
      .mockRejectedValueOnce(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Service Unavailable', 'Please try again in a moment.'));
    render(<ContactMessagesPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Read the message from Ada Lovelace' }));
    const dialog = screen.getByRole('dialog', { name: 'An engine' });
    await expectOneNote('Conflictgrace@example.com marked this message replied a moment ago.', 'CONFLICT', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    const note = await expectOneNote('Service UnavailablePlease try again in a moment.', 'SERVICE_UNAVAILABLE', dialog);
    expect(note.compareDocumentPosition(within(dialog).getByRole('button', { name: 'Archive' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
  it('Notification errors: a retry that still fails, and a refused resolve, under the error’s row', async () => {
    const row = {
      id: 'n-1',
      booking_id: 'b-20261201-1',
      recipient_email: 'ada@example.com',
      recipient_type: 'customer',
      error_type: 'email_failed' as const,
      error_message: 'Mailbox unavailable (550).',
      created_at: new Date().toISOString(),
      last_failed_at: new Date().toISOString(),
      attempts: 2,
    };
    api.notificationErrors = vi.fn(async () => ({ errors: [row] }));
    api.retryNotification = vi.fn(async () => ({ outcome: 'still_failing', error: { ...row, attempts: 3, error_message: 'Mailbox full (552).' } }));
    api.resolveNotificationError = vi.fn(async () => {
      throw new ApiError(403, 'FORBIDDEN', 'Forbidden', 'Viewers may not resolve notification errors.');
    });
    render(<NotificationsPanel />);
    const entry = (await screen.findByRole('button', { name: 'Retry for ada@example.com' })).closest('li')!;
    fireEvent.click(within(entry).getByRole('button', { name: 'Retry for ada@example.com' }));
    await expectOneNote('Still failingMailbox full (552).', 'NOTIFICATION_RETRY_FAILED', entry);
    fireEvent.click(within(entry).getByRole('button', { name: 'Mark resolved for ada@example.com' }));
    await expectOneNote('ForbiddenViewers may not resolve notification errors.', 'FORBIDDEN', entry);
  });
});

describe('BookingReminders', () => {
  const detail = (remindersPlanned: boolean, createdAgoMs: number) => ({
    booking: {
      ...booking({ createdAt: new Date(Date.now() - createdAgoMs).toISOString() }),
      remindersPlanned,
      reminders: remindersPlanned ? [{ minutesBefore: 60, at: '2026-12-01T07:00:00.000Z', status: 'scheduled' as const }] : [],
    },
  });

  it('says a new booking’s reminders are being planned, and shows them once the outbox planned them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    api.booking = vi.fn().mockResolvedValueOnce(detail(false, 5_000)).mockResolvedValue(detail(true, 7_000));
    render(<BookingReminders booking={booking()} />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('Being planned…')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(screen.getByRole('list', { name: 'Reminder e-mails' }).textContent).toBe('1 hour before · 1 Dec 2026, 09:00 (Africa/Cairo)Scheduled');
    expect(api.booking).toHaveBeenCalledTimes(2);
  });

  it('says none for a booking made before reminders existed, without asking again', async () => {
    api.booking = vi.fn(async () => detail(false, 30 * 86_400_000));
    render(<BookingReminders booking={booking()} />);
    expect(await screen.findByText('None (booked too close to the meeting, or reminders are off)')).toBeTruthy();
    expect(api.booking).toHaveBeenCalledTimes(1);
  });
});

describe('UpcomingWeeksSection', () => {
  it('shows the 28 dates from today in the business zone, each with the slots visitors are offered, in words', async () => {
    const today = dateAt(Date.now(), 'Africa/Cairo');
    const slot = (date: string, time: string) => ({ date, time, start: `${date}T08:00:00.000Z`, end: `${date}T08:30:00.000Z` });
    api.offeredSlots = vi.fn(async () => ({ timezone: 'Africa/Cairo', slots: [slot(addDays(today, 1), '10:00'), slot(addDays(today, 1), '10:30'), slot(addDays(today, 3), '09:00')] }));
    render(<UpcomingWeeksSection timezone="Africa/Cairo" />);
    const dates = await screen.findByRole('list', { name: 'Slots offered per date' });
    expect(api.offeredSlots).toHaveBeenCalledWith(today, addDays(today, 27));
    expect(within(dates).getAllByRole('listitem')).toHaveLength(28);
    const day = (offset: number) => screen.getByTestId(`offered-${addDays(today, offset)}`).textContent;
    const words = (offset: number) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${addDays(today, offset)}T00:00:00Z`));
    expect([day(1), day(2), day(3)]).toEqual([`${words(1)}2 slots`, `${words(2)}No slots`, `${words(3)}1 slot`]);
  });
});
