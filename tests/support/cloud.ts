import { inject } from 'vitest';
import type { LocalCloudInfo } from './local-cloud';

/** The local cloud the integration run started: `cloud.baseUrl`, `cloud.wsUrl`, `cloud.sesUrl`, `cloud.env`. */
export const cloud: LocalCloudInfo = new Proxy({} as LocalCloudInfo, {
  get: (_target, property: keyof LocalCloudInfo) => inject('localCloud')[property],
});
