import type { ClientLogo, LogoSize } from '../../../shared/content/types';
import { Marquee } from '../ui';

/** Rendered height per size class (the logo files share a 4:1 box, so width follows). */
const sizes: Record<LogoSize, { className: string; height: number }> = {
  extraSmall: { className: 'h-6', height: 24 },
  small: { className: 'h-7', height: 28 },
  medium: { className: 'h-9', height: 36 },
  large: { className: 'h-11', height: 44 },
};

/** One row of client logos scrolling endlessly; `reverse` runs it the other way. */
export function LogoStrip({ logos, reverse, label }: { logos: readonly ClientLogo[]; reverse?: boolean; label: string }) {
  return (
    <Marquee reverse={reverse} duration={22.5} copies={3} label={label} className="[--marquee-gap:4rem]">
      {logos.map((logo) => {
        const size = sizes[logo.size];
        return (
          <img
            key={logo.name}
            src={logo.src}
            alt={logo.name}
            width={size.height * 4}
            height={size.height}
            loading="lazy"
            decoding="async"
            className={`${size.className} w-auto max-w-none opacity-70 grayscale transition-opacity duration-300 hover:opacity-100 dark:invert`}
          />
        );
      })}
    </Marquee>
  );
}
