import { slugKey } from '../../shared/content/project-match';
import type { NamedWrite } from '../lib/transaction';

/** The kinds whose slug names a page, so no two rows of a kind may hold one slug. */
export type SlugKind = 'post' | 'project';

// Post slugs are unique as written; project slugs ignoring case, as the project pages find them.
const claimKey = (kind: SlugKind, slug: string) => `${kind}#${kind === 'project' ? slugKey(slug) : slug}`;

const freeOrHeldBy = (ownerId: string) => ({
  ConditionExpression: 'attribute_not_exists(slug_key) OR owner_id = :owner',
  ExpressionAttributeValues: { ':owner': ownerId },
});

/** Whether two slugs of a kind are one claim (project slugs that differ only in case are). */
export const sameSlug = (kind: SlugKind, a: string, b: string) => claimKey(kind, a) === claimKey(kind, b);

/**
 * `content_slugs`: which row holds each post and project slug. Claims are only ever written inside the transaction
 * that writes the row, so a claim and its row change together or not at all.
 */
export class SlugClaimStore {
  constructor(private readonly table: string) {}

  /** Gives the slug to `ownerId`: fails while another row holds it; writing its own claim again is harmless. */
  claim(kind: SlugKind, slug: string, ownerId: string): NamedWrite<'claim'> {
    return {
      name: 'claim',
      item: {
        Put: {
          TableName: this.table,
          Item: { slug_key: claimKey(kind, slug), owner_id: ownerId },
          ...freeOrHeldBy(ownerId),
        },
      },
    };
  }

  /** Frees a slug `ownerId` held; fails if another row holds it, which must keep its claim. */
  release(kind: SlugKind, slug: string, ownerId: string): NamedWrite<'release'> {
    return {
      name: 'release',
      item: {
        Delete: {
          TableName: this.table,
          Key: { slug_key: claimKey(kind, slug) },
          ...freeOrHeldBy(ownerId),
        },
      },
    };
  }
}
