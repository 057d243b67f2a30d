import { useState, type FormEvent } from 'react';
import type { PrivacyRequestKind } from '../../../../shared/privacy/rules';
import { usePrivacyRequest } from '../../features/privacy/privacy-api';
import { ApiError } from '../../lib/http';
import { Button, Card, Input } from '../../ui';

const choices: { kind: PrivacyRequestKind; label: string; detail: string }[] = [
  { kind: 'export', label: 'A copy of my data', detail: 'Everything we hold about the address, to read on the page or download as a JSON file.' },
  {
    kind: 'erase',
    label: 'Erase my data',
    detail: 'Upcoming consultations are cancelled, then bookings, messages, chats and newsletter details are deleted or anonymised.',
  },
];

/** The request form: an address and what to do with its data. The answer never says whether we know the address. */
export function RequestForm() {
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<PrivacyRequestKind>('export');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sentTo, setSentTo] = useState<string>();
  const sending = usePrivacyRequest();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The schema (and zod) load with the first send, not with the page.
    const { privacyRequestBodySchema } = await import('../../../../shared/privacy/schemas');
    const parsed = privacyRequestBodySchema.safeParse({ email, kind });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await sending.send(parsed.data);
      setSentTo(parsed.data.email);
    } catch (cause) {
      const failure = cause instanceof ApiError ? cause : undefined;
      setErrors(failure?.fields ?? { _: failure ? `${failure.title}: ${failure.message}` : 'The request could not be sent. Please try again.' });
    }
  };

  if (sentTo) {
    return (
      <Card className="max-w-2xl p-8" role="status">
        <h2 className="font-display text-2xl font-semibold text-ink">Check your inbox</h2>
        <p className="mt-4 text-muted">
          If we hold data about <strong className="text-ink">{sentTo}</strong>, we have sent it a link to confirm the request. The link
          works once, for 24 hours, and nothing happens until you press the button on the page it opens.
        </p>
        <p className="mt-4 text-muted">No e-mail? Then we hold nothing about this address, or it went to your spam folder.</p>
      </Card>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="flex max-w-2xl flex-col gap-6" aria-label="Personal data request">
      <Input
        label="E-mail address"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
        hint="The address you used to book, write to us, chat or subscribe."
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">What would you like?</legend>
        {choices.map((choice) => (
          <label
            key={choice.kind}
            className="flex cursor-pointer gap-3 rounded-card border border-line bg-surface p-4 has-checked:border-accent has-checked:ring-4 has-checked:ring-accent/15"
          >
            <input
              type="radio"
              name="kind"
              value={choice.kind}
              checked={kind === choice.kind}
              onChange={() => setKind(choice.kind)}
              className="mt-1 size-4 accent-(--color-accent)"
            />
            <span className="flex flex-col gap-1">
              <span className="font-semibold text-ink">{choice.label}</span>
              <span className="text-sm text-muted">{choice.detail}</span>
            </span>
          </label>
        ))}
        {errors.kind && <p className="text-xs font-medium text-danger">{errors.kind}</p>}
      </fieldset>
      {errors._ && (
        <p role="alert" className="text-sm font-medium text-danger">
          {errors._}
        </p>
      )}
      <div>
        <Button type="submit" variant="accent" size="lg" loading={sending.isPending}>
          Send me the confirmation link
        </Button>
      </div>
    </form>
  );
}
