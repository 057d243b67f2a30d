import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ChatLauncher from './ChatLauncher';
import { chatStorageKeys } from './chat-storage';

const failure =
  "I apologize, but I'm experiencing some technical difficulties right now. Please feel free to contact our team directly through our contact page or book a consultation call.";

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  localStorage.clear();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openChat() {
  render(
    <MemoryRouter>
      <ChatLauncher />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: /chat with nova/i }));
  return screen.findByRole('dialog', { name: 'Nova' }, { timeout: 10_000 });
}

async function passGate(email = 'visitor@example.com') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
  return screen.findByPlaceholderText('Ask anything about Northstar Digital');
}

describe('the chat widget', () => {
  it('opens a panel named after the assistant with the e-mail gate', async () => {
    const dialog = await openChat();
    expect(dialog.textContent).toContain('Customer Support');
    expect(dialog.textContent).toContain('Welcome to Northstar Digital');
    expect(dialog.textContent).toContain('Enter your email to start chatting with our AI assistant');
    expect(dialog.textContent).toContain('Your email is used for support purposes only');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
  });

  it('validates the e-mail with the gate’s messages', async () => {
    await openChat();
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(screen.getByText('Please enter your email')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
  });

  it('greets, sends a message and renders the reply’s Markdown safely', async () => {
    await openChat();
    const input = await passGate();
    expect(screen.getByText("Hello! I'm Nova, your AI assistant. How can I help you today?")).toBeTruthy();
    let answer!: (value: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));

    fireEvent.change(input, { target: { value: 'How do I book?' } });
    fireEvent.submit(input.closest('form')!);
    expect(screen.getByText('How do I book?')).toBeTruthy();
    expect(input).toHaveProperty('disabled', true);
    expect(screen.getByTestId('chat-typing')).toBeTruthy();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({
      message: 'How do I book?',
      userEmail: 'visitor@example.com',
      conversationId: null,
    });

    await act(async () =>
      answer(
        jsonResponse(200, {
          response: 'See [the calendar](/calendar), [our site](https://example.com) <img src=x onerror=alert(1)> [bad](javascript:alert(1))',
          conversationId: 'conversation-123',
        }),
      ),
    );
    const internal = await screen.findByRole('link', { name: 'the calendar' });
    expect(internal.getAttribute('href')).toBe('/calendar');
    const external = screen.getByRole('link', { name: 'our site' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(input).toHaveProperty('disabled', false);
    expect(localStorage.getItem(chatStorageKeys.conversationId)).toBe('conversation-123');
    expect(JSON.parse(localStorage.getItem(chatStorageKeys.messages)!)).toHaveLength(3);
  });

  it('ignores empty messages', async () => {
    await openChat();
    const input = await passGate();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(chatStorageKeys.messages)).toBeNull();
  });

  it('shows the failure bubble when the service fails', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { error: { code: 'SERVICE_UNAVAILABLE', title: 'x', message: 'y' } }));
    await openChat();
    const input = await passGate();
    fireEvent.change(input, { target: { value: 'Hello?' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText(failure)).toBeTruthy();
  });

  it('shows the failure bubble, and keeps no conversation id, when a reply comes in the wrong shape', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { reply: 'Hi', conversation: 42 }));
    await openChat();
    const input = await passGate();
    fireEvent.change(input, { target: { value: 'Hello?' } });
    fireEvent.submit(input.closest('form')!);
    expect(await screen.findByText(failure)).toBeTruthy();
    expect(localStorage.getItem(chatStorageKeys.conversationId)).toBeNull();
    expect(input).toHaveProperty('disabled', false);
  });

  it('skips the gate for a stored e-mail and restores the conversation', async () => {
    localStorage.setItem(chatStorageKeys.email, 'back@example.com');
    localStorage.setItem(
      chatStorageKeys.messages,
      JSON.stringify([
        { id: 'greeting', text: 'Hello!', sender: 'ai', timestamp: '2026-01-01T00:00:00.000Z' },
        { id: 'm1', text: 'Earlier question', sender: 'user', timestamp: '2026-01-01T00:00:01.000Z' },
      ]),
    );
    await openChat();
    expect(screen.queryByRole('button', { name: 'Start Chat' })).toBeNull();
    expect(screen.getByText('Earlier question')).toBeTruthy();
  });

  it('closes on Escape and gives focus back to the launcher', async () => {
    const dialog = await openChat();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /chat with nova/i }));
  });
});
