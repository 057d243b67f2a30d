import { AppError } from '../../shared/errors';

/**
 * Request coalescing for one hot slot inside one process. While a booking of a slot is in flight here, further
 * requests for the same slot wait for it instead of racing it through DynamoDB, and then answer as if they had run
 * right after it: DUPLICATE_BOOKING when it booked the slot, its 409 when it got one (same slot, same moment). Any
 * other outcome (an internal error) lets each waiter run on its own. The database stays the authority: in AWS a
 * Lambda container runs one request at a time, so nothing is ever coalesced there, and every request that does
 * run is decided by the conditional writes. Locally, where one process serves every request, it keeps a crowd
 * racing for one slot from queueing hundreds of doomed reads and writes in front of the emulator.
 */
export class SlotCoalescer<T> {
  private readonly inFlight = new Map<string, Promise<T>>();

  async run(slot: string, work: () => Promise<T>): Promise<T> {
    const leader = this.inFlight.get(slot);
    if (leader) {
      const outcome = await leader.then(
        () => ({ booked: true as const }),
        (error: unknown) => ({ booked: false as const, error }),
      );
      if (outcome.booked) throw new AppError('DUPLICATE_BOOKING');
      if (outcome.error instanceof AppError && outcome.error.status === 409) throw new AppError(outcome.error.code);
    }
    const mine = work();
    this.inFlight.set(slot, mine);
    try {
      return await mine;
    } finally {
      if (this.inFlight.get(slot) === mine) this.inFlight.delete(slot);
    }
  }
}
