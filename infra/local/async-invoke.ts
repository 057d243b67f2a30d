/**
 * An asynchronous Lambda invocation, as AWS makes one for an S3 notification or an EventBridge rule's target: the
 * caller does not wait, and a handler that throws is invoked again, twice at most (Lambda's retries of an
 * asynchronous invocation).
 */
const ATTEMPTS = 3;

export function invokeAsynchronously(name: string, invoke: () => Promise<unknown>, log: (message: string) => void): void {
  void (async () => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      try {
        await invoke();
        return;
      } catch (error) {
        log(`${name} failed (attempt ${attempt} of ${ATTEMPTS}): ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
}
