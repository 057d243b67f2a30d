import { describe, expect, it } from 'vitest';
import { startLocalCloud, type LocalCloudProcess } from '../../support/local-cloud';

async function answers(url: string): Promise<boolean> {
  return fetch(url).then(
    () => true,
    () => false,
  );
}

describe('the local runtime lifecycle', () => {
  it('stops every part on SIGTERM and keeps its data for the next start', async () => {
    const cloud = await startLocalCloud();
    try {
      const subscribe = await fetch(`${cloud.baseUrl}/api/newsletter`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'lifecycle@example.com', consent: true }),
      });
      expect(subscribe.status).toBeLessThan(300);
      const mailboxBefore = ((await (await fetch(`${cloud.sesUrl}/store`)).json()) as { emails: unknown[] }).emails.length;

      await cloud.stop();
      expect(await answers(`${cloud.baseUrl}/api/health`)).toBe(false);
      expect(await answers(`${cloud.sesUrl}/store`)).toBe(false);

      await cloud.restart();
      expect((await fetch(`${cloud.baseUrl}/api/health`)).status).toBe(200);
      const mailboxAfter = ((await (await fetch(`${cloud.sesUrl}/store`)).json()) as { emails: unknown[] }).emails.length;
      expect(mailboxAfter).toBe(mailboxBefore);
      const settings = await fetch(`${cloud.baseUrl}/api/calendar/settings`);
      expect(settings.status).toBe(200);
    } finally {
      await cloud.stop();
      cloud.cleanUp();
    }
  }, 120_000);

  // npm runs the script through a shell, which passes no signal on: without `exec` the runtime outlived npm.
  it.each([
    ['SIGINT (Ctrl-C)', (cloud: LocalCloudProcess) => cloud.interrupt()],
    ['SIGTERM', (cloud: LocalCloudProcess) => cloud.stop()],
  ])('stops the gateway and every emulator when `npm run start:runtime` gets %s', async (_, sendSignal) => {
    const cloud = await startLocalCloud({ launcher: 'npm' });
    try {
      expect((await fetch(`${cloud.baseUrl}/api/health`)).status).toBe(200);
      await sendSignal(cloud);
      await expect.poll(() => answers(`${cloud.baseUrl}/api/health`), { timeout: 5_000 }).toBe(false);
      await expect.poll(() => answers(`${cloud.sesUrl}/store`), { timeout: 5_000 }).toBe(false);
    } finally {
      cloud.cleanUp();
    }
  }, 120_000);

  it('leaves no emulator behind when killed with SIGKILL', async () => {
    const cloud = await startLocalCloud();
    try {
      await cloud.kill();
      await expect.poll(() => answers(`${cloud.sesUrl}/store`), { timeout: 10_000 }).toBe(false);
    } finally {
      cloud.cleanUp();
    }
  }, 120_000);
});
