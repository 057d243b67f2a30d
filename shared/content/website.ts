/*
 * What counts as a website on the contact forms: a web address (with or without http:// or https://) whose host
 * ends in a real top-level domain from the public suffix list's ICANN section, with a name in front of it
 * (`northstar.agency`, `example.ae`, `https://shop.example.sa/path`). Bare words, made-up endings, IP addresses and
 * other schemes are refused. The list comes from a maintained library, so new endings arrive with its updates; it is
 * loaded when first needed (about 50 KB compressed), so a page with a form does not carry it until the form is sent.
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The host of a typed web address, or undefined when it is not one (spaces, another scheme, no host). */
function webHost(typed: string): string | undefined {
  const value = typed.trim();
  if (!value || /\s/.test(value)) return undefined;
  try {
    const url = new URL(SCHEME.test(value) ? value : `https://${value}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    // A user name before the host ('mailto:ada@acme.com' read as an address) is not a website.
    if (url.username || url.password) return undefined;
    return url.hostname;
  } catch {
    return undefined;
  }
}

/** Whether the visitor typed a web address on a real top-level domain. */
export async function isWebsiteAddress(typed: string): Promise<boolean> {
  const host = webHost(typed);
  if (!host) return false;
  const { parse } = await import('tldts');
  const parsed = parse(host);
  return parsed.isIcann === true && !parsed.isIp && Boolean(parsed.domain) && Boolean(parsed.domainWithoutSuffix);
}
