import { useState, type FormEvent } from 'react';
import { useNewsletterSubscription } from './useNewsletterSubscription';
import { ArrowRightIcon, Button, Checkbox, Input } from '../ui';

/** The footer's subscription form: e-mail and consent, both required; the field clears on success. */
export function NewsletterForm() {
  const { status, subscribe } = useNewsletterSubscription();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const submitting = status === 'submitting';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await subscribe(email.trim())) {
      setEmail('');
      setConsent(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Newsletter">
      <div className="flex items-end gap-2">
        <Input
          label="Email address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@company.com"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="flex-1"
        />
        <Button type="submit" variant="accent" size="icon" className="size-12" loading={submitting} aria-label={submitting ? 'Subscribing' : 'Subscribe'}>
          {!submitting && <ArrowRightIcon className="size-5" />}
        </Button>
      </div>
      <Checkbox
        label="I consent to receiving emails for an enhanced experience"
        name="consent"
        required
        checked={consent}
        onChange={(event) => setConsent(event.target.checked)}
      />
    </form>
  );
}
