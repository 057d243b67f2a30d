import { Link } from 'react-router-dom';
import { brand } from '../../../shared/site/brand';
import { Accordion, ArrowUpRightIcon, ButtonLink, Container, SocialIcon, type SocialNetwork } from '../ui';
import { Copyright } from './Copyright';
import { Logo } from './Logo';
import { footerGroups } from './navigation';
import { NewsletterForm } from './NewsletterForm';

const socialLabels: Record<SocialNetwork, string> = {
  linkedin: 'LinkedIn',
  x: 'X',
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};

function GroupLinks({ links }: { links: readonly { label: string; to: string }[] }) {
  return (
    <ul className="space-y-3">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="text-muted transition-colors hover:text-ink">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Countries() {
  return (
    <ul className="space-y-3 text-muted">
      {brand.countries.map((country) => (
        <li key={country}>{country}</li>
      ))}
    </ul>
  );
}

const groups = [
  ...footerGroups.map((group) => ({ id: group.id, title: group.title, content: <GroupLinks links={group.links} /> })),
  { id: 'countries', title: 'Countries', content: <Countries /> },
];

/**
 * Footer: call to action, newsletter, link groups (accordions on mobile, one open at a time), social, copyright.
 * A page has one closing call to action: the footer's invitation is left out where `invite` is false (the booking
 * pages themselves) and, by a style rule that holds in the prerendered HTML too, on a page that ends with a call to
 * action band of its own (`data-closing-call`).
 */
export function Footer({ invite }: { invite: boolean }) {
  return (
    <footer className="border-t border-line bg-surface">
      <Container className="py-16 md:py-24">
        {invite && (
          <div className="mb-16 flex flex-col justify-between gap-10 border-b border-line pb-16 lg:flex-row lg:items-end [main:has([data-closing-call])~footer_&]:hidden">
            <p className="max-w-3xl font-display text-display-lg font-bold">
              Have a bold idea? <span className="text-accent">Let's build it.</span>
            </p>
            <ButtonLink to="/calendar" size="lg" variant="accent" iconAfter={<ArrowUpRightIcon className="size-5" />}>
              Book a free call
            </ButtonLink>
          </div>
        )}

        <div className="grid gap-12 lg:grid-cols-[1.2fr_2fr]">
          <div className="max-w-md">
            <Logo />
            <h2 className="mt-8 font-display text-lg font-semibold">Stay in the loop</h2>
            <p className="mt-2 mb-6 text-sm text-muted">Ideas on AI, design, marketing and media. No spam.</p>
            <NewsletterForm />
          </div>

          <nav aria-label="Footer">
            <div className="hidden grid-cols-4 gap-8 md:grid">
              {groups.map((group) => (
                <div key={group.id}>
                  <h2 className="mb-5 text-xs font-semibold tracking-[0.18em] text-ink uppercase">{group.title}</h2>
                  {group.content}
                </div>
              ))}
            </div>
            <Accordion className="md:hidden" type="single" headingLevel={2} items={groups} />
          </nav>
        </div>

        <div className="mt-16 flex flex-col-reverse items-start justify-between gap-6 border-t border-line pt-8 md:flex-row md:items-center">
          <p className="text-sm text-muted">
            <Copyright rights />
          </p>
          <ul className="flex gap-2">
            {(Object.keys(socialLabels) as SocialNetwork[]).map((network) => (
              <li key={network}>
                <a
                  href={brand.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand.name} on ${socialLabels[network]}`}
                  className="grid size-10 place-items-center rounded-full border border-line text-ink transition-colors hover:border-ink hover:bg-inverse hover:text-inverse-ink"
                >
                  <SocialIcon network={network} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </footer>
  );
}
