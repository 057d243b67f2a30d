import { useEffect, useId, useState, type FormEvent } from 'react';
import { ALT_MAX, altProblem, matchesMediaSearch, needsAlt } from '../../../../../shared/content/media-library';
import { mediaKindOf, mediaLimits, type MediaItem } from '../../../../../shared/content/studio-schemas';
import { ApiError } from '../../../lib/http';
import { Badge, Button, Image, Input, Select } from '../../../ui';
import { PlayIcon } from '../../../ui/MediaIcons';
import { formatInstantWithZone } from '../format';
import { LoadState, Panel } from '../Panel';
import { useDeleteMedia, useMediaLibrary, useReplaceMedia, useSaveMediaAlt, useUpload } from './studio-queries';
import { uploadErrorText, useCanEdit } from './StudioParts';

type KindFilter = 'all' | MediaItem['kind'] | 'missing-alt';

/** The files the search finds (name or alt text, any case) of the chosen kind. */
function filterMedia(items: readonly MediaItem[], query: string, kind: KindFilter): MediaItem[] {
  return items.filter(
    (item) => (kind === 'all' || (kind === 'missing-alt' ? needsAlt(item) : item.kind === kind)) && matchesMediaSearch(item, query),
  );
}

/** A size as people read it: KB below a megabyte, MB with one decimal above. */
const readableSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

const ALT_HINT = 'What the image shows, read aloud to people who cannot see it. Required for images.';

/** Media: the library of uploaded files to find, describe, copy addresses from and delete, and (for editors) the upload. */
export function MediaPanel() {
  const canEdit = useCanEdit();
  const library = useMediaLibrary();
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  // What the last replacement did: the card of the replaced file is gone by then, so the panel says it.
  const [notice, setNotice] = useState('');
  const items = library.data?.media ?? [];
  const shown = filterMedia(items, query, kind);
  return (
    <Panel
      title="Media"
      description="Images (JPEG, PNG, WebP, AVIF, GIF) up to 10 MB and videos (MP4, WebM) up to 200 MB. Images get 480, 960 and 1600 px variants the site picks from, and need alt text."
    >
      {canEdit ? <UploadForm /> : <p className="text-sm text-muted">Read only: your role may browse the library and copy addresses, not upload.</p>}
      <p role="status" className="text-sm text-ink empty:hidden">
        {notice}
      </p>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
        <Input label="Search files by name" hint="Finds the original file name or the alt text." type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <Select label="Type" value={kind} onChange={(event) => setKind(event.target.value as KindFilter)}>
          <option value="all">All</option>
          <option value="image">Images</option>
          <option value="video">Videos</option>
          <option value="missing-alt">Images without alt text</option>
        </Select>
      </div>
      {library.isPending || library.error ? (
        <LoadState loading={library.isPending} error={library.error instanceof ApiError ? library.error : undefined} onRetry={() => void library.refetch()} />
      ) : shown.length === 0 ? (
        <LoadState loading={false} empty={items.length === 0 ? 'No files uploaded yet.' : 'No files match.'} onRetry={() => void library.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-label="Media library">
          {shown.map((item) => (
            <MediaCard key={`${item.key}@${item.version}`} item={item} canEdit={canEdit} onReplaced={setNotice} />
          ))}
        </ul>
      )}
      {library.data?.truncated && <p className="text-sm text-muted">Showing the newest {items.length} files; older uploads are not listed here.</p>}
    </Panel>
  );
}

/** The library's upload: a file and, for an image, its alt text, both checked before anything is sent. */
function UploadForm() {
  const upload = useUpload();
  const fileId = useId();
  const [file, setFile] = useState<File | undefined>();
  const [alt, setAlt] = useState('');
  const [altError, setAltError] = useState<string | undefined>();
  const [uploaded, setUploaded] = useState<string | undefined>();
  // A new key empties the file input once its file is uploaded, so the same file is not sent twice by mistake.
  const [inputKey, setInputKey] = useState(0);
  const isImage = file ? mediaKindOf(file.type) === 'image' : false;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    const problem = altProblem(isImage ? 'image' : 'video', alt);
    setAltError(problem);
    if (problem) return;
    upload.mutate(
      { file, alt: alt.trim() },
      {
        onSuccess: () => {
          setUploaded(file.name);
          setAlt('');
          setFile(undefined);
          setInputKey((key) => key + 1);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-card border border-line bg-surface p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)_auto] md:items-start" aria-label="Upload a file">
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={fileId} className="text-sm font-semibold text-ink">
          File
        </label>
        <input
          key={inputKey}
          id={fileId}
          type="file"
          required
          accept={Object.keys(mediaLimits).join(',')}
          aria-describedby={upload.error ? `${fileId}-problem` : undefined}
          aria-invalid={upload.error ? true : undefined}
          className="max-w-full min-w-0 text-sm"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setUploaded(undefined);
            upload.reset();
          }}
        />
        {upload.error && (
          <p id={`${fileId}-problem`} role="alert" className="text-sm font-medium text-danger">
            {uploadErrorText(upload.error)}
          </p>
        )}
        {uploaded && !upload.error && (
          <p role="status" className="text-sm text-muted">
            Uploaded “{uploaded}”: it is first in the library.
          </p>
        )}
      </div>
      <Input label="Alt text" hint={ALT_HINT} maxLength={ALT_MAX} required={isImage} value={alt} error={altError} onChange={(event) => setAlt(event.target.value)} />
      <Button type="submit" className="md:mt-7" disabled={!file || upload.isPending}>
        {upload.isPending ? 'Uploading and checking…' : 'Upload'}
      </Button>
    </form>
  );
}

