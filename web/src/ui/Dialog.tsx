import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import { CloseIcon } from './icons';

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Keeps the title for screen readers but hides it (e.g. a full-screen video). */
  hideTitle?: boolean;
  children: ReactNode;
  className?: string;
};

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and restores focus to the opener.
 * A click on the backdrop closes it too.
 */
export function Dialog({ open, onClose, title, hideTitle, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      // The browser announces a close a moment after it: one announced after the dialog was opened again is stale.
      onClose={(event) => event.currentTarget.open || onClose()}
      onClick={(event) => event.target === ref.current && onClose()}
      className={cx(
        'm-auto w-[min(100%-2rem,40rem)] rounded-card border border-line bg-surface p-0 text-ink shadow-pop',
        'backdrop:bg-night/70 backdrop:backdrop-blur-sm open:animate-pop',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 p-6 pb-0">
        <h2 id={titleId} className={cx('font-display text-display-md font-semibold', hideTitle && 'sr-only')}>
          {title}
        </h2>
        <button type="button" onClick={onClose} aria-label="Close" className="-m-1 ml-auto rounded-full p-2 text-muted hover:bg-surface-2 hover:text-ink">
          <CloseIcon className="size-5" />
        </button>
      </div>
      <div className="p-6">{children}</div>
    </dialog>
  );
}
