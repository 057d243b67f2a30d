import { useState, type FormEvent } from 'react';
import type { SenderBlockDto } from '../../../../shared/admin/schemas';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';
import { useRole } from '../auth/useRole';
import { Badge, Button, Dialog, Input, Textarea, notifySuccess } from '../../ui';
import { formatInstant } from './format';
import { LoadState, Panel, reportFailure } from './Panel';

/**
 * Senders who abuse the booking calendar: block an address or a whole domain (its attempts then get the address
 * limit's answer), lift a block, and cancel every upcoming booking of an address in one action.
 */
export function SendersPanel() {
  const api = useAdminApi();
  const { can } = useRole();
  const editable = can('calendar:write');
  const blocks = useAdminResource('booking-blocks', api.bookingBlocks);
  const [busy, setBusy] = useState<string>();

  const unblock = async (block: SenderBlockDto) => {
    setBusy(block.value);
    try {
      await api.unblockSender(block.value);
      await notifySuccess({ title: 'Block lifted', message: `${block.value} can book again.` });
      await blocks.reload();
    } catch (cause) {
      await reportFailure(cause);
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
              <li key={`${block.kind}:${block.value}`} className="flex flex-col gap-3 rounded-card border border-line p-4 sm:flex-row sm:items-center">
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
              </li>
            ))}
          </ul>
        )}
      </section>
      {editable && <CancelAllForm />}
    </Panel>
  );
}

function BlockForm({ onBlocked }: { onBlocked: () => Promise<void> }) {
  const api = useAdminApi();
  const [target, setTarget] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const block = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFieldError(undefined);
    try {
      const { block: added } = await api.blockSender(target.trim());
      await notifySuccess({ title: 'Blocked', message: `${added.value} can no longer book.` });
      setTarget('');
      await onBlocked();
    } catch (cause) {
      setFieldError((await reportFailure(cause)).fields?.target);
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
    </form>
  );
}

/** Cancels every upcoming booking of one address, after a confirmation; each booking's cancellation e-mails go once. */
function CancelAllForm() {
  const api = useAdminApi();
  const [email, setEmail] = useState('');
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldError(email.trim() ? undefined : 'Enter the e-mail address.');
    if (email.trim()) setConfirming(true);
  };

  const cancelAll = async () => {
    setBusy(true);
    try {
      const { cancelled } = await api.cancelAddressBookings(email.trim(), reason.trim() || undefined);
      await notifySuccess({
        title: cancelled.length ? 'Bookings cancelled' : 'Nothing to cancel',
        message: cancelled.length
          ? `${cancelled.length} upcoming booking(s) of ${email.trim()} cancelled; the cancellation e-mails are on their way.`
          : `${email.trim()} has no upcoming bookings.`,
      });
      setEmail('');
      setReason('');
    } catch (cause) {
      setFieldError((await reportFailure(cause)).fields?.email);
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
