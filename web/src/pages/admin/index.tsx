import { PageMeta } from '../../seo/PageMeta';
import { Container, Heading, Lead, Section } from '../../ui';

/** Placeholder: the admin engineer replaces this folder (staff only; rendered without the public chrome). */
export default function AdminPage() {
  return (
    <>
      <PageMeta overrides={{ title: 'Admin', noindex: true }} />
      <Section>
        <Container>
          <Heading level={1}>Admin</Heading>
          <Lead className="mt-4">Staff area.</Lead>
        </Container>
      </Section>
    </>
  );
}
