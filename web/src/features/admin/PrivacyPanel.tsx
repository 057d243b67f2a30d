import { useState, type FormEvent } from 'react';
import { requestKindLabels, requestStatusLabels } from '../../../../shared/privacy/rules';
import type { ErasureSummary, PrivacyRequestDto } from '../../../../shared/privacy/schemas';
import { Badge, Button, Dialog, Input, notifySuccess } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { formatInstantWithZone, plural } from './format';
import { failureFields, LoadState, Panel } from './Panel';
import { useAdminApi } from './useAdminApi';
import { useAdminResource } from './useAdminResource';

const erasedLabels: [keyof ErasureSummary, string, string][] = [
  ['bookingsCancelled', 'upcoming booking cancelled', 'upcoming bookings cancelled'],
  ['bookingsAnonymised', 'booking anonymised', 'bookings anonymised'],
  ['guestListsCleared', 'guest list cleared', 'guest lists cleared'],
  ['contactMessagesDeleted', 'contact message deleted', 'contact messages deleted'],
  ['chatConversationsDeleted', 'chat conversation deleted', 'chat conversations deleted'],
  ['newsletterSubscriptionsDeleted', 'newsletter subscription deleted', 'newsletter subscriptions deleted'],
  ['auditEntriesRedacted', 'audit entry redacted', 'audit entries redacted'],
];

/** What an erasure did, in words (`1 upcoming booking cancelled, 2 bookings anonymised.`). */
function describeErasure(summary: ErasureSummary): string {
  const parts = erasedLabels
    .filter(([key]) => summary[key] > 0)
    .map(([key, one, many]) => plural(summary[key], one, many));
  return parts.length > 0 ? `${parts.join(', ')}.` : 'Nothing was held about this address.';
}

/** Days left before a request's deadline, in words (`Due in 12 days`, `Overdue by 2 days`). */
function deadlineLabel(request: PrivacyRequestDto, now: number): string {
  if (request.status === 'completed') return `Answered ${formatInstantWithZone(request.completedAt)}`;
  const days = Math.ceil((Date.parse(request.deadline) - now) / 86_400_000);
  return days >= 0 ? `Due in ${plural(days, 'day')}` : `Overdue by ${plural(-days, 'day')}`;
}

/** Admins only: erase an address at once, and follow every request with its 30-day deadline. */
export function PrivacyPanel() {
  const api = useAdminApi();
  const requests = useAdminResource('privacy-requests', api.privacyRequests);
  const now = Date.now();
  return (
    <Panel
      title="Personal data"
      description="Visitors ask for a copy or the erasure of their data from /privacy/request and confirm it by e-mail. Every request must be answered within 30 days."
    >
      <EraseForm onErased={requests.reload} />
      <section aria-labelledby="privacy-requests" className="flex flex-col gap-3">
        <h3 id="privacy-requests" className="font-display text-lg font-semibold text-ink">
          Requests
        </h3>
        <LoadState
          loading={requests.loading && !requests.data}
          error={requests.error}
          empty={requests.data?.requests.length === 0 ? 'No requests yet.' : undefined}
          onRetry={requests.reload}
        />
        {requests.data && requests.data.requests.length > 0 && (
          <ul className="flex flex-col gap-3" aria-label="Personal data requests">
            {requests.data.requests.map((request) => (
              <li key={request.id} className="flex flex-col gap-2 rounded-card border border-line p-4 sm:flex-row sm:items-center sm:gap-6">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold break-all text-ink">
                    {request.email ?? <span className="text-muted">Erased address</span>}
                    <Badge tone={request.kind === 'erase' ? 'signal' : 'neutral'}>{requestKindLabels[request.kind]}</Badge>
                  </p>
                  <p className="text-sm text-muted">
                    Received {formatInstantWithZone(request.receivedAt)} · deadline {formatInstantWithZone(request.deadline)}
                    {request.completedBy ? ` · by ${request.completedBy}` : ''}
                  </p>
                </div>
                <div className="flex flex-col gap-1 sm:items-end">
                  <Badge tone={request.status === 'completed' ? 'accent' : 'neutral'}>{requestStatusLabels[request.status]}</Badge>
                  <span className="text-sm text-muted">{deadlineLabel(request, now)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Panel>
  );
}

function EraseForm({ onErased }: { onErased: () => Promise<void> }) {
  const api = useAdminApi();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(undefined);
    setFieldError(email.trim() ? undefined : 'Enter the e-mail address to erase.');
    if (email.trim()) setConfirming(true);
  };

  const erase = async () => {
    setBusy(true);
    try {
      const { erased } = await api.eraseAddress(email.trim());
      await notifySuccess({ title: 'Address erased', message: describeErasure(erased) });
      setEmail('');
      await onErased();
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
    <section aria-labelledby="erase-address" className="flex flex-col gap-3">
      <h3 id="erase-address" className="font-display text-lg font-semibold text-ink">
        Erase an address
      </h3>
      <form onSubmit={ask} noValidate className="grid gap-4 rounded-card border border-line bg-surface p-4 sm:grid-cols-[1fr_auto] sm:items-end">
        <Input
          label="E-mail address to erase"
          type="email"
          required
          value={email}
          error={fieldError}
          hint="For a request that came by post, phone or e-mail. Matches the address whatever its case or +tag."
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="outline" className="justify-center sm:mb-0.5">
          Erase…
        </Button>
        {failure !== undefined && (
          <div className="sm:col-span-2">
            <ErrorNote error={failure} />
          </div>
        )}
      </form>
      <Dialog open={confirming} onClose={() => setConfirming(false)} title="Erase this address?">
        <div className="flex flex-col gap-5">
          <p className="text-sm text-ink">
            Every upcoming booking of {email.trim()} is cancelled (the usual e-mails go out), then its bookings are anonymised and its contact
            messages, chats and newsletter subscription deleted. This cannot be undone.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep the data
            </Button>
            <Button variant="accent" loading={busy} onClick={() => void erase()}>
              {busy ? 'Erasing...' : 'Erase permanently'}
            </Button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
