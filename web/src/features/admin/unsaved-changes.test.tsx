import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVE_QUESTION, UnsavedChangesProvider, useConfirmLeave, useUnsavedChanges } from './unsaved-changes';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A form whose text counts as unsaved once changed, a link elsewhere, and another item to pick. */
function Screen({ onPick }: { onPick: () => void }) {
  const [text, setText] = useState('saved');
  useUnsavedChanges(text !== 'saved');
  const confirmLeave = useConfirmLeave();
  return (
    <>
      <label>
        Text <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <a href="#elsewhere">Elsewhere</a>
      <button type="button" onClick={() => confirmLeave() && onPick()}>
        Another item
      </button>
    </>
  );
}

function renderScreen() {
  const onPick = vi.fn();
  render(
    <UnsavedChangesProvider>
      <Screen onPick={onPick} />
    </UnsavedChangesProvider>,
  );
  return onPick;
}

const followLink = () => fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));

describe('the unsaved-changes guard', () => {
  it('asks nothing while every form is as saved', () => {
    const confirm = vi.spyOn(window, 'confirm');
    const onPick = renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Another item' }));
    expect(onPick).toHaveBeenCalledOnce();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('keeps the editor on the page when they choose to stay, for another item, a link or closing the tab', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const onPick = renderScreen();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'edited' } });

    fireEvent.click(screen.getByRole('button', { name: 'Another item' }));
    expect(onPick).not.toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledWith(LEAVE_QUESTION);

    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: 'Elsewhere' }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);

    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    expect(screen.getByLabelText('Text')).toHaveProperty('value', 'edited');
  });

  it('lets them leave when they choose to, asking once', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const onPick = renderScreen();
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'edited' } });
    fireEvent.click(screen.getByRole('button', { name: 'Another item' }));
    expect(onPick).toHaveBeenCalledOnce();
    followLink();
    expect(confirm).toHaveBeenCalledOnce();
  });
});
