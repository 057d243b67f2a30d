import { useEffect, useState, type FormEvent } from 'react';
import { useUnsavedChanges } from './unsaved-changes';
import { calendarSettingsSchema, type CalendarSettings } from '../../../../shared/booking/schemas';
import { describeMinutesBefore } from '../../../../shared/booking/reminders';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { useRole } from '../auth/useRole';
import { Button, Checkbox, Input, Select, notifySuccess } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { meetingLinkState } from './meeting-link-state';
import { failureFields, LoadState, Panel } from './Panel';

/** Every field as typed; the reminders as one list of minutes separated by commas. */
type Draft = Record<Exclude<keyof CalendarSettings, 'sameDayBookingAllowed'>, string> & {
  sameDayBookingAllowed: boolean;
};

const numberFields = [
  ['meetingDuration', 'Meeting duration (minutes)', 'Length of every consultation.'],
  ['minAdvanceHours', 'Minimum notice (hours)', 'Slots sooner than this are hidden.'],
  ['maxBookingDays', 'Booking horizon (days)', 'How far ahead visitors can book.'],
  ['bufferBefore', 'Buffer before (minutes)', 'Free time kept before each meeting.'],
  ['bufferAfter', 'Buffer after (minutes)', 'Free time kept after each meeting.'],
  ['maxUpcomingBookingsPerEmail', 'Upcoming bookings per e-mail address', 'More are refused until one has passed or is cancelled.'],
  ['bookingRetentionMonths', 'Keep visitor details (months after the meeting)', 'After this, a booking keeps its time but loses the name, e-mail, phone and notes.'],
] as const;

const toDraft = (settings: CalendarSettings): Draft => ({
  ...settings,
  meetingDuration: String(settings.meetingDuration),
  minAdvanceHours: String(settings.minAdvanceHours),
  maxBookingDays: String(settings.maxBookingDays),
  bufferBefore: String(settings.bufferBefore),
  bufferAfter: String(settings.bufferAfter),
  maxUpcomingBookingsPerEmail: String(settings.maxUpcomingBookingsPerEmail),
  bookingRetentionMonths: String(settings.bookingRetentionMonths),
  reminderMinutesBefore: settings.reminderMinutesBefore.join(', '),
});

const fromDraft = (draft: Draft) => ({
  ...draft,
  meetingDuration: Number(draft.meetingDuration),
  minAdvanceHours: Number(draft.minAdvanceHours),
  maxBookingDays: Number(draft.maxBookingDays),
  bufferBefore: Number(draft.bufferBefore),
  bufferAfter: Number(draft.bufferAfter),
  maxUpcomingBookingsPerEmail: Number(draft.maxUpcomingBookingsPerEmail),
  bookingRetentionMonths: Number(draft.bookingRetentionMonths),
  reminderMinutesBefore: draft.reminderMinutesBefore
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number),
});

/** The offsets in words ("1 day and 1 hour before": one list, so "1 day, 1 hour" is not read as 25 hours). */
function describeReminders(minutes: number[]): string {
  if (minutes.length === 0) return 'no reminders';
  if (minutes.some((value) => !Number.isInteger(value) || value <= 0)) return 'not yet a list of minutes';
  return `${new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(minutes.map(describeMinutesBefore))} before`;
}

