/**
 * Fault injection and time travel for the tests, on a loopback port of its own (never the site's port): stop and
 * start the SES emulator; run the Scheduler emulator's schedules due by a later time (`POST /scheduler/run-due`
 * `{asOf, namePrefix}` → `{invoked}`), so a test sees a reminder of next week go out without waiting for it. Its URL is
 * printed in the runtime's READY line as `controlUrl`.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ControlActions {
  stopSes(): Promise<void>;
  startSes(): Promise<void>;
  /** Invokes the schedules whose name starts with `namePrefix` and whose time is at or before `asOf` (epoch ms). */
  runDueSchedules(asOf: number, namePrefix: string): number;
}

export async function startControlServer(actions: ControlActions): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    try {
      if (req.method === 'POST' && req.url === '/scheduler/run-due') {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const { asOf, namePrefix } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { asOf: string; namePrefix: string };
        // A prefix is required: a test runs its own schedules, never another test's.
        if (!namePrefix || Number.isNaN(Date.parse(asOf))) {
          res.writeHead(400, { 'content-type': 'text/plain' }).end('asOf (ISO) and namePrefix are required');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ invoked: actions.runDueSchedules(Date.parse(asOf), namePrefix) }));
        return;
      }
      req.resume();
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
