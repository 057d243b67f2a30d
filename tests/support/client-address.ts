/**
 * Posing as another visitor: the gateway knows a client by its connection's address only (no header changes it),
 * and every 127.x.y.z address is this machine, so a test connects from a loopback address of its own.
 */
import { request } from 'node:http';

/** A random loopback address other than 127.0.0.1 (which the browser tests and most suites connect from). */
export function loopbackAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `127.${byte()}.${byte()}.${byte()}`;
}

export interface FromInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

/** `fetch` from `localAddress`: the request leaves from that source address, so the gateway counts it as that client. */
export function fetchFrom(localAddress: string, url: string, init: FromInit = {}): Promise<Response> {
  const target = new URL(url);
  // The gateway listens on 127.0.0.1: a loopback source address reaches it over IPv4 only.
  if (target.hostname === 'localhost') target.hostname = '127.0.0.1';
  const body = typeof init.body === 'string' ? Buffer.from(init.body) : init.body;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      target,
      {
        method: init.method ?? 'GET',
        localAddress,
        headers: { ...init.headers, ...(body ? { 'content-length': String(body.byteLength) } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
          }
          const status = response.statusCode ?? 0;
          const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
          resolve(new Response(empty ? null : Buffer.concat(chunks), { status, statusText: response.statusMessage, headers }));
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
