/**
 * What a visitor does to the prerendered page before the app has hydrated must not be lost.
 *
 * - Links are plain links: they navigate the browser's way at once.
 * - Buttons have no handler yet: the page template's inline script holds their taps, and `finishHydration` replays
 *   each held button once.
 * - Form fields keep what was typed, ticked, chosen or autofilled, but React's state does not know it: hydration keeps
 *   the field's value, yet the next render would write the state's empty value back. `finishHydration` hands every
 *   such value to the form's own change handlers, as if typed now.
 */

import { useEffect } from 'react';

type FieldControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type EarlyValue = { control: FieldControl; value: string; checked: boolean };

const CHECKABLE = new Set(['checkbox', 'radio']);
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'image', 'file', 'hidden']);

let early: EarlyValue[] = [];

function isCheckable(control: FieldControl): control is HTMLInputElement {
  return control instanceof HTMLInputElement && CHECKABLE.has(control.type);
}

/** Whether the visitor changed the control from what the prerendered markup set. */
function changedByVisitor(control: FieldControl): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  if (isCheckable(control)) return control.checked !== control.defaultChecked;
  return !NOT_TYPED.has(control.type) && control.value !== control.defaultValue;
}

function changedControls(container: ParentNode): EarlyValue[] {
  return [...container.querySelectorAll<FieldControl>('input, textarea, select')]
    .filter(changedByVisitor)
    // A radio button left unchecked was unchecked by checking another of its group, which is delivered instead.
    .filter((control) => !(control instanceof HTMLInputElement && control.type === 'radio' && !control.checked))
    .map((control) => ({ control, value: control.value, checked: isCheckable(control) && control.checked }));
}

/**
 * Notes the values the visitor has given before hydration starts: hydrating a <select> selects the option the
 * markup chose, so a choice made before would be gone by the time hydration ends.
 */
export function keepEarlyInput(container: ParentNode) {
  early = changedControls(container);
}

/** The prototype's setter, which sets the value without telling React's change tracking about it. */
function setNativeValue(control: FieldControl, value: string) {
  const prototype = Object.getPrototypeOf(control) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, value);
}

/** Delivers a value to React as the browser would: the field's change tracking sees the old value, then the event. */
function deliver({ control, value, checked }: EarlyValue) {
  if (!control.isConnected) return;
  if (isCheckable(control)) {
    // React reads a checkbox's change from its click: put the unchanged state back, then tick it the browser's way.
    control.checked = !checked;
    control.click();
    return;
  }
  if (control instanceof HTMLSelectElement) {
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  control.value = control.defaultValue;
  setNativeValue(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Rendered last inside each boundary that holds a page: React hydrates a Suspense boundary after the shell around
 * it, so the page's forms have handlers only once this boundary's effects run.
 */
export function PageHydrated() {
  useEffect(finishHydration, []);
  return null;
}

/**
 * Runs once the app has hydrated: marks the page ready (`data-hydrated`, which also stops the inline script from
 * holding taps), hands early values to their forms, then replays the held taps once their state has rendered (a
 * held Send must submit what was typed).
 */
function finishHydration() {
  const root = document.documentElement;
  if (root.hasAttribute('data-hydrated')) return;
  root.setAttribute('data-hydrated', 'true');
  const typedDuringHydration = changedControls(document);
  const values = new Map<FieldControl, EarlyValue>(early.map((entry) => [entry.control, entry]));
  for (const entry of typedDuringHydration) values.set(entry.control, entry);
  early = [];
  values.forEach(deliver);
  const held = window.__heldTaps ?? [];
  window.__heldTaps = [];
  setTimeout(() => held.forEach((button) => button.isConnected && (button as HTMLElement).click()));
}
