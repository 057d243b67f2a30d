import ipaddr from 'ipaddr.js';

/*
 * The identity every per-client limit counts by (bookings, chat, contact, newsletter, staff password resets,
 * realtime connections). It comes from the connection's address, never from a header a client can write: the
 * socket's address locally, CloudFront's viewer address in AWS.
 *
 * An IPv4 address is one client. An IPv6 address counts by its /64 prefix: a provider hands one subscriber a whole
 * /64 (or more), and a host picks any address inside it at will, so counting single IPv6 addresses would give
 * every visitor 2^64 fresh identities. An IPv4 address written as IPv6 (`::ffff:203.0.113.9`, as a dual-stack
 * socket reports it) is the IPv4 client it names.
 */

/** What a limit counts an address as; anything that is not an IP address counts as one client, `unknown`. */
export function clientIdentity(address: string): string {
  const text = address.trim().replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  // Only the dotted four-part IPv4 form: ipaddr also reads `1.2.3` or hex parts, which no connection reports.
  if (!ipaddr.IPv4.isValidFourPartDecimal(text) && !ipaddr.IPv6.isValid(text)) return 'unknown';
  const parsed = ipaddr.process(text);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`).toRFC5952String()}/64`;
}
