import { describe, expect, it } from 'vitest';
import { readUploadStatus, uploadKeys, uploadName, uploadVerdict, type UploadLookups } from './upload-check';

describe('the upload check', () => {
  it('accepts bytes of the declared type, an MP4 under its other name too', () => {
    expect(uploadVerdict('image/png', 'image/png')).toEqual({ accepted: true });
    expect(uploadVerdict('video/mp4', 'video/x-m4v')).toEqual({ accepted: true });
  });

  it('refuses an HTML page declared as a PNG, saying what it should be', () => {
    expect(uploadVerdict('image/png', undefined)).toEqual({
      accepted: false,
      reason: 'This file is not a PNG image: its contents are not an image or video format we recognise, so it was deleted. Save it as a PNG image and upload it again.',
    });
  });

  it('refuses an image of another kind than declared, naming both', () => {
    const verdict = uploadVerdict('image/png', 'image/jpeg');
    expect(verdict.accepted).toBe(false);
    expect(!verdict.accepted && verdict.reason).toMatch(/^This file is not a PNG image: its contents are a JPEG image, so it was deleted\./);
    expect(uploadVerdict('image/svg+xml', 'application/xml')).toEqual({ accepted: false, reason: 'This kind of file cannot be uploaded.' });
  });

  it('keeps an upload under one name from arrival to serving', () => {
    expect(uploadKeys('0b6f3c1e-2f43-4c9e-9d7a-8d0a4b1c2e3f.png')).toEqual({
      incoming: 'media/incoming/0b6f3c1e-2f43-4c9e-9d7a-8d0a4b1c2e3f.png',
      served: 'media/uploads/0b6f3c1e-2f43-4c9e-9d7a-8d0a4b1c2e3f.png',
      rejected: 'media/rejected/0b6f3c1e-2f43-4c9e-9d7a-8d0a4b1c2e3f.png.json',
    });
    expect(uploadName('/media/uploads/a.png')).toBe('a.png');
  });

  describe('reading what became of an upload while the check decides', () => {
    const NAME = '0b6f3c1e-2f43-4c9e-9d7a-8d0a4b1c2e3f.png';
    type Storage = { incoming: boolean; served: boolean; note?: string };
    // The check's writes in its own order: the verdict, then the deletion of the incoming file.
    const rejecting = [(s: Storage) => void (s.note = 'This file is not a PNG image.'), (s: Storage) => void (s.incoming = false)];
    const accepting = [(s: Storage) => void (s.served = true), (s: Storage) => void (s.incoming = false)];

    /** The status read with the check's steps run at the given points: before lookup 0, 1 or 2, or after the last (3). */
    function readWhileChecking(steps: ((storage: Storage) => void)[], at: readonly number[]) {
      const storage: Storage = { incoming: true, served: false };
      let lookups = 0;
      const lookup = <T>(read: () => T) => async () => {
        steps.forEach((step, index) => at[index] === lookups && step(storage));
        lookups += 1;
        return read();
      };
      const traces: UploadLookups = { waiting: lookup(() => storage.incoming), rejectionReason: lookup(() => storage.note), served: lookup(() => storage.served) };
      return readUploadStatus(NAME, traces);
    }

    const interleavings = [0, 1, 2, 3].flatMap((first) => [0, 1, 2, 3].filter((second) => second >= first).map((second) => [first, second]));

    it.each(interleavings)('never calls a refused upload unknown (verdict before lookup %i, deletion before lookup %i)', async (...at) => {
      const status = await readWhileChecking(rejecting, at);
      expect(status === undefined ? 'unknown' : status.status).toMatch(/^(checking|rejected)$/);
    });

    it.each(interleavings)('never calls a served upload unknown (copy before lookup %i, deletion before lookup %i)', async (...at) => {
      const status = await readWhileChecking(accepting, at);
      expect(status === undefined ? 'unknown' : status.status).toMatch(/^(checking|ready)$/);
    });

    it('answers the verdict once the check is done, and nothing for a name never uploaded', async () => {
      await expect(readWhileChecking(rejecting, [0, 0])).resolves.toEqual({ status: 'rejected', reason: 'This file is not a PNG image.' });
      await expect(readWhileChecking(accepting, [0, 0])).resolves.toEqual({ status: 'ready', url: `/media/uploads/${NAME}` });
      const nothing = { waiting: async () => false, rejectionReason: async () => undefined, served: async () => false };
      await expect(readUploadStatus(NAME, nothing)).resolves.toBeUndefined();
    });
  });
});
