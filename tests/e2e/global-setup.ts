import { startLocalCloud } from '../support/local-cloud';
import { laneDates, spareDates } from './booking/booking-helpers';

/**
 * Starts one local cloud (the real runtime, built web app, fresh data folder) for the end-to-end run. Every test
 * books from this machine's address, so the per-client limit is off (the integration tests check it).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const cloud = await startLocalCloud({ env: { BOOKING_LIMIT_PER_CLIENT: '0' } });
  process.env.E2E_BASE_URL = cloud.baseUrl;
  process.env.E2E_WS_URL = cloud.wsUrl;
  process.env.E2E_SES_URL = cloud.sesUrl;
  process.env.E2E_CLOUD_ENV = JSON.stringify(cloud.env);
  process.env.E2E_ADMIN_TOTP_SECRET = cloud.adminTotpSecret;
  process.env.E2E_LANE_DATES = JSON.stringify(await laneDates(cloud.baseUrl));
  process.env.E2E_SPARE_DATES = JSON.stringify(await spareDates(cloud.baseUrl));
  return async () => {
    await cloud.stop();
    cloud.cleanUp();
  };
}
