import { httpEvent, type HttpEventInput } from '../../lambdas/lib/api-gateway-events';
import type { HttpEvent } from '../../lambdas/lib/http';
import { readSecret } from '../../lambdas/lib/secrets';
import { ORIGIN_VERIFY_HEADER } from '../../shared/contracts/headers';

export { httpEvent, webSocketEvent, type HttpEventInput } from '../../lambdas/lib/api-gateway-events';

/**
 * The event of a request that came through the edge: with the origin secret CloudFront (locally the gateway) adds,
 * read from the local Secrets Manager as the handlers read it. For tests and benchmarks that call a handler in their
 * own process, posing as the edge; without it every handler refuses the request.
 */
export async function edgeHttpEvent(input: HttpEventInput): Promise<HttpEvent> {
  return httpEvent({ ...input, headers: { ...input.headers, [ORIGIN_VERIFY_HEADER]: await readSecret('originVerify') } });
}
