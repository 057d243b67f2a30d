import { afterEach, describe, expect, it } from 'vitest';
import { coversControl } from './floating-layers';
import { footerInvitesToBook } from './navigation';

const VIEWPORT = 390;

/** An element of the page laid out `width` px wide. */
function laidOut(html: string, width: number): Element {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  for (const element of host.querySelectorAll('*')) {
    element.getBoundingClientRect = () => ({ width }) as DOMRect;
  }
  return host.querySelector('[data-probe]') ?? host.firstElementChild!;
}

afterEach(() => document.body.replaceChildren());

describe('the chat button over the page', () => {
  it('steps aside over the booking widget, whatever part of it is under the button', () => {
    expect(coversControl([laidOut('<div data-floating-avoid><p><span data-probe>09:30</span></p></div>', 40)], VIEWPORT)).toBe(true);
  });

  it('steps aside over a form’s field or button of any size, such as the newsletter’s small Subscribe button', () => {
    expect(coversControl([laidOut('<form><input type="email"><button data-probe aria-label="Subscribe">→</button></form>', 48)], VIEWPORT)).toBe(true);
    expect(coversControl([laidOut('<form><select data-probe></select></form>', 120)], VIEWPORT)).toBe(true);
  });

  it('steps aside over a full-width button, link or field, but not over a small one or over text', () => {
    expect(coversControl([laidOut('<button><span data-probe>Send Message</span></button>', 358)], VIEWPORT)).toBe(true);
    expect(coversControl([laidOut('<a href="/calendar" data-probe>Book a free call</a>', 300)], VIEWPORT)).toBe(true);
    expect(coversControl([laidOut('<input data-probe>', 358)], VIEWPORT)).toBe(true);
    expect(coversControl([laidOut('<button data-probe>Close</button>', 44)], VIEWPORT)).toBe(false);
    expect(coversControl([laidOut('<form><a href="/privacy" data-probe>Privacy Policy</a></form>', 90)], VIEWPORT)).toBe(false);
    expect(coversControl([laidOut('<p data-probe>Our approach</p>', 358)], VIEWPORT)).toBe(false);
    expect(coversControl([], VIEWPORT)).toBe(false);
  });
});

describe('the footer invitation', () => {
  it('is left out on the booking calendar and a booking’s own page, kept elsewhere', () => {
    expect(['/calendar', '/calendar/', '/booking/0b7f1c2e-8a4d'].map(footerInvitesToBook)).toEqual([false, false, false]);
    expect(['/', '/contact', '/projects/lumen-skin', '/calendar-tips'].map(footerInvitesToBook)).toEqual([true, true, true, true]);
  });
});
