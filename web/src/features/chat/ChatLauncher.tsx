import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { brand } from '../../../../shared/site/brand';
import { cx } from '../../lib/cx';
import { useCoversControl } from '../../shell/floating-layers';

/** The panel's code is fetched on first hover, focus or open, never with the page. */
const loadPanel = () => import('./ChatPanel');
const ChatPanel = lazy(loadPanel);

/**
 * The bottom-right chat launcher, rendered by the page wrapper on every page of the main site. Tiny on purpose:
 * everything else (gate, messages, Markdown, sanitiser) lives in the lazily loaded panel.
 * One floating layer at a time: on a phone it gives way while the cookie banner or the call popup is open
 * (`yieldsToOverlay`), and at any size while a booking step or a full-width control is under it.
 */
export default function ChatLauncher({ yieldsToOverlay = false }: { yieldsToOverlay?: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId().replace(/:/g, '') + 'chat';
  const stepsAside = useCoversControl(button, !open);

  const preload = useCallback(() => void loadPanel().catch(() => undefined), []);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  return (
    <>
      {loaded && (
        <Suspense fallback={null}>
          <ChatPanel id={panelId} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        aria-label={open ? `Close chat with ${brand.assistantName}` : `Chat with ${brand.assistantName}, our AI assistant`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={loaded ? panelId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        className={cx(
          'fixed right-5 bottom-5 z-40 grid size-14 place-items-center rounded-full bg-accent text-accent-ink shadow-pop transition-[transform,opacity,visibility] duration-200 hover:scale-105 active:scale-95',
          (open || yieldsToOverlay) && 'max-sm:hidden',
          stepsAside && 'invisible scale-75 opacity-0',
        )}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="size-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
          {open ? <path d="M18 6 6 18M6 6l12 12" /> : <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />}
        </svg>
      </button>
    </>
  );
}
