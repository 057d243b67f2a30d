import { describe, expect, it } from 'vitest';
import { answers, startLocalCloud, type LocalCloudProcess } from '../../support/local-cloud';

/** Neither the gateway nor an emulator (the SES one stands for them all) answers any more. */
async function expectAllStopped(cloud: LocalCloudProcess) {
  await expect.poll(() => answers(`${cloud.baseUrl}/api/health`), { timeout: 5_000 }).toBe(false);
  await expect.poll(() => answers(`${cloud.sesUrl}/store`), { timeout: 5_000 }).toBe(false);
}

const mailboxSize = async (cloud: LocalCloudProcess) => ((await (await fetch(`${cloud.sesUrl}/store`)).json()) as { emails: unknown[] }).emails.length;

// Each start of a local cloud costs seconds of both cores: one runtime goes through the signals a person sends it
// (tests/integration/resilience/crash.test.ts SIGKILLs one).
describe('the local runtime lifecycle', () => {
  // npm runs the script through a shell, which passes no signal on: without `exec` the runtime outlived npm.
  it('started with `npm run start:runtime`, stops every part on SIGTERM, keeps its data for the next start, and stops on SIGINT (Ctrl-C)', async () => {
    const cloud = await startLocalCloud({ launcher: 'npm' });
    try {
      const subscribe = await fetch(`${cloud.baseUrl}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'lifecycle@example.com', consent: true }),
      });
      expect(subscribe.status).toBeLessThan(300);
      const mailboxBefore = await mailboxSize(cloud);

      await cloud.stop();
      await expectAllStopped(cloud);

      await cloud.restart();
      expect((await fetch(`${cloud.baseUrl}/api/health`)).status).toBe(200);
      expect(await mailboxSize(cloud)).toBe(mailboxBefore);
      expect((await fetch(`${cloud.baseUrl}/api/calendar/settings`)).status).toBe(200);

      await cloud.interrupt();
      await expectAllStopped(cloud);
    } finally {
      await cloud.stop();
      cloud.cleanUp();
    }
  }, 180_000);
});
