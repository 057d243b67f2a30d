import { describe, expect, it } from 'vitest';
import { secretFeedCipher } from './feed-cipher';

describe('secretFeedCipher', () => {
  const url = 'https://calendar.google.com/calendar/ical/x/private-5f3c/basic.ics';

  it('seals an address so the stored text does not show it, and opens it again', async () => {
    const cipher = secretFeedCipher(async () => ({ current: 'secret-one' }));
    const sealed = await cipher.seal(url);
    expect(sealed).not.toContain('private-5f3c');
    expect(await cipher.seal(url)).not.toBe(sealed); // a fresh nonce each time
    expect(await cipher.open(sealed)).toEqual({ url, stale: false });
  });

  it('opens an address sealed under the previous secret and says it is stale; refuses one it cannot open', async () => {
    const sealed = await secretFeedCipher(async () => ({ current: 'secret-one' })).seal(url);
    expect(await secretFeedCipher(async () => ({ current: 'secret-two', previous: 'secret-one' })).open(sealed)).toEqual({ url, stale: true });
    await expect(secretFeedCipher(async () => ({ current: 'secret-three' })).open(sealed)).rejects.toThrow();
  });
});
