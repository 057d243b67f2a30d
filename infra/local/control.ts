/**
 * Fault injection for the resilience tests, on a loopback port of its own (never the site's port): stop and start
 * the SES emulator. Its URL is printed in the runtime's READY line as `controlUrl`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ControlActions {
  stopSes(): Promise<void>;
  startSes(): Promise<void>;
}

export async function startControlServer(actions: ControlActions): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    req.resume();
    try {
      if (req.method === 'POST' && req.url === '/ses/stop') await actions.stopSes();
      else if (req.method === 'POST' && req.url === '/ses/start') await actions.startSes();
      else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(204).end();
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
