import { PageMeta } from '../../seo/PageMeta';
import { Container, Heading, Lead, Section } from '../../ui';

/** Placeholder: the admin engineer replaces this folder (staff only; rendered without the public chrome). */
export default function AdminAuthPage() {
  return (
    <>
      <PageMeta overrides={{ title: 'Staff sign-in', noindex: true }} />
      <Section>
        <Container>
          <Heading level={1}>Staff sign-in</Heading>
          <Lead className="mt-4">Staff area.</Lead>
        </Container>
      </Section>
    </>
  );
}
