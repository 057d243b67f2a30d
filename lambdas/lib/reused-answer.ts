/**
 * Short reuse of a hot read's answer inside one Lambda container, for reads that must follow changes closely
 * (the calendar's settings and availability):
 *
 * - concurrent callers for one key share one computation;
 * - a computed answer is reused for `reuseMs`, counted from when its computation started (so an answer is never
 *   older than that, however long the computation took);
 * - an answer in the second half of its life (from `refreshAfterMs`) is computed again in the background while it
 *   is still served, so a steady stream of callers does not queue behind each expiry;
 * - whenever `epoch()` moves (a change made in this process), every answer is dropped at once, and a computation
 *   that started before the change is neither joined by later callers nor kept.
 *
 * Changes made elsewhere (another container) are seen within `reuseMs`. A failed computation is not kept.
 */
export class ReusedAnswers<T> {
  private readonly answers = new Map<string, { at: number; epoch: number; value: T }>();
  private readonly inFlight = new Map<string, { epoch: number; value: Promise<T> }>();
  private readonly refreshAfterMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(
    private readonly reuseMs: number,
    private readonly epoch: () => number,
    options: { refreshAfterMs?: number; maxKeys?: number; now?: () => number } = {},
  ) {
    // Half the life leaves a refresh time to finish before the answer lapses: under load one took up to 60 ms locally.
    this.refreshAfterMs = options.refreshAfterMs ?? reuseMs / 2;
    this.maxKeys = options.maxKeys ?? 1;
    this.now = options.now ?? Date.now;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const epoch = this.epoch();
    const now = this.now();
    const reused = this.answers.get(key);
    if (reused && reused.epoch === epoch && now - reused.at < this.reuseMs) {
      if (now - reused.at >= this.refreshAfterMs) this.computed(key, compute, epoch, now);
      return Promise.resolve(reused.value);
    }
    return this.computed(key, compute, epoch, now);
  }

  /** The computation of this epoch in flight for the key, or a new one. */
  private computed(key: string, compute: () => Promise<T>, epoch: number, started: number): Promise<T> {
    const running = this.inFlight.get(key);
    if (running && running.epoch === epoch) return running.value;
    const value = compute().then((answer) => {
      if (this.epoch() === epoch) {
        if (!this.answers.has(key) && this.answers.size >= this.maxKeys) this.answers.clear();
        this.answers.set(key, { at: started, epoch, value: answer });
      }
      return answer;
    });
    const entry = { epoch, value };
    this.inFlight.set(key, entry);
    // Also observes the failure of a background refresh, which nobody awaits.
    const settle = () => {
      if (this.inFlight.get(key) === entry) this.inFlight.delete(key);
    };
    value.then(settle, settle);
    return value;
  }
}
