import { GetCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { reactionTypes, type ReactionType } from '../../shared/content/reactions';
import type { PostReactions } from '../../shared/content/schemas';
import { isConditionFailure, queryAll } from '../lib/query-all';

const COUNTS = 'COUNTS';
const reactionKey = (session: string, type?: ReactionType) => `REACTION#${session}#${type ?? ''}`;

/**
 * Reactions to posts (table `blog_interactions`, pk `blog_post_id`): one item per session and type, written with a
 * condition so a session's reaction of a type is stored once however many requests race, and a counter item per
 * post incremented only by the request whose write succeeded.
 */
export class ReactionStore {
  constructor(
    private readonly client: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  /** Counts by type and, when a session is given, the types that session has used. */
  async read(postId: string, session: string | undefined): Promise<PostReactions> {
    const [counts, mine] = await Promise.all([this.counts(postId), session ? this.sessionTypes(postId, session) : []]);
    return { counts, mine };
  }

  /** Records a reaction; false when this session already gave this type. */
  async add(postId: string, type: ReactionType, session: string, now: Date): Promise<boolean> {
    try {
      await this.client.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            blog_post_id: postId,
            sk: reactionKey(session, type),
            interaction_type: type,
            user_session: session,
            created_at: now.toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(sk)',
        }),
      );
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
    await this.client.send(
      new UpdateCommand({
        TableName: this.table,
        Key: { blog_post_id: postId, sk: COUNTS },
        UpdateExpression: 'ADD #type :one',
        ExpressionAttributeNames: { '#type': type },
        ExpressionAttributeValues: { ':one': 1 },
      }),
    );
    return true;
  }

  private async counts(postId: string): Promise<PostReactions['counts']> {
    const { Item } = await this.client.send(
      new GetCommand({ TableName: this.table, Key: { blog_post_id: postId, sk: COUNTS }, ConsistentRead: true }),
    );
    const count = (type: ReactionType) => Number(Item?.[type] ?? 0);
    return { like: count('like'), wow: count('wow'), helpful: count('helpful'), not_helpful: count('not_helpful') };
  }

  private async sessionTypes(postId: string, session: string): Promise<ReactionType[]> {
    const items = await queryAll(this.client, {
      TableName: this.table,
      KeyConditionExpression: 'blog_post_id = :post AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':post': postId, ':prefix': reactionKey(session) },
      ConsistentRead: true,
    });
    const given = new Set(items.map((item) => item.interaction_type));
    return reactionTypes.filter((type) => given.has(type));
  }
}
