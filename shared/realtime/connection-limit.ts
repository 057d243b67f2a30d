/*
 * How many `/realtime` connections one client (see clientIdentity) may hold open at once. A page needs one; a few
 * tabs or devices behind one address need a few more; an anonymous script opening thousands would make every
 * booking's broadcast fan out to all of them. Beyond the limit the upgrade is refused.
 *
 * API Gateway closes every WebSocket connection after two hours at most, so a connection recorded longer ago than
 * that is gone even if its $disconnect never arrived: it no longer counts.
 */

export const MAX_REALTIME_CONNECTIONS_PER_CLIENT = 10;
export const REALTIME_CONNECTION_MAX_AGE_MS = 2 * 3600 * 1000;

/** A client's open connections: connection id → when it connected (epoch ms). */
export type OpenConnections = Record<string, number>;

/** The connections that may still be open at `now`. */
export function stillOpen(open: OpenConnections, now: number): OpenConnections {
  return Object.fromEntries(Object.entries(open).filter(([, connectedAt]) => connectedAt > now - REALTIME_CONNECTION_MAX_AGE_MS));
}
