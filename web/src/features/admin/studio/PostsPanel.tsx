import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { BlogPost } from '../../../../../shared/content/schemas';
import { Checkbox, Input, Spinner, Textarea } from '../../../ui';
import { Panel } from '../Panel';
import { useCollection } from './studio-queries';
import { FormActions, MediaField, PublishAtField, SlugField, StudioList, useCanEdit, useItemActions, useScheduleNote, NothingSelected } from './StudioParts';
import { NewButton } from './NewButton';

const MarkdownEditor = lazy(() => import('./MarkdownEditor'));

type PostDraft = Pick<BlogPost, 'title' | 'slug' | 'excerpt' | 'content' | 'category' | 'author' | 'read_time' | 'image_url' | 'published' | 'publish_at'>;

const blank: PostDraft = { title: '', slug: '', excerpt: '', content: '', category: '', author: '', read_time: '', image_url: '', published: false };

/** Insights: every article, drafts included; write in Markdown with a live preview, publish when ready. */
export function PostsPanel() {
  const posts = useCollection('posts');
  const [selected, setSelected] = useState<string | 'new' | undefined>();
  const current = posts.data?.find((post) => post.id === selected);
  const scheduleNote = useScheduleNote();
  return (
    <Panel title="Insights" description="Articles on /insights. Drafts are never public; publishing puts the article online within seconds." actions={<NewButton label="New article" onClick={() => setSelected('new')} />}>
      <div className="grid min-w-0 gap-8 xl:grid-cols-[22rem_1fr]">
        <StudioList
          label="articles"
          rows={(posts.data ?? []).map((post) => ({ id: post.id, title: post.title, detail: `/insights/${post.slug} · ${post.category}`, published: post.published, groups: [post.category], note: scheduleNote(post) }))}
          groupLabel="Filter by category"
          selected={selected}
          onSelect={setSelected}
          loading={posts.isPending}
          error={posts.error ?? undefined}
          onRetry={() => void posts.refetch()}
        />
        {selected ? <PostForm key={selected} post={current} onDone={(id) => setSelected(id)} /> : <NothingSelected>Choose an article to read or edit it.</NothingSelected>}
      </div>
    </Panel>
  );
}

function PostForm({ post, onDone }: { post?: BlogPost; onDone: (id?: string) => void }) {
  const canEdit = useCanEdit();
  const actions = useItemActions('posts', onDone);
  const [draft, setDraft] = useState<PostDraft>(post ?? blank);
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const { errors } = actions;
  const set = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = { ...draft, slug: slugTouched ? draft.slug : undefined };
    actions.save(post?.id, fields);
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-5" aria-label={post ? `Edit ${post.title}` : 'New article'}>
      <fieldset disabled={!canEdit} className="contents">
        <div className="grid gap-4 md:grid-cols-2">
          <Input label="Title" required value={draft.title} error={errors.title} onChange={(event) => set('title', event.target.value)} />
          <SlugField title={draft.title} value={draft.slug} touched={slugTouched} onTouched={() => setSlugTouched(true)} onChange={(slug) => set('slug', slug)} error={errors.slug} disabled={!canEdit} />
          <Input label="Category" required value={draft.category} error={errors.category} onChange={(event) => set('category', event.target.value)} />
          <Input label="Author" required value={draft.author} error={errors.author} onChange={(event) => set('author', event.target.value)} />
          <Input label="Read time" placeholder="6 min read" value={draft.read_time} error={errors.read_time} onChange={(event) => set('read_time', event.target.value)} />
          <MediaField label="Cover image" value={draft.image_url} error={errors.image_url} disabled={!canEdit} onChange={(url) => set('image_url', url)} />
        </div>
        <Textarea label="Excerpt" rows={3} value={draft.excerpt} error={errors.excerpt} onChange={(event) => set('excerpt', event.target.value)} />
        <Suspense fallback={<Spinner showLabel label="Loading the editor..." />}>
          <MarkdownEditor value={draft.content} onChange={(content) => set('content', content)} disabled={!canEdit} />
        </Suspense>
        {errors.content && <p className="text-xs font-medium text-danger">{errors.content}</p>}
        <div className="grid gap-4 md:grid-cols-2">
          <Checkbox label="Published (visible on the site)" checked={draft.published} onChange={(event) => set('published', event.target.checked)} />
          <PublishAtField value={draft.publish_at} error={errors.publish_at} disabled={!canEdit} onChange={(at) => set('publish_at', at)} />
        </div>
      </fieldset>
      <FormActions
        canEdit={canEdit}
        saving={actions.saving}
        isNew={!post}
        onDelete={() => post && actions.remove(post)}
        preview={post && { kind: 'post', id: post.id }}
      />
    </form>
  );
}
