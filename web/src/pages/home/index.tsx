import { PageMeta } from '../../seo/PageMeta';
import { CalendarSection } from '../../features/home/CalendarSection';
import { CaseStudyStrip } from '../../features/home/CaseStudyStrip';
import { CreativePlayer } from '../../features/home/CreativePlayer';
import { EmpowerStatement } from '../../features/home/EmpowerStatement';
import { Hero } from '../../features/home/Hero';
import { LogoBar } from '../../features/home/LogoBar';
import { Portfolio } from '../../features/home/Portfolio';
import { SolutionsTabs } from '../../features/home/SolutionsTabs';
import { VideoTestimonials } from '../../features/home/VideoTestimonials';
import { WrittenTestimonials } from '../../features/home/WrittenTestimonials';

/** Home: every section in the specified order. Shell targets: #approach, #calendar. */
export default function HomePage() {
  return (
    <>
      <PageMeta pageKey="home" />
      <Hero />
      <LogoBar />
      <EmpowerStatement />
      <VideoTestimonials />
      <SolutionsTabs />
      <CreativePlayer />
      <Portfolio />
      <CaseStudyStrip />
      <WrittenTestimonials />
      <CalendarSection />
    </>
  );
}
