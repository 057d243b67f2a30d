/**
 * Short reuse of a hot read's answer inside one Lambda container, for reads that must follow changes closely
 * (the calendar's settings and availability):
 *
 * - concurrent callers for one key share one computation;
 * - a computed answer is reused for `reuseMs`, counted from when its computation started (so an answer is never
 *   older than that, however long the computation took);
 * - whenever `epoch()` moves (a change made in this process), every answer is dropped at once, and a computation
 *   that started before the change is neither joined by later callers nor kept.
 *
 * Changes made elsewhere (another container) are seen within `reuseMs`. A failed computation is not kept.
 */
export class ReusedAnswers<T> {
  private readonly answers = new Map<string, { at: number; epoch: number; value: T }>();
  private readonly inFlight = new Map<string, { epoch: number; value: Promise<T> }>();
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor(
    private readonly reuseMs: number,
    private readonly epoch: () => number,
    options: { maxKeys?: number; now?: () => number } = {},
  ) {
    this.maxKeys = options.maxKeys ?? 1;
    this.now = options.now ?? Date.now;
  }

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const epoch = this.epoch();
    const started = this.now();
    const reused = this.answers.get(key);
    if (reused && reused.epoch === epoch && started - reused.at < this.reuseMs) return Promise.resolve(reused.value);
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
    const settle = () => {
      if (this.inFlight.get(key) === entry) this.inFlight.delete(key);
    };
    value.then(settle, settle);
    return value;
  }
}
