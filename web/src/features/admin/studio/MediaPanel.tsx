import { useState } from 'react';
import { mediaLimits } from '../../../../../shared/content/studio-schemas';
import { Image } from '../../../ui';
import { Panel } from '../Panel';
import { MediaField, useCanEdit } from './StudioParts';

/** Media: upload an image or a video straight to storage and copy its address into any content field. */
export function MediaPanel() {
  const canEdit = useCanEdit();
  const [uploaded, setUploaded] = useState<string[]>([]);
  return (
    <Panel
      title="Media"
      description={`Images (JPEG, PNG, WebP, AVIF, GIF) up to 10 MB and videos (MP4, WebM) up to 200 MB. Images get 480, 960 and 1600 px variants the site picks from.`}
    >
      {canEdit ? (
        <MediaField label="Uploaded file address" accept={Object.keys(mediaLimits).join(',')} value={uploaded[0] ?? ''} disabled={false} onChange={(url) => setUploaded((list) => [url, ...list])} />
      ) : (
        <p className="text-sm text-muted">Read only: your role may not upload.</p>
      )}
      {uploaded.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Uploaded this session">
          {uploaded.map((url) => (
            <li key={url} className="flex flex-col gap-2 rounded-card border border-line bg-surface p-3">
              {url.match(/\.(mp4|webm)$/) ? <video src={url} controls muted className="aspect-video w-full" /> : <Image src={url} alt="" className="aspect-video w-full object-cover" />}
              <code className="text-xs break-all">{url}</code>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
