import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { BlogPost } from '../../../../../shared/content/schemas';
import { formatCount } from '../../../../../shared/content/dates';
import { articlePath, isLivePost } from '../../../../../shared/content/site-content';
import { displayedViews } from '../../../../../shared/content/synthetic-counts';
import { Checkbox, Input, Spinner, Textarea } from '../../../ui';
import { Panel } from '../Panel';
import { useCollection } from './studio-queries';
import { ItemHistory, useItemActions } from './ItemEditing';
import { EditorHeading, FormActions, MediaField, PublishAtField, SlugField, StudioList, useCanEdit, useScheduleNote, NothingSelected } from './StudioParts';
import { useConfirmLeave } from '../unsaved-changes';
import { NewButton } from './NewButton';

const MarkdownEditor = lazy(() => import('./MarkdownEditor'));

type PostDraft = Pick<BlogPost, 'title' | 'slug' | 'excerpt' | 'content' | 'category' | 'author' | 'read_time' | 'image_url' | 'published' | 'publish_at'>;

const pickDraft = (post: BlogPost): PostDraft => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt,
  content: post.content,
  category: post.category,
  author: post.author,
  read_time: post.read_time,
  image_url: post.image_url,
  published: post.published,
});

const blank: PostDraft = { title: '', slug: '', excerpt: '', content: '', category: '', author: '', read_time: '', image_url: '', published: false };

/** Insights: every article, drafts included; write in Markdown with a live preview, publish when ready. */
export function PostsPanel() {
  const posts = useCollection('posts');
  const confirmLeave = useConfirmLeave();
  const [selected, setSelected] = useState<string | 'new' | undefined>();
  // Raised to give the form a fresh copy of the stored post (after someone else's save, or a restore).
  const [reloads, setReloads] = useState(0);
  const current = posts.data?.find((post) => post.id === selected);
  const reload = () => void posts.refetch().then(() => setReloads((count) => count + 1));
  const scheduleNote = useScheduleNote();
  return (
    <Panel title="Insights" description="Articles on /insights. Drafts are never public; publishing puts the article online within seconds." actions={<NewButton label="New article" onClick={() => confirmLeave() && setSelected('new')} />}>
      <div className="grid min-w-0 gap-8 xl:grid-cols-[22rem_1fr]">
        <StudioList
          label="articles"
          rows={(posts.data ?? []).map((post) => ({
            id: post.id,
            title: post.title,
            detail: `/insights/${post.slug} · ${post.category} · ${viewsText(post.views)}`,
            published: post.published,
            groups: [post.category],
            note: scheduleNote(post),
          }))}
          groupLabel="Filter by category"
          selected={selected}
          onSelect={setSelected}
          loading={posts.isPending}
          error={posts.error ?? undefined}
          onRetry={() => void posts.refetch()}
        />
        {selected ? <PostForm key={`${selected}-${reloads}`} post={current} onDone={(id) => setSelected(id)} onReload={reload} /> : <NothingSelected>Choose an article to read or edit it.</NothingSelected>}
      </div>
    </Panel>
  );
}

const viewsText = (views: number) => `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`;

/**
 * An article's audience as staff need it: the views really counted, beside the figure the public page shows, which
 * adds a fixed base per article to them.
 */
function ViewCounts({ post }: { post: BlogPost }) {
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-2 rounded-card border border-line bg-surface-2 px-4 py-3 text-sm">
      <div className="flex gap-2">
        <dt className="text-muted">Real views</dt>
        <dd className="font-semibold">{formatCount(post.views)}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-muted">Shown on the site</dt>
        <dd className="font-semibold">{formatCount(displayedViews(post.id, post.views))}</dd>
      </div>
      <p className="basis-full text-xs text-muted">The site shows a fixed base per article plus the real views.</p>
    </dl>
  );
}

function PostForm({ post, onDone, onReload }: { post?: BlogPost; onDone: (id?: string) => void; onReload: () => void }) {
  const canEdit = useCanEdit();
  const [draft, setDraft] = useState<PostDraft>(() => (post ? pickDraft(post) : blank));
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const actions = useItemActions('posts', { item: post, draft, onDone, onReload });
  const { errors } = actions;
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actions.save({ ...draft, slug: slugTouched ? draft.slug : undefined });
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-5" aria-label={post ? `Edit ${post.title}` : 'New article'}>
      <EditorHeading>{post ? post.title : 'New article'}</EditorHeading>
      {post && <ViewCounts post={post} />}
      <fieldset disabled={!canEdit} className="contents">
        <div className="grid gap-4 md:grid-cols-2">
          <Input label="Title" required hint="The article's heading, also its title in search results and when shared." value={draft.title} error={errors.title} onChange={(event) => set('title', event.target.value)} />
          <SlugField title={draft.title} pathPrefix="/insights/" value={draft.slug} touched={slugTouched} onTouched={() => setSlugTouched(true)} onChange={(slug) => set('slug', slug)} error={errors.slug} disabled={!canEdit} />
          <Input label="Category" required hint="Groups the article on /insights, such as Design or Marketing." value={draft.category} error={errors.category} onChange={(event) => set('category', event.target.value)} />
          <Input label="Author" required hint="The name shown under the title." value={draft.author} error={errors.author} onChange={(event) => set('author', event.target.value)} />
          <Input label="Read time" placeholder="6 min read" hint="Shown beside the date, such as '6 min read'." value={draft.read_time} error={errors.read_time} onChange={(event) => set('read_time', event.target.value)} />
          <MediaField label="Cover image" hint="At the top of the article, on its card and when shared; wide pictures work best." value={draft.image_url} error={errors.image_url} disabled={!canEdit} onChange={(url) => set('image_url', url)} />
        </div>
        <Textarea label="Excerpt" rows={3} hint="One or two sentences on the card and in search results." value={draft.excerpt} error={errors.excerpt} onChange={(event) => set('excerpt', event.target.value)} />
        <Suspense fallback={<Spinner showLabel label="Loading the editor..." />}>
          <MarkdownEditor value={draft.content} onChange={(content) => set('content', content)} disabled={!canEdit} />
        </Suspense>
        {errors.content && <p className="text-xs font-medium text-danger">{errors.content}</p>}
        <div className="grid gap-4 md:grid-cols-2">
          <Checkbox label="Published (visible on the site)" hint="Off keeps the article a draft that only staff see." checked={draft.published} onChange={(event) => set('published', event.target.checked)} />
          <PublishAtField value={draft.publish_at} error={errors.publish_at} disabled={!canEdit} onChange={(at) => set('publish_at', at)} />
        </div>
      </fieldset>
      <FormActions
        canEdit={canEdit}
        saving={actions.saving}
        isNew={!post}
        onDelete={() => post && actions.remove(post)}
        preview={post && { kind: 'post', id: post.id }}
        error={actions.failure}
        livePath={post && isLivePost(post, new Date()) ? articlePath(post) : undefined}
      />
      {post && <ItemHistory kind="posts" id={post.id} canEdit={canEdit} onRestored={onReload} />}
      {actions.conflictDialog}
    </form>
  );
}
