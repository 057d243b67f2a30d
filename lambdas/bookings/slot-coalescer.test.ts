import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { SlotCoalescer } from './slot-coalescer';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('SlotCoalescer', () => {
  it('answers waiters DUPLICATE_BOOKING when the leader booked the slot', async () => {
    const coalescer = new SlotCoalescer<string>();
    const leader = deferred<string>();
    let runs = 0;
    const first = coalescer.run('2026-12-01T09:00', () => ((runs += 1), leader.promise));
    const others = Array.from({ length: 5 }, () => coalescer.run('2026-12-01T09:00', async () => ((runs += 1), 'never')));
    leader.resolve('booked');
    expect(await first).toBe('booked');
    for (const other of others) await expect(other).rejects.toMatchObject({ code: 'DUPLICATE_BOOKING' });
    expect(runs).toBe(1);
  });

  it('answers waiters DUPLICATE_BOOKING as soon as the leader holds the claim, without waiting for its booking', async () => {
    const coalescer = new SlotCoalescer<string>();
    const booking = deferred<string>();
    let claim!: () => void;
    const first = coalescer.run('2026-12-01T09:00', (claimed) => ((claim = claimed), booking.promise));
    let answered = 0;
    const early = coalescer.run('2026-12-01T09:00', async () => 'never').catch((error: unknown) => ((answered += 1), error));
    await Promise.resolve();
    expect(answered).toBe(0);
    claim();
    expect(await early).toMatchObject({ code: 'DUPLICATE_BOOKING' });
    // A request arriving while the claim is held is refused at once too, as the claim in the database would.
    await expect(coalescer.run('2026-12-01T09:00', async () => 'never')).rejects.toMatchObject({ code: 'DUPLICATE_BOOKING' });
    booking.resolve('booked');
    expect(await first).toBe('booked');
    // Once the leader is done, the next request runs (the database decides).
    await expect(coalescer.run('2026-12-01T09:00', async () => 'ran')).resolves.toBe('ran');
  });

  it("passes the leader's 409 on, and lets waiters run themselves after any other failure", async () => {
    const coalescer = new SlotCoalescer<string>();
    const unavailable = coalescer.run('a', async () => {
      throw new AppError('SLOT_UNAVAILABLE');
    });
    const waiter = coalescer.run('a', async () => 'ran');
    await expect(unavailable).rejects.toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    await expect(waiter).rejects.toMatchObject({ code: 'SLOT_UNAVAILABLE' });

    const broken = coalescer.run('b', async () => {
      throw new Error('emulator down');
    });
    const retried = coalescer.run('b', async () => 'ran');
    await expect(broken).rejects.toThrow('emulator down');
    await expect(retried).resolves.toBe('ran');
  });

  it('keeps different slots apart and forgets a slot once its request is done', async () => {
    const coalescer = new SlotCoalescer<string>();
    await expect(Promise.all([coalescer.run('a', async () => 'a'), coalescer.run('b', async () => 'b')])).resolves.toEqual(['a', 'b']);
    await expect(coalescer.run('a', async () => 'again')).resolves.toBe('again');
  });
});
