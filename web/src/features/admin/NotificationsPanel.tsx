import { useState } from 'react';
import { notificationErrorTypes, type NotificationErrorDto } from '../../../../shared/admin/schemas';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { useRole } from '../auth/useRole';
import { Badge, Button, Dialog, Select, notifySuccess } from '../../ui';
import { ErrorNote, type Failure } from '../../ui/ErrorNote';
import { meetingTimeInWords } from '../../../../shared/admin/booking-operations';
import { formatInstantWithZone, plural } from './format';
import { meetingLinkState } from './meeting-link-state';
import { Fact, LoadState, Panel } from './Panel';

/** The booking an error concerns, as staff know it: `Ada Lovelace (Acme), Tuesday, … at 10:00 (Africa/Cairo, GMT+2)`. */
function bookingInWords(row: NotificationErrorDto): string | undefined {
  if (!row.booking) return undefined;
  const who = row.booking.company ? `${row.booking.customer} (${row.booking.company})` : row.booking.customer;
  return `${who}, ${meetingTimeInWords(row.booking.start, row.booking.timezone)}`;
}

const typeLabels: Record<(typeof notificationErrorTypes)[number], string> = {
  email_failed: 'E-mail failed',
  meet_link_failed: 'Meeting link failed',
  function_error: 'Processing error',
};

const recipientNames: Record<string, string> = { customer: 'customer', guest: 'guest', staff: 'team' };

/** Failed notifications: filters, details, mark resolved, retry (only what is missing is sent). */
export function NotificationsPanel() {
  const api = useAdminApi();
  const { can } = useRole();
  const [type, setType] = useState('all');
  const [state, setState] = useState('open');
  const [open, setOpen] = useState<NotificationErrorDto>();
  const [busy, setBusy] = useState<string>();
  const { data, loading, error, reload } = useAdminResource(`${type}|${state}`, () => api.notificationErrors(type, state));
  const rows = data?.errors ?? [];
  // How meeting links are configured, said once here: a calendar without links is a setting, never an error per booking.
  const { data: calendar } = useAdminResource('calendar', api.calendar);
  const linkState = calendar && meetingLinkState(calendar.settings.meetingProvider, calendar.googleMeetConfigured ?? false);

  // The last action on an error that failed, or a retry that still failed, and why: said under its row.
  const [failure, setFailure] = useState<{ id: string; cause: unknown }>();

  const act = async (row: NotificationErrorDto, action: 'resolve' | 'retry') => {
    setBusy(`${action}:${row.id}`);
    setFailure(undefined);
    try {
      if (action === 'resolve') {
        await api.resolveNotificationError(row.id);
        await notifySuccess({ title: 'Marked resolved', message: `${typeLabels[row.error_type]} for ${row.booking?.customer ?? row.recipient_email}.` });
      } else {
        const result = await api.retryNotification(row.id);
        if (result.outcome === 'delivered') await notifySuccess({ title: 'Notification sent', message: 'The retry delivered what was missing; the error is resolved.' });
        else setFailure({ id: row.id, cause: { title: 'Still failing', message: result.error.error_message, code: 'NOTIFICATION_RETRY_FAILED' } satisfies Failure });
      }
      setOpen(undefined);
      await reload();
    } catch (cause) {
      setFailure({ id: row.id, cause });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Panel title="Notification errors" description="Meeting links and e-mails that could not be made or sent. A retry sends only what is missing; nobody gets an e-mail twice.">
      <div className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-2">
        <Select label="Type" value={type} onChange={(e) => setType(e.target.value)}>
          <option value="all">All types</option>
          {notificationErrorTypes.map((value) => (
            <option key={value} value={value}>
              {typeLabels[value]}
            </option>
          ))}
        </Select>
        <Select label="State" value={state} onChange={(e) => setState(e.target.value)}>
          <option value="open">Open</option>
          <option value="resolved">Resolved</option>
          <option value="all">All</option>
        </Select>
      </div>
      {linkState && (
        <p role="note" className={linkState.tone === 'warning' ? 'rounded-card border border-signal p-4 text-sm text-ink' : 'rounded-card border border-line p-4 text-sm text-muted'}>
          <span className="font-semibold text-ink">Meeting links: </span>
          {linkState.message}
        </p>
      )}
      <LoadState loading={loading && !data} error={error} empty={data && rows.length === 0 ? 'Nothing here — every notification went out.' : undefined} onRetry={reload} />
      {rows.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Notification errors">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-3 rounded-card border border-line p-4 sm:flex-row sm:flex-wrap sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {typeLabels[row.error_type]} <Badge tone={row.resolved_at ? 'neutral' : 'signal'}>{row.resolved_at ? 'Resolved' : 'Open'}</Badge>
                </p>
                {bookingInWords(row) && <p className="text-sm text-ink">{bookingInWords(row)}</p>}
                <p className="text-sm break-words text-muted">
                  To {row.recipient_email} ({recipientNames[row.recipient_type] ?? row.recipient_type}) · {plural(row.attempts, 'attempt')} · last {formatInstantWithZone(row.last_failed_at)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" variant="outline" onClick={() => setOpen(row)} aria-label={`Details of the ${typeLabels[row.error_type].toLowerCase()} for ${row.recipient_email}`}>
                  Details
                </Button>
                {can('notifications:write') && row.error_type !== 'meet_link_failed' && (
                  <Button size="sm" variant="accent" loading={busy === `retry:${row.id}`} onClick={() => act(row, 'retry')} aria-label={`Retry for ${row.recipient_email}`}>
                    Retry
                  </Button>
                )}
                {can('notifications:write') && !row.resolved_at && (
                  <Button size="sm" variant="ghost" loading={busy === `resolve:${row.id}`} onClick={() => act(row, 'resolve')} aria-label={`Mark resolved for ${row.recipient_email}`}>
                    Mark resolved
                  </Button>
                )}
              </div>
              {failure?.id === row.id && (
                <div className="sm:basis-full">
                  <ErrorNote error={failure.cause} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Dialog open={Boolean(open)} onClose={() => setOpen(undefined)} title="Notification error">
        {open && (
          <dl className="flex flex-col gap-3">
            <Fact label="Type">{typeLabels[open.error_type]}</Fact>
            <Fact label="Booking">{bookingInWords(open) ?? 'No longer stored'}</Fact>
            <Fact label="Recipient">
              {open.recipient_email} ({recipientNames[open.recipient_type] ?? open.recipient_type})
            </Fact>
            <Fact label="Message">{open.error_message}</Fact>
            <Fact label="First failure">{formatInstantWithZone(open.created_at)}</Fact>
            <Fact label="Last failure">{formatInstantWithZone(open.last_failed_at)}</Fact>
            <Fact label="Attempts">{plural(open.attempts, 'attempt')}</Fact>
            {open.resolved_at && (
              <Fact label="Resolved">
                {formatInstantWithZone(open.resolved_at)} by {open.resolved_by}
              </Fact>
            )}
            {open.error_type === 'meet_link_failed' && (
              <p className="text-sm text-muted">The e-mails went out without a meeting link: send the customer and every guest a link, then mark this resolved.</p>
            )}
          </dl>
        )}
      </Dialog>
    </Panel>
  );
}
