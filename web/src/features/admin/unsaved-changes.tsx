import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';

/*
 * The unsaved-changes guard of the staff dashboard. Each form with edits not yet saved says so (`useUnsavedChanges`);
 * while any has, leaving asks first: closing or reloading the tab (the browser's own prompt), following a link (a
 * section of the dashboard, another page of the site) and choosing another item in a list (`useConfirmLeave`).
 */

export const LEAVE_QUESTION = 'You have changes that are not saved. Leave without saving them?';

interface Guard {
  setDirty(form: string, dirty: boolean): void;
  confirmLeave(): boolean;
}

const GuardContext = createContext<Guard | null>(null);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyForms = useRef(new Set<string>());
  const [anyDirty, setAnyDirty] = useState(false);
  const guard = useMemo<Guard>(
    () => ({
      setDirty(form, dirty) {
        if (dirty) dirtyForms.current.add(form);
        else dirtyForms.current.delete(form);
        setAnyDirty(dirtyForms.current.size > 0);
      },
      confirmLeave() {
        if (dirtyForms.current.size === 0 || !window.confirm(LEAVE_QUESTION)) return dirtyForms.current.size === 0;
        // The editor chose to leave: the edits are dropped, so nothing asks again on the way out.
        dirtyForms.current.clear();
        setAnyDirty(false);
        return true;
      },
    }),
    [],
  );

  useEffect(() => {
    if (!anyDirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    // Runs before the router's own click handler (capture phase), so a refused leave never starts the navigation.
    const onLinkClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || link.getAttribute('target') === '_blank' || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (!guard.confirmLeave()) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', onLinkClick, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', onLinkClick, true);
    };
  }, [anyDirty, guard]);

  return <GuardContext.Provider value={guard}>{children}</GuardContext.Provider>;
}

/** Tells the guard whether this form holds unsaved edits (forgotten when the form goes away). */
export function useUnsavedChanges(dirty: boolean): void {
  const guard = useContext(GuardContext);
  const form = useId();
  useEffect(() => {
    guard?.setDirty(form, dirty);
  }, [guard, form, dirty]);
  useEffect(() => () => guard?.setDirty(form, false), [guard, form]);
}

/** Asks before a change that would drop unsaved edits (another item, a new one); true when it may go ahead. */
export function useConfirmLeave(): () => boolean {
  const guard = useContext(GuardContext);
  return useCallback(() => guard?.confirmLeave() ?? true, [guard]);
}
