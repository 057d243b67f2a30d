import { kindOfLinkToken } from '../../../../shared/privacy/rules';
import { useState } from 'react';
import type { ErasureSummary, PersonalDataExport, PrivacyConfirmResponse } from '../../../../shared/privacy/schemas';
import { downloadText } from '../../features/admin/download';
import { usePrivacyConfirmation } from '../../features/privacy/privacy-api';
import { ApiError } from '../../lib/http';
import { Button, ButtonLink, Card } from '../../ui';

const consequences = {
  export: [
    'We gather everything we hold about the address: bookings, contact messages, chat conversations and the newsletter subscription.',
    'It is shown on this page, and you can download it as a JSON file.',
    'Nothing is changed or deleted.',
  ],
  erase: [
    'Your upcoming consultations are cancelled; you, your guests and our team receive the usual cancellation e-mails, and the times become free.',
    'Past bookings keep only their date and time; your name, e-mail, phone, company and notes are removed.',
    'Your contact messages, chat conversations and newsletter subscription are deleted, and you are taken off other bookings’ guest lists.',
    'This cannot be undone.',
  ],
  unknown: ['The button carries out the request you asked for by e-mail.'],
};

const erasureLabels: [keyof ErasureSummary, string][] = [
  ['bookingsCancelled', 'Upcoming consultations cancelled'],
  ['bookingsAnonymised', 'Bookings anonymised'],
  ['guestListsCleared', 'Guest lists you were removed from'],
  ['contactMessagesDeleted', 'Contact messages deleted'],
  ['chatConversationsDeleted', 'Chat conversations deleted'],
  ['newsletterSubscriptionsDeleted', 'Newsletter subscriptions deleted'],
];

/** The page the e-mailed link opens: it explains the request and acts only when the button is pressed. */
export function ConfirmRequest({ token }: { token: string }) {
  const kind = kindOfLinkToken(token);
  const confirming = usePrivacyConfirmation();
  const [result, setResult] = useState<PrivacyConfirmResponse>();
  const [error, setError] = useState<unknown>();
  const failure = error instanceof ApiError ? error : error ? new ApiError(0, 'NETWORK_ERROR', 'Request Failed', 'Please check your connection and try again.') : undefined;
  const confirm = () => {
    setError(undefined);
    confirming.send(token).then(setResult, setError);
  };

  if (result?.export) return <ExportResult data={result.export} />;
  if (result?.erased) return <ErasureResult summary={result.erased} />;

  return (
    <Card className="max-w-2xl p-8">
      <h2 className="font-display text-2xl font-semibold text-ink">
        {kind === 'erase' ? 'Erase your data' : kind === 'export' ? 'Get a copy of your data' : 'Confirm your request'}
      </h2>
      <ul className="mt-4 flex list-disc flex-col gap-2 pl-5 text-muted">
        {consequences[kind ?? 'unknown'].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {failure && (
        <div role="alert" className="mt-6 rounded-control border border-danger/40 p-4">
          <p className="font-semibold text-danger">{failure.title}</p>
          <p className="mt-1 text-sm text-ink">{failure.message}</p>
        </div>
      )}
      <div className="mt-8 flex flex-wrap gap-3">
        {failure?.title === 'Link Expired' ? (
          <ButtonLink to="/privacy/request" variant="accent" size="lg">
            Ask again
          </ButtonLink>
        ) : (
          <Button variant="accent" size="lg" loading={confirming.isPending} onClick={confirm}>
            {kind === 'erase' ? 'Erase my data permanently' : kind === 'export' ? 'Show and download my data' : 'Confirm'}
          </Button>
        )}
      </div>
    </Card>
  );
}

function ExportResult({ data }: { data: PersonalDataExport }) {
  const json = JSON.stringify(data, null, 2);
  const counts = [
    `${data.bookings.length} booking${data.bookings.length === 1 ? '' : 's'}`,
    `${data.contactMessages.length} contact message${data.contactMessages.length === 1 ? '' : 's'}`,
    `${data.chatConversations.length} chat conversation${data.chatConversations.length === 1 ? '' : 's'}`,
    data.newsletter ? `a newsletter subscription (${data.newsletter.status})` : 'no newsletter subscription',
  ];
  return (
    <Card className="p-6 sm:p-8" role="status">
      <h2 className="font-display text-2xl font-semibold text-ink">Your data</h2>
      <p className="mt-3 text-muted">We hold {counts.join(', ')} about {data.email}.</p>
      <div className="mt-6">
        <Button variant="accent" onClick={() => downloadText(`personal-data-${data.exportedAt.slice(0, 10)}.json`, json, 'application/json')}>
          Download as JSON
        </Button>
      </div>
      <pre
        tabIndex={0}
        aria-label="Your data as JSON"
        className="mt-6 max-h-[28rem] overflow-auto rounded-control border border-line bg-canvas p-4 text-xs leading-relaxed text-ink"
      >
        {json}
      </pre>
    </Card>
  );
}

function ErasureResult({ summary }: { summary: ErasureSummary }) {
  return (
    <Card className="max-w-2xl p-8" role="status">
      <h2 className="font-display text-2xl font-semibold text-ink">Your data has been erased</h2>
      <dl className="mt-6 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm">
        {erasureLabels.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="text-right font-semibold text-ink">{summary[key]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 text-sm text-muted">Cancellation e-mails for any upcoming consultation are on their way.</p>
    </Card>
  );
}
