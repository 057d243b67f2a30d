/**
 * Fault injection for the resilience tests, on a loopback port of its own (never the site's port): stop and start
 * the SES emulator, and make DynamoDB requests fail as throttling or internal errors (`POST /dynamodb/faults`) until
 * they are spent or cleared (`DELETE /dynamodb/faults`). Its URL is printed in the runtime's READY line as
 * `controlUrl`. A request it cannot act on gets 400 with the reason.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DynamoDbFault } from './dynamodb-streams';

export interface ControlActions {
  stopSes(): Promise<void>;
  startSes(): Promise<void>;
  injectDynamoDbFault(fault: DynamoDbFault): void;
  clearDynamoDbFaults(): void;
}

export async function startControlServer(actions: ControlActions): Promise<{ url: string; stop: () => Promise<void> }> {
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    try {
      if (req.method === 'POST' && req.url === '/ses/stop') await actions.stopSes();
      else if (req.method === 'POST' && req.url === '/ses/start') await actions.startSes();
      else if (req.method === 'POST' && req.url === '/dynamodb/faults') actions.injectDynamoDbFault(JSON.parse(Buffer.concat(chunks).toString()) as DynamoDbFault);
      else if (req.method === 'DELETE' && req.url === '/dynamodb/faults') actions.clearDynamoDbFaults();
      else {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(204).end();
    } catch (error) {
      const refused = error instanceof SyntaxError || error instanceof RangeError;
      res.writeHead(refused ? 400 : 500, { 'content-type': 'text/plain' }).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
