import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MediaItem } from '../../../../../shared/content/studio-schemas';
import { MediaPanel } from './MediaPanel';

const role = vi.hoisted(() => ({ canWrite: false }));
vi.mock('../../auth/useRole', () => ({ useRole: () => ({ can: () => role.canWrite }) }));

const media: MediaItem[] = [
  {
    url: '/media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png',
    key: 'media/uploads/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png',
    name: '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed.png',
    original_name: 'Team workshop.png',
    contentType: 'image/png',
    kind: 'image',
    size: 2_400_000,
    uploaded_at: '2026-11-26T10:00:00.000Z',
    alt: '',
    thumbnail_url: '/media/variants/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed-thumb.webp',
    version: 2,
  },
  {
    url: '/media/uploads/6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b.mp4',
    key: 'media/uploads/6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b.mp4',
    name: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b.mp4',
    original_name: '6ec0bd7f-11c0-43da-975e-2a8ad9ebae0b.mp4',
    contentType: 'video/mp4',
    kind: 'video',
    size: 30_000,
    uploaded_at: '2026-11-25T10:00:00.000Z',
    alt: '',
    thumbnail_url: null,
    version: 0,
  },
];
const library = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
const mutations = vi.hoisted(() => ({ upload: vi.fn(), saveAlt: vi.fn(), remove: vi.fn(), replace: vi.fn(), removeError: null as Error | null }));
vi.mock('./studio-queries', () => ({
  useMediaLibrary: () => library.current,
  useUpload: () => ({ isPending: false, error: null, mutate: mutations.upload, reset: vi.fn() }),
  useSaveMediaAlt: () => ({ isPending: false, error: null, mutate: mutations.saveAlt }),
  useDeleteMedia: () => ({ isPending: false, error: mutations.removeError, mutate: mutations.remove }),
  useReplaceMedia: () => ({ isPending: false, error: null, mutate: mutations.replace }),
}));

beforeEach(() => {
  vi.clearAllMocks();
  role.canWrite = false;
  mutations.removeError = null;
  library.current = { isPending: false, error: null, data: { media, truncated: false }, refetch: vi.fn() };
});

const cards = () => within(screen.getByRole('list', { name: 'Media library' })).getAllByRole('listitem');

describe('MediaPanel', () => {
  it('shows a viewer the library, newest first, without any upload control', () => {
    render(<MediaPanel />);
    expect(screen.queryByLabelText(/Upload a file/)).toBeNull();
    expect(screen.getByText(/your role may browse the library and copy addresses, not upload/)).toBeTruthy();
    expect(cards().map((card) => card.querySelector('p')?.textContent)).toEqual(['Team workshop.png', media[1]!.name]);
    expect(within(cards()[0]!).getByText(/^2\.3 MB · /)).toBeTruthy();
    expect(within(cards()[0]!).getByText(`Stored as ${media[0]!.name}`)).toBeTruthy();
    // No alt text yet: the thumbnail is left out of the accessibility tree rather than read out as its address.
    expect(cards()[0]!.querySelector('img')?.getAttribute('src')).toBe(media[0]!.thumbnail_url);
    expect(cards()[0]!.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(within(cards()[0]!).getByText('Alt text missing')).toBeTruthy();
    expect(within(cards()[1]!).getByText('Video')).toBeTruthy();
    expect(within(cards()[1]!).queryByText('Alt text missing')).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy address of Team workshop.png' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByLabelText(/^Alt text of/)).toBeNull();
  });

  it('offers editors the upload, asking an image for its alt text before anything is sent', () => {
    role.canWrite = true;
    render(<MediaPanel />);
    const form = screen.getByRole('form', { name: 'Upload a file' });
    const file = new File([new Uint8Array([1, 2, 3])], 'Hero.png', { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText('File'), { target: { files: [file] } });
    fireEvent.submit(form);
    expect(within(form).getByText('Describe the image for people who cannot see it.')).toBeTruthy();
    expect(mutations.upload).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText(/^Alt text/), { target: { value: ' A hero banner ' } });
    fireEvent.submit(form);
    expect(mutations.upload).toHaveBeenCalledWith({ file, alt: 'A hero banner' }, expect.anything());
    // Once uploaded, the form says so and is empty again: the same file cannot be sent twice by mistake.
    act(() => (mutations.upload.mock.lastCall![1] as { onSuccess: () => void }).onSuccess());
    expect(within(form).getByRole('status').textContent).toBe('Uploaded “Hero.png”: it is first in the library.');
    expect((within(form).getByLabelText(/^Alt text/) as HTMLInputElement).value).toBe('');
    expect((within(form).getByRole('button', { name: 'Upload' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('saves an alt text with the version it was read at, and refuses to empty an image\'s', () => {
    role.canWrite = true;
    render(<MediaPanel />);
    const field = screen.getByLabelText('Alt text of Team workshop.png');
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alt text of Team workshop.png' }));
    expect(within(cards()[0]!).getByText('Describe the image for people who cannot see it.')).toBeTruthy();
    expect(mutations.saveAlt).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'Four people around a table of sketches' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save alt text of Team workshop.png' }));
    expect(mutations.saveAlt).toHaveBeenCalledWith({ name: media[0]!.name, alt: 'Four people around a table of sketches', version: 2 });
  });

  it('deletes only once confirmed, and shows the refusal naming where the file is used', () => {
    role.canWrite = true;
    mutations.removeError = new Error('This file is used by the article “Field Notes” (cover image). Remove it there first, or replace the file instead.');
    render(<MediaPanel />);
    expect(within(cards()[0]!).getByRole('alert').textContent).toContain('the article “Field Notes”');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Team workshop.png' }));
    expect(mutations.remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(mutations.remove).toHaveBeenCalledWith({ name: media[0]!.name, version: 2 }, expect.anything());
  });

  it('replaces a file with one of its kind and says which items now show the new one', () => {
    role.canWrite = true;
    mutations.replace.mockImplementation((_variables, options: { onSuccess: (answer: unknown) => void }) =>
      options.onSuccess({ media: media[0], updated: [{ kind: 'post', id: 'p1', title: 'Field Notes' }, { kind: 'page', id: 'home', title: 'home' }] }),
    );
    render(<MediaPanel />);
    const input = screen.getByLabelText('Replace with a new image') as HTMLInputElement;
    expect(input.accept.split(',')).toEqual(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
    const file = new File([new Uint8Array([1])], 'Workshop v2.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(mutations.replace).toHaveBeenCalledWith({ name: media[0]!.name, version: 2, file }, expect.anything());
    expect(screen.getByText('“Team workshop.png” was replaced by “Workshop v2.png” in the article “Field Notes”, the page metadata record “home”.')).toBeTruthy();
  });

  it('searches by file name and filters by type', () => {
    render(<MediaPanel />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'video' } });
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByText('Video')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files by name' }), { target: { value: 'WORKSHOP' } });
    expect(cards().map((card) => card.querySelector('p')?.textContent)).toEqual(['Team workshop.png']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files by name' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'missing-alt' } });
    expect(cards().map((card) => card.querySelector('p')?.textContent)).toEqual(['Team workshop.png']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'all' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search files by name' }), { target: { value: 'nothing like it' } });
    expect(screen.getByText('No files match.')).toBeTruthy();
  });

  it('copies a file address and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<MediaPanel />);
    fireEvent.click(screen.getByRole('button', { name: `Copy address of ${media[1]!.original_name}` }));
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
