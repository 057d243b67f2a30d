import type { IncomingMessage } from 'node:http';

/**
 * The viewer's address as CloudFront sees it: the connection's own. No request header (`X-Forwarded-For` or any
 * other) can change it; a test poses as another client by connecting from another loopback address (127.x.y.z).
 */
export function socketAddress(req: IncomingMessage): string {
  return req.socket.remoteAddress?.replace(/^::ffff:/i, '') || '127.0.0.1';
}
