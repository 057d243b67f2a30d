import { describe, expect, it } from 'vitest';
import { KeyedQueue } from './keyed-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe('KeyedQueue', () => {
  it('runs the work of one key one at a time, in order, and tells later runs they waited', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    let running = 0;
    const job = (name: string) => async (waited: boolean) => {
      running += 1;
      expect(running).toBe(1);
      log.push(`${name} start${waited ? ' (waited)' : ''}`);
      await tick();
      log.push(`${name} end`);
      running -= 1;
      return name;
    };
    expect(await Promise.all([queue.run('2026-12-01', job('a')), queue.run('2026-12-01', job('b')), queue.run('2026-12-01', job('c'))])).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a start', 'a end', 'b start (waited)', 'b end', 'c start (waited)', 'c end']);
    // Once idle, the next run does not wait.
    expect(await queue.run('2026-12-01', async (waited) => waited)).toBe(false);
  });

  it('runs different keys concurrently', async () => {
    const queue = new KeyedQueue();
    let release!: () => void;
    const blocked = queue.run('a', () => new Promise<string>((resolve) => (release = () => resolve('a'))));
    expect(await queue.run('b', async (waited) => (waited ? 'waited' : 'b'))).toBe('b');
    release();
    expect(await blocked).toBe('a');
  });

  it('goes on after a failed run', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('a', async () => {
      throw new Error('conflict');
    });
    const next = queue.run('a', async (waited) => waited);
    await expect(failed).rejects.toThrow('conflict');
    expect(await next).toBe(true);
  });
});
