import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTROLS_HIDE_MS, useAutoHideControls } from './useAutoHideControls';

function Player({ playing }: { playing: boolean }) {
  const controls = useAutoHideControls(playing);
  return (
    <div data-testid="player" {...controls.handlers}>
      <button type="button" data-visible={controls.visible}>
        Pause
      </button>
    </div>
  );
}

const visible = () => screen.getByRole('button').dataset.visible;
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAutoHideControls', () => {
  it('hides the controls of a playing video 3 s after the last pointer movement and shows them on the next', () => {
    render(<Player playing />);
    wait(CONTROLS_HIDE_MS - 1);
    expect(visible()).toBe('true');
    wait(1);
    expect(visible()).toBe('false');

    fireEvent.pointerMove(screen.getByTestId('player'));
    expect(visible()).toBe('true');
    wait(CONTROLS_HIDE_MS - 1);
    fireEvent.pointerDown(screen.getByTestId('player'), { pointerType: 'touch' });
    wait(CONTROLS_HIDE_MS - 1);
    expect(visible()).toBe('true');
    wait(1);
    expect(visible()).toBe('false');
  });

  it('keeps them while paused and while the keyboard is inside the player', () => {
    const { rerender } = render(<Player playing={false} />);
    wait(10 * CONTROLS_HIDE_MS);
    expect(visible()).toBe('true');

    rerender(<Player playing />);
    wait(CONTROLS_HIDE_MS);
    expect(visible()).toBe('false');
    fireEvent.keyDown(screen.getByRole('button'), { key: 'Tab' });
    wait(10 * CONTROLS_HIDE_MS);
    expect(visible()).toBe('true');
  });
});
