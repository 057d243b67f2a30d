import { useState, type FocusEvent } from 'react';

/**
 * Holds an auto-advancing region still while the visitor works it with the keyboard (WCAG 2.2.2): spread `handlers`
 * on the region, read `paused`. Focus that arrives by keyboard (`:focus-visible`) or a key pressed inside holds it;
 * focus leaving the region releases it. A mouse click or a tap focuses a button too, but a click only selects: so
 * pointer input inside releases it as well, and the rotation goes on from the clicked item.
 */
export function usePauseHandlers() {
  const [keyboard, setKeyboard] = useState(false);
  const handlers = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (event.target.matches(':focus-visible')) setKeyboard(true);
    },
    onKeyDown: () => setKeyboard(true),
    onPointerDown: () => setKeyboard(false),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboard(false);
    },
  };
  return { paused: keyboard, handlers };
}
