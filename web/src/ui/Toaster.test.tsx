import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissNotifications, isStaffScreen, notifySuccess, Toaster } from './Toaster';

afterEach(() => dismissNotifications());

const toasterList = () => document.querySelector('[data-sonner-toaster]');

describe('toast placement', () => {
  it('puts staff screens’ toasts at the top centre, away from the Save and Discard buttons low in a form', async () => {
    render(<Toaster placement="staff" />);
    await notifySuccess({ title: 'Saved', message: 'Your changes are stored.' });
    await waitFor(() => expect(toasterList()).not.toBeNull());
    expect(toasterList()?.getAttribute('data-y-position')).toBe('top');
    expect(toasterList()?.getAttribute('data-x-position')).toBe('center');
  });

  it('keeps the public site’s toasts at the bottom left', async () => {
    render(<Toaster />);
    await notifySuccess({ title: 'Subscribed' });
    await waitFor(() => expect(toasterList()).not.toBeNull());
    expect(toasterList()?.getAttribute('data-y-position')).toBe('bottom');
    expect(toasterList()?.getAttribute('data-x-position')).toBe('left');
  });

  it('counts every address under /admin as a staff screen', () => {
    expect(isStaffScreen('/admin/dashboard')).toBe(true);
    expect(isStaffScreen('/admin')).toBe(true);
    expect(isStaffScreen('/administration-services')).toBe(false);
    expect(isStaffScreen('/insights/admin')).toBe(false);
  });
});
