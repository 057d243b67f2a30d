import { render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { LoadFailureBoundary } from './LoadFailureBoundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

it('offers a reload when a step fails to load', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <LoadFailureBoundary>
      <Broken />
    </LoadFailureBoundary>,
  );
  expect(screen.getByRole('alert').textContent).toContain('This step could not be loaded. Please reload the page to continue.');
  expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  vi.restoreAllMocks();
});
