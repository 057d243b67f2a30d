import type { TestProject } from 'vitest/node';
import { startLocalCloud, type LocalCloudInfo } from './local-cloud';

declare module 'vitest' {
  export interface ProvidedContext {
    localCloud: LocalCloudInfo;
  }
}

/** One local cloud for the whole integration run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cloud = await startLocalCloud();
  const { stop, interrupt, kill, restart, cleanUp, output, ...info } = cloud;
  project.provide('localCloud', info);
  return async () => {
    await stop();
    cleanUp();
  };
}
