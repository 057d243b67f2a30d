/**
 * A small Secrets Manager for the local cloud: the part of the service's JSON 1.1 API the handlers use
 * (`secretsmanager.GetSecretValue`, through the AWS SDK and Powertools Parameters), on a loopback port the SDK
 * reaches through `AWS_ENDPOINT_URL_SECRETS_MANAGER`. It serves the secrets the runtime gives it (the booking-link key
 * kept per data folder, the origin secret made each start) by name or by the ARN it reports, with Secrets Manager's
 * answer and error shapes; anything else is refused as the service refuses an unknown operation.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

const TARGET_PREFIX = 'secretsmanager.';
const CONTENT_TYPE = 'application/x-amz-json-1.1';

interface StoredSecret {
  name: string;
  arn: string;
  value: string;
  versionId: string;
  createdDate: number;
}

export interface LocalSecretsManagerOptions {
  region: string;
  /** Secret name → value. */
  secrets: Record<string, string>;
}

export class LocalSecretsManager {
  private server: Server | undefined;
  private readonly byId = new Map<string, StoredSecret>();

  constructor(options: LocalSecretsManagerOptions) {
    const createdDate = Math.floor(Date.now() / 1000);
    for (const [name, value] of Object.entries(options.secrets)) {
      // Secrets Manager ends an ARN with '-' and six random characters.
      const arn = `arn:aws:secretsmanager:${options.region}:000000000000:secret:${name}-${randomBytes(3).toString('hex')}`;
      const secret = { name, arn, value, versionId: randomUUID(), createdDate };
      this.byId.set(name, secret);
      this.byId.set(arn, secret);
    }
  }

  /** The id a handler is given for a secret (its name, as the SecretId it sends). */
  idOf(name: string): string {
    if (!this.byId.has(name)) throw new Error(`No local secret ${name}`);
    return name;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(0, '127.0.0.1', () => resolve());
    });
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers['x-amz-target'] ?? '');
    if (req.method !== 'POST' || !target.startsWith(TARGET_PREFIX)) {
      return send(res, 400, { __type: 'UnknownOperationException', message: 'Not a Secrets Manager request.' });
    }
    let input: { SecretId?: unknown; VersionId?: unknown; VersionStage?: unknown };
    try {
      input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return send(res, 400, { __type: 'SerializationException', message: 'The request body is not valid JSON.' });
    }
    const operation = target.slice(TARGET_PREFIX.length);
    if (operation !== 'GetSecretValue') {
      return send(res, 400, { __type: 'UnknownOperationException', message: `The local Secrets Manager does not serve ${operation}.` });
    }
    send(res, ...this.getSecretValue(input));
  }

  private getSecretValue(input: { SecretId?: unknown; VersionId?: unknown; VersionStage?: unknown }): [number, object] {
    if (typeof input.SecretId !== 'string' || input.SecretId.length === 0) {
      return [400, { __type: 'InvalidParameterException', message: 'You must provide a SecretId.' }];
    }
    const secret = this.byId.get(input.SecretId);
    const versionMatches =
      secret &&
      (input.VersionId === undefined || input.VersionId === secret.versionId) &&
      (input.VersionStage === undefined || input.VersionStage === 'AWSCURRENT');
    if (!secret || !versionMatches) {
      return [400, { __type: 'ResourceNotFoundException', message: "Secrets Manager can't find the specified secret." }];
    }
    return [
      200,
      {
        ARN: secret.arn,
        Name: secret.name,
        VersionId: secret.versionId,
        SecretString: secret.value,
        VersionStages: ['AWSCURRENT'],
        CreatedDate: secret.createdDate,
      },
    ];
  }
}

function send(res: ServerResponse, status: number, body: object): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': CONTENT_TYPE, 'content-length': Buffer.byteLength(text), 'x-amzn-requestid': randomUUID() });
  res.end(text);
}
