/**
 * Deployed in place of a route's handler module that does not exist yet (synth prints a warning naming it), so the
 * rest of the application still deploys. Answers with the contract's error shape.
 */
export const handler = async () => ({
  statusCode: 503,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify({
    error: { code: 'INTERNAL', title: 'Not Available', message: 'This feature is not available yet.' },
  }),
});
