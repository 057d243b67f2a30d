import { primaryClientLogos, secondaryClientLogos } from '../../../../shared/content/client-logos';
import { LogoStrip } from '../../sections/LogoStrip';
import { homeSections } from '../../pages/home/content';

/** Two counter-scrolling rows of client logos. */
export function LogoBar() {
  return (
    <section aria-label={homeSections.logos} className="border-b border-line bg-canvas py-10 md:py-14">
      <h2 className="sr-only">{homeSections.logos}</h2>
      <div className="flex flex-col gap-8">
        <LogoStrip logos={primaryClientLogos} label="Client logos, first row" />
        <LogoStrip logos={secondaryClientLogos} reverse label="Client logos, second row" />
      </div>
    </section>
  );
}
