import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatWallTime, instantsOfWallTime, parseWallTime, wallClockAt, zoneOffsetMs } from '../../../../../shared/booking/time';
import { slugFromTitle, type PreviewKind } from '../../../../../shared/content/studio-schemas';
import { ApiError } from '../../../lib/http';
import { useRole } from '../../auth/useRole';
import { useCalendarSettings } from '../../booking/booking-queries';
import { formatClockTime, formatInstant } from '../format';
import { Badge, Button, Input, Select, notifySuccess } from '../../../ui';
import { ErrorNote } from '../../../ui/ErrorNote';
import { LoadState } from '../Panel';
import { useConfirmLeave } from '../unsaved-changes';
import { usePreviewLink, useUpload } from './studio-queries';

/** Whether the signed-in role may change content; viewers see every form read-only. */
export function useCanEdit(): boolean {
  return useRole().can('content:write');
}

export interface ListRow {
  id: string;
  title: string;
  detail: string;
  /** Published, or in the states' own words (page metadata: a stored record). */
  published: boolean;
  /** The values the list's own filter matches: an article's category, a project's industries. */
  groups?: string[];
  /** A line under the detail: when a published item scheduled for later goes live. */
  note?: string;
}

/** How a row's two states are named in its badge and in the state filter. */
export interface RowStates {
  label: string;
  on: string;
  off: string;
}

const publishingStates: RowStates = { label: 'State', on: 'Published', off: 'Draft' };

/** The distinct values of the rows' groups, alphabetically, for the group filter's options. */
function groupOptions(rows: ListRow[]): string[] {
  return [...new Set(rows.flatMap((row) => row.groups ?? []))].sort((a, b) => a.localeCompare(b));
}

/**
 * A collection's list: a search box over each row's title and detail, a filter by state, an optional filter by group
 * (a row matches when any of its groups is the chosen one, as the Work page matches a project's industries), each
 * row's state, and the row being edited.
 */
