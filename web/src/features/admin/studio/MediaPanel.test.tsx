import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../../../../shared/content/studio-schemas';
import { MediaPanel } from './MediaPanel';

const role = vi.hoisted(() => ({ canWrite: false }));
vi.mock('../../auth/useRole', () => ({ useRole: () => ({ can: () => role.canWrite }) }));

const media: MediaItem[] = [
  { url: '/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png', key: 'media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png', name: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png', contentType: 'image/png', kind: 'image', size: 2_400_000, uploaded_at: '2026-11-26T10:00:00.000Z' },
  { url: '/media/uploads/6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b.mp4', key: 'media/uploads/6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b.mp4', name: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b.mp4', contentType: 'video/mp4', kind: 'video', size: 30_000, uploaded_at: '2026-11-25T10:00:00.000Z' },
];
const library = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('./studio-queries', () => ({
  useMediaLibrary: () => library.current,
  useUpload: () => ({ isPending: false, mutate: vi.fn() }),
}));

beforeEach(() => {
  role.canWrite = false;
  library.current = { isPending: false, error: null, data: { media, truncated: false }, refetch: vi.fn() };
});

const cards = () => within(screen.getByRole('list', { name: 'Media library' })).getAllByRole('listitem');

describe('MediaPanel', () => {
  it('shows a viewer the library, newest first, without any upload control', () => {
    render(<MediaPanel />);
    expect(screen.queryByLabelText(/Upload a file/)).toBeNull();
    expect(screen.getByText(/your role may browse the library and copy addresses, not upload/)).toBeTruthy();
    expect(cards().map((card) => card.querySelector('p')?.textContent)).toEqual([media[0]!.name, media[1]!.name]);
    expect(within(cards()[0]!).getByText(/^2\.3 MB · /)).toBeTruthy();
    expect(within(cards()[1]!).getByText('Video')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Copy address of ${media[0]!.name}` })).toBeTruthy();
  });

  it('offers editors the upload', () => {
    role.canWrite = true;
    render(<MediaPanel />);
    expect(screen.getByLabelText('Upload a file for uploaded file address')).toBeTruthy();
  });

  it('searches by file name and filters by type', () => {
    render(<MediaPanel />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'video' } });
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByText('Video')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files by name' }), { target: { value: '1B9D' } });
    expect(cards().map((card) => card.querySelector('p')?.textContent)).toEqual([media[0]!.name]);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files by name' }), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No files match.')).toBeTruthy();
  });

  it('copies a file address and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<MediaPanel />);
    fireEvent.click(screen.getByRole('button', { name: `Copy address of ${media[1]!.name}` }));
    expect(writeText).toHaveBeenCalledWith(media[1]!.url);
    expect(await within(cards()[1]!).findByText('Copied')).toBeTruthy();
  });

  it('says when nothing is uploaded yet, and when older files are left out', () => {
    library.current = { ...library.current, data: { media: [], truncated: false } };
    const { unmount } = render(<MediaPanel />);
    expect(screen.getByText('No files uploaded yet.')).toBeTruthy();
    unmount();
    library.current = { ...library.current, data: { media, truncated: true } };
    render(<MediaPanel />);
    expect(screen.getByText('Showing the newest 2 files; older uploads are not listed here.')).toBeTruthy();
  });
});
