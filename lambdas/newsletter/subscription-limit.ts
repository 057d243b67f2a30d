import { AppError } from '../../shared/errors';
import type { RateLimitStore } from '../lib/rate-limit';

/**
 * Sign-ups one client may make in an hour. Each sign-up mails a confirmation to the address it names, so without a
 * limit anyone could have the agency mail strangers; a reader signs up once, a household or an office a few times.
 */
export const SUBSCRIPTIONS_PER_CLIENT_PER_HOUR = 10;

/** Counts one sign-up of `client` (clientIdentity); past the limit, 429 with Retry-After and nothing else happens. */
export async function countSubscription(rateLimits: RateLimitStore, client: string, now: Date): Promise<void> {
  const decision = await rateLimits.take({ key: `newsletter:client:${client}`, limit: SUBSCRIPTIONS_PER_CLIENT_PER_HOUR, windowSeconds: 3600 }, now);
  if (!decision.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: decision.retryAfterSeconds });
}
