import { useMemo } from 'react';
import { cx } from '../../lib/cx';
import type { ChatMessage } from './chat-storage';
import { renderChatMarkdown } from './render-markdown';

/**
 * One bubble. The visitor's text is plain text; the assistant's Markdown is rendered through the sanitiser, whose
 * links open in a new tab.
 */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const fromVisitor = message.sender === 'user';
  const html = useMemo(() => (fromVisitor ? '' : renderChatMarkdown(message.text)), [fromVisitor, message.text]);

  return (
    <li className={cx('flex', fromVisitor ? 'justify-end' : 'justify-start')}>
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed break-words',
          fromVisitor ? 'rounded-br-md bg-accent text-accent-ink' : 'rounded-bl-md bg-surface-2 text-ink',
        )}
      >
        <span className="sr-only">{fromVisitor ? 'You:' : 'Nova:'} </span>
        {fromVisitor ? (
          <p className="whitespace-pre-wrap">{message.text}</p>
        ) : (
          <div
            className="chat-markdown space-y-2 [&_a]:font-semibold [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_code]:rounded [&_code]:bg-surface [&_code]:px-1"
            dangerouslySetInnerHTML={{ __html: html }}
          />
        )}
      </div>
    </li>
  );
}
