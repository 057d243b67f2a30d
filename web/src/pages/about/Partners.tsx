import { partnersHeadline } from '../../../../shared/content/about';
import { primaryClientLogos, secondaryClientLogos } from '../../../../shared/content/client-logos';
import { Container, Section } from '../../ui';
import { LogoStrip } from '../../sections/LogoStrip';
import { SectionHeader } from '../../sections/SectionHeader';
import { aboutCopy } from './content';

/** 'Trusted by Leading Brands Around the World' with one strip of every client logo. */
export function Partners() {
  return (
    <Section tone="surface" spacing="tight" aria-labelledby="partners-title">
      <Container>
        <SectionHeader id="partners-title" eyebrow={aboutCopy.partners.eyebrow} title={partnersHeadline} className="text-center [&>h2]:mx-auto" />
      </Container>
      <div className="mt-12">
        <LogoStrip logos={[...primaryClientLogos, ...secondaryClientLogos]} label="Partner logos" />
      </div>
    </Section>
  );
}
