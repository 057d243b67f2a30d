import type { ReactNode } from 'react';

/** Text for screen readers only (e.g. the name of an icon-only control or a live announcement). */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="sr-only">{children}</span>;
}
