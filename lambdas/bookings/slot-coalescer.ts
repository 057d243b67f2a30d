import { AppError } from '../../shared/errors';

interface Leader<T> {
  result: Promise<T>;
  /** Resolves once the leader holds the slot's claim in `booking_slots`. */
  claimed: Promise<void>;
}

/**
 * Request coalescing for one hot slot inside one process. While a booking of a slot is in flight here, further
 * requests for the same slot do not race it through DynamoDB. They answer as the database would answer them at
 * that moment: DUPLICATE_BOOKING as soon as the request in flight holds the slot's claim (a claim held by a
 * request in flight refuses every other request, place-booking.ts), and otherwise, once it is done, as if they
 * had run right after it: DUPLICATE_BOOKING when it booked the slot, its 409 when it got one (same slot, same
 * moment). Any other outcome (an internal error before the claim) lets each waiter run on its own. The database
 * stays the authority: in AWS a Lambda container runs one request at a time, so nothing is ever coalesced there,
 * and every request that does run is decided by the conditional writes. Locally, where one process serves every
 * request, it keeps a crowd racing for one slot from queueing hundreds of doomed reads and writes in front of the
 * emulator, and from waiting for the winner's whole booking.
 */
export class SlotCoalescer<T> {
  private readonly inFlight = new Map<string, Leader<T>>();

  /** Runs `work` unless a request for the slot is in flight; `work` calls `claimed()` once it holds the claim. */
  async run(slot: string, work: (claimed: () => void) => Promise<T>): Promise<T> {
    const leader = this.inFlight.get(slot);
    if (leader) {
      const outcome = await Promise.race([
        leader.claimed.then(() => ({ taken: true as const })),
        leader.result.then(
          () => ({ taken: true as const }),
          (error: unknown) => ({ taken: false as const, error }),
        ),
      ]);
      if (outcome.taken) throw new AppError('DUPLICATE_BOOKING');
      if (outcome.error instanceof AppError && outcome.error.status === 409) throw new AppError(outcome.error.code);
    }
    let signalClaimed!: () => void;
    const claimed = new Promise<void>((resolve) => (signalClaimed = resolve));
    const mine: Leader<T> = { result: work(() => signalClaimed()), claimed };
    this.inFlight.set(slot, mine);
    try {
      return await mine.result;
    } finally {
      if (this.inFlight.get(slot) === mine) this.inFlight.delete(slot);
    }
  }
}
