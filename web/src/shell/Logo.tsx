import { Link } from 'react-router-dom';
import { brand } from '../../../shared/site/brand';
import { StarMark } from '../ui';

/** The mark and wordmark, linking home; `wordmarkFrom="lg"` shows only the mark on tablets (768–1023 px), where the bar is tight. */
export function Logo({ className, wordmarkFrom }: { className?: string; wordmarkFrom?: 'lg' }) {
  return (
    <Link to="/" className={`group inline-flex items-center gap-2.5 ${className ?? ''}`} aria-label={`${brand.name} home`}>
      <span className="grid size-9 place-items-center rounded-xl bg-inverse text-inverse-signal transition-transform duration-500 ease-out-expo group-hover:rotate-45">
        <StarMark className="size-5" />
      </span>
      <span className={`font-display text-lg font-bold tracking-tight whitespace-nowrap sm:text-xl ${wordmarkFrom === 'lg' ? 'md:max-lg:hidden' : ''}`}>
        {brand.shortName}
        <span className="text-muted"> Digital</span>
      </span>
    </Link>
  );
}
