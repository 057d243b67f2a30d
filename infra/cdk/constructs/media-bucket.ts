import { Aws } from 'aws-cdk-lib';
import type { AppConfig } from '../config';

/**
 * The media bucket's name, fixed by the app, account and region: the web stack creates the bucket (CloudFront serves
 * it) while the API stack, which the web stack depends on, presigns uploads into it by this name.
 */
export function mediaBucketName(config: AppConfig): string {
  return `${config.appName.toLowerCase()}-media-${Aws.ACCOUNT_ID}-${Aws.REGION}`;
}
