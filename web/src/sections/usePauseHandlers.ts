import { useState, type FocusEvent } from 'react';

/** Hover and keyboard-focus pausing for carousels: spread `handlers` on the region, read `paused`. */
export function usePauseHandlers() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const handlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
  return { paused: hovered || focused, handlers };
}
