import { useState } from 'react';
import { toCsv } from '../../../../shared/admin/csv';
import { inboxStateLabels, inboxViews, inInboxView, type InboxState, type InboxView } from '../../../../shared/admin/inbox-states';
import type { ContactMessageDto, ConversationDto } from '../../../../shared/admin/schemas';
import { readAgainAfterWrite } from '../../app/query-client';
import { cx } from '../../lib/cx';
import { useRole } from '../auth/useRole';
import { useAdminApi } from './useAdminApi';
import { useAdminPages, useAdminResource } from './useAdminResource';
import { Badge, Button, Dialog, Spinner } from '../../ui';
import { ErrorNote } from '../../ui/ErrorNote';
import { downloadText } from './download';
import { formatInstantWithZone, plural } from './format';
import { Fact, LoadState, Panel } from './Panel';

/* Visitor-supplied text is rendered as React text nodes only: never as HTML. */

/** The query of the unread count the dashboard's menu shows; a state change here refreshes it. */
export const INBOX_COUNTS_KEY = 'inbox-counts';

const stateTones: Record<InboxState, 'signal' | 'accent' | 'neutral'> = { new: 'signal', read: 'neutral', replied: 'accent', archived: 'neutral' };

/** The changes offered for a message in each state, in the order they are shown. */
const nextStates: Record<InboxState, { status: InboxState; label: string }[]> = {
  new: [
    { status: 'replied', label: 'Mark replied' },
    { status: 'archived', label: 'Archive' },
  ],
  read: [
    { status: 'replied', label: 'Mark replied' },
    { status: 'new', label: 'Mark unread' },
    { status: 'archived', label: 'Archive' },
  ],
  replied: [
    { status: 'new', label: 'Mark unread' },
    { status: 'archived', label: 'Archive' },
  ],
  archived: [{ status: 'read', label: 'Move to inbox' }],
};

