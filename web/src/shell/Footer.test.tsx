import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer } from './Footer';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const footer = (invite = true) => (
  <MemoryRouter>
    <Footer invite={invite} />
  </MemoryRouter>
);

describe('footer', () => {
  it('names the current year, not a year written into the code', () => {
    vi.useFakeTimers({ now: new Date('2031-01-02T09:00:00Z'), toFake: ['Date'] });
    render(footer());
    expect(screen.getByText(/© 2031 Northstar Digital\. All rights reserved\./)).toBeTruthy();
  });

  it('prerenders a year too, so the page reads right without its scripts', () => {
    expect(renderToString(footer())).toMatch(/© <!-- -->20\d\d<!-- --> /);
  });

  it('invites to book a call', () => {
    render(footer());
    expect(screen.getByRole('link', { name: 'Book a free call' }).getAttribute('href')).toBe('/calendar');
  });

  it('leaves the invitation out on a page that is itself for booking', () => {
    render(footer(false));
    expect(screen.queryByRole('link', { name: 'Book a free call' })).toBeNull();
    expect(screen.queryByText(/Have a bold idea\?/)).toBeNull();
  });
});
