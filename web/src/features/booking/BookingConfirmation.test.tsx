import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BookingDto } from '../../../../shared/booking/schemas';
import { BookingConfirmation } from './BookingConfirmation';

/** Tuesday 1 December 2026, 09:00 in Cairo (UTC+2): 11:00 in Dubai. */
const booking: BookingDto = {
  id: 'b-20261201-00000000-0000-4000-8000-000000000001',
  date: '2026-12-01',
  time: '09:00',
  start: '2026-12-01T07:00:00.000Z',
  end: '2026-12-01T07:30:00.000Z',
  duration: 30,
  status: 'confirmed',
  meetLink: 'https://meet.jit.si/NorthstarConsultation-0123456789abcdef0123456789abcdef',
  manageUrl: 'https://www.northstar.example/booking/b-20261201-00000000-0000-4000-8000-000000000001?token=abc.def',
};

function show(shown: BookingDto = booking, onBookAnother = () => undefined) {
  render(
    <MemoryRouter>
      <BookingConfirmation booking={shown} zone="Asia/Dubai" businessZone="Africa/Cairo" hourCycle="12h" onBookAnother={onBookAnother} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'Your consultation is booked' });
}

const row = (region: HTMLElement, label: string) => within(region).getByText(label).nextElementSibling as HTMLElement;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the booking confirmation', () => {
  it('takes focus on its heading, and states the time in the visitor’s zone and in ours', () => {
    const region = show();
    expect(document.activeElement).toBe(within(region).getByRole('heading', { name: 'Your consultation is booked' }));
    expect(row(region, 'Your time (Asia/Dubai)').textContent).toBe('Tuesday, December 1, 2026, 11:00 AM – 11:30 AM GMT+4');
    expect(row(region, 'Our time (Africa/Cairo)').textContent).toBe('Tuesday, December 1, 2026, 9:00 AM – 9:30 AM GMT+2');
  });

  it('links the meeting, Google Calendar and Outlook with the meeting’s own link, and the manage page', () => {
    const region = show();
    expect(within(region).getByRole('link', { name: booking.meetLink }).getAttribute('href')).toBe(booking.meetLink);
    const google = new URL(within(region).getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(google.searchParams)).toMatchObject({ dates: '20261201T070000Z/20261201T073000Z', location: booking.meetLink });
    const outlook = new URL(within(region).getByRole('link', { name: 'Outlook' }).getAttribute('href')!);
    expect(outlook.hostname).toBe('outlook.live.com');
    expect(Object.fromEntries(outlook.searchParams)).toMatchObject({ startdt: booking.start, enddt: booking.end, location: booking.meetLink });
    expect(within(region).getByRole('link', { name: 'Manage booking' }).getAttribute('href')).toBe(booking.manageUrl);
  });

  it('says the link will follow when the meeting has none yet, and no calendar link names a place', () => {
    const region = show({ ...booking, meetLink: undefined });
    expect(row(region, 'Meeting link').textContent).toBe('We will e-mail you the meeting link before the call.');
    for (const name of ['Google Calendar', 'Outlook']) {
      const link = new URL(within(region).getByRole('link', { name }).getAttribute('href')!);
      expect(link.searchParams.has('location')).toBe(false);
      expect(link.toString()).not.toContain('meet.');
    }
  });

  it('points to the e-mail for changes when the answer carried no manage link', () => {
    const region = show({ ...booking, manageUrl: undefined });
    expect(within(region).queryByRole('link', { name: 'Manage booking' })).toBeNull();
    expect(region.textContent).toContain('The confirmation e-mail has a link to reschedule or cancel.');
  });

  it('downloads the event as an .ics file with the meeting’s link, and "Book another time" starts again', async () => {
    const files: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => (files.push(blob), 'blob:event'));
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const again = vi.fn();
    const region = show(booking, again);

    fireEvent.click(within(region).getByRole('button', { name: 'Download .ics' }));
    await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('northstar-consultation.ics');
    const text = (await files[0].text()).replace(/\r\n /g, '');
    expect(text).toContain('METHOD:PUBLISH');
    expect(text).toContain('DTSTART:20261201T070000Z');
    expect(text).toContain(`LOCATION:${booking.meetLink}`);
    expect(text).not.toContain('ATTENDEE');

    fireEvent.click(within(region).getByRole('button', { name: 'Book another time' }));
    expect(again).toHaveBeenCalledOnce();
  });
});