function MediaCard({ item, canEdit, onReplaced }: { item: MediaItem; canEdit: boolean; onReplaced: (notice: string) => void }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  // The outcome shows for a moment beside the button, then the card is quiet again.
  useEffect(() => {
    if (copy === 'idle') return;
    const timer = window.setTimeout(() => setCopy('idle'), 2500);
    return () => window.clearTimeout(timer);
  }, [copy]);
  const copyAddress = () =>
    navigator.clipboard.writeText(item.url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-card border border-line bg-surface p-3">
      {item.kind === 'video' ? (
        <span className="flex aspect-video w-full items-center justify-center rounded-control bg-surface-2 text-muted">
          <PlayIcon className="size-10" />
          <span className="sr-only">Video</span>
        </span>
      ) : item.thumbnail_url ? (
        <img src={item.thumbnail_url} alt={item.alt} loading="lazy" className="block aspect-video w-full rounded-control bg-surface-2 object-cover" />
      ) : (
        <Image src={item.url} alt={item.alt} sizes="20rem" frameClassName="block aspect-video w-full overflow-hidden rounded-control bg-surface-2" className="h-full w-full object-cover" />
      )}
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-ink" title={item.original_name}>
          {item.original_name}
        </p>
        <p className="text-xs text-muted">
          {readableSize(item.size)} · {formatInstantWithZone(item.uploaded_at)}
        </p>
        {item.original_name !== item.name && (
          <p className="truncate text-xs text-muted" title={item.url}>
            Stored as {item.name}
          </p>
        )}
      </div>
      {needsAlt(item) && <Badge className="self-start border border-danger text-danger">Alt text missing</Badge>}
      {canEdit ? (
        <>
          <AltEditor item={item} />
          <ReplaceControl item={item} onReplaced={onReplaced} />
        </>
      ) : (
        item.alt && <p className="text-sm text-ink">Alt text: {item.alt}</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" size="sm" variant="outline" aria-label={`Copy address of ${item.original_name}`} onClick={() => void copyAddress()}>
          Copy address
        </Button>
        {canEdit && <DeleteButton item={item} />}
        <span role="status" className={copy === 'failed' ? 'text-xs text-danger' : 'text-xs text-muted'}>
          {copy === 'copied' ? 'Copied' : copy === 'failed' ? `Copy failed: the address is ${item.url}` : ''}
        </span>
      </div>
    </li>
  );
}

/** The alt text of one file, saved under the version the library read (a newer change is reported, not overwritten). */
function AltEditor({ item }: { item: MediaItem }) {
  const save = useSaveMediaAlt();
  const [alt, setAlt] = useState(item.alt);
  const [problem, setProblem] = useState<string | undefined>();
  const changed = alt !== item.alt;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rule = altProblem(item.kind, alt);
    setProblem(rule);
    if (!rule) save.mutate({ name: item.name, alt: alt.trim(), version: item.version });
  };
  const error = problem ?? (save.error ? uploadErrorText(save.error) : undefined);
  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Input
        label={`Alt text of ${item.original_name}`}
        hint={item.kind === 'image' ? ALT_HINT : 'Optional for videos.'}
        maxLength={ALT_MAX}
        value={alt}
        error={error}
        onChange={(event) => setAlt(event.target.value)}
      />
      {changed && (
        <Button type="submit" size="sm" className="self-start" disabled={save.isPending} aria-label={`Save alt text of ${item.original_name}`}>
          {save.isPending ? 'Saving…' : 'Save alt text'}
        </Button>
      )}
    </form>
  );
}

const kindWords = { post: 'article', project: 'project', video: 'video', page: 'page metadata record' } as const;

/**
 * Replace: a new file of the same kind takes this one's place in every item that shows it (each saved again, its
 * page republished) and this one is deleted. The card says which items changed.
 */
function ReplaceControl({ item, onReplaced }: { item: MediaItem; onReplaced: (notice: string) => void }) {
  const replace = useReplaceMedia();
  const id = useId();
  const accept = Object.keys(mediaLimits)
    .filter((type) => mediaKindOf(type) === item.kind)
    .join(',');
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Replace with a new {item.kind}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        disabled={replace.isPending}
        aria-describedby={`${id}-hint`}
        className="max-w-full min-w-0 text-sm"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          replace.mutate(
            { name: item.name, version: item.version, file },
            {
              onSuccess: ({ updated }) =>
                onReplaced(
                  `“${item.original_name}” was replaced by “${file.name}”${updated.length > 0 ? ` in ${updated.map((usage) => `the ${kindWords[usage.kind]} “${usage.title}”`).join(', ')}` : ': nothing showed it'}.`,
                ),
            },
          );
        }}
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        Every article, project, video and page showing this file will show the new one, at a new address.
      </p>
      {replace.isPending && <p className="text-sm text-muted">Uploading, checking and replacing…</p>}
      {replace.error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {uploadErrorText(replace.error)}
        </p>
      )}
    </div>
  );
}

/** Delete, asked twice; a file still shown somewhere is refused and the card says where. */
function DeleteButton({ item }: { item: MediaItem }) {
  const remove = useDeleteMedia();
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <>
        <Button type="button" size="sm" variant="ghost" aria-label={`Delete ${item.original_name}`} onClick={() => setAsking(true)}>
          Delete
        </Button>
        {remove.error && (
          <p role="alert" className="basis-full text-sm font-medium text-danger">
            {remove.error.message}
          </p>
        )}
      </>
    );
  }
  return (
    <span className="flex basis-full flex-wrap items-center gap-2 text-sm">
      <span className="text-ink">Delete “{item.original_name}” for good?</span>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="border-danger text-danger"
        disabled={remove.isPending}
        onClick={() => remove.mutate({ name: item.name, version: item.version }, { onSettled: () => setAsking(false) })}
      >
        Yes, delete
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={() => setAsking(false)}>
        Keep it
      </Button>
    </span>
  );
}
