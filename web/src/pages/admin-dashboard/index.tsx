import { PageMeta } from '../../seo/PageMeta';
import { Container, Heading, Lead, Section } from '../../ui';

/** Placeholder: the admin engineer replaces this folder (staff only; rendered without the public chrome). */
export default function AdminDashboardPage() {
  return (
    <>
      <PageMeta overrides={{ title: 'Dashboard', noindex: true }} />
      <Section>
        <Container>
          <Heading level={1}>Dashboard</Heading>
          <Lead className="mt-4">Staff area.</Lead>
        </Container>
      </Section>
    </>
  );
}
