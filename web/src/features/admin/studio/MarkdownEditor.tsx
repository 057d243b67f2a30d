import MDEditor from '@uiw/react-md-editor/nohighlight';
import '@uiw/react-md-editor/markdown-editor.css';
import { useEffect, useId, useMemo, useRef } from 'react';
import { markdownToHtml } from '../../insights/article-html';
import { SafeHtml } from '../../../ui/SafeHtml';

/**
 * The article body: a Markdown editor beside a live preview rendered exactly as the article page renders it (the same
 * conversion, sanitised by the same DOMPurify), so what the editor sees is what visitors will get. Loaded lazily: only
 * the studio needs it.
 */
export default function MarkdownEditor({ value, onChange, disabled }: { value: string; onChange: (markdown: string) => void; disabled: boolean }) {
  const id = useId();
  const html = useMemo(() => markdownToHtml(value), [value]);
  const frame = useRef<HTMLDivElement>(null);
  // The toolbar's buttons are named by their titles; their icons are decoration, which the library marks as images.
  useEffect(() => {
    frame.current?.querySelectorAll('.w-md-editor-toolbar svg').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));
  });
  return (
    <div ref={frame} className="grid gap-4 lg:grid-cols-2" data-color-mode="light">
      <div className="flex min-w-0 flex-col gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          Body (Markdown)
        </label>
        <MDEditor
          value={value}
          onChange={(next) => onChange(next ?? '')}
          preview="edit"
          height={420}
          visibleDragbar={false}
          hideToolbar={disabled}
          textareaProps={{ id, disabled }}
        />
      </div>
      <section aria-label="Live preview" className="flex min-w-0 flex-col gap-2">
        <p className="text-sm font-semibold text-ink">Live preview</p>
        <SafeHtml html={html} className="prose-site max-h-[420px] overflow-auto rounded-card border border-line bg-surface p-4" />
      </section>
    </div>
  );
}
