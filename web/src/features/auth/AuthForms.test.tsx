import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../ui/Toaster';
import { SetPasswordForm } from './AuthForms';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const EXPIRED = 'This invitation link has expired or was replaced by a newer one. Ask an administrator to send a new invitation.';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('choosing a password from an invitation', () => {
  it('says a refused link once, in the form, with no toast, and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(json(400, { error: { code: 'VALIDATION_ERROR', title: 'Link Expired', message: EXPIRED } }));
    render(
      <>
        <Toaster />
        <SetPasswordForm mode="invite" token="t-1" onDone={vi.fn()} />
      </>,
    );
    fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: 'Ada Lovelace' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Analytical-Engine-1843' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the password/), { target: { value: 'Analytical-Engine-1843' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));

    expect((await screen.findByRole('alert')).textContent).toBe(EXPIRED);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // A toast's code loads on its first use: give it that time, and the refusal is still said only in the form.
    await expect(screen.findByText('Link Expired', {}, { timeout: 1500 })).rejects.toThrow();
    expect(screen.getAllByText(EXPIRED)).toHaveLength(1);
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Ada Lovelace');
  });
});
