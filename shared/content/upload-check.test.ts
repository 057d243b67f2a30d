import { describe, expect, it } from 'vitest';
import { uploadKeys, uploadName, uploadVerdict } from './upload-check';

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
});
