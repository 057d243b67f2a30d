import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CALL_POPUP_DELAY_MS, CALL_POPUP_SEEN_KEY } from './call-popup-seen';
import { COOKIE_BANNER_SEEN_KEY } from './consent';
import { useShellOverlays } from './useShellOverlays';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the shell overlays, one at a time', () => {
  it('holds the call popup until the cookie banner is answered, then shows it after the delay', () => {
    const { result } = renderHook(() => useShellOverlays());
    expect(result.current.cookieBannerOpen).toBe(true);
    wait(CALL_POPUP_DELAY_MS * 4);
    expect(result.current.callPopupOpen).toBe(false);
    expect(result.current.overlayOpen).toBe(true);

    act(() => result.current.closeCookieBanner());
    expect(result.current.overlayOpen).toBe(false);
    wait(CALL_POPUP_DELAY_MS - 1);
    expect(result.current.callPopupOpen).toBe(false);
    wait(1);
    expect([result.current.cookieBannerOpen, result.current.callPopupOpen, result.current.overlayOpen]).toEqual([false, true, true]);

    act(() => result.current.closeCallPopup());
    expect(result.current.overlayOpen).toBe(false);
  });

  it('counts the delay from the page load for a visitor who answered the banner before', () => {
    localStorage.setItem(COOKIE_BANNER_SEEN_KEY, 'true');
    const { result } = renderHook(() => useShellOverlays());
    expect(result.current.cookieBannerOpen).toBe(false);
    wait(CALL_POPUP_DELAY_MS);
    expect(result.current.callPopupOpen).toBe(true);
  });

  it('never shows a popup already seen', () => {
    localStorage.setItem(COOKIE_BANNER_SEEN_KEY, 'true');
    localStorage.setItem(CALL_POPUP_SEEN_KEY, 'true');
    const { result } = renderHook(() => useShellOverlays());
    wait(CALL_POPUP_DELAY_MS * 2);
    expect(result.current.overlayOpen).toBe(false);
  });
});
