import { useNavigate } from 'react-router-dom';
import { ArrowRightIcon, Button, CloseIcon } from '../ui';
import { markCallPopupSeen } from './call-popup-seen';

/**
 * The bottom-left invitation; it comes after the cookie banner has been answered, never beside it. It opens 15 s after
 * the start at the earliest, so its code loads only then (PageWrapper): no page downloads it while it starts.
 */
export function CallPopup({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();

  function close() {
    markCallPopupSeen();
    onDone();
  }

  return (
    <aside
      aria-labelledby="call-popup-title"
      className="fixed bottom-4 left-4 z-40 w-[min(22rem,calc(100vw-2rem))] animate-pop rounded-card bg-inverse p-6 text-inverse-ink shadow-pop"
    >
      <button
        type="button"
        aria-label="Close"
        onClick={close}
        className="absolute top-3 right-3 grid size-9 place-items-center rounded-full opacity-70 hover:bg-white/10 hover:opacity-100"
      >
        <CloseIcon className="size-4" />
      </button>
      <h2 id="call-popup-title" className="pr-8 font-display text-xl font-semibold">
        Need a fresh perspective?
      </h2>
      <p className="mt-2 text-sm opacity-80">We're here to listen. Let's talk about your next big move.</p>
      <Button
        variant="signal"
        size="sm"
        className="mt-5"
        iconAfter={<ArrowRightIcon className="size-4" />}
        onClick={() => {
          close();
          navigate('/calendar');
        }}
      >
        Book a call
      </Button>
    </aside>
  );
}
