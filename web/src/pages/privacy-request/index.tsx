import { useEffect, useState } from 'react';
import { PageMeta } from '../../seo/PageMeta';
import { Container, Eyebrow, Heading, Lead, Section } from '../../ui';
import { ConfirmRequest } from './ConfirmRequest';
import { RequestForm } from './RequestForm';

/**
 * /privacy/request: the form that asks for a copy or the erasure of one's data, and (with `?token=`) the page its
 * e-mailed link opens. The page is prerendered without a token, so the token is read once hydrated: the first render
 * matches the prerendered HTML.
 */
export default function PrivacyRequestPage() {
  const [token, setToken] = useState<string>();
  useEffect(() => {
    setToken(new URLSearchParams(window.location.search).get('token') ?? '');
  }, []);
  const confirming = Boolean(token);

  return (
    <>
      <PageMeta
        overrides={{
          title: 'Your personal data',
          description: 'Ask for a copy of the personal data we hold about you, or for its erasure.',
          noindex: confirming,
        }}
      />
      <Section>
        <Container>
          <Eyebrow>Privacy</Eyebrow>
          <Heading level={1} size="xl" className="max-w-3xl animate-rise">
            {confirming ? 'Confirm your request' : 'Your personal data'}
          </Heading>
          <Lead className="mt-6 max-w-2xl">
            {confirming
              ? 'Read what will happen, then press the button. Opening this page changed nothing.'
              : 'Ask for a copy of everything we hold about your e-mail address, or for its erasure. We send a link to that address to make sure the request is yours, and we answer every request within 30 days.'}
          </Lead>
          <div className="mt-10">{confirming ? <ConfirmRequest token={token!} /> : <RequestForm />}</div>
          {!confirming && (
            <p className="mt-10 max-w-2xl text-sm text-muted">
              What we keep, why and for how long is in our <a href="/privacy" className="font-semibold text-ink underline">privacy policy</a>.
            </p>
          )}
        </Container>
      </Section>
    </>
  );
}
