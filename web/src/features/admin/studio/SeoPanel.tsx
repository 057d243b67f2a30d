import { useState, type FormEvent } from 'react';
import { seoPageInputSchema, type AdminSeoPage, type SeoPageInput } from '../../../../../shared/content/studio-schemas';
import { Input } from '../../../ui';
import { LoadState, Panel } from '../Panel';
import { ApiError } from '../../../lib/http';
import { useSaveSeoPage, useSeoPages } from './studio-queries';
import { announce, fieldErrorsOf, FormActions, useCanEdit } from './StudioParts';

const fieldNames = Object.keys(seoPageInputSchema.shape) as (keyof SeoPageInput)[];

/** The built-in value a page falls back to for a field left empty, shown as its placeholder. */
function fallbackFor(page: AdminSeoPage, name: keyof SeoPageInput): string {
  const { title, description, keywords, ogImage } = page.fallback;
  const fallbacks: Partial<Record<keyof SeoPageInput, string>> = {
    title,
    description,
    keywords,
    og_image: ogImage,
    og_title: title,
    og_description: description,
    twitter_title: title,
    twitter_description: description,
    twitter_image: ogImage,
  };
  return fallbacks[name] ?? 'Default';
}

/** Page metadata: one record per page; an empty field uses the built-in fallback shown as its placeholder. */
export function SeoPanel() {
  const pages = useSeoPages();
  const [selected, setSelected] = useState<string | undefined>();
  const current = pages.data?.find((page) => page.page_key === selected);
  return (
    <Panel title="Page metadata" description="Title, description and social cards of each page. Leave a field empty to keep the built-in value.">
      <div className="grid min-w-0 gap-8 xl:grid-cols-[18rem_1fr]">
        {pages.isPending || pages.error ? (
          <LoadState loading={pages.isPending} error={pages.error instanceof ApiError ? pages.error : undefined} onRetry={() => void pages.refetch()} />
        ) : (
          <ul className="divide-y divide-line rounded-card border border-line bg-surface" aria-label="Pages">
            {pages.data.map((page) => (
              <li key={page.page_key}>
                <button type="button" onClick={() => setSelected(page.page_key)} aria-current={page.page_key === selected ? 'true' : undefined} className="flex w-full justify-between gap-3 px-4 py-3 text-left hover:bg-canvas aria-[current=true]:bg-canvas">
                  <span className="font-semibold text-ink">{page.page_key}</span>
                  <span className="text-xs text-muted">{page.stored ? 'Custom' : 'Built-in'}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {current && <SeoForm key={current.page_key} page={current} />}
      </div>
    </Panel>
  );
}

function SeoForm({ page }: { page: AdminSeoPage }) {
  const canEdit = useCanEdit();
  const save = useSaveSeoPage();
  const [values, setValues] = useState<SeoPageInput>(() => Object.fromEntries(fieldNames.map((name) => [name, page[name]])) as SeoPageInput);
  const errors = fieldErrorsOf(save.error);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ pageKey: page.page_key, fields: values }, { onSuccess: () => announce('saved'), onError: (error) => announce('saved', error) });
  };
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-4" aria-label={`Metadata of ${page.page_key}`}>
      <fieldset disabled={!canEdit} className="grid gap-4 md:grid-cols-2">
        {fieldNames.map((name) => (
          <Input
            key={name}
            label={name.replace(/_/g, ' ')}
            placeholder={fallbackFor(page, name)}
            value={values[name] ?? ''}
            error={errors[name]}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
        ))}
      </fieldset>
      <FormActions canEdit={canEdit} saving={save.isPending} isNew={false} />
    </form>
  );
}
