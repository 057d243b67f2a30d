import { useNavigate } from 'react-router-dom';
import { Button, CloseIcon, Container, CookieIcon } from '../ui';
import { ALL_COOKIES, ESSENTIAL_ONLY, markCookieBannerSeen, saveCookiePreferences } from './consent';

/**
 * The fixed consent bar: Accept All stores all four preferences, Essential Only only essential,
 * Customize marks it seen and opens /cookies, the close icon marks it seen without storing preferences.
 * The wrapper decides whether it shows (until cookieBannerSeen is 'true'). The bar is opaque, without a backdrop
 * blur: on phones it sits over the playing showreel, and a blurred backdrop is recomputed for every video frame.
 */
export function CookieBanner({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();

  function finish(action: () => void) {
    markCookieBannerSeen();
    action();
    onDone();
  }

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="fixed inset-x-0 bottom-0 z-50 animate-rise border-t border-line bg-surface py-5 shadow-pop"
    >
      <Container className="flex flex-col gap-4 lg:flex-row lg:items-center lg:gap-8">
        <div className="flex items-start gap-4 pr-10 lg:pr-0">
          <span aria-hidden="true" className="hidden size-11 shrink-0 place-items-center rounded-full bg-signal text-signal-ink sm:grid">
            <CookieIcon className="size-5" />
          </span>
          <div>
            <h2 id="cookie-banner-title" className="font-display text-lg font-semibold">
              We use cookies
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-muted">
              We use cookies to enhance your browsing experience and analyze our traffic. By clicking "Accept All", you consent to our use of cookies.
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2 lg:ml-auto lg:flex-nowrap">
          <Button variant="outline" size="sm" onClick={() => finish(() => saveCookiePreferences(ESSENTIAL_ONLY))}>
            Essential Only
          </Button>
          <Button variant="ghost" size="sm" onClick={() => finish(() => navigate('/cookies'))}>
            Customize
          </Button>
          <Button variant="primary" size="sm" onClick={() => finish(() => saveCookiePreferences(ALL_COOKIES))}>
            Accept All
          </Button>
        </div>
        <button
          type="button"
          aria-label="Close cookie banner"
          onClick={() => finish(() => undefined)}
          className="absolute top-3 right-3 grid size-9 place-items-center rounded-full text-muted hover:bg-surface-2 hover:text-ink lg:static lg:shrink-0"
        >
          <CloseIcon className="size-4" />
        </button>
      </Container>
    </section>
  );
}
