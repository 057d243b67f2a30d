import { useCallback, useSyncExternalStore } from 'react';

/** The remembered choice; index.html reads the same key before the first paint. */
export const THEME_STORAGE_KEY = 'theme';
export type Theme = 'light' | 'dark';

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const currentTheme = (): Theme => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/**
 * The visitor's theme: the page's class (set before the first paint from the stored choice or the system), else the
 * stored choice, else the system's preference.
 */
export function visitorTheme(): Theme {
  if (currentTheme() === 'dark') return 'dark';
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    if (stored === 'light' || stored === 'dark') return stored;
  } catch {
    // Storage refused (private mode): the page's class and the system decide.
  }
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The theme is the `dark` class on <html> (the booking e-mails read it from there); toggling remembers it. */
export function useTheme() {
  const theme = useSyncExternalStore<Theme>(subscribe, currentTheme, () => 'light');
  const setTheme = useCallback((next: Theme) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  const toggleTheme = useCallback(() => setTheme(currentTheme() === 'dark' ? 'light' : 'dark'), [setTheme]);
  return { theme, setTheme, toggleTheme };
}
