import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePauseHandlers } from './usePauseHandlers';

function Region() {
  const { paused, handlers } = usePauseHandlers();
  return (
    <>
      <div data-testid="region" data-paused={paused} {...handlers}>
        <button type="button">First</button>
        <button type="button">Second</button>
      </div>
      <button type="button">Outside</button>
    </>
  );
}

const paused = () => screen.getByTestId('region').dataset.paused;
const button = (name: string) => screen.getByRole('button', { name });

describe('usePauseHandlers', () => {
  it('holds while the region is worked with the keyboard and releases when focus leaves', () => {
    render(<Region />);
    expect(paused()).toBe('false');
    fireEvent.keyDown(button('First'), { key: 'ArrowRight' });
    expect(paused()).toBe('true');
    act(() => button('Second').focus());
    expect(paused()).toBe('true');
    act(() => button('Outside').focus());
    expect(paused()).toBe('false');
  });

  it('does not hold for the focus a click gives, and a click inside releases a keyboard hold', () => {
    render(<Region />);
    // A mouse click focuses the button it presses without :focus-visible.
    fireEvent.pointerDown(button('First'));
    act(() => button('First').focus());
    fireEvent.click(button('First'));
    expect(paused()).toBe('false');

    fireEvent.keyDown(button('First'), { key: 'Tab' });
    expect(paused()).toBe('true');
    fireEvent.pointerDown(button('Second'));
    expect(paused()).toBe('false');
  });
});
