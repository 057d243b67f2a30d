import { FeedFetchError } from './sync-calendar';

/** A feed larger than this is refused: a calendar of many years of events, or not a calendar at all. */
const MAX_FEED_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

/**
 * Fetches a feed's text. Every failure is a `FeedFetchError` whose words name what went wrong and never the
 * address (which is a secret). A redirect is followed only to an address the same rules accept.
 */
export function feedFetcher(accepts: (url: string) => boolean): (url: string) => Promise<string> {
  return async (url) => {
    let response: Response;
    try {
      response = await fetch(url, { headers: { accept: 'text/calendar, */*;q=0.5' }, redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      const name = (error as Error | undefined)?.name;
      if (name === 'TimeoutError' || name === 'AbortError') throw new FeedFetchError(`The calendar server did not answer within ${TIMEOUT_MS / 1000} seconds.`);
      const code = ((error as { cause?: { code?: string } }).cause?.code ?? '').replace(/[^A-Z_]/g, '');
      throw new FeedFetchError(`The calendar server could not be reached${code ? ` (${code})` : ''}.`);
    }
    if (response.redirected && !accepts(response.url)) throw new FeedFetchError('The calendar address redirects to an address that is not allowed.');
    if (!response.ok) {
      const hint = response.status === 401 || response.status === 403 || response.status === 404 ? ' Check that the address is the calendar’s current secret iCal address.' : '';
      throw new FeedFetchError(`The calendar server answered ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.${hint}`);
    }
    if (Number(response.headers.get('content-length') ?? 0) > MAX_FEED_BYTES) throw new FeedFetchError('The calendar is larger than 5 MB.');
    const text = await response.text();
    if (Buffer.byteLength(text) > MAX_FEED_BYTES) throw new FeedFetchError('The calendar is larger than 5 MB.');
    return text;
  };
}
