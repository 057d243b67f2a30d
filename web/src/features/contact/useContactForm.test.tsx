import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../ui/Toaster';
import { emptyContact, type ContactValues } from './contact-form';
import { useContactForm } from './useContactForm';

const filled: ContactValues = {
  ...emptyContact,
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '501234567',
  company: 'Analytical Engines',
  role: 'Founder',
  industry: 'Technology',
  website: 'analytical.com',
  subject: 'A new website',
  message: 'We would like to talk about a new website.',
  privacyAccepted: true,
};

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const submitEvent = () => ({ preventDefault: () => undefined }) as FormEvent<HTMLFormElement>;

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function fillForm() {
  render(<Toaster />);
  const form = renderHook(() => useContactForm(() => undefined));
  act(() => {
    for (const [field, value] of Object.entries(filled)) form.result.current.set(field as keyof ContactValues, value as never);
  });
  return form;
}

describe('the contact form’s send', () => {
  it('posts the request and clears the form once the API confirms it', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { result } = fillForm();

    act(() => result.current.submit(submitEvent()));
    // The check (its schema and domain list load on the first send) comes first, then the request is on its way.
    await waitFor(() => expect(result.current.sending).toBe(true));
    expect(result.current.sent).toBe(false);

    answer(json(201, { status: 'sent' }));
    await waitFor(() => expect(result.current.sent).toBe(true));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/contact');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ name: 'Ada Lovelace', countryCode: '+971', privacyAccepted: true });
    expect(result.current.values).toEqual(emptyContact);
    expect(result.current.sending).toBe(false);
  });

  it('treats an answer of the wrong shape as a failed send: keeps the values and shows INVALID_RESPONSE', async () => {
    fetchMock.mockResolvedValue(json(201, { ok: true }));
    const { result } = fillForm();

    act(() => result.current.submit(submitEvent()));

    const toast = await screen.findByText(/Error Code: INVALID_RESPONSE/, undefined, { timeout: 5000 });
    expect(toast.textContent).toContain('There was an issue sending your message. Please try again.');
    expect(result.current.sent).toBe(false);
    expect(result.current.values).toEqual(filled);
    await waitFor(() => expect(result.current.sending).toBe(false));
  });

  it('names every broken rule at once, then a success closes those toasts', async () => {
    fetchMock.mockResolvedValue(json(201, { status: 'sent' }));
    const { result } = fillForm();
    act(() => {
      result.current.set('privacyAccepted', false);
      result.current.set('website', 'analytical.notatld');
    });

    act(() => result.current.submit(submitEvent()));
    // The form's state and the toasts are two React roots: each is awaited, since either may show first.
    await waitFor(() => expect(Object.keys(result.current.errors).sort()).toEqual(['privacyAccepted', 'website']));
    await screen.findByText('Invalid Website');
    expect(screen.getByText('Privacy Policy')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => {
      result.current.set('privacyAccepted', true);
      result.current.set('website', 'analytical.agency');
    });
    act(() => result.current.submit(submitEvent()));
    await waitFor(() => expect(result.current.sent).toBe(true));
    await waitFor(() => expect(screen.queryByText('Invalid Website')).toBeNull());
    expect(screen.queryByText('Privacy Policy')).toBeNull();
  });

  it('starts the calling code on the country of the visitor’s time zone, and comes back to it after a send', async () => {
    const resolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
      return { ...resolvedOptions.call(this), timeZone: 'Asia/Riyadh' };
    });
    fetchMock.mockResolvedValue(json(201, { status: 'sent' }));
    const { result } = renderHook(() => useContactForm(() => undefined));
    await waitFor(() => expect(result.current.values.dialIso).toBe('SA'));
    act(() => {
      for (const [field, value] of Object.entries({ ...filled, dialIso: 'EG' })) result.current.set(field as keyof ContactValues, value as never);
    });
    act(() => result.current.submit(submitEvent()));
    await waitFor(() => expect(result.current.sent).toBe(true));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ countryCode: '+20' });
    expect(result.current.values.dialIso).toBe('SA');
  });
});
