import { describe, expect, it, vi } from 'vitest';
import { memoize, once } from './memo';

describe('memoize', () => {
  it('shares one load between callers until the time is up, then loads again', async () => {
    let time = 0;
    const load = vi.fn(async () => `answer ${load.mock.calls.length}`);
    const cached = memoize(5_000, load, () => time);
    expect(await Promise.all([cached(), cached()])).toEqual(['answer 1', 'answer 1']);
    time = 4_999;
    expect(await cached()).toBe('answer 1');
    time = 5_000;
    expect(await cached()).toBe('answer 2');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('throttled')).mockResolvedValue('ok');
    const cached = memoize(5_000, load, () => 0);
    await expect(cached()).rejects.toThrow('throttled');
    expect(await cached()).toBe('ok');
  });
});

describe('once', () => {
  it('builds the value on first use only, then hands out the same one', () => {
    const create = vi.fn(() => ({ built: create.mock.calls.length }));
    const value = once(create);
    expect(create).not.toHaveBeenCalled();
    expect(value()).toBe(value());
    expect(create).toHaveBeenCalledTimes(1);
  });
});
