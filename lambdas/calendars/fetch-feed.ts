import { FeedFetchError } from './sync-calendar';

/** A feed larger than this is refused: a calendar of many years of events, or not a calendar at all. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
/** Calendar servers redirect once or twice (http → https, an old address → the new one); more is a loop. */
const MAX_REDIRECTS = 5;

/**
 * Fetches a feed's text. Every failure is a `FeedFetchError` whose words name what went wrong and never the
 * address (which is a secret). Redirects are followed one at a time, each only to an address the same rules accept,
 * and checked before it is requested: a calendar server cannot send the function to an address it may not read
 * (a plain-http or internal one).
 */
export function feedFetcher(accepts: (url: string) => boolean): (url: string) => Promise<string> {
  return async (url) => {
    const deadline = AbortSignal.timeout(TIMEOUT_MS);
    let current = url;
    let response = await request(current, deadline);
    for (let redirects = 0; isRedirect(response.status); redirects += 1) {
      const next = resolveLocation(response.headers.get('location'), current);
      if (!next) throw new FeedFetchError(`The calendar server answered ${response.status} without saying where the calendar moved.`);
      if (redirects === MAX_REDIRECTS) throw new FeedFetchError('The calendar address redirects too many times.');
      if (!accepts(next)) throw new FeedFetchError('The calendar address redirects to an address that is not allowed.');
      await response.body?.cancel();
      current = next;
      response = await request(current, deadline);
    }
    if (!response.ok) {
      const hint = response.status === 401 || response.status === 403 || response.status === 404 ? ' Check that the address is the calendar’s current secret iCal address.' : '';
      throw new FeedFetchError(`The calendar server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.${hint}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) throw new FeedFetchError('The calendar is larger than 5 MB.');
    const text = await response.text().catch((error: unknown) => {
      throw readFailure(error);
    });
    if (Buffer.byteLength(text) > MAX_FEED_BYTES) throw new FeedFetchError('The calendar is larger than 5 MB.');
    return text;
  };
}

/** Where a redirect points, resolved against the address that answered it; undefined when it names nowhere. */
function resolveLocation(location: string | null, base: string): string | undefined {
  if (!location) return undefined;
  try {
    return new URL(location, base).toString();
  } catch {
    return undefined;
  }
}

function isRedirect(status: number): boolean {
  return status === 301 || status === 302 || status === 303 || status === 307 || status === 308;
}

async function request(url: string, signal: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { headers: { accept: 'text/calendar, */*;q=0.5' }, redirect: 'manual', signal });
  } catch (error) {
    throw readFailure(error);
  }
}

/** A request or a body that failed, in words (the error's own message may carry the address). */
function readFailure(error: unknown): FeedFetchError {
  const name = (error as Error | undefined)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return new FeedFetchError(`The calendar server did not answer within ${TIMEOUT_MS / 1000} seconds.`);
  const code = ((error as { cause?: { code?: string } }).cause?.code ?? '').replace(/[^A-Z_]/g, '');
  return new FeedFetchError(`The calendar server could not be reached${code ? ` (${code})` : ''}.`);
}