/** Every field of the calendar settings; saving tells open booking pages to recalculate. */
export function SettingsPanel() {
  const api = useAdminApi();
  const { can } = useRole();
  const editable = can('calendar:write');
  const { data, loading, error, reload } = useAdminResource('calendar', api.calendar);
  const [draft, setDraft] = useState<Draft>();
  // The settings as last read or saved: while the form differs, leaving it asks first.
  const [stored, setStored] = useState<Draft>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Why the last save failed, shown once beside the buttons.
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  useUnsavedChanges(draft !== undefined && JSON.stringify(draft) !== JSON.stringify(stored));

  useEffect(() => {
    if (!data) return;
    setDraft(toDraft(data.settings));
    setStored(toDraft(data.settings));
  }, [data]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    const parsed = calendarSettingsSchema.safeParse(fromDraft(draft));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setFailure(undefined);
    setBusy(true);
    try {
      const answer = await api.saveSettings(parsed.data);
      setDraft(toDraft(answer.settings));
      setStored(toDraft(answer.settings));
      setSaved(answer.settings);
      if (answer.googleMeetConfigured !== undefined) setGoogleMeetConfigured(answer.googleMeetConfigured);
      await notifySuccess({ title: 'Settings saved', message: 'Open booking pages now show the new availability.' });
    } catch (cause) {
      setFailure(cause);
      setErrors(Object.fromEntries(Object.entries(failureFields(cause)).map(([key, value]) => [key.replace(/^settings\./, '').split('.')[0], value])));
    } finally {
      setBusy(false);
    }
  };

  const [googleMeetConfigured, setGoogleMeetConfigured] = useState(false);
  const [saved, setSaved] = useState<CalendarSettings>();
  useEffect(() => {
    if (data?.googleMeetConfigured !== undefined) setGoogleMeetConfigured(data.googleMeetConfigured);
    if (data) setSaved(data.settings);
  }, [data]);
  // The saved settings, not the draft: the state new bookings are made in.
  const linkState = saved && meetingLinkState(saved.meetingProvider, googleMeetConfigured);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => (current ? { ...current, [key]: value } : current));

  return (
    <Panel
      title="Calendar settings"
      description="The rules every slot follows. Times are wall-clock times in the business time zone; working days and hours are the weekly availability and its date overrides."
    >
      <LoadState loading={loading && !draft} error={error} onRetry={reload} />
      {draft && (
        <form onSubmit={submit} noValidate className="flex flex-col gap-6">
          <fieldset disabled={!editable} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <legend className="sr-only">Calendar settings</legend>
            {numberFields.map(([key, label, hint]) => (
              <Input key={key} label={label} hint={hint} type="number" inputMode="numeric" min={0} required value={draft[key]} error={errors[key]} onChange={(e) => set(key, e.target.value)} />
            ))}
            <Input
              label="Reminder e-mails (minutes before the meeting)"
              hint={`Up to 3, separated by commas: 1440, 60 is a day and an hour before. Empty sends none. Now: ${describeReminders(fromDraft(draft).reminderMinutesBefore)}.`}
              inputMode="numeric"
              value={draft.reminderMinutesBefore}
              error={errors.reminderMinutesBefore}
              onChange={(e) => set('reminderMinutesBefore', e.target.value)}
            />
            <Input label="Business time zone" hint="An IANA name, e.g. Africa/Cairo." required value={draft.timezone} error={errors.timezone} onChange={(e) => set('timezone', e.target.value)} />
            <Checkbox
              className="sm:col-span-2 lg:col-span-3"
              label="Allow bookings for today"
              hint="Still subject to the minimum notice."
              checked={draft.sameDayBookingAllowed}
              onChange={(e) => set('sameDayBookingAllowed', e.target.checked)}
            />
            <fieldset className="grid gap-5 sm:col-span-2 sm:grid-cols-2 lg:col-span-3">
              <legend className="mb-2 text-sm font-semibold text-ink">Meeting links</legend>
              <Select
                label="Meeting provider"
                hint="Where every new consultation meets."
                value={draft.meetingProvider}
                error={errors.meetingProvider}
                onChange={(e) => set('meetingProvider', e.target.value)}
              >
                <option value="jitsi">Jitsi Meet (no account needed)</option>
                <option value="google" disabled={!googleMeetConfigured && draft.meetingProvider !== 'google'}>
                  {googleMeetConfigured ? 'Google Meet' : 'Google Meet (needs a Google account)'}
                </option>
                <option value="none">No link: staff send one</option>
              </Select>
              {draft.meetingProvider === 'jitsi' && (
                <Input
                  label="Jitsi Meet server"
                  hint="Each booking gets a room of its own with an unguessable name on this server."
                  type="url"
                  required
                  value={draft.jitsiBaseUrl}
                  error={errors.jitsiBaseUrl}
                  onChange={(e) => set('jitsiBaseUrl', e.target.value)}
                />
              )}
              {linkState && (
                <p role="status" className={linkState.tone === 'warning' ? 'rounded-control border border-danger/40 bg-danger/5 p-4 text-sm text-ink sm:col-span-2' : 'rounded-control border border-line bg-canvas p-4 text-sm text-ink sm:col-span-2'}>
                  {linkState.message}
                </p>
              )}
            </fieldset>
          </fieldset>
          {failure !== undefined && <ErrorNote error={failure} />}
          {editable ? (
            <div className="flex gap-2">
              <Button type="submit" variant="accent" loading={busy}>
                {busy ? 'Saving...' : 'Save settings'}
              </Button>
              <Button variant="outline" onClick={() => data && (setDraft(toDraft(data.settings)), setErrors({}), setFailure(undefined))}>
                Discard changes
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted">Your role can read the settings but not change them.</p>
          )}
        </form>
      )}
    </Panel>
  );
}
