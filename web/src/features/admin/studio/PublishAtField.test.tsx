import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PublishAtField } from './StudioParts';

vi.mock('../../auth/useRole', () => ({ useRole: () => ({ can: () => true }) }));
vi.mock('../../booking/booking-queries', () => ({ useCalendarSettings: () => ({ timezone: 'Africa/Cairo' }) }));

describe('PublishAtField', () => {
  it('shows and sets the time on the business time zone clock, named in its label, with a hint', () => {
    const onChange = vi.fn();
    render(<PublishAtField value="2026-12-01T07:00:00.000Z" onChange={onChange} />);
    const input = screen.getByLabelText('Publish at (Africa/Cairo)') as HTMLInputElement;
    // Cairo is two hours ahead of UTC in December.
    expect(input.value).toBe('2026-12-01T09:00');
    expect(input.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/a later time keeps a published item private until then/)).toBeTruthy();

    fireEvent.change(input, { target: { value: '2026-12-02T10:30' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-12-02T08:30:00.000Z');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
