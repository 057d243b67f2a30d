import { useEffect, useState, type FormEvent } from 'react';
import { ALL_COOKIES, ESSENTIAL_ONLY, markCookieBannerSeen, readCookiePreferences, saveCookiePreferences, type CookiePreferences } from '../../shell/consent';
import { Button, Card, notifySuccess } from '../../ui';

const categories: { key: keyof CookiePreferences; title: string; description: string }[] = [
  { key: 'essential', title: 'Essential', description: 'Needed for the site to work: security, your consent and your theme. Always on.' },
  { key: 'analytics', title: 'Analytics', description: 'Anonymous statistics and session recordings that show us how the site is used.' },
  { key: 'marketing', title: 'Marketing', description: 'Measure our campaigns and show you relevant offers on other platforms.' },
  { key: 'functional', title: 'Functional', description: 'Remember choices such as embedded video and chat settings.' },
];

/** Lets the visitor change each preference later. Starts from the stored choice. */
export function CookiePreferencesForm() {
  const [preferences, setPreferences] = useState<CookiePreferences>(ESSENTIAL_ONLY);

  useEffect(() => {
    const stored = readCookiePreferences();
    if (stored) setPreferences(stored);
  }, []);

  function save(next: CookiePreferences) {
    setPreferences(next);
    saveCookiePreferences(next);
    markCookieBannerSeen();
    notifySuccess({ title: 'Preferences saved', message: 'Your cookie preferences have been updated.' });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    save(preferences);
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="cookie-preferences-title">
      <h2 id="cookie-preferences-title" className="font-display text-display-md font-semibold">
        Your preferences
      </h2>
      <div className="mt-6 space-y-3">
        {categories.map((category) => (
          <Card key={category.key} className="flex items-start justify-between gap-6">
            <div>
              <label htmlFor={`cookie-${category.key}`} className="font-display text-lg font-semibold">
                {category.title}
              </label>
              <p id={`cookie-${category.key}-description`} className="mt-1 text-sm text-muted">
                {category.description}
              </p>
            </div>
            <input
              id={`cookie-${category.key}`}
              type="checkbox"
              role="switch"
              aria-describedby={`cookie-${category.key}-description`}
              checked={preferences[category.key]}
              disabled={category.key === 'essential'}
              onChange={(event) => setPreferences((current) => ({ ...current, [category.key]: event.target.checked }))}
              className="peer mt-1 h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-pill bg-line transition-colors duration-200 before:block before:size-5 before:translate-x-1 before:translate-y-1 before:rounded-full before:bg-white before:shadow before:transition-transform before:duration-200 checked:bg-accent checked:before:translate-x-6 disabled:cursor-not-allowed disabled:opacity-60"
            />
          </Card>
        ))}
      </div>
      <div className="mt-8 flex flex-wrap gap-3">
        <Button type="submit">Save preferences</Button>
        <Button variant="outline" onClick={() => save(ALL_COOKIES)}>
          Accept All
        </Button>
        <Button variant="ghost" onClick={() => save(ESSENTIAL_ONLY)}>
          Essential Only
        </Button>
      </div>
    </form>
  );
}
