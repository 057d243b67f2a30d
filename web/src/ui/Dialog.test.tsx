import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, it, vi } from 'vitest';
import { withModalDialogs } from '../test/modal-dialogs';
import { Dialog } from './Dialog';

withModalDialogs();

function Question({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ask again
      </button>
      <Dialog
        open={open}
        title="Change role?"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <button type="button" onClick={() => setOpen(false)}>
          Cancel
        </button>
      </Dialog>
    </>
  );
}

it('a question asked again right after Cancel stays open', async () => {
  const onClose = vi.fn();
  render(<Question onClose={onClose} />);
  fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  fireEvent.click(screen.getByRole('button', { name: 'Ask again', hidden: true }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(screen.getByRole('dialog', { name: 'Change role?' })).toHaveProperty('open', true);
  expect(onClose).not.toHaveBeenCalled();
});

it('a close by the browser (Escape) is passed on', async () => {
  const onClose = vi.fn();
  render(<Question onClose={onClose} />);
  act(() => (screen.getByRole('dialog', { name: 'Change role?' }) as HTMLDialogElement).close());
  await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();
});
