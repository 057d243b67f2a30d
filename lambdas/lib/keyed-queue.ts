/**
 * Runs work one at a time per key, in arrival order, inside this process; different keys run concurrently. A
 * failed run does not stop the next. `work` learns whether it had to wait for an earlier run of its key (whose
 * effects it may then need to read again).
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, work: (waited: boolean) => Promise<T>): Promise<T> {
    const previous = this.tails.get(key);
    const result = previous ? previous.then(() => work(true)) : work(false);
    const tail = result.then(settled, settled);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}

function settled(): void {}
