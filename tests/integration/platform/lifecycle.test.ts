import { describe, expect, it } from 'vitest';
import { startLocalCloud } from '../../support/local-cloud';

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
