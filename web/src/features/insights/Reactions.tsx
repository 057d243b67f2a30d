import { reactionLabels, reactionTypes, type ReactionType } from '../../../../shared/content/reactions';
import type { PostReactionsState } from './post-queries';
import { cx } from '../../lib/cx';
import { formatCount } from '../../../../shared/content/dates';

const paths: Record<ReactionType, string> = {
  like: 'M7 10v11M7 10l4-8a3 3 0 0 1 3 3v4h5.5a2 2 0 0 1 2 2.3l-1.3 8A2 2 0 0 1 18.2 21H7m0-11H4a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h3',
  wow: 'M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.1V17h6v-.2c0-.8.4-1.6 1-2.1A7 7 0 0 0 12 2z',
  helpful: 'M20 6 9 17l-5-5',
  not_helpful: 'M17 14V3M17 14l-4 8a3 3 0 0 1-3-3v-4H4.5a2 2 0 0 1-2-2.3l1.3-8A2 2 0 0 1 5.8 3H17m0 11h3a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1h-3',
};

function ReactionIcon({ type }: { type: ReactionType }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[type]} />
    </svg>
  );
}

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
                <span className={given ? 'text-accent' : 'text-muted'}>
                  <ReactionIcon type={type} />
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
