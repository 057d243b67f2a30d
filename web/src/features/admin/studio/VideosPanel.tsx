import { useState, type FormEvent } from 'react';
import type { AdminVideo } from '../../../../../shared/content/studio-schemas';
import { Button, Checkbox, Input, Textarea } from '../../../ui';
import { ErrorNote } from '../../../ui/ErrorNote';
import { Panel } from '../Panel';
import { NewButton } from './NewButton';
import { useConfirmLeave } from '../unsaved-changes';
import { useCollection, useReorderVideos } from './studio-queries';
import { useItemActions } from './ItemEditing';
import { EditorHeading, FormActions, MediaField, StudioList, useCanEdit, NothingSelected } from './StudioParts';

/** Videos of the home page's player, in their display order (move them up or down), drafts included. */
export function VideosPanel() {
  const videos = useCollection('videos');
  const reorder = useReorderVideos();
  const canEdit = useCanEdit();
  const confirmLeave = useConfirmLeave();
  const [selected, setSelected] = useState<string | 'new' | undefined>();
  // Raised to give the form a fresh copy of the stored video (after someone else's save).
  const [reloads, setReloads] = useState(0);
  const list = videos.data ?? [];
  const current = list.find((video) => video.id === selected);
  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((video) => video.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };
  return (
    <Panel title="Videos" description="The home page's videos, in the order shown. Drafts are not shown." actions={<NewButton label="New video" onClick={() => confirmLeave() && setSelected('new')} />}>
      <div className="grid min-w-0 gap-8 xl:grid-cols-[22rem_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <StudioList
            label="videos"
            rows={list.map((video) => ({ id: video.id, title: video.title, detail: `#${video.display_order + 1} · ${video.video_url}`, published: video.is_published }))}
            selected={selected}
            onSelect={setSelected}
            loading={videos.isPending}
            error={videos.error ?? undefined}
            onRetry={() => void videos.refetch()}
          />
          {reorder.error && <ErrorNote error={reorder.error} />}
          {canEdit && list.length > 1 && (
            <ol className="flex flex-col gap-2" aria-label="Display order">
              {list.map((video, index) => (
                <li key={video.id} className="flex items-center justify-between gap-2 text-sm">
                  <span className="truncate">{index + 1}. {video.title}</span>
                  <span className="flex gap-1">
                    <Button size="sm" variant="outline" disabled={index === 0 || reorder.isPending} onClick={() => move(index, -1)} aria-label={`Move ${video.title} up`}>
                      ↑
                    </Button>
                    <Button size="sm" variant="outline" disabled={index === list.length - 1 || reorder.isPending} onClick={() => move(index, 1)} aria-label={`Move ${video.title} down`}>
                      ↓
                    </Button>
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
        {selected ? <VideoForm key={`${selected}-${reloads}`} video={current} onDone={setSelected} onReload={() => void videos.refetch().then(() => setReloads((count) => count + 1))} /> : <NothingSelected>Choose a video to read or edit it.</NothingSelected>}
      </div>
    </Panel>
  );
}

function VideoForm({ video, onDone, onReload }: { video?: AdminVideo; onDone: (id?: string) => void; onReload: () => void }) {
  const canEdit = useCanEdit();
  const [draft, setDraft] = useState({
    title: video?.title ?? '',
    description: video?.description ?? '',
    video_url: video?.video_url ?? '',
    thumbnail_url: video?.thumbnail_url ?? '',
    is_published: video?.is_published ?? false,
  });
  const actions = useItemActions('videos', { item: video, draft, onDone, onReload });
  const { errors } = actions;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actions.save(draft);
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-4" aria-label={video ? `Edit ${video.title}` : 'New video'}>
      <EditorHeading>{video ? video.title : 'New video'}</EditorHeading>
      <fieldset disabled={!canEdit} className="contents">
        <Input label="Title" required hint="Shown under the video on the home page." value={draft.title} error={errors.title} onChange={(event) => setDraft({ ...draft, title: event.target.value })} />
        <Textarea label="Description" rows={3} hint="A sentence or two on what the video shows." value={draft.description} error={errors.description} onChange={(event) => setDraft({ ...draft, description: event.target.value })} />
        <MediaField label="Video file" hint="An MP4 or WebM file; upload one, or paste the address of one already uploaded." accept="video/mp4,video/webm" value={draft.video_url} error={errors.video_url} disabled={!canEdit} onChange={(url) => setDraft({ ...draft, video_url: url })} />
        <MediaField label="Cover picture" hint="Shown before the video plays." value={draft.thumbnail_url} error={errors.thumbnail_url} disabled={!canEdit} onChange={(url) => setDraft({ ...draft, thumbnail_url: url })} />
        <Checkbox label="Published (shown on the home page)" hint="Off keeps the video a draft that only staff see." checked={draft.is_published} onChange={(event) => setDraft({ ...draft, is_published: event.target.checked })} />
      </fieldset>
      <FormActions
        canEdit={canEdit}
        saving={actions.saving}
        isNew={!video}
        onDelete={() => video && actions.remove(video)}
        error={actions.failure}
        livePath={video?.is_published ? '/' : undefined}
      />
      {actions.conflictDialog}
    </form>
  );
}
