import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../lib/cx';

/** Centres content at the page width with the fluid gutter. */
export function Container({ className, narrow, children }: { className?: string; narrow?: boolean; children: ReactNode }) {
  return (
    <div className={cx('mx-auto w-full px-(--spacing-gutter)', narrow ? 'max-w-4xl' : 'max-w-(--container-page)', className)}>
      {children}
    </div>
  );
}

type SectionTone = 'canvas' | 'surface' | 'inverse' | 'accent';

const tones: Record<SectionTone, string> = {
  canvas: 'bg-canvas text-ink',
  surface: 'bg-surface-2 text-ink',
  // Inverse sections flip the palette for strong contrast bands (dark band in light mode, light band in dark).
  inverse: 'bg-inverse text-inverse-ink [--nd-muted:color-mix(in_oklab,var(--nd-inverse-ink)_70%,transparent)] [--nd-line:color-mix(in_oklab,var(--nd-inverse-ink)_18%,transparent)]',
  accent: 'bg-accent text-accent-ink',
};

export type SectionProps = HTMLAttributes<HTMLElement> & {
  as?: ElementType;
  tone?: SectionTone;
  /** 'none' removes the vertical rhythm, e.g. for a hero that sets its own. */
  spacing?: 'default' | 'tight' | 'none';
};

/** A full-width page band with the section rhythm; put a Container inside. Give it an `id` to make it a scroll target. */
export function Section({ as: Tag = 'section', tone = 'canvas', spacing = 'default', className, ...rest }: SectionProps) {
  return (
    <Tag
      className={cx(
        tones[tone],
        spacing === 'default' && 'py-(--spacing-section)',
        spacing === 'tight' && 'py-12 md:py-16',
        'scroll-mt-24',
        // A band off screen skips style, layout and paint until it comes near (a hero, spacing 'none', is always on
        // screen): a long page's first layout on a slow phone then costs the bands in view only. `auto` keeps a
        // band's real height once it has been rendered, so scrolling back does not shift.
        spacing !== 'none' && '[content-visibility:auto] [contain-intrinsic-size:auto_40rem]',
        className,
      )}
      {...rest}
    />
  );
}
