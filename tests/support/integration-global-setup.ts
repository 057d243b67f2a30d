import type { TestProject } from 'vitest/node';
import { startLocalCloud, type LocalCloudInfo } from './local-cloud';

declare module 'vitest' {
  export interface ProvidedContext {
    localCloud: LocalCloudInfo;
  }
}

/**
 * One local cloud for the whole integration run. Every test books from this machine's address, so the per-client
 * limit is off here; tests/integration/booking/client-limit.test.ts checks it on a cloud of its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cloud = await startLocalCloud({ env: { BOOKING_LIMIT_PER_CLIENT: '0' } });
  const { stop, interrupt, kill, restart, cleanUp, output, ...info } = cloud;
  project.provide('localCloud', info);
  return async () => {
    await stop();
    cleanUp();
  };
}
