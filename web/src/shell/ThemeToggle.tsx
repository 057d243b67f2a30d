import { useTheme } from '../lib/theme';
import { MoonIcon, SunIcon } from '../ui';

/** Switches light/dark; the label says what a press will do. */
export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      className="grid size-10 place-items-center rounded-full text-ink transition-colors hover:bg-surface-2"
    >
      {theme === 'dark' ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}
