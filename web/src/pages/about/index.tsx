import { aboutClosing } from '../../../../shared/content/about';
import { PageMeta } from '../../seo/PageMeta';
import { CtaBand } from '../../sections/CtaBand';
import { AboutIntro } from './AboutIntro';
import { AboutTestimonials } from './AboutTestimonials';
import { aboutCopy } from './content';
import { Foundation } from './Foundation';
import { Partners } from './Partners';
import { TagRows } from './TagRows';
import { Team } from './Team';
import { Values } from './Values';

/** About: the eight sections in order. */
export default function AboutPage() {
  return (
    <>
      <PageMeta pageKey="about" />
      <AboutIntro />
      <TagRows />
      <Team />
      <Partners />
      <Foundation />
      <Values />
      <AboutTestimonials />
      <CtaBand title={aboutClosing.title} text={aboutCopy.closingText} primary={aboutClosing.primary} secondary={aboutClosing.secondary} />
    </>
  );
}
