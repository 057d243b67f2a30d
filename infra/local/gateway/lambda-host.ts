/**
 * Invokes handler modules the way Lambda does: the module is loaded once (a warm container), each call gets a
 * context, and a call that outlives the function's timeout is abandoned. One process serves every request at once,
 * as an execution environment with several concurrent invocations does (`AWS_LAMBDA_MAX_CONCURRENCY`): like the
 * Lambda runtime there, each invocation runs inside its own `InvokeStore` context, so Powertools keeps each one's
 * log keys and metrics apart.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';
import { handlerExport, handlerId } from '../../../shared/contracts/routes/types';

type Handler = (event: unknown, context: Context) => Promise<unknown>;

export class HandlerTimeoutError extends Error {}

/** The callback-style methods of a context, which async handlers never call. */
const ignore = () => undefined;

export class LambdaHost {
  private readonly modules = new Map<string, Promise<Handler>>();
  private readonly functionNames = new Map<string, string>();
  private readonly invokeStore: Promise<InvokeStoreBase>;

  constructor(private readonly repositoryRoot: string) {
    process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '1000';
    this.invokeStore = InvokeStore.getInstanceAsync();
  }

  /** Loads every handler up front so a broken module fails the start, not the first request. */
  async preload(handlerPaths: readonly string[]): Promise<void> {
    await Promise.all([...new Set(handlerPaths)].map((path) => this.load(path)));
  }

  async invoke(handlerPath: string, event: unknown, timeoutSeconds = 10): Promise<unknown> {
    const handler = await this.load(handlerPath);
    const deadline = Date.now() + timeoutSeconds * 1000;
    const functionName = this.functionName(handlerPath);
    const context = {
      callbackWaitsForEmptyEventLoop: false,
      functionName,
      functionVersion: '$LATEST',
      invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${functionName}`,
      memoryLimitInMB: '512',
      awsRequestId: randomUUID(),
      logGroupName: `/aws/lambda/${functionName}`,
      logStreamName: 'local',
      getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
      done: ignore,
      fail: ignore,
      succeed: ignore,
    } as Context;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new HandlerTimeoutError(`${handlerPath} timed out after ${timeoutSeconds} s`)), timeoutSeconds * 1000);
    });
    const store = await this.invokeStore;
    const invocation = { [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: context.awsRequestId };
    try {
      return await Promise.race([store.run(invocation, () => handler(event, context)), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private functionName(handlerPath: string): string {
    let name = this.functionNames.get(handlerPath);
    if (!name) {
      name = handlerId(handlerPath);
      this.functionNames.set(handlerPath, name);
    }
    return name;
  }

  private load(handlerPath: string): Promise<Handler> {
    let loaded = this.modules.get(handlerPath);
    if (!loaded) {
      const { module: modulePath, exportName } = handlerExport(handlerPath);
      loaded = import(pathToFileURL(resolve(this.repositoryRoot, modulePath)).href).then((module: Record<string, unknown>) => {
        const handler = module[exportName];
        if (typeof handler !== 'function') throw new Error(`${modulePath} does not export a function ${exportName}`);
        return handler as Handler;
      });
      this.modules.set(handlerPath, loaded);
    }
    return loaded;
  }
}
