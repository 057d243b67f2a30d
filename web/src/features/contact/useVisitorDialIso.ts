import { useEffect, useState } from 'react';
import { DEFAULT_DIAL_ISO, dialCodes } from './dial-codes';

/**
 * The country of the visitor's time zone in the contact form's calling-code list (+971 when the zone names none or
 * the list lacks it). Known only in the browser, after hydration, so the prerendered page starts on +971; the
 * zone-to-country table loads then, off the page's first paint.
 */
export function useVisitorDialIso(): string {
  const [iso, setIso] = useState(DEFAULT_DIAL_ISO);
  useEffect(() => {
    let live = true;
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    import('../../../../shared/booking/dial-codes').then(
      ({ dialEntryForTimeZone }) => live && setIso(dialEntryForTimeZone(dialCodes, zone, DEFAULT_DIAL_ISO).iso),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return iso;
}
