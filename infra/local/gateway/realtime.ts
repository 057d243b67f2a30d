/**
 * The WebSocket API at `/realtime`: each connection gets an API Gateway-style id and the $connect, $disconnect
 * and $default handlers of the route table are called with WebSocket event shapes. The management API
 * (`POST|GET|DELETE /@connections/{id}`) listens on its own loopback port so handlers post to clients through
 * `@aws-sdk/client-apigatewaymanagementapi` unchanged.
 */
import { randomBytes } from 'node:crypto';
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import type { WebSocketRoute } from '../../../shared/contracts/routes/types';
import { ORIGIN_VERIFY_HEADER, VIEWER_IP_HEADER } from '../../../shared/contracts/headers';
import { socketAddress } from './socket-address';
import { webSocketEvent, type WebSocketEventType } from '../../../lambdas/lib/api-gateway-events';
import type { LambdaHost } from './lambda-host';

interface Connection {
  socket: WebSocket;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  domainName: string;
}

export class RealtimeGateway {
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: 128 * 1024 });
  private readonly connections = new Map<string, Connection>();
  private managementServer?: Server;

  constructor(
    private readonly routes: readonly WebSocketRoute[],
    private readonly lambdas: LambdaHost,
    /** What CloudFront adds to every request it forwards, so the $connect handler trusts the viewer address it passes. */
    private readonly originVerifySecret: string,
    private readonly log: (message: string) => void,
  ) {}

  get managementEndpoint(): string {
    const address = this.managementServer?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  async start(): Promise<void> {
    this.managementServer = createServer((req, res) => void this.manage(req, res));
    await new Promise<void>((resolve) => this.managementServer!.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const connection of this.connections.values()) connection.socket.terminate();
    await new Promise<void>((resolve) => (this.managementServer ? this.managementServer.close(() => resolve()) : resolve()));
  }

  async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const connectionId = randomBytes(12).toString('base64');
    const url = new URL(req.url ?? '/', 'http://localhost');
    const connection: Omit<Connection, 'socket'> = {
      connectedAt: Date.now(),
      lastActiveAt: Date.now(),
      sourceIp: socketAddress(req),
      userAgent: String(req.headers['user-agent'] ?? ''),
      domainName: String(req.headers.host ?? 'localhost'),
    };
    const result = await this.call('$connect', 'CONNECT', connectionId, connection, {
      // As CloudFront does: the viewer's address (never a client-supplied x-viewer-ip) and the origin secret.
      headers: {
        ...Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, String(value)])),
        [VIEWER_IP_HEADER]: connection.sourceIp,
        [ORIGIN_VERIFY_HEADER]: this.originVerifySecret,
      },
      query: Object.fromEntries(url.searchParams),
    });
    if (!isSuccess(result)) {
      // API Gateway refuses the upgrade with the status $connect answered (a failure of the handler is a 500).
      const status = (result as { statusCode?: number } | undefined)?.statusCode ?? 500;
      socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      socket.destroy();
      return;
    }
    this.sockets.handleUpgrade(req, socket, head, (ws) => {
      this.connections.set(connectionId, { ...connection, socket: ws });
      ws.on('message', (data) => {
        const open = this.connections.get(connectionId);
        if (open) open.lastActiveAt = Date.now();
        void this.call('$default', 'MESSAGE', connectionId, connection, { body: data.toString() }).then((reply) => {
          const body = (reply as { body?: string } | undefined)?.body;
          if (body && ws.readyState === WebSocket.OPEN) ws.send(body);
        });
      });
      ws.on('close', (code) => {
        this.connections.delete(connectionId);
        void this.call('$disconnect', 'DISCONNECT', connectionId, connection, { disconnectStatusCode: code });
      });
      ws.on('error', () => ws.terminate());
    });
  }

  private async call(
    routeKey: WebSocketRoute['routeKey'],
    eventType: WebSocketEventType,
    connectionId: string,
    connection: Omit<Connection, 'socket'>,
    extra: { headers?: Record<string, string>; query?: Record<string, string>; body?: string; disconnectStatusCode?: number },
  ): Promise<unknown> {
    const route = this.routes.find((candidate) => candidate.routeKey === routeKey);
    if (!route) return { statusCode: 200 };
    const event = webSocketEvent({ routeKey, eventType, connectionId, ...connection, ...extra });
    try {
      return await this.lambdas.invoke(route.handler, event, route.timeoutSeconds);
    } catch (error) {
      this.log(`realtime ${routeKey} failed: ${error instanceof Error ? error.message : String(error)}`);
      return { statusCode: 500 };
    }
  }

  private async manage(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const match = /^\/@connections\/([^/?]+)/.exec(req.url ?? '');
    if (!match) return reply(res, 404, { message: 'Not Found' });
    const connectionId = decodeURIComponent(match[1]);
    const connection = this.connections.get(connectionId);
    if (!connection || connection.socket.readyState !== WebSocket.OPEN) {
      res.writeHead(410, { 'content-type': 'application/json', 'x-amzn-errortype': 'GoneException' });
      res.end(JSON.stringify({ message: null }));
      return;
    }
    switch (req.method) {
      case 'POST': {
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        connection.socket.send(Buffer.concat(chunks).toString('utf8'));
        return reply(res, 200);
      }
      case 'GET':
        return reply(res, 200, {
          ConnectedAt: new Date(connection.connectedAt).toISOString(),
          LastActiveAt: new Date(connection.lastActiveAt).toISOString(),
          Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
        });
      case 'DELETE':
        connection.socket.close(1000);
        return reply(res, 204);
      default:
        return reply(res, 405, { message: 'Method Not Allowed' });
    }
  }
}

function isSuccess(result: unknown): boolean {
  const status = (result as { statusCode?: number } | undefined)?.statusCode ?? 200;
  return status >= 200 && status < 300;
}

function reply(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}
