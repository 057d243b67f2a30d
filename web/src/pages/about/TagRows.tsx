import { aboutTagRows } from '../../../../shared/content/about';
import type { TagColor } from '../../../../shared/content/types';
import { Marquee } from '../../ui';
import { aboutCopy } from './content';

const dots: Record<TagColor, string> = {
  violet: 'bg-violet-500',
  sky: 'bg-sky-500',
  emerald: 'bg-emerald-500',
  amber: 'bg-amber-500',
  rose: 'bg-rose-500',
  slate: 'bg-slate-500',
};

/** Three rows of eight tags, alternating directions, each row five copies; hover pauses a row. */
export function TagRows() {
  return (
    <section aria-label={aboutCopy.tagsLabel} className="flex flex-col gap-4 border-y border-line bg-surface-2 py-12">
      <ul className="sr-only">
        {aboutTagRows.flat().map((tag) => (
          <li key={tag.text}>{tag.text}</li>
        ))}
      </ul>
      {aboutTagRows.map((row, index) => (
        <div key={index} aria-hidden="true">
          <Marquee reverse={index % 2 === 1} copies={5} duration={18} className="[--marquee-gap:0.75rem]">
            {row.map((tag) => (
              <span key={tag.text} className="inline-flex items-center gap-2.5 rounded-pill border border-line bg-surface px-5 py-2.5 font-display text-lg font-semibold whitespace-nowrap md:text-xl">
                <span className={`size-2.5 rounded-full ${dots[tag.color]}`} />
                {tag.text}
              </span>
            ))}
          </Marquee>
        </div>
      ))}
    </section>
  );
}
