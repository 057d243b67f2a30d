import { useEffect, useRef, type KeyboardEvent } from 'react';
import { chatTexts } from '../../../../shared/chat/constants';
import { brand } from '../../../../shared/site/brand';
import { CloseIcon } from '../../ui';
import { ChatConversation } from './ChatConversation';
import { EmailGate } from './EmailGate';
import { useChatSession } from './useChatSession';

export interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
  /** Id the launcher points its aria-controls at. */
  id: string;
}

/**
 * The chat panel: a non-modal dialog above the launcher (full screen on phones). Opening moves focus into it,
 * Escape or the close button closes it and the launcher gets focus back. It stays mounted while closed so a
 * reply in flight is not lost.
 */
export default function ChatPanel({ open, onClose, id }: ChatPanelProps) {
  const session = useChatSession();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const target = panel.current?.querySelector<HTMLElement>('[data-autofocus]:not([disabled])') ?? panel.current;
    target?.focus();
  }, [open, session.email]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  const titleId = `${id}-title`;
  return (
    <div
      ref={panel}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] flex animate-pop flex-col overflow-hidden bg-surface text-ink shadow-pop outline-none sm:inset-auto sm:right-5 sm:bottom-24 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-[24rem] sm:rounded-card sm:border sm:border-line"
    >
      <header className="flex items-center gap-3 bg-inverse px-5 py-4 text-inverse-ink">
        <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-signal font-display text-lg font-bold text-signal-ink">
          {brand.assistantName[0]}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display text-lg leading-tight font-semibold">
            {brand.assistantName}
          </h2>
          <p className="text-xs opacity-75">{chatTexts.panelSubtitle}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="grid size-10 place-items-center rounded-full opacity-80 hover:bg-white/10 hover:opacity-100 focus-visible:outline-signal"
        >
          <CloseIcon className="size-5" />
        </button>
      </header>
      {session.email ? (
        <ChatConversation messages={session.messages} awaitingReply={session.awaitingReply} onSend={session.send} />
      ) : (
        <EmailGate onSubmit={session.submitEmail} />
      )}
    </div>
  );
}
