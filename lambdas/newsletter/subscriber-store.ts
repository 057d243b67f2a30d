import { BatchGetCommand, DeleteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { normalizeEmail } from '../../shared/booking/limits';
import { unsubscribedExpiresAt } from '../../shared/privacy/rules';
import { isConditionFailure } from '../lib/query-all';

/** Minimum time between two confirmation e-mails to one address. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * Newsletter subscribers (table `newsletter_subscribers`, keyed by the lower-cased address). Every change is one
 * conditional UpdateItem, so concurrent requests cannot create a second row or send a second e-mail. An unsubscribed
 * row carries `expiresAt`, 30 days ahead: DynamoDB's TTL then deletes it (docs/privacy.md); subscribing again
 * clears it.
 */
export class SubscriberStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /**
   * Records a subscription with its consent as pending. True when a confirmation e-mail is due: a new address, a
   * returning one that had unsubscribed, or a pending one whose last e-mail is older than the resend interval.
   * Confirmed subscribers are left as they are.
   */
  async requestSubscription(email: string, consentText: string, now: Date): Promise<boolean> {
    return this.update(email, {
      UpdateExpression:
        'SET #status = :pending, consent_text = :consent, consented_at = :now, confirmation_sent_at = :now, subscribed_at = if_not_exists(subscribed_at, :now) REMOVE unsubscribed_at, expiresAt',
      ConditionExpression:
        'attribute_not_exists(email) OR #status = :unsubscribed OR (#status = :pending AND (attribute_not_exists(confirmation_sent_at) OR confirmation_sent_at < :resendBefore))',
      ExpressionAttributeValues: {
        ':pending': 'pending',
        ':unsubscribed': 'unsubscribed',
        ':consent': consentText,
        ':now': now.toISOString(),
        ':resendBefore': new Date(now.getTime() - CONFIRMATION_RESEND_MS).toISOString(),
      },
    });
  }

  /** Lets the next request send a confirmation again (after the e-mail could not be sent). */
  async releaseConfirmation(email: string): Promise<void> {
    await this.update(email, {
      UpdateExpression: 'REMOVE confirmation_sent_at',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeValues: { ':pending': 'pending' },
    });
  }

  /** Pending or already confirmed → confirmed; false for an unknown or unsubscribed address. */
  async confirm(email: string, now: Date): Promise<boolean> {
    return this.update(email, {
      UpdateExpression: 'SET #status = :confirmed, confirmed_at = if_not_exists(confirmed_at, :now)',
      ConditionExpression: '#status IN (:pending, :confirmed)',
      ExpressionAttributeValues: { ':pending': 'pending', ':confirmed': 'confirmed', ':now': now.toISOString() },
    });
  }

  /** Any known address → unsubscribed; false for an unknown address. */
  async unsubscribe(email: string, now: Date): Promise<boolean> {
    return this.update(email, {
      UpdateExpression: 'SET #status = :unsubscribed, unsubscribed_at = :now, expiresAt = :expires REMOVE confirmation_sent_at',
      ConditionExpression: 'attribute_exists(email)',
      ExpressionAttributeValues: { ':unsubscribed': 'unsubscribed', ':now': now.toISOString(), ':expires': unsubscribedExpiresAt(now.toISOString()) },
    });
  }

  /**
   * The rows of an address: as typed (lower-cased) and as the booking limit counts it (without a `+tag`), since the
   * table is keyed by the lower-cased address a visitor typed.
   */
  async findByAddress(email: string): Promise<Record<string, unknown>[]> {
    const keys = [...new Set([email.trim().toLowerCase(), normalizeEmail(email)])].map((key) => ({ email: key }));
    const { Responses } = await this.client.send(new BatchGetCommand({ RequestItems: { [this.table]: { Keys: keys, ConsistentRead: true } } }));
    return Responses?.[this.table] ?? [];
  }

  async delete(email: string): Promise<void> {
    await this.client.send(new DeleteCommand({ TableName: this.table, Key: { email } }));
  }

  private async update(
    email: string,
    input: Pick<ConstructorParameters<typeof UpdateCommand>[0], 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeValues'>,
  ): Promise<boolean> {
    const usesStatus = `${input.UpdateExpression} ${input.ConditionExpression}`.includes('#status');
    try {
      await this.client.send(
        new UpdateCommand({
          TableName: this.table,
          Key: { email: email.toLowerCase() },
          ...input,
          ...(usesStatus ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
