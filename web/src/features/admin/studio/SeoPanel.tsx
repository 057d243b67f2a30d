import { useState, type FormEvent } from 'react';
import { seoPageInputSchema, type AdminSeoPage, type SeoPageInput } from '../../../../../shared/content/studio-schemas';
import { resolveSeo, seoPagePath, withSocialCopiesFollowing, type ResolvedSeo } from '../../../../../shared/site/seo';
import { useSite } from '../../../app/site';
import { Input } from '../../../ui';
import { Panel } from '../Panel';
import { fetchSeoPage, useSaveSeoPage, useSeoPages } from './studio-queries';
import { ConflictDialog, isStaleSave, type Conflict } from './ItemEditing';
import { useUnsavedChanges } from '../unsaved-changes';
import { announceDone, EditorHeading, fieldErrorsOf, FieldGroup, FormActions, StudioList, useCanEdit, NothingSelected } from './StudioParts';
import { SeoPreview } from './SeoPreview';
import { fieldLabel, seoFieldText, type SeoField } from './field-labels';

const fieldNames = Object.keys(seoPageInputSchema.shape).filter((name) => name !== 'version') as SeoField[];

/** The form's groups: what people see in search results and when sharing first, the technical fields last. */
const fieldGroups: { title: string; fields: SeoField[] }[] = [
  { title: 'Search results', fields: ['title', 'description', 'keywords', 'canonical_url'] },
  { title: 'Social cards', fields: ['og_title', 'og_description', 'og_image', 'og_url', 'og_type'] },
  { title: 'X (Twitter)', fields: ['twitter_card', 'twitter_title', 'twitter_description', 'twitter_image'] },
  { title: 'Advanced', fields: ['robots_directives', 'meta_author', 'meta_viewport'] },
];

/** Where each field's value ends up in the page's resolved head. */
const resolvedField: Record<SeoField, (seo: ResolvedSeo) => string> = {
  title: (seo) => seo.title,
  description: (seo) => seo.description,
  keywords: (seo) => seo.keywords,
  og_image: (seo) => seo.og.image,
  og_title: (seo) => seo.og.title,
  og_description: (seo) => seo.og.description,
  og_type: (seo) => seo.og.type,
  og_url: (seo) => seo.og.url,
  twitter_card: (seo) => seo.twitter.card,
  twitter_title: (seo) => seo.twitter.title,
  twitter_description: (seo) => seo.twitter.description,
  twitter_image: (seo) => seo.twitter.image,
  canonical_url: (seo) => seo.canonical,
  robots_directives: (seo) => seo.robots,
  meta_author: (seo) => seo.author,
  meta_viewport: (seo) => seo.viewport,
};

/**
 * What the page would get for a field left empty, given the other fields as typed: the page's head is resolved the
 * way the site resolves it (same precedence, same defaults, same canonical from the page's path), so the placeholder
 * follows the fields it falls back to (og:url follows the canonical, the Twitter title the Open Graph title).
 */
function placeholderFor(origin: string, page: AdminSeoPage, values: SeoPageInput, name: SeoField): string {
  return resolvedField[name](resolvedHead(origin, page, { ...values, [name]: '' }));
}

/** The page's head as the site would resolve it from the values as typed. */
const resolvedHead = (origin: string, page: AdminSeoPage, values: SeoPageInput) =>
  resolveSeo({ origin, path: seoPagePath(page.page_key), record: { ...values, page_key: page.page_key }, fallback: page.fallback });

const sourceStates = { label: 'Values', on: 'Custom', off: 'Built-in' };

/** Page metadata: one record per page; an empty field uses the built-in fallback shown as its placeholder. */
export function SeoPanel() {
  const pages = useSeoPages();
  const [selected, setSelected] = useState<string | undefined>();
  // Raised to give the form a fresh copy of the stored record (after someone else's save).
  const [reloads, setReloads] = useState(0);
  const current = pages.data?.find((page) => page.page_key === selected);
  return (
    <Panel title="Page metadata" description="Title, description and social cards of each page. Leave a field empty to keep the built-in value.">
      <div className="grid min-w-0 gap-8 xl:grid-cols-[22rem_1fr]">
        <StudioList
          label="pages"
          rows={(pages.data ?? []).map((page) => ({ id: page.page_key, title: page.page_key, detail: page.title || page.fallback.title, published: page.stored }))}
          states={sourceStates}
          selected={selected}
          onSelect={setSelected}
          loading={pages.isPending}
          error={pages.error ?? undefined}
          onRetry={() => void pages.refetch()}
        />
        {current ? <SeoForm key={`${current.page_key}-${reloads}`} page={current} onReload={() => void pages.refetch().then(() => setReloads((count) => count + 1))} /> : <NothingSelected>Choose a page to read or edit its metadata.</NothingSelected>}
      </div>
    </Panel>
  );
}

function SeoForm({ page, onReload }: { page: AdminSeoPage; onReload: () => void }) {
  const canEdit = useCanEdit();
  const { origin } = useSite();
  const save = useSaveSeoPage();
  const [values, setValues] = useState<SeoPageInput>(() => Object.fromEntries(fieldNames.map((name) => [name, page[name]])) as SeoPageInput);
  const [version, setVersion] = useState(page.version ?? 0);
  const [savedValues, setSavedValues] = useState(() => JSON.stringify(values));
  const [conflict, setConflict] = useState<Conflict>();
  useUnsavedChanges(JSON.stringify(values) !== savedValues);
  const errors = conflict ? {} : fieldErrorsOf(save.error);
  // A title typed here carries over to the social card fields that only copied the old one, as the save does.
  const change = (name: SeoField, value: string) => setValues((current) => withSocialCopiesFollowing(current, { ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = JSON.stringify(values);
    save.mutate(
      { pageKey: page.page_key, fields: { ...values, version } },
      {
        onSuccess: (saved) => {
          setVersion(saved.version ?? version + 1);
          setSavedValues(sent);
          announceDone('saved');
        },
        onError: (error) => {
          if (!isStaleSave(error)) return;
          setConflict({ message: error.message, mine: values });
          void fetchSeoPage(page.page_key).then((theirs) => setConflict((open) => open && { ...open, theirs }), () => undefined);
        },
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-4" aria-label={`Metadata of ${page.page_key}`}>
      <EditorHeading>Metadata of {seoPagePath(page.page_key)}</EditorHeading>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-4">
          {fieldGroups.map((group, index) => (
            <FieldGroup key={group.title} title={group.title} columns={1} open={index < 2 || group.fields.some((name) => errors[name])}>
              {group.fields.map((name) => (
                <Input
                  key={name}
                  label={seoFieldText[name].label}
                  hint={seoFieldText[name].hint}
                  placeholder={placeholderFor(origin, page, values, name)}
                  value={values[name] ?? ''}
                  error={errors[name]}
                  onChange={(event) => change(name, event.target.value)}
                />
              ))}
            </FieldGroup>
          ))}
        </fieldset>
        <aside aria-label="Preview" className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <SeoPreview seo={resolvedHead(origin, page, values)} />
        </aside>
      </div>
      <FormActions canEdit={canEdit} saving={save.isPending} isNew={false} error={conflict ? undefined : (save.error ?? undefined)} livePath={seoPagePath(page.page_key)} />
      {conflict && (
        <ConflictDialog
          labelOf={(name) => fieldLabel('seo', name)}
          conflict={conflict}
          base={page}
          onClose={() => setConflict(undefined)}
          onReload={() => {
            setConflict(undefined);
            onReload();
          }}
        />
      )}
    </form>
  );
}
