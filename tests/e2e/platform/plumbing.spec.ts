import { expect, test } from '../fixtures';

/** A valid realtime message that changes nothing a client shows: a slot long past is free again. */
const PAST_SLOT_FREED = { type: 'booking.cancelled', date: '2000-01-01', time: '00:00' } as const;

test.describe('the local cloud seen from a browser', () => {
  test('serves the site, its API and its security headers on one origin', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    await expect(page.locator('main')).toBeVisible();

    const settings = await page.request.get('/api/calendar/settings');
    expect(settings.status()).toBe(200);
    // The seed's weekdays at least: another test may open a Saturday for a moment.
    expect(await settings.json()).toMatchObject({ timezone: 'Africa/Cairo', meetingDuration: 30, workingDays: expect.arrayContaining([1, 2, 3, 4, 5]) });
  });

  test('answers unknown pages with a 404 status and the not-found page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
  });

  test('delivers a message posted through the WebSocket management API to a browser on /realtime', async ({ page, cloud }) => {
    await page.goto('/');
    const connectionId = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const socket = new WebSocket(`${location.origin.replace('http', 'ws')}/realtime`);
          (window as unknown as { received: string[] }).received = [];
          socket.onmessage = (event) => (window as unknown as { received: string[] }).received.push(String(event.data));
          socket.onopen = () => resolve('open');
        }),
    );
    expect(connectionId).toBe('open');
    const { broadcast } = await import('../../../lambdas/realtime/broadcast');
    Object.assign(process.env, cloud.env);
    await broadcast(PAST_SLOT_FREED);
    await expect.poll(() => page.evaluate(() => (window as unknown as { received: string[] }).received)).toContain(JSON.stringify(PAST_SLOT_FREED));
  });
});
