/**
 * The route table's scheduled handlers, run as their EventBridge rules run them in AWS: every `everyMinutes`, one
 * invocation at a time per handler (a run that outlasts the interval delays the next rather than overlapping it).
 */
import type { ScheduledHandler } from '../../shared/contracts/routes/types';

export interface LocalSchedulesOptions {
  handlers: readonly ScheduledHandler[];
  invoke: (handler: string, event: unknown, timeoutSeconds?: number) => Promise<unknown>;
  log: (message: string) => void;
}

export function startLocalSchedules(options: LocalSchedulesOptions): () => Promise<void> {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const scheduled of options.handlers) {
    const intervalMs = scheduled.everyMinutes * 60_000;
    const tick = () => {
      // The event EventBridge sends a scheduled rule's target.
      const event = { source: 'aws.events', 'detail-type': 'Scheduled Event', time: new Date().toISOString(), detail: {} };
      const run = options.invoke(scheduled.handler, event, scheduled.timeoutSeconds).catch((error: unknown) => options.log(`${scheduled.handler} failed: ${String(error)}`));
      running.add(run);
      void run.finally(() => {
        running.delete(run);
        if (!stopped) schedule();
      });
    };
    const schedule = () => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        tick();
      }, intervalMs);
      timer.unref();
      timers.add(timer);
    };
    schedule();
  }
  return async () => {
    stopped = true;
    for (const timer of timers) clearTimeout(timer);
    await Promise.all(running);
  };
}
