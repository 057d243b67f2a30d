import { useEffect, useState } from 'react';
import { mediaLimits, type MediaItem } from '../../../../../shared/content/studio-schemas';
import { ApiError } from '../../../lib/http';
import { Button, Image, Input, Select } from '../../../ui';
import { PlayIcon } from '../../../ui/MediaIcons';
import { LoadState, Panel } from '../Panel';
import { useMediaLibrary } from './studio-queries';
import { MediaField, useCanEdit } from './StudioParts';

type KindFilter = 'all' | MediaItem['kind'];

/** The files whose name holds the search text (any case) and whose kind is the chosen one. */
function filterMedia(items: readonly MediaItem[], query: string, kind: KindFilter): MediaItem[] {
  const needle = query.trim().toLowerCase();
  return items.filter((item) => (kind === 'all' || item.kind === kind) && item.name.toLowerCase().includes(needle));
}

/** A size as people read it: KB below a megabyte, MB with one decimal above. */
const readableSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`);

/** Media: the library of uploaded files to find and copy addresses from, and (for editors) the upload. */
export function MediaPanel() {
  const canEdit = useCanEdit();
  const library = useMediaLibrary();
  const [latest, setLatest] = useState('');
  const [query, setQuery] = useState('');
  const [kind, setKind] = useState<KindFilter>('all');
  const items = library.data?.media ?? [];
  const shown = filterMedia(items, query, kind);
  return (
    <Panel
      title="Media"
      description="Images (JPEG, PNG, WebP, AVIF, GIF) up to 10 MB and videos (MP4, WebM) up to 200 MB. Images get 480, 960 and 1600 px variants the site picks from."
    >
      {canEdit ? (
        <MediaField label="Uploaded file address" accept={Object.keys(mediaLimits).join(',')} value={latest} disabled={false} onChange={setLatest} />
      ) : (
        <p className="text-sm text-muted">Read only: your role may browse the library and copy addresses, not upload.</p>
      )}
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <Input label="Search files by name" type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        <Select label="Type" value={kind} onChange={(event) => setKind(event.target.value as KindFilter)}>
          <option value="all">All</option>
          <option value="image">Images</option>
          <option value="video">Videos</option>
        </Select>
      </div>
      {library.isPending || library.error ? (
        <LoadState loading={library.isPending} error={library.error instanceof ApiError ? library.error : undefined} onRetry={() => void library.refetch()} />
      ) : shown.length === 0 ? (
        <LoadState loading={false} empty={items.length === 0 ? 'No files uploaded yet.' : 'No files match.'} onRetry={() => void library.refetch()} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4" aria-label="Media library">
          {shown.map((item) => (
            <MediaCard key={item.key} item={item} />
          ))}
        </ul>
      )}
      {library.data?.truncated && <p className="text-sm text-muted">Showing the newest {items.length} files; older uploads are not listed here.</p>}
    </Panel>
  );
}

function MediaCard({ item }: { item: MediaItem }) {
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
      ) : (
        <Image src={item.url} alt="" sizes="20rem" frameClassName="block aspect-video w-full overflow-hidden rounded-control bg-surface-2" className="h-full w-full object-cover" />
      )}
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-ink" title={item.name}>
          {item.name}
        </p>
        <p className="text-xs text-muted">
          {readableSize(item.size)} · {new Date(item.uploaded_at).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" size="sm" variant="outline" aria-label={`Copy address of ${item.name}`} onClick={() => void copyAddress()}>
          Copy address
        </Button>
        <span role="status" className={copy === 'failed' ? 'text-xs text-danger' : 'text-xs text-muted'}>
          {copy === 'copied' ? 'Copied' : copy === 'failed' ? `Copy failed: the address is ${item.url}` : ''}
        </span>
      </div>
    </li>
  );
}
