import { describe, expect, it, vi } from 'vitest';
import { ReusedAnswers } from './reused-answer';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('ReusedAnswers', () => {
  it('reuses an answer for the reuse time, counted from when its computation started', async () => {
    let time = 1_000;
    const answers = new ReusedAnswers<string>(250, () => 0, { now: () => time });
    const compute = vi.fn(async () => {
      time += 40; // the computation itself takes 40 ms
      return `answer ${compute.mock.calls.length}`;
    });
    expect(await answers.get('k', compute)).toBe('answer 1');
    time = 1_249;
    expect(await answers.get('k', compute)).toBe('answer 1');
    time = 1_250;
    expect(await answers.get('k', compute)).toBe('answer 2');
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('computes an answer again in the background near the end of its life, serving it meanwhile', async () => {
    let time = 0;
    const answers = new ReusedAnswers<string>(250, () => 0, { refreshAfterMs: 200, now: () => time });
    const refreshed = deferred<string>();
    const compute = vi.fn().mockResolvedValueOnce('first').mockReturnValueOnce(refreshed.promise).mockResolvedValue('third');
    expect(await answers.get('k', compute)).toBe('first');
    time = 199;
    expect(await answers.get('k', compute)).toBe('first');
    expect(compute).toHaveBeenCalledTimes(1);
    time = 200;
    expect(await answers.get('k', compute)).toBe('first'); // served while the refresh runs
    time = 240;
    expect(await answers.get('k', compute)).toBe('first'); // one refresh at a time
    expect(compute).toHaveBeenCalledTimes(2);
    time = 260; // past the first answer's life: callers wait for the refresh
    const waiting = answers.get('k', compute);
    refreshed.resolve('second');
    expect(await waiting).toBe('second');
    time = 449; // the second answer counts from when its computation started (t = 200)
    expect(await answers.get('k', compute)).toBe('second');
    expect(compute).toHaveBeenCalledTimes(3); // 449 is past its refresh point: a third computation began
  });

  it('forgets a failed background refresh without an unhandled rejection', async () => {
    let time = 0;
    const answers = new ReusedAnswers<string>(250, () => 0, { now: () => time });
    const compute = vi.fn().mockResolvedValueOnce('first').mockRejectedValueOnce(new Error('throttled')).mockResolvedValue('third');
    expect(await answers.get('k', compute)).toBe('first');
    time = 220;
    expect(await answers.get('k', compute)).toBe('first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    time = 250;
    expect(await answers.get('k', compute)).toBe('third');
  });

  it('lets concurrent callers of one key share one computation, and keeps keys apart', async () => {
    const answers = new ReusedAnswers<string>(250, () => 0, { maxKeys: 10 });
    const pending = deferred<string>();
    const compute = vi.fn(() => pending.promise);
    const first = answers.get('a', compute);
    const second = answers.get('a', compute);
    const other = answers.get('b', async () => 'b');
    pending.resolve('a');
    expect(await Promise.all([first, second, other])).toEqual(['a', 'a', 'b']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('drops answers at once when the epoch moves', async () => {
    let epoch = 0;
    const answers = new ReusedAnswers<number>(250, () => epoch, { now: () => 0 });
    let computed = 0;
    const compute = async () => ++computed;
    expect(await answers.get('k', compute)).toBe(1);
    expect(await answers.get('k', compute)).toBe(1);
    epoch = 1;
    expect(await answers.get('k', compute)).toBe(2);
  });

  it('neither joins nor keeps a computation that started before a change', async () => {
    let epoch = 0;
    const answers = new ReusedAnswers<string>(250, () => epoch, { now: () => 0 });
    const before = deferred<string>();
    const early = answers.get('k', () => before.promise);
    epoch = 1; // a change made while the first computation reads
    const late = answers.get('k', async () => 'after the change');
    before.resolve('before the change');
    expect(await early).toBe('before the change');
    expect(await late).toBe('after the change');
    expect(await answers.get('k', async () => 'not called')).toBe('after the change');

    const during = deferred<string>();
    const started = answers.get('k2', () => during.promise);
    epoch = 2;
    during.resolve('stale');
    await started;
    expect(await answers.get('k2', async () => 'fresh')).toBe('fresh');
  });

  it('does not keep a failed computation', async () => {
    const answers = new ReusedAnswers<string>(250, () => 0, { now: () => 0 });
    await expect(answers.get('k', async () => Promise.reject(new Error('throttled')))).rejects.toThrow('throttled');
    expect(await answers.get('k', async () => 'ok')).toBe('ok');
  });

  it('keeps at most maxKeys answers', async () => {
    const answers = new ReusedAnswers<string>(250, () => 0, { maxKeys: 2, now: () => 0 });
    await answers.get('a', async () => 'a1');
    await answers.get('b', async () => 'b1');
    await answers.get('c', async () => 'c1'); // full: the older answers make room
    expect(await answers.get('c', async () => 'c2')).toBe('c1');
    expect(await answers.get('a', async () => 'a2')).toBe('a2');
  });
});
