import { useState, type FormEvent } from 'react';
import type { EmailSuppressionDto } from '../../../../shared/admin/email-suppressions';
import type { SenderBlockDto } from '../../../../shared/admin/schemas';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { useRole } from '../auth/useRole';
import { Badge, Button, Dialog, Input, Textarea, notifySuccess } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { formatInstant, formatInstantWithZone, plural, timeAgo } from './format';
import { failureFields, LoadState, Panel } from './Panel';
import { noShowsInWords } from '../../../../shared/admin/booking-operations';

/**
 * Senders who abuse the booking calendar: block an address or a whole domain (its attempts then get the address
 * limit's answer), lift a block, and cancel every upcoming booking of an address in one action. Below, the addresses
 * no e-mail goes to because they bounced or complained, which an admin may lift.
 */
export function SendersPanel() {
  const api = useAdminApi();
  const { can } = useRole();
  const editable = can('calendar:write');
  const blocks = useAdminResource('booking-blocks', api.bookingBlocks);
  const [busy, setBusy] = useState<string>();
  // The last block that could not be lifted, and why: shown in its entry.
  const [failure, setFailure] = useState<{ value: string; cause: unknown }>();

  const unblock = async (block: SenderBlockDto) => {
    setBusy(block.value);
    setFailure(undefined);
    try {
      await api.unblockSender(block.value);
      await notifySuccess({ title: 'Block lifted', message: `${block.value} can book again.` });
      await blocks.reload();
    } catch (cause) {
      setFailure({ value: block.value, cause });
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <Panel title="Senders" description="Blocked addresses and domains get the same answer as the booking limit, so they learn nothing of the block.">
      {editable && <BlockForm onBlocked={blocks.reload} />}
      <section aria-labelledby="blocked-senders" className="flex flex-col gap-3">
        <h3 id="blocked-senders" className="font-display text-lg font-semibold text-ink">
          Blocked
        </h3>
        <LoadState
          loading={blocks.loading && !blocks.data}
          error={blocks.error}
          empty={blocks.data?.blocks.length === 0 ? 'Nobody is blocked.' : undefined}
          onRetry={blocks.reload}
        />
        {blocks.data && blocks.data.blocks.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label="Blocked addresses and domains">
            {blocks.data.blocks.map((block) => (
              <li key={`${block.kind}:${block.value}`} className="flex flex-col gap-3 rounded-card border border-line p-4 sm:flex-row sm:flex-wrap sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold break-all text-ink">
                    {block.value} <Badge tone={block.kind === 'domain' ? 'signal' : 'neutral'}>{block.kind}</Badge>
                  </p>
                  <p className="text-sm text-muted">
                    Blocked {formatInstant(block.at)} by {block.by}
                  </p>
                </div>
                {editable && (
                  <Button size="sm" variant="outline" loading={busy === block.value} onClick={() => void unblock(block)}>
                    Unblock <span className="sr-only">{block.value}</span>
                  </Button>
                )}
                {failure?.value === block.value && (
                  <div className="sm:basis-full">
                    <ErrorNote error={failure.cause} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <NoShows />
      {editable && <CancelAllForm />}
      <SuppressedAddresses />
    </Panel>
  );
}

/** The addresses that missed meetings, as staff marked them in Bookings, most missed first. */
function NoShows() {
  const api = useAdminApi();
  const noShows = useAdminResource('booking-no-shows', api.noShows);
  return (
    <section aria-labelledby="no-show-senders" className="flex flex-col gap-3">
      <h3 id="no-show-senders" className="font-display text-lg font-semibold text-ink">
        No-shows
      </h3>
      <LoadState
        loading={noShows.loading && !noShows.data}
        error={noShows.error}
        empty={noShows.data?.senders.length === 0 ? 'Nobody has missed a meeting.' : undefined}
        onRetry={noShows.reload}
      />
      {noShows.data && noShows.data.senders.length > 0 && (
        <ul className="flex flex-col divide-y divide-line rounded-card border border-line" aria-label="Addresses with no-shows">
          {noShows.data.senders.map((sender) => (
            <li key={sender.email} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
              <span className="font-semibold break-all text-ink">{sender.email}</span>
              <span className="text-sm text-muted">
                {noShowsInWords(sender.noShows)}, the latest ended {formatInstantWithZone(sender.lastNoShowAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BlockForm({ onBlocked }: { onBlocked: () => Promise<void> }) {
  const api = useAdminApi();
  const [target, setTarget] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);

  const block = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFieldError(undefined);
    setFailure(undefined);
    try {
      const { block: added } = await api.blockSender(target.trim());
      await notifySuccess({ title: 'Blocked', message: `${added.value} can no longer book.` });
      setTarget('');
      await onBlocked();
    } catch (cause) {
      setFailure(cause);
      setFieldError(failureFields(cause).target);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={block} noValidate className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-end">
      <Input
        label="E-mail address or domain to block"
        placeholder="name@example.com or example.com"
        required
        value={target}
        error={fieldError}
        onChange={(event) => setTarget(event.target.value)}
      />
      <Button type="submit" variant="accent" loading={busy} className="justify-center sm:mb-0.5">
        {busy ? 'Blocking...' : 'Block'}
      </Button>
      {failure !== undefined && (
        <div className="sm:col-span-2">
          <ErrorNote error={failure} />
        </div>
      )}
    </form>
  );
}

/** Cancels every upcoming booking of one address, after a confirmation; each booking's cancellation e-mails go once. */
function CancelAllForm() {
  const api = useAdminApi();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldError(email.trim() ? undefined : 'Enter the e-mail address.');
    if (email.trim()) setConfirming(true);
  };

  const cancelAll = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { cancelled } = await api.cancelAddressBookings(email.trim(), reason.trim() || undefined);
      await notifySuccess({
        title: cancelled.length ? 'Bookings cancelled' : 'Nothing to cancel',
        message: cancelled.length
          ? `${plural(cancelled.length, 'upcoming booking')} of ${email.trim()} cancelled; the cancellation e-mails are on their way.`
          : `${email.trim()} has no upcoming bookings.`,
      });
      setEmail('');
      setReason('');
    } catch (cause) {
      // Shown in the form, beside the address it is about, once the question closes.
      setFailure(cause);
      setFieldError(failureFields(cause).email);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <section aria-labelledby="cancel-all" className="flex flex-col gap-3">
      <h3 id="cancel-all" className="font-display text-lg font-semibold text-ink">
        Cancel every upcoming booking of an address
      </h3>
      <form onSubmit={ask} noValidate className="grid gap-4 rounded-card border border-line bg-surface p-4">
        <Input label="E-mail address" type="email" required value={email} error={fieldError} onChange={(event) => setEmail(event.target.value)} />
        <Textarea label="Reason (included in the e-mails)" rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
        {failure !== undefined && <ErrorNote error={failure} />}
        <Button type="submit" variant="outline" className="justify-center sm:justify-self-start">
          Cancel all upcoming bookings
        </Button>
      </form>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Cancel every upcoming booking?">
        <div className="flex flex-col gap-5">
          <p className="text-sm text-ink">
            Every upcoming booking of {email.trim()} (whatever its case or +tag) is cancelled, and each customer and guest receives a cancellation.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep them
            </Button>
            <Button variant="accent" loading={busy} onClick={() => void cancelAll()}>
              {busy ? 'Cancelling...' : 'Cancel them all'}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}

const suppressionReasons: Record<EmailSuppressionDto['reason'], { label: string; explanation: string }> = {
  bounce: { label: 'Bounced', explanation: 'The receiving server refused the e-mail for good: the address does not exist or does not accept mail.' },
  complaint: { label: 'Complained', explanation: 'The recipient marked one of our e-mails as spam.' },
};

/**
 * Addresses on the suppression list: no booking e-mail, newsletter, acknowledgement or staff e-mail goes to them, since
 * mailing them again harms the agency's sending reputation. An admin may lift one (its owner fixed the mailbox, or the
 * complaint was a mistake); the lift is recorded in the audit log.
 */
function SuppressedAddresses() {
  const api = useAdminApi();
  const { can } = useRole();
  const liftable = can('suppressions:manage');
  const suppressions = useAdminResource('email-suppressions', api.emailSuppressions);
  const [lifting, setLifting] = useState<EmailSuppressionDto>();
  const [failure, setFailure] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const ask = (suppression?: EmailSuppressionDto) => {
    setFailure(undefined);
    setLifting(suppression);
  };

  const lift = async (suppression: EmailSuppressionDto) => {
    setBusy(true);
    setFailure(undefined);
    try {
      await api.liftEmailSuppression(suppression.email);
      await notifySuccess({ title: 'Suppression lifted', message: `${suppression.email} will receive our e-mails again.` });
      setLifting(undefined);
      await suppressions.reload();
    } catch (cause) {
      // The question stays open with what went wrong.
      setFailure(cause);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="suppressed-addresses" className="flex flex-col gap-3">
      <h3 id="suppressed-addresses" className="font-display text-lg font-semibold text-ink">
        Addresses we no longer e-mail
      </h3>
      <p className="text-sm text-muted">An address that bounced or whose owner complained gets no e-mail of any kind, so the agency's mail keeps reaching inboxes.</p>
      <LoadState
        loading={suppressions.loading && !suppressions.data}
        error={suppressions.error}
        empty={suppressions.data?.suppressions.length === 0 ? 'No address has bounced or complained.' : undefined}
        onRetry={suppressions.reload}
      />
      {suppressions.data && suppressions.data.suppressions.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Addresses we no longer e-mail">
          {suppressions.data.suppressions.map((suppression) => {
            const reason = suppressionReasons[suppression.reason];
            return (
              <li key={suppression.email} className="flex flex-col gap-3 rounded-card border border-line p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold break-all text-ink">
                    {suppression.email} <Badge tone={suppression.reason === 'complaint' ? 'signal' : 'neutral'}>{reason.label}</Badge>
                  </p>
                  <p className="text-sm text-ink">{reason.explanation}</p>
                  <p className="text-sm text-muted">
                    {reason.label} {timeAgo(suppression.at)}, <time dateTime={suppression.at}>{formatInstantWithZone(suppression.at)}</time>
                    {suppression.detail ? ` · ${suppression.detail}` : ''}
                  </p>
                </div>
                {liftable && (
                  <Button size="sm" variant="outline" onClick={() => ask(suppression)}>
                    Lift <span className="sr-only">{suppression.email}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Dialog open={lifting !== undefined} onClose={() => ask(undefined)} title="E-mail this address again?">
        <div className="flex flex-col gap-5">
          <p className="text-sm text-ink">
            {lifting?.email} will receive booking e-mails, newsletters and replies again. If it bounces or complains once more, it goes back on the list.
          </p>
          {failure !== undefined && <ErrorNote error={failure} />}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => ask(undefined)}>
              Keep it suppressed
            </Button>
            <Button variant="accent" loading={busy} onClick={() => lifting && void lift(lifting)}>
              {busy ? 'Lifting...' : 'Lift the suppression'}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
