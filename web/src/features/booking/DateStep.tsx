import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../lib/cx';
import { ChevronLeftIcon, ChevronRightIcon } from './booking-icons';
import { isBefore, monthGrid, monthOf, moveFocusedDate, shiftMonth, weekdayNames } from './calendar-grid';
import { formatLongDate, formatMonthTitle } from './slot-display';
import { StepHeading } from './StepHeading';

type Props = {
  month: string;
  today: string;
  /** The last month the visitor may navigate to. */
  lastMonth: string;
  selectedDate?: string;
  /** Free slots per visitor date. */
  slotCounts: ReadonlyMap<string, number>;
  loading: boolean;
  onMonthChange: (month: string) => void;
  onPick: (date: string) => void;
  focusHeading: boolean;
};

function dayLabel(date: string, count: number, loading: boolean): string {
  if (loading) return `${formatLongDate(date)}, loading availability`;
  if (count === 0) return `${formatLongDate(date)}, no available times`;
  return `${formatLongDate(date)}, ${count} ${count === 1 ? 'time' : 'times'} available`;
}

/** The date step: a Monday-first month grid, usable with arrow keys (WAI-ARIA date grid, roving focus). */
export function DateStep({ month, today, lastMonth, selectedDate, slotCounts, loading, onMonthChange, onPick, focusHeading }: Props) {
  const weeks = monthGrid(month);
  const firstAvailable = weeks.flat().find((date) => date && (slotCounts.get(date) ?? 0) > 0);
  const [focused, setFocused] = useState<string>();
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const tabbable =
    [focused, selectedDate, firstAvailable, today].find((date) => date && monthOf(date) === month) ?? `${month}-01`;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-date="${tabbable}"]`)?.focus();
  });

  const canGoBack = month > monthOf(today);
  const canGoForward = month < lastMonth;

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveFocusedDate(tabbable, event.key);
    if (!next) return;
    event.preventDefault();
    const nextMonth = monthOf(next);
    if (nextMonth < monthOf(today) || nextMonth > lastMonth) return;
    if (nextMonth !== month) onMonthChange(nextMonth);
    moveFocus.current = true;
    setFocused(next);
  };

  return (
    <div>
      <StepHeading title="Choose a date" subtitle="Select your preferred day" focus={focusHeading} />
      <div className="mt-6 flex items-center justify-between gap-4">
        <p className="font-display text-lg font-semibold" aria-live="polite" id="booking-month-title">
          {formatMonthTitle(month)}
        </p>
        <div className="flex gap-2">
          <MonthButton label="Previous month" disabled={!canGoBack} onClick={() => onMonthChange(shiftMonth(month, -1))}>
            <ChevronLeftIcon className="size-5" />
          </MonthButton>
          <MonthButton label="Next month" disabled={!canGoForward} onClick={() => onMonthChange(shiftMonth(month, 1))}>
            <ChevronRightIcon className="size-5" />
          </MonthButton>
        </div>
      </div>
      <table ref={grid} role="grid" aria-labelledby="booking-month-title" onKeyDown={onKeyDown} className="mt-4 w-full table-fixed border-separate border-spacing-1">
        <thead>
          <tr>
            {weekdayNames.map((day) => (
              <th key={day.short} scope="col" abbr={day.long} className="pb-2 text-center text-xs font-semibold tracking-wide text-muted uppercase">
                {day.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, row) => (
            <tr key={row}>
              {week.map((date, column) =>
                date ? (
                  <DayCell
                    key={date}
                    date={date}
                    count={isBefore(date, today) ? 0 : (slotCounts.get(date) ?? 0)}
                    loading={loading && !isBefore(date, today)}
                    today={date === today}
                    selected={date === selectedDate}
                    tabbable={date === tabbable}
                    onPick={onPick}
                    onFocus={() => setFocused(date)}
                  />
                ) : (
                  <td key={`empty-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" className="mt-4 min-h-5 text-sm text-muted">
        {loading ? 'Loading availability...' : ''}
      </p>
    </div>
  );
}

function MonthButton({ label, disabled, onClick, children }: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-10 place-items-center rounded-full border border-line text-ink transition-colors hover:border-ink disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-line"
    >
      {children}
    </button>
  );
}

type DayProps = {
  date: string;
  count: number;
  loading: boolean;
  today: boolean;
  selected: boolean;
  tabbable: boolean;
  onPick: (date: string) => void;
  onFocus: () => void;
};

function DayCell({ date, count, loading, today, selected, tabbable, onPick, onFocus }: DayProps) {
  const available = count > 0 && !loading;
  return (
    <td role="gridcell" aria-selected={selected}>
      <button
        type="button"
        data-date={date}
        tabIndex={tabbable ? 0 : -1}
        aria-label={dayLabel(date, count, loading)}
        aria-disabled={!available || undefined}
        aria-current={today ? 'date' : undefined}
        onFocus={onFocus}
        onClick={() => available && onPick(date)}
        className={cx(
          'relative mx-auto grid aspect-square w-full max-w-14 place-items-center rounded-control text-sm font-semibold transition-colors duration-200',
          selected && 'bg-accent text-accent-ink',
          !selected && available && 'bg-accent-soft text-accent hover:bg-accent hover:text-accent-ink',
          !selected && !available && 'cursor-not-allowed text-muted/60',
          today && !selected && 'ring-2 ring-inset ring-ink/70',
        )}
      >
        {Number(date.slice(8, 10))}
        {today && <span aria-hidden="true" className={cx('absolute bottom-1.5 size-1 rounded-full', selected ? 'bg-accent-ink' : 'bg-ink')} />}
      </button>
    </td>
  );
}
