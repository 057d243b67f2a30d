import { useState } from 'react';
import { defaultIndustryFilter, industryLabel, type IndustryFilter as Filter } from '../../../../shared/content/industries';
import { workStats } from '../../../../shared/content/stats';
import { IndustryFilter } from '../../features/projects/IndustryFilter';
import { ProjectGrid } from '../../features/projects/ProjectGrid';
import { StatsStrip } from '../../features/projects/StatsStrip';
import { filterByIndustry } from '../../features/projects/work-cards';
import { useProjectList } from '../../features/projects/project-queries';
import { PageMeta } from '../../seo/PageMeta';
import { CtaBand } from '../../sections/CtaBand';
import { PageHero } from '../../sections/PageHero';
import { ArrowUpRightIcon, buttonClasses, Container, Section } from '../../ui';

const COMPANY_PROFILE = '/media/company-profile.pdf';

/** Work: hero, industry filter, project grid, statistics and the closing block. */
export default function WorkPage() {
  const { projects, loading } = useProjectList();
  const [filter, setFilter] = useState<Filter>(defaultIndustryFilter);
  const visible = filterByIndustry(projects, filter);

  return (
    <>
      <PageMeta pageKey="work" />
      <PageHero
        eyebrow="Our Work"
        title="Projects that Transform Industries"
        intro="Every project is a commitment to excellence: strategy, design, engineering and storytelling held to one standard, whatever the industry."
        actions={
          <a href={COMPANY_PROFILE} target="_blank" rel="noopener noreferrer" className={buttonClasses('primary', 'lg')}>
            Explore our company profile
            <ArrowUpRightIcon className="size-4" />
            <span className="sr-only"> (PDF, opens in a new tab)</span>
          </a>
        }
      />
      <Section spacing="none" className="pb-(--spacing-section)" aria-labelledby="projects-title">
        <Container>
          <h2 id="projects-title" className="sr-only">
            Projects
          </h2>
          <IndustryFilter value={filter} onChange={setFilter} />
          <p role="status" className="mt-8 mb-6 text-sm text-muted">
            {loading ? 'Loading projects...' : `${visible.length} ${visible.length === 1 ? 'project' : 'projects'}${filter === defaultIndustryFilter ? '' : ` in ${industryLabel(filter)}`}`}
          </p>
          <ProjectGrid projects={visible} loading={loading} />
        </Container>
      </Section>
      <StatsStrip stats={workStats} label="Our results in numbers" />
      <CtaBand
        title="Ready to Start Your Project?"
        text="Tell us where you want to go. A free 30-minute consultation is the first step."
        primary={{ label: 'Schedule a Consultation', to: '/calendar' }}
      />
    </>
  );
}