export function ContactMessagesPanel() {
  const api = useAdminApi();
  const { can } = useRole();
  const [view, setView] = useState<InboxView>('inbox');
  const { data, loading, error, reload, hasMore, loadingMore, loadMore } = useAdminPages(
    `contact|${view}`,
    (cursor) => api.contactMessages(view, cursor),
    (page) => page.messages,
  );
  const [open, setOpen] = useState<ContactMessageDto>();
  const [busy, setBusy] = useState<string>();
  // The last state change that failed, and why: said in its message's dialog, above the buttons.
  const [failure, setFailure] = useState<{ id: string; cause: unknown }>();
  const messages = data ?? [];
  const mayChange = can('inbox:write');

  /** Changes a message's state from the state shown; a refusal (someone came first) is said, and the list read again. */
  const change = async (message: ContactMessageDto, status: InboxState): Promise<ContactMessageDto | undefined> => {
    setBusy(`${message.id}:${status}`);
    setFailure(undefined);
    try {
      const { message: changed } = await api.changeContactState(message.id, { from: message.status, status });
      return changed;
    } catch (cause) {
      setFailure({ id: message.id, cause });
      return undefined;
    } finally {
      setBusy(undefined);
      // The list and the menu's count catch up in the background; the open message shows its new state at once.
      void reload();
      void readAgainAfterWrite(['admin', INBOX_COUNTS_KEY]);
    }
  };

  const read = async (message: ContactMessageDto) => {
    setFailure(undefined);
    setOpen(message);
    if (message.status === 'new' && mayChange) setOpen((await change(message, 'read')) ?? message);
  };

  const act = async (message: ContactMessageDto, status: InboxState) => {
    const changed = await change(message, status);
    setOpen(changed && !inInboxView(changed.status, view) ? undefined : (changed ?? message));
  };

  return (
    <Panel
      title="Contact messages"
      description="Sent through the contact form, newest first. Reply from your mailbox (each message also reached the team address), then mark it replied so the team knows."
    >
      <div role="group" aria-label="Which messages" className="flex gap-2">
        {inboxViews.map((value) => (
          <Button key={value} size="sm" variant={view === value ? 'accent' : 'outline'} aria-pressed={view === value} onClick={() => setView(value)}>
            {value === 'inbox' ? 'Inbox' : 'Archive'}
          </Button>
        ))}
      </div>
      <LoadState
        loading={loading && !data}
        error={error}
        empty={data && messages.length === 0 && !hasMore ? (view === 'inbox' ? 'No messages waiting.' : 'Nothing archived.') : undefined}
        onRetry={reload}
      />
      {messages.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label={view === 'inbox' ? 'Contact messages' : 'Archived contact messages'}>
          {messages.map((message) => (
            <li key={message.id} className="flex flex-col gap-3 rounded-card border border-line p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className={cx('flex flex-wrap items-center gap-2 text-ink', message.status === 'new' ? 'font-bold' : 'font-semibold')}>
                  <span className="break-words">{message.subject ?? '(no subject)'}</span>
                  <span className="font-normal text-muted">· {message.name}</span>
                  <Badge tone={stateTones[message.status]}>{inboxStateLabels[message.status]}</Badge>
                </p>
                <p className="truncate text-sm text-muted">
                  {message.email} · {formatInstantWithZone(message.created_at)}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => void read(message)} aria-label={`Read the message from ${message.name}`}>
                Read
              </Button>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <div>
          <Button size="sm" variant="outline" onClick={() => void loadMore()} loading={loadingMore}>
            Load older messages
          </Button>
        </div>
      )}
      <Dialog open={Boolean(open)} onClose={() => setOpen(undefined)} title={open?.subject ?? 'Message'}>
        {open && (
          <div className="flex flex-col gap-5">
            <dl className="flex flex-col gap-3">
              <Fact label="From">
                {open.name} &lt;{open.email}&gt;
              </Fact>
              <Fact label="Phone">{[open.countryCode, open.phone].filter(Boolean).join(' ') || '—'}</Fact>
              <Fact label="Company">{open.company ?? '—'}</Fact>
              <Fact label="Role">{open.role ?? '—'}</Fact>
              <Fact label="Industry">{open.industry ?? '—'}</Fact>
              <Fact label="Website">{open.website ?? '—'}</Fact>
              <Fact label="Received">{formatInstantWithZone(open.created_at)}</Fact>
              <Fact label="State">
                {inboxStateLabels[open.status]}
                {open.status_by && open.status_at && ` · by ${open.status_by}, ${formatInstantWithZone(open.status_at)}`}
              </Fact>
              <Fact label="Message">
                <span className="whitespace-pre-wrap">{open.message}</span>
              </Fact>
            </dl>
            {failure?.id === open.id && <ErrorNote error={failure.cause} />}
            {mayChange && (
              <div className="flex flex-wrap gap-2">
                {nextStates[open.status].map(({ status, label }) => (
                  <Button key={status} size="sm" variant={status === 'replied' ? 'accent' : 'outline'} loading={busy === `${open.id}:${status}`} onClick={() => void act(open, status)}>
                    {label}
                  </Button>
                ))}
              </div>
            )}
          </div>
        )}
      </Dialog>
    </Panel>
  );
}

export function SubscribersPanel() {
  const api = useAdminApi();
  const { data, loading, error, reload } = useAdminResource('subscribers', api.subscribers);
  const subscribers = data?.subscribers ?? [];
  const exportCsv = () =>
    downloadText(
      'newsletter-subscribers.csv',
      toCsv(
        ['E-mail', 'Status', 'Subscribed at', 'Confirmed at', 'Unsubscribed at', 'Consent given at'],
        subscribers.map((s) => [s.email, s.status, s.subscribed_at, s.confirmed_at, s.unsubscribed_at, s.consented_at]),
      ),
    );
  return (
    <Panel
      title="Newsletter subscribers"
      description="Only confirmed addresses may be mailed; the export includes every status and the consent time."
      actions={
        <Button size="sm" variant="outline" onClick={exportCsv} disabled={subscribers.length === 0}>
          Export CSV
        </Button>
      }
    >
      <LoadState loading={loading && !data} error={error} empty={data && subscribers.length === 0 ? 'No subscribers yet.' : undefined} onRetry={reload} />
      {subscribers.length > 0 && (
        <div className="overflow-x-auto rounded-card border border-line">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Newsletter subscribers</caption>
            <thead className="bg-surface text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">E-mail</th>
                <th scope="col" className="px-4 py-3">Status</th>
                <th scope="col" className="px-4 py-3">Subscribed</th>
              </tr>
            </thead>
            <tbody>
              {subscribers.map((subscriber) => (
                <tr key={subscriber.email} className="border-t border-line">
                  <td className="px-4 py-3 break-all text-ink">{subscriber.email}</td>
                  <td className="px-4 py-3">
                    <Badge tone={subscriber.status === 'confirmed' ? 'accent' : 'neutral'}>{subscriber.status}</Badge>
                  </td>
                  <td className="px-4 py-3 text-muted">{formatInstantWithZone(subscriber.subscribed_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

export function ConversationsPanel() {
  const api = useAdminApi();
  const { data, loading, error, reload } = useAdminResource('conversations', api.conversations);
  const [open, setOpen] = useState<ConversationDto>();
  const conversations = data?.conversations ?? [];
  return (
    <Panel title="Chat conversations" description="What visitors asked the assistant, most recent first. Kept for 90 days.">
      <LoadState loading={loading && !data} error={error} empty={data && conversations.length === 0 ? 'No conversations yet.' : undefined} onRetry={reload} />
      {conversations.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Chat conversations">
          {conversations.map((conversation) => (
            <li key={conversation.conversationId} className="flex flex-col gap-3 rounded-card border border-line p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold text-ink">{conversation.userEmail}</p>
                <p className="text-sm text-muted">
                  {plural(conversation.messageCount, 'message')} · last {formatInstantWithZone(conversation.updatedAt)}
                </p>
              </div>
              <Button size="sm" variant="outline" onClick={() => setOpen(conversation)} aria-label={`Read the conversation with ${conversation.userEmail}`}>
                Read
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={Boolean(open)} onClose={() => setOpen(undefined)} title={open ? `Chat with ${open.userEmail}` : ''}>
        {open && <Transcript id={open.conversationId} />}
      </Dialog>
    </Panel>
  );
}

function Transcript({ id }: { id: string }) {
  const api = useAdminApi();
  const { data, loading, error, reload } = useAdminResource(id, () => api.conversation(id));
  if (loading && !data) return <Spinner showLabel />;
  if (error) return <LoadState loading={false} error={error} onRetry={reload} />;
  return (
    <ol className="flex max-h-[60vh] flex-col gap-3 overflow-y-auto">
      {(data?.messages ?? []).map((message, index) => (
        <li key={index} className={message.role === 'user' ? 'self-end rounded-card bg-accent-soft p-3' : 'self-start rounded-card bg-surface p-3'}>
          <p className="text-xs font-semibold text-muted">
            {message.role === 'user' ? 'Visitor' : 'Assistant'} · {formatInstantWithZone(message.createdAt)}
          </p>
          <p className="mt-1 text-sm whitespace-pre-wrap text-ink">{message.text}</p>
        </li>
      ))}
    </ol>
  );
}
