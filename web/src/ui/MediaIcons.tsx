import type { SVGProps } from 'react';

/** Media-control glyphs (decorative; the buttons holding them carry the accessible name). */
type P = SVGProps<SVGSVGElement>;
const base = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const PlayIcon = (p: P) => (
  <svg {...base} fill="currentColor" {...p}>
    <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.4-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z" />
  </svg>
);
export const PauseIcon = (p: P) => (
  <svg {...base} fill="currentColor" {...p}>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </svg>
);
export const VolumeIcon = ({ muted, ...p }: P & { muted: boolean }) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...p}>
    <path d="M11 5 6 9H3v6h3l5 4z" fill="currentColor" />
    {muted ? <path d="m16 9 5 6M21 9l-5 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />}
  </svg>
);
export const ChevronLeftIcon = (p: P) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...p}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const ChevronRightIcon = (p: P) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" {...p}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
