import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectTimeZone } from './time-zones';

describe('detectTimeZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("reads the browser's zone from Temporal where the browser has it, without building an Intl formatter", () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Africa/Cairo' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(detectTimeZone()).toBe('Africa/Cairo');
    expect(intl).not.toHaveBeenCalled();
  });

  it("gives Temporal's old zone names their current ones", () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Calcutta' } });
    expect(detectTimeZone()).toBe('Asia/Kolkata');
  });

  it("falls back to Intl's resolved zone without Temporal", () => {
    vi.stubGlobal('Temporal', undefined);
    expect(detectTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('answers UTC when the browser reports no usable zone', () => {
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    });
    expect(detectTimeZone()).toBe('UTC');
  });
});
