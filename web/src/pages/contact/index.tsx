import { claims, contactStats } from '../../../../shared/content/stats';
import { ContactAside } from '../../features/contact/ContactAside';
import { ContactForm } from '../../features/contact/ContactForm';
import { PageMeta } from '../../seo/PageMeta';
import { PageHero } from '../../sections/PageHero';
import { Container, Section } from '../../ui';

/** /contact: 'Let's Connect', three stat tiles, the message form and the side cards. */
export default function ContactPage() {
  return (
    <>
      <PageMeta pageKey="contact" />
      <PageHero eyebrow="Contact" title="Let's Connect" intro={`Tell us about your project, your goals and your timeline. A strategist, not a bot, will reply ${claims.replyWindow}.`}>
        <dl className="mt-14 grid gap-4 sm:grid-cols-3">
          {contactStats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-card border border-line bg-surface/80 p-6 backdrop-blur">
              <dt className="order-2 mt-2 font-semibold">{stat.label}</dt>
              <dd className="order-1 font-display text-display-md font-bold text-accent">{stat.value}</dd>
              <dd className="order-3 mt-1 text-sm text-muted">{stat.sublabel}</dd>
            </div>
          ))}
        </dl>
      </PageHero>
      <Section spacing="none" className="pb-(--spacing-section)" aria-label="Send a message">
        <Container className="grid items-start gap-8 lg:grid-cols-[1.7fr_1fr]">
          <ContactForm />
          <ContactAside />
        </Container>
      </Section>
    </>
  );
}
