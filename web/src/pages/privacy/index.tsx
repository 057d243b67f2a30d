import { privacyPage } from '../../../../shared/content/static-pages';
import { TextPageView } from '../../sections/TextPageView';
import { ArrowRightIcon, ButtonLink, Card } from '../../ui';

export default function PrivacyPage() {
  return (
    <TextPageView page={privacyPage} pageKey="privacy" eyebrow="Legal">
      <Card className="mt-12 flex max-w-3xl flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div>
          <h2 className="font-display text-xl font-semibold text-ink">Your data, on request</h2>
          <p className="mt-2 text-sm text-muted">Get a copy of everything we hold about your e-mail address, or have it erased.</p>
        </div>
        <ButtonLink to="/privacy/request" variant="accent" iconAfter={<ArrowRightIcon className="size-4" />} className="shrink-0">
          Make a request
        </ButtonLink>
      </Card>
    </TextPageView>
  );
}
