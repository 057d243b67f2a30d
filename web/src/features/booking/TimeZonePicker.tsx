import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../lib/cx';
import { GlobeIcon } from './booking-icons';
import { filterTimeZones, listTimeZones, zoneLabel } from './time-zones';

/**
 * A searchable list of IANA zones (WAI-ARIA combobox with a list box): type to filter, arrows to move, Enter to
 * choose, Escape to close. Closed, the input shows the chosen zone.
 */
export function TimeZonePicker({ zone, onChange }: { zone: string; onChange: (zone: string) => void }) {
  const id = useId();
  // Listing and naming some 400 zones costs a slow phone tens of milliseconds; the closed picker shows one zone, so
  // the list is built when the picker first opens, not while the page hydrates.
  const [zones, setZones] = useState<string[]>([]);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const open = query !== null;
  const matches = useMemo(() => (open ? filterTimeZones(zones, query) : []), [open, zones, query]);

  useEffect(() => {
    if (open) list.current?.children[active]?.scrollIntoView({ block: 'nearest' });
    // Only when the list opens: later moves scroll in moveActive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const close = () => setQuery(null);
  const choose = (value: string | undefined) => {
    if (value) onChange(value);
    close();
  };
  const moveActive = (index: number) => {
    setActive(index);
    list.current?.children[index]?.scrollIntoView({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setQuery('');
      const step = event.key === 'ArrowDown' ? 1 : -1;
      moveActive(Math.min(Math.max(active + step, 0), matches.length - 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="relative flex min-w-0 flex-1 flex-col gap-2">
      <label htmlFor={`${id}-input`} className="text-sm font-semibold text-ink">
        Time zone
      </label>
      <div className="relative">
        <GlobeIcon className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted" />
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          spellCheck={false}
          placeholder="Search time zones"
          value={open ? query : zoneLabel(zone)}
          onFocus={() => {
            const known = zones.length > 0 ? zones : listTimeZones();
            setZones(known);
            setQuery('');
            setActive(Math.max(known.indexOf(zone), 0));
          }}
          onBlur={close}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-12 w-full rounded-control border border-line bg-surface pr-4 pl-11 text-[0.95rem] text-ink placeholder:text-muted/80 focus:border-accent focus:ring-4 focus:ring-accent/15 focus:outline-none"
        />
        <ul
          ref={list}
          id={`${id}-list`}
          role="listbox"
          aria-label="Time zones"
          hidden={!open || matches.length === 0}
          className="absolute inset-x-0 top-full z-20 mt-2 max-h-72 overflow-y-auto rounded-control border border-line bg-surface p-1 shadow-pop"
        >
          {matches.map((value, index) => (
            <li
              key={value}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={value === zone}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(value)}
              onMouseMove={() => index !== active && setActive(index)}
              className={cx(
                'cursor-pointer rounded-[0.6rem] px-3 py-2 text-sm',
                index === active ? 'bg-accent-soft text-accent' : 'text-ink',
                value === zone && 'font-semibold',
              )}
            >
              {zoneLabel(value)}
            </li>
          ))}
        </ul>
        {open && matches.length === 0 && (
          <p role="status" className="absolute inset-x-0 top-full z-20 mt-2 rounded-control border border-line bg-surface px-4 py-3 text-sm text-muted shadow-pop">
            No matching time zone
          </p>
        )}
      </div>
    </div>
  );
}
