import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dynamo, tableName } from '../../../lambdas/lib/aws';
import { RateLimitStore, type RateLimitRule } from '../../../lambdas/lib/rate-limit';

const WINDOW = 300;
const LIMIT = 20;
const store = () => new RateLimitStore(dynamo(), tableName('rate_limits'));
const rule = (): RateLimitRule => ({ key: `test:${randomUUID()}`, limit: LIMIT, windowSeconds: WINDOW });
/** An instant `offset` seconds after a window boundary (any multiple of the window on the epoch's grid). */
const at = (offset: number) => new Date((1_800_000_000 - (1_800_000_000 % WINDOW) + offset) * 1000);

async function takeMany(limits: RateLimitStore, limitRule: RateLimitRule, count: number, when: Date): Promise<boolean[]> {
  const decisions: boolean[] = [];
  for (let i = 0; i < count; i += 1) decisions.push((await limits.take(limitRule, when)).allowed);
  return decisions;
}

describe('rate limits on DynamoDB', () => {
  it('allows the limit within one window, then refuses with the seconds left in it', async () => {
    const limits = store();
    const limitRule = rule();
    expect(await takeMany(limits, limitRule, LIMIT, at(10))).toEqual(Array(LIMIT).fill(true));
    expect(await limits.take(limitRule, at(11))).toEqual({ allowed: false, retryAfterSeconds: WINDOW - 11 });
  });

  it('does not let a burst straddling a window boundary through twice', async () => {
    const limits = store();
    const limitRule = rule();
    expect(await takeMany(limits, limitRule, 10, at(-2))).toEqual(Array(10).fill(true));
    expect(await takeMany(limits, limitRule, 10, at(1))).toEqual(Array(10).fill(true));
    expect((await limits.take(limitRule, at(2))).allowed).toBe(false);
  });

  it("frees the previous window's requests as they slide out of the last window", async () => {
    const limits = store();
    const limitRule = rule();
    await takeMany(limits, limitRule, LIMIT, at(-WINDOW + 1));
    // Half-way through the next window, half of the previous window's count still counts.
    expect(await takeMany(limits, limitRule, LIMIT / 2 + 1, at(WINDOW / 2))).toEqual([...Array(LIMIT / 2).fill(true), false]);
    // Once a whole window has passed since the last request, nothing is carried.
    expect(await takeMany(limits, limitRule, LIMIT, at(2 * WINDOW + 1))).toEqual(Array(LIMIT).fill(true));
  });

  it('lets exactly the limit through when requests arrive at once', async () => {
    const limits = store();
    const limitRule = rule();
    const decisions = await Promise.all(Array.from({ length: LIMIT + 10 }, () => limits.take(limitRule, at(5))));
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(LIMIT);
  });
});
