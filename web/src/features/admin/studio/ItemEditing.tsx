import { useState } from 'react';
import { ApiError } from '../../../lib/http';
import { Button, Dialog, Spinner } from '../../../ui';
import { ErrorNote } from '../../../ui/ErrorNote';
import { formatInstantWithZone } from '../format';
import { useUnsavedChanges } from '../unsaved-changes';
import { fetchItem, useDeleteItem, useItemHistory, useRestoreRevision, useSaveItem, type CollectionKind, type PageKind } from './studio-queries';
import { announceDone, fieldErrorsOf } from './StudioParts';
import { fieldLabel } from './field-labels';

/*
 * Editing one stored row: its version travels with every save, and a save refused because someone else saved first
 * opens a dialog showing what they changed, from which the editor reloads their version or copies their own text.
 * Edits not yet saved hold the dashboard's unsaved-changes guard.
 */

type Row = Record<string, unknown> & { id: string; version?: number };

/** Values compared as the form holds them: field by field, ignoring what the server owns. */
const SERVER_OWNED = new Set(['id', 'created_at', 'updated_at', 'views', 'version']);
const shown = (value: unknown) => (value === undefined || value === null ? '' : Array.isArray(value) ? value.join('\n') : String(value));

/** The fields whose values differ between two copies of a row. */
export function differingFields(a: Record<string, unknown>, b: Record<string, unknown>): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)].filter((name) => !SERVER_OWNED.has(name)));
  return [...names].filter((name) => shown(a[name]) !== shown(b[name])).sort();
}

/** A refused save because another came first: the server's words, their stored row, and the editor's own fields. */
export interface Conflict {
  message: string;
  mine: Record<string, unknown>;
  theirs?: Record<string, unknown>;
}

export const isStaleSave = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'CONFLICT' && Boolean(error.fields?.version);

/**
 * Saving and deleting one row of a collection. `draft` is the form's current values: while they differ from the last
 * read or saved copy, the unsaved-changes guard holds; `onReload` gives the form a fresh copy of the stored row
 * (after a conflict or a restore); `onDone` gets the saved row's id, or nothing once the row is deleted.
 */
export function useItemActions(kind: CollectionKind, { item, draft, onDone, onReload }: { item?: Row; draft: unknown; onDone: (id?: string) => void; onReload: () => void }) {
  const save = useSaveItem(kind);
  const remove = useDeleteItem(kind);
  const [version, setVersion] = useState(item?.version ?? 0);
  const [savedDraft, setSavedDraft] = useState(() => JSON.stringify(draft));
  const [conflict, setConflict] = useState<Conflict>();
  useUnsavedChanges(JSON.stringify(draft) !== savedDraft);

  return {
    saving: save.isPending,
    errors: conflict ? {} : fieldErrorsOf(save.error),
    /** Why the last save or delete failed (a stale save opens the conflict dialog instead). */
    failure: conflict ? undefined : (save.error ?? remove.error ?? undefined),
    save: (fields: Record<string, unknown>) => {
      const sent = JSON.stringify(draft);
      remove.reset();
      save.mutate(
        { id: item?.id, fields: item ? { ...fields, version } : fields },
        {
          onSuccess: (saved) => {
            setVersion((saved as Row).version ?? version + 1);
            setSavedDraft(sent);
            announceDone('saved');
            onDone(saved.id);
          },
          onError: (error) => {
            if (!item || !isStaleSave(error)) return;
            setConflict({ message: error.message, mine: fields });
            void fetchItem(kind, item.id).then((theirs) => setConflict((open) => open && { ...open, theirs }), () => undefined);
          },
        },
      );
    },
    remove: (row: { id: string; title: string }) => {
      if (!window.confirm(`Delete "${row.title}"? It goes offline.`)) return;
      setSavedDraft(JSON.stringify(draft));
      save.reset();
      remove.mutate(row.id, { onSuccess: () => (announceDone('deleted'), onDone(undefined)) });
    },
    conflictDialog: item && conflict && (
      <ConflictDialog
        labelOf={(name) => fieldLabel(kind, name)}
        conflict={conflict}
        base={item}
        onClose={() => setConflict(undefined)}
        onReload={() => {
          setConflict(undefined);
          onReload();
        }}
      />
    ),
  };
}

