import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../ui/Toaster';
import { NewsletterForm } from './NewsletterForm';

const fetchMock = vi.fn();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function fillAndSubmit(email: string) {
  render(
    <>
      <NewsletterForm />
      <Toaster />
    </>,
  );
  fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: email } });
  fireEvent.click(screen.getByLabelText(/I consent to receiving emails for an enhanced experience/));
  fireEvent.submit(screen.getByRole('form', { name: 'Newsletter' }));
}

describe('newsletter form', () => {
  it('requires both the e-mail and the consent', () => {
    render(<NewsletterForm />);
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByRole('checkbox', { name: /I consent/ }) as HTMLInputElement).required).toBe(true);
  });

  it('posts the e-mail with consent, asks the visitor to confirm it from the inbox and clears the field', async () => {
    fetchMock.mockResolvedValue(new Response('{"status":"pending"}', { status: 202 }));
    fillAndSubmit('ada@example.com');

    await screen.findByText('Check your inbox', undefined, { timeout: 5000 });
    expect(screen.getByText('We have sent you an e-mail: confirm your address with its link to start receiving our newsletter.')).toBeTruthy();
    expect(screen.queryByText(/Subscribed/)).toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/newsletter');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({ email: 'ada@example.com', consent: true });
    await waitFor(() => expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe(''));
  });

  it('shows the failure toast with the error code and keeps the e-mail', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', title: 'Too Many Requests', message: 'Slow down' } }), { status: 429 }),
    );
    fillAndSubmit('ada@example.com');

    await screen.findByText('Subscription Failed', undefined, { timeout: 5000 });
    expect(screen.getByText(/There was an issue subscribing to our newsletter\. Please try again\./).textContent).toContain('Error Code: RATE_LIMITED');
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('treats an answer of the wrong shape as a failure, with its code, and keeps the e-mail', async () => {
    fetchMock.mockResolvedValue(new Response('{"subscribed":true}', { status: 201 }));
    fillAndSubmit('ada@example.com');

    const failure = await screen.findByText(/Error Code: INVALID_RESPONSE/, undefined, { timeout: 5000 });
    expect(failure.textContent).toContain('There was an issue subscribing to our newsletter. Please try again.');
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('ada@example.com');
  });
});
