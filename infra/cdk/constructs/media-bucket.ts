import type { AppConfig } from '../config';

/**
 * The media bucket's name: the app's and the deployment's (`DataStack.deploymentId`). The web stack creates the
 * bucket (CloudFront serves it) while the API stack, which the web stack depends on, presigns uploads into it by this
 * name. The bucket is retained on deletion, so the name must not be one a redeploy would ask for again.
 */
export function mediaBucketName(config: AppConfig, deploymentId: string): string {
  return `${config.appName.toLowerCase()}-media-${deploymentId}`;
}

/** The name under which the data stack exports that name, for the API stack's functions. */
export const mediaBucketExport = (config: AppConfig) => `${config.appName}-MediaBucketName`;