/** The refused save: who saved first and when, what they changed beside what the editor typed, and the two ways on. */
export function ConflictDialog({ conflict, base, onClose, onReload, labelOf }: {
  conflict: Conflict;
  base: Record<string, unknown>;
  onClose: () => void;
  onReload: () => void;
  /** A changed field's name in words. */
  labelOf: (name: string) => string;
}) {
  const [copied, setCopied] = useState(false);
  const { theirs, mine } = conflict;
  const changed = theirs ? differingFields(base, theirs) : [];
  const yours = differingFields(base, mine);
  const copyMine = async () => {
    const text = yours.map((name) => `${labelOf(name)}:\n${shown(mine[name])}`).join('\n\n');
    await navigator.clipboard.writeText(text || JSON.stringify(mine, null, 2));
    setCopied(true);
  };
  return (
    <Dialog open onClose={onClose} title="Someone else saved first">
      <div className="flex flex-col gap-4 text-sm">
        <p role="alert">{conflict.message}</p>
        {!theirs ? (
          <Spinner showLabel label="Reading their version…" />
        ) : changed.length === 0 ? (
          <p className="text-muted">Their save changed none of the fields you can edit here.</p>
        ) : (
          <div className="flex flex-col gap-2">
            <p className="font-semibold text-ink">What they changed</p>
            <dl className="flex max-h-72 flex-col gap-3 overflow-y-auto rounded-card border border-line p-3">
              {changed.map((name) => (
                <div key={name} className="grid gap-1">
                  <dt className="font-semibold text-ink">{labelOf(name)}</dt>
                  <dd className="break-words whitespace-pre-wrap text-muted">
                    <span className="font-medium text-ink">Theirs: </span>
                    {shown(theirs[name]) || '(empty)'}
                  </dd>
                  <dd className="break-words whitespace-pre-wrap text-muted">
                    <span className="font-medium text-ink">Yours: </span>
                    {shown(mine[name]) || '(empty)'}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <p className="text-muted">Nothing of yours was saved. Copy your text to keep it, then reload their version and apply your changes again.</p>
        <div className="flex flex-wrap gap-3" aria-live="polite">
          <Button type="button" variant="outline" onClick={() => void copyMine()}>
            {copied ? 'Your text is copied' : 'Copy my text'}
          </Button>
          <Button type="button" onClick={onReload}>
            Reload their version
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/**
 * An item's history: every save with who made it and when (in the viewer's zone, named), each restorable, and the
 * old page addresses that now lead to it.
 */
export function ItemHistory({ kind, id, canEdit, onRestored }: { kind: PageKind; id: string; canEdit: boolean; onRestored: () => void }) {
  const history = useItemHistory(kind, id);
  const restore = useRestoreRevision(kind, id);
  const latest = history.data?.revisions[0]?.revision;
  return (
    <details className="rounded-card border border-line bg-surface p-4 text-sm [&[open]>summary]:mb-4">
      <summary className="cursor-pointer font-display text-lg font-semibold text-ink">History and old addresses</summary>
      {history.isPending ? (
        <Spinner showLabel label="Loading the history…" />
      ) : history.error ? (
        <p className="text-danger">The history could not be loaded. Please try again.</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-label="Revisions" className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink">Revisions</h3>
            {restore.error && <ErrorNote error={restore.error} />}
            {history.data.revisions.length === 0 ? (
              <p className="text-muted">No saves yet since revisions began.</p>
            ) : (
              <ol className="divide-y divide-line rounded-card border border-line">
                {history.data.revisions.map((revision) => (
                  <li key={revision.revision} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                    <span>
                      <span className="font-semibold text-ink">Revision {revision.revision}</span>
                      <span className="block text-xs text-muted">
                        {revision.savedBy} · {formatInstantWithZone(revision.savedAt)}
                      </span>
                    </span>
                    {revision.revision === latest ? (
                      <span className="text-xs text-muted">Current</span>
                    ) : (
                      canEdit && (
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={restore.isPending}
                          aria-label={`Restore revision ${revision.revision}`}
                          onClick={() => {
                            if (!window.confirm(`Restore revision ${revision.revision}? It is saved as a new revision; nothing is lost.`)) return;
                            restore.mutate(revision.revision, { onSuccess: () => (announceDone('saved'), onRestored()) });
                          }}
                        >
                          Restore
                        </Button>
                      )
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-label="Old addresses" className="flex flex-col gap-2">
            <h3 className="font-semibold text-ink">Old addresses</h3>
            {history.data.redirects.length === 0 ? (
              <p className="text-muted">None: this item has kept its address since it was published.</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {history.data.redirects.map((redirect) => (
                  <li key={redirect.from_path} className="break-words">
                    <span className="font-mono text-ink">{redirect.from_path}</span> → <span className="font-mono">{redirect.to_path}</span>
                    <span className="block text-xs text-muted">Redirecting since {formatInstantWithZone(redirect.created_at)}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </details>
  );
}
