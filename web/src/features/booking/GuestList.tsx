import { useId, useState, type KeyboardEvent } from 'react';
import { CloseIcon, PlusIcon } from '../../ui';
import { addGuest } from './booking-form';

type Props = { guests: readonly string[]; onChange: (guests: string[]) => void; error?: string };

/** Optional guests: added with the plus button or Enter (trimmed, no duplicates), each removable. */
export function GuestList({ guests, onChange, error }: Props) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(addGuest(guests, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold text-ink">
        Guests <span className="font-normal text-muted">(optional)</span>
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-input`}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="guest@company.com"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          className="h-12 min-w-0 flex-1 rounded-control border border-line bg-surface px-4 text-[0.95rem] text-ink placeholder:text-muted/70 focus:border-accent focus:ring-4 focus:ring-accent/15 focus:outline-none aria-invalid:border-danger"
        />
        <button
          type="button"
          onClick={add}
          aria-label="Add guest"
          className="grid size-12 shrink-0 place-items-center rounded-control bg-inverse text-inverse-ink transition-colors hover:bg-accent hover:text-accent-ink"
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted">
          Press Enter or the plus button to add each guest.
        </p>
      )}
      {guests.length > 0 && (
        <ul aria-label="Invited guests" className="flex flex-wrap gap-2">
          {guests.map((guest) => (
            <li key={guest} className="inline-flex items-center gap-1 rounded-pill bg-accent-soft py-1 pr-1 pl-3 text-sm font-medium text-accent">
              {guest}
              <button
                type="button"
                aria-label={`Remove ${guest}`}
                onClick={() => onChange(guests.filter((entry) => entry !== guest))}
                className="grid size-6 place-items-center rounded-full hover:bg-accent hover:text-accent-ink"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