export function StudioList({ label, rows, selected, onSelect, loading, error, onRetry, states = publishingStates, groupLabel }: {
  label: string;
  rows: ListRow[];
  selected?: string;
  onSelect: (id: string) => void;
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  states?: RowStates;
  /** Names the group filter; without it the list has none. */
  groupLabel?: string;
}) {
  const confirmLeave = useConfirmLeave();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<'all' | 'on' | 'off'>('all');
  const [group, setGroup] = useState('');
  const needle = query.trim().toLowerCase();
  const shown = rows.filter(
    (row) =>
      (state === 'all' || (state === 'on') === row.published) &&
      (!group || (row.groups ?? []).includes(group)) &&
      (!needle || `${row.title} ${row.detail}`.toLowerCase().includes(needle)),
  );
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <div className={groupLabel ? 'grid grid-cols-2 gap-3' : 'grid gap-3 sm:grid-cols-[1fr_10rem]'}>
        <Input label={`Search ${label}`} type="search" className={groupLabel && 'col-span-2'} value={query} onChange={(event) => setQuery(event.target.value)} />
        <Select label={states.label} value={state} onChange={(event) => setState(event.target.value as typeof state)}>
          <option value="all">All</option>
          <option value="on">{states.on}</option>
          <option value="off">{states.off}</option>
        </Select>
        {groupLabel && (
          <Select label={groupLabel} value={group} onChange={(event) => setGroup(event.target.value)}>
            <option value="">All</option>
            {groupOptions(rows).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </div>
      {loading || error ? (
        <LoadState loading={loading} error={error instanceof ApiError ? error : undefined} onRetry={onRetry} />
      ) : shown.length === 0 ? (
        <LoadState loading={false} empty={`No ${label} match.`} onRetry={onRetry} />
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface" aria-label={label}>
          {shown.map((row) => (
            <li key={row.id}>
              <button
                type="button"
                onClick={() => row.id !== selected && confirmLeave() && onSelect(row.id)}
                aria-current={row.id === selected ? 'true' : undefined}
                className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left hover:bg-canvas aria-[current=true]:bg-canvas"
              >
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-ink">{row.title}</span>
                  <span className="block truncate text-xs text-muted">{row.detail}</span>
                  {row.note && <span className="block truncate text-xs font-medium text-ink">{row.note}</span>}
                </span>
                <Badge tone={row.published ? 'accent' : 'neutral'}>{row.published ? states.on : states.off}</Badge>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The zone staff schedule in: the calendar's business time zone (UTC until the settings load). */
function useBusinessZone(): string {
  return useCalendarSettings()?.timezone ?? 'UTC';
}

/** "Scheduled for 1 Dec 2026, 09:00 (Africa/Cairo)" for a published item whose time is ahead; else nothing. */
export function useScheduleNote(): (item: { published?: boolean; publish_at?: string | null }) => string | undefined {
  const zone = useBusinessZone();
  return (item) =>
    item.published !== false && item.publish_at && Date.parse(item.publish_at) > Date.now() ? `Scheduled for ${formatInstant(item.publish_at, zone)}` : undefined;
}

/** An instant as a `datetime-local` value (`2026-12-01T09:00`) on the zone's wall clock. */
function wallValue(iso: string | null | undefined, zone: string): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  const { date, minutes } = wallClockAt(Date.parse(iso), zone);
  return `${date}T${formatWallTime(minutes)}`;
}

/** A `datetime-local` value read on the zone's wall clock, as an instant; in a skipped hour, the offset before it. */
function instantOf(value: string, zone: string): string | undefined {
  const [date, time] = value.split('T');
  if (!date || !time) return undefined;
  const minutes = parseWallTime(time.slice(0, 5));
  const wall = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  const [first] = instantsOfWallTime(date, minutes, zone);
  return new Date(first ?? wall - zoneOffsetMs(wall, zone)).toISOString();
}

/** When a published item goes live, on the business time zone's clock; empty means as soon as it is published. */
export function PublishAtField({ value, onChange, error, disabled }: { value?: string | null; onChange: (iso: string | undefined) => void; error?: string; disabled?: boolean }) {
  const zone = useBusinessZone();
  return (
    <Input
      label={`Publish at (${zone})`}
      type="datetime-local"
      hint="Leave empty to go live on saving; a later time keeps a published item private until then."
      value={wallValue(value, zone)}
      error={error}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value ? instantOf(event.target.value, zone) : undefined)}
    />
  );
}

/**
 * What the form's column says before a row is chosen. Only beside the list (wide screens): on a phone the form comes
 * below the list, and an empty note there would only push the page longer.
 */
export function NothingSelected({ children }: { children: ReactNode }) {
  return <p className="hidden self-start rounded-card border border-dashed border-line p-8 text-center text-sm text-muted xl:block">{children}</p>;
}

/** The field errors of a refused save (400 or 409), by field name. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.fields ?? {}) : {};
}

/**
 * Tells the editor a save or delete went through. A failure is not announced: the form shows it inline, once, beside
 * its buttons (`FormActions`), and its fields' messages beside the fields.
 */
export function announceDone(outcome: 'saved' | 'deleted') {
  void notifySuccess({ title: outcome === 'saved' ? 'Saved' : 'Deleted', message: outcome === 'saved' ? 'Your changes are stored.' : 'The item is gone.' });
}

/**
 * The slug field: follows the title until the editor types a slug of their own (the server checks it is unique).
 */
export function SlugField({ title, value, onChange, touched, onTouched, error, disabled, pathPrefix }: {
  title: string;
  /** The page addresses of this kind start with it: `/insights/`. */
  pathPrefix: string;
  value: string;
  onChange: (slug: string) => void;
  touched: boolean;
  onTouched: () => void;
  error?: string;
  disabled: boolean;
}) {
  const slug = touched ? value : slugFromTitle(title);
  return (
    <Input
      label="Page address (slug)"
      value={slug}
      disabled={disabled}
      error={error}
      hint={`The page lives at ${pathPrefix}${slug || '…'}. Made from the title; edit it to choose your own (lower-case letters, digits, hyphens).`}
      onChange={(event) => {
        onTouched();
        onChange(event.target.value);
      }}
    />
  );
}

/** Why an upload failed, in the words of the rule it broke (the API's, or the upload check's). */
export function uploadErrorText(error: unknown): string {
  if (error instanceof ApiError) return Object.values(error.fields ?? {})[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * A media address field with an upload button: the file goes straight to storage and, once checked, its address fills
 * the field. A refused file is explained beside it.
 */
export function MediaField({ label, hint, value, onChange, error, disabled, accept = 'image/*' }: {
  label: string;
  hint?: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  disabled: boolean;
  accept?: string;
}) {
  const upload = useUpload();
  const id = useId();
  const problemId = `${id}-problem`;
  return (
    <div className="flex flex-col gap-2">
      <Input label={label} hint={hint} value={value} disabled={disabled} error={error} onChange={(event) => onChange(event.target.value)} />
      {!disabled && (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <label htmlFor={id} className="text-sm font-semibold text-accent underline-offset-4 hover:underline">
              Upload a file for {label.toLowerCase()}
            </label>
            <input
              id={id}
              type="file"
              accept={accept}
              aria-describedby={upload.error ? problemId : undefined}
              aria-invalid={upload.error ? true : undefined}
              className="max-w-full min-w-0 text-sm"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) upload.mutate(file, { onSuccess: onChange });
              }}
            />
            {upload.isPending && <span className="text-sm text-muted">Uploading and checking…</span>}
          </div>
          {upload.error && (
            <p id={problemId} role="alert" className="text-sm font-medium text-danger">
              {uploadErrorText(upload.error)}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** A collapsible group of a form (open when told: the first, or one holding a field to correct), in one or two columns. */
export function FieldGroup({ title, open, columns = 2, children }: { title: string; open?: boolean; columns?: 1 | 2; children: ReactNode }) {
  return (
    <details open={open} className="rounded-card border border-line bg-surface p-4 [&[open]>summary]:mb-4">
      <summary className="cursor-pointer font-display text-lg font-semibold text-ink">{title}</summary>
      <div className={columns === 2 ? 'grid gap-4 md:grid-cols-2' : 'grid gap-4'}>{children}</div>
    </details>
  );
}

/**
 * Save and delete (or a note that the form is read-only), what went wrong with the last of them, the saved item's
 * preview for every staff role, and its public page once it is live.
 */
export function FormActions({ canEdit, saving, onDelete, isNew, preview, error, livePath }: {
  canEdit: boolean;
  saving: boolean;
  onDelete?: () => void;
  isNew: boolean;
  /** The saved item a preview link can show (articles and projects). */
  preview?: { kind: PreviewKind; id: string };
  /** Why the last save or delete failed. */
  error?: unknown;
  /** The public address of the saved item while visitors can see it. */
  livePath?: string;
}) {
  return (
    <div className="flex flex-col gap-3">
      {error !== undefined && error !== null && <ErrorNote error={error} />}
      {canEdit ? (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : isNew ? 'Create' : 'Save'}
          </Button>
          {!isNew && onDelete && (
            <Button type="button" variant="outline" onClick={onDelete}>
              Delete
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted">Read only: your role may view content but not change it.</p>
      )}
      {(preview || livePath) && (
        <div className="flex flex-wrap items-center gap-3">
          {preview && <PreviewLink item={preview} />}
          {livePath && (
            <a className="text-sm font-semibold text-accent underline underline-offset-4" href={livePath} target="_blank" rel="noopener">
              View live page<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </div>
      )}
    </div>
  );
}

/** Wide screens show the list and the form side by side (the panels' `xl:` grid); below that the form comes after the list. */
const SIDE_BY_SIDE = '(min-width: 1280px)';

/**
 * The chosen item's heading, first in its form. On a phone the form sits under the list, far below the row just
 * tapped: choosing an item (which mounts its form) brings the heading into view and moves focus to it, so the editor
 * and a screen reader both land on the form.
 */
export function EditorHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (window.matchMedia?.(SIDE_BY_SIDE).matches) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.current?.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <h3 ref={heading} tabIndex={-1} className="scroll-mt-4 font-display text-xl font-semibold text-ink outline-none">
      {children}
    </h3>
  );
}

/**
 * Makes a preview link of the saved item on request. It opens in a new tab without the staff session (the link is
 * signed) and stops working after a while, so it is made fresh each time rather than kept.
 */
function PreviewLink({ item }: { item: { kind: PreviewKind; id: string } }) {
  const link = usePreviewLink();
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
      <Button type="button" variant="outline" disabled={link.isPending} onClick={() => link.mutate(item)}>
        {link.isPending ? 'Making a preview link…' : 'Preview the saved version'}
      </Button>
      {link.data && (
        <a className="font-semibold text-ink underline underline-offset-4" href={link.data.url} target="_blank" rel="noopener noreferrer">
          Open the preview (works until {formatClockTime(link.data.expiresAt)})
        </a>
      )}
      {link.error && <p className="text-danger">The preview link could not be made. Please try again.</p>}
    </div>
  );
}
