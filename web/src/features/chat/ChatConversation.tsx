import { useEffect, useRef, useState, type FormEvent } from 'react';
import { brand } from '../../../../shared/site/brand';
import { chatTexts } from '../../../../shared/chat/constants';
import { MAX_CHAT_MESSAGE_LENGTH } from '../../../../shared/chat/validation';
import { ArrowRightIcon } from '../../ui';
import type { ChatMessage } from './chat-storage';
import { MessageBubble } from './MessageBubble';

interface ChatConversationProps {
  messages: ChatMessage[];
  awaitingReply: boolean;
  onSend: (text: string) => boolean;
}

/** The message list (a polite live log), the typing indicator and the composer. */
export function ChatConversation({ messages, awaitingReply, onSend }: ChatConversationProps) {
  const [draft, setDraft] = useState('');
  const listEnd = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    listEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, awaitingReply]);

  // The input is disabled while a reply is awaited, which drops focus; give it back when the reply arrives.
  const wasAwaiting = useRef(awaitingReply);
  useEffect(() => {
    if (wasAwaiting.current && !awaitingReply) input.current?.focus();
    wasAwaiting.current = awaitingReply;
  }, [awaitingReply]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (onSend(draft)) setDraft('');
  }

  return (
    <>
      <div className="flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Chat messages">
          <ul className="flex flex-col gap-3">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
          </ul>
        </div>
        {awaitingReply && (
          <div role="status" className="mt-3 flex w-fit items-center gap-1 rounded-2xl rounded-bl-md bg-surface-2 px-4 py-3" data-testid="chat-typing">
            <span className="sr-only">{brand.assistantName} is typing…</span>
            {[0, 150, 300].map((delay) => (
              <span key={delay} aria-hidden="true" className="size-1.5 animate-bounce rounded-full bg-muted" style={{ animationDelay: `${delay}ms` }} />
            ))}
          </div>
        )}
        <div ref={listEnd} />
      </div>
      <form onSubmit={submit} className="border-t border-line px-3 pt-2 pb-3">
        <label htmlFor="chat-message-input" className="mb-1.5 block px-4 text-xs font-semibold text-ink">
          Message
        </label>
        <div className="flex items-center gap-2">
          <input
            ref={input}
            id="chat-message-input"
            data-autofocus
            type="text"
            autoComplete="off"
            maxLength={MAX_CHAT_MESSAGE_LENGTH}
            placeholder={chatTexts.inputPlaceholder}
            value={draft}
            disabled={awaitingReply}
            onChange={(event) => setDraft(event.target.value)}
            className="h-11 min-w-0 flex-1 rounded-pill border border-line bg-surface px-4 text-sm text-ink placeholder:text-muted focus:border-accent focus:ring-4 focus:ring-accent/15 focus:outline-none disabled:opacity-60"
          />
          <button
            type="submit"
            aria-label="Send message"
            disabled={awaitingReply || draft.trim().length === 0}
            className="grid size-11 shrink-0 place-items-center rounded-full bg-accent text-accent-ink transition hover:shadow-glow disabled:opacity-50"
          >
            <ArrowRightIcon className="size-5" />
          </button>
        </div>
      </form>
    </>
  );
}
