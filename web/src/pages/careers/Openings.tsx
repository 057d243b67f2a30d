import type { JobOpening } from '../../../../shared/content/types';
import { brand } from '../../../../shared/site/brand';
import { Accordion, ArrowUpRightIcon, Badge, buttonClasses } from '../../ui';

const applyHref = (job: JobOpening) =>
  `mailto:${brand.supportEmail}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;

/** The open roles as an accordion: summary in the title row, details and an apply link inside. */
export function Openings({ openings }: { openings: readonly JobOpening[] }) {
  return (
    <section aria-labelledby="openings-title" className="mt-20 max-w-3xl">
      <h2 id="openings-title" className="font-display text-display-lg font-semibold">
        Open positions
      </h2>
      <p className="mt-4 text-muted">
        {openings.length} roles open across our offices. Do not see your role? Write to {brand.supportEmail} and tell us what you would bring.
      </p>
      <Accordion
        className="mt-10"
        headingLevel={3}
        items={openings.map((job) => ({
          id: job.id,
          title: (
            <span className="flex flex-col gap-2 py-1 sm:flex-row sm:items-center sm:gap-4">
              <span className="font-display text-lg">{job.title}</span>
              <span className="flex flex-wrap gap-2">
                <Badge>{job.team}</Badge>
                <Badge tone="accent">{job.type}</Badge>
              </span>
            </span>
          ),
          content: (
            <div className="space-y-6 text-muted">
              <p className="text-ink">{job.summary}</p>
              <p className="text-sm font-medium">{job.location}</p>
              <JobList title="What you will do" items={job.responsibilities} />
              <JobList title="What you bring" items={job.requirements} />
              <a href={applyHref(job)} className={buttonClasses('primary', 'md')}>
                Apply for this role
                <ArrowUpRightIcon className="size-4" />
              </a>
            </div>
          ),
        }))}
      />
    </section>
  );
}

function JobList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h4 className="font-display font-semibold text-ink">{title}</h4>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
