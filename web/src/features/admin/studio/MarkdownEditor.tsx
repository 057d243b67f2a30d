import { useEffect, useId, useMemo, useRef } from 'react';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { HighlightStyle, Language, defineLanguageFacet, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorSelection, EditorState, type ChangeSpec } from '@codemirror/state';
import { EditorView, keymap, placeholder } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { GFM, parser as markdownParser } from '@lezer/markdown';
import { markdownToHtml } from '../../insights/article-html';
import { SafeHtml } from '../../../ui/SafeHtml';

/**
 * The article body: a CodeMirror editor for the Markdown beside a live preview rendered exactly as the article page
 * renders it (the same conversion, sanitised by the same DOMPurify), so what the editor sees is what visitors will
 * get. Loaded lazily: only the studio needs it.
 */
export default function MarkdownEditor({ value, onChange, disabled }: { value: string; onChange: (markdown: string) => void; disabled: boolean }) {
  const labelId = useId();
  const html = useMemo(() => markdownToHtml(value), [value]);
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const editable = useRef(new Compartment());
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;

  useEffect(() => {
    const created = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          history(),
          keymap.of([...formatKeymap, ...defaultKeymap, ...historyKeymap]),
          markdownLanguage,
          syntaxHighlighting(markdownHighlight),
          EditorView.lineWrapping,
          placeholder('Write the article in Markdown…'),
          EditorView.contentAttributes.of({ 'aria-labelledby': labelId, 'aria-describedby': `${labelId}-hint` }),
          editable.current.of(editability(disabled)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latestOnChange.current(update.state.doc.toString());
          }),
          editorTheme,
        ],
      }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // The editor is created once; later values and the disabled state reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A value from outside (another article opened, a saved answer) replaces the text; the editor's own edits match it.
  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value) {
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: editable.current.reconfigure(editability(disabled)) });
  }, [disabled]);

  const run = (format: Format) => {
    const current = view.current;
    if (!current || disabled) return;
    format(current);
    current.focus();
  };

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-2">
        <span id={labelId} className="text-sm font-semibold text-ink">
          Body (Markdown)
        </span>
        <div className="overflow-hidden rounded-card border border-line bg-surface focus-within:border-accent focus-within:ring-4 focus-within:ring-accent/15">
          {!disabled && (
            <div role="toolbar" aria-label="Formatting" className="flex flex-wrap gap-1 border-b border-line bg-surface-2 p-1.5">
              {toolbar.map(({ label, symbol, format }) => (
                <button
                  key={label}
                  type="button"
                  aria-label={label}
                  title={label}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => run(format)}
                  className="min-h-9 min-w-9 rounded-control px-2 font-mono text-sm font-semibold text-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-accent"
                >
                  <span aria-hidden="true">{symbol}</span>
                </button>
              ))}
            </div>
          )}
          <div ref={host} />
        </div>
        <p id={`${labelId}-hint`} className="text-xs text-muted">
          The article itself: ## for a heading, **bold**, - for a list, or the buttons above. The preview beside shows how it reads.
        </p>
      </div>
      <section aria-label="Live preview" className="flex min-w-0 flex-col gap-2">
        <p className="text-sm font-semibold text-ink">Live preview</p>
        <SafeHtml html={html} className="prose-site max-h-[420px] overflow-auto rounded-card border border-line bg-surface p-4" />
      </section>
    </div>
  );
}

/**
 * Markdown (with GitHub's extensions) straight from the Lezer parser, which carries its own highlighting tags:
 * `@codemirror/lang-markdown` would add HTML-in-Markdown support, and with it the HTML, CSS and JavaScript parsers.
 */
const markdownLanguage = new Language(defineLanguageFacet(), markdownParser.configure(GFM), [], 'markdown');

type Format = (view: EditorView) => void;

function editability(disabled: boolean) {
  return [EditorView.editable.of(!disabled), EditorState.readOnly.of(disabled)];
}

/** Puts `marker` on both sides of each selection (an empty selection gets the pair with the cursor between). */
function wrapWith(marker: string): Format {
  return (view) =>
    view.dispatch(
      view.state.changeByRange((range) => ({
        changes: [
          { from: range.from, insert: marker },
          { from: range.to, insert: marker },
        ],
        range: range.empty ? EditorSelection.cursor(range.from + marker.length) : EditorSelection.range(range.from + marker.length, range.to + marker.length),
      })),
    );
}

/** Starts every line the selections touch with `prefix` (numbered lists count up). */
function prefixLines(prefix: (index: number) => string): Format {
  return (view) => {
    const changes: ChangeSpec[] = [];
    for (const range of view.state.selection.ranges) {
      const first = view.state.doc.lineAt(range.from).number;
      const last = view.state.doc.lineAt(range.to).number;
      for (let number = first; number <= last; number += 1) changes.push({ from: view.state.doc.line(number).from, insert: prefix(number - first) });
    }
    view.dispatch({ changes });
  };
}

const link: Format = (view) =>
  view.dispatch(
    view.state.changeByRange((range) => {
      const text = view.state.sliceDoc(range.from, range.to) || 'link text';
      const insert = `[${text}](https://)`;
      const urlStart = range.from + text.length + 3;
      return { changes: { from: range.from, to: range.to, insert }, range: EditorSelection.range(urlStart, urlStart + 'https://'.length) };
    }),
  );

/** The toolbar's actions; those with a `key` have that shortcut too. */
const toolbar: { label: string; symbol: string; format: Format; key?: string }[] = [
  { label: 'Bold', symbol: 'B', format: wrapWith('**'), key: 'Mod-b' },
  { label: 'Italic', symbol: 'I', format: wrapWith('_'), key: 'Mod-i' },
  { label: 'Heading', symbol: 'H2', format: prefixLines(() => '## ') },
  { label: 'Link', symbol: 'Link', format: link, key: 'Mod-k' },
  { label: 'Bulleted list', symbol: '•', format: prefixLines(() => '- ') },
  { label: 'Numbered list', symbol: '1.', format: prefixLines((index) => `${index + 1}. `) },
  { label: 'Quote', symbol: '❝', format: prefixLines(() => '> ') },
  { label: 'Code', symbol: '</>', format: wrapWith('`') },
];

const formatKeymap = toolbar.flatMap(({ key, format }) => (key ? [{ key, run: (view: EditorView) => (format(view), true) }] : []));

const markdownHighlight = HighlightStyle.define([
  { tag: tags.heading, fontWeight: '700', color: 'var(--nd-accent)' },
  { tag: tags.strong, fontWeight: '700' },
  { tag: tags.emphasis, fontStyle: 'italic' },
  { tag: [tags.link, tags.url], color: 'var(--nd-accent)', textDecoration: 'underline' },
  { tag: [tags.monospace, tags.quote], color: 'var(--nd-muted)' },
  { tag: tags.list, color: 'var(--nd-accent)' },
]);

const editorTheme = EditorView.theme({
  '&': { height: '420px', color: 'var(--nd-ink)', backgroundColor: 'var(--nd-surface)' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9rem', lineHeight: '1.6' },
  '.cm-content': { padding: '12px 4px', caretColor: 'var(--nd-ink)' },
  '.cm-placeholder': { color: 'var(--nd-muted)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--nd-accent-soft)' },
});
