import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom has no modal dialogs. For the calling file's tests, `showModal` sets `open` and `close` clears it at once and
 * announces `close` in a later task, as browsers do; both are removed again after the file.
 */
export function withModalDialogs() {
  const prototype = HTMLDialogElement.prototype as unknown as Record<'showModal' | 'close', unknown>;
  beforeAll(() => {
    prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      setTimeout(() => this.dispatchEvent(new Event('close')));
    };
  });
  afterAll(() => {
    delete prototype.showModal;
    delete prototype.close;
  });
}
