import { lazy, Suspense, type ElementType, type ReactNode } from 'react';
import { stableHash } from '../../../shared/content/stable-hash';
import { usePrerenderedValue } from './page-data';

/** HTML a prerendered page carries sanitised, with the fingerprint of the record's text it was made from. */
export interface SanitisedHtml {
  of: number;
  html: string;
}

/** The value to store under a `PrerenderedHtml`'s key: `html`, already sanitised, made from the record's `source`. */
export const sanitisedHtmlValue = (source: string, sanitisedHtml: string): SanitisedHtml => ({ of: stableHash(source), html: sanitisedHtml });

interface PrerenderedHtmlProps {
  valueKey: string;
  /** The record's text the HTML is made from (Markdown, or HTML itself). */
  source: string;
  as?: ElementType;
  className?: string;
  /** How the browser renders `source` itself, sanitising it: after client-side navigation, or when the record changed. */
  children: ReactNode;
}

/**
 * HTML from a content record, sanitised once. A prerendered page carries it already sanitised at build time, so
 * hydration renders it as it is and the page downloads no sanitiser; otherwise the browser renders `children`.
 */
export function PrerenderedHtml({ valueKey, source, as: Tag = 'div', className, children }: PrerenderedHtmlProps) {
  const prerendered = usePrerenderedValue<SanitisedHtml>(valueKey);
  if (prerendered?.of === stableHash(source)) return <Tag className={className} dangerouslySetInnerHTML={{ __html: prerendered.html }} />;
  return children;
}

const SafeHtml = lazy(() => import('../ui/SafeHtml').then((module) => ({ default: module.SafeHtml })));

/** `SafeHtml` loaded when first needed, so DOMPurify stays out of a page until it sanitises in the browser. */
export function LazySafeHtml({ html, as, className, fallback = null }: { html: string; as?: ElementType; className?: string; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <SafeHtml html={html} as={as} className={className} />
    </Suspense>
  );
}
