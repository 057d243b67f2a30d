import { reactionLabels, reactionTypes } from '../../../../shared/content/schemas';
import type { ReactionType } from '../../../../shared/content/types';
import type { PostReactionsState } from '../../hooks/usePostReactions';
import { cx } from '../../lib/cx';
import { formatCount } from './insight-utils';

const glyphs: Record<ReactionType, string> = { like: '👍', wow: '💡', helpful: '🙌', not_helpful: '👎' };

/** Like, Insightful (type wow), Helpful and Not helpful; each can be given once per session, then its button is disabled. */
export function Reactions({ counts, mine, pending, react }: PostReactionsState) {
  return (
    <section aria-labelledby="reactions-title" className="mx-auto mt-16 max-w-(--container-prose) rounded-card border border-line bg-surface p-6 md:p-8">
      <h2 id="reactions-title" className="font-display text-xl font-semibold">
        Was this article useful?
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {reactionTypes.map((type) => {
          const given = mine.includes(type);
          return (
            <li key={type}>
              <button
                type="button"
                onClick={() => react(type)}
                disabled={given || pending !== undefined}
                aria-pressed={given}
                data-reaction={type}
                className={cx(
                  'flex w-full flex-col items-center gap-1 rounded-control border px-3 py-4 transition-[border-color,background-color,transform] duration-200',
                  given ? 'border-accent bg-accent-soft' : 'border-line hover:-translate-y-0.5 hover:border-ink',
                  'disabled:cursor-not-allowed',
                  pending === type && 'animate-pulse',
                )}
              >
                <span aria-hidden="true" className="text-2xl">
                  {glyphs[type]}
                </span>
                <span className="text-sm font-semibold">{reactionLabels[type]}</span>
                <span className="text-xs text-muted" data-testid={`count-${type}`}>
                  {formatCount(counts[type])}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
