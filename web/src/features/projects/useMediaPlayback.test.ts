import { describe, expect, it, vi } from 'vitest';
import { vimeoCommand } from './useMediaPlayback';

describe('Vimeo player messages', () => {
  it('posts play, pause and mute commands to the player origin', () => {
    const postMessage = vi.fn();
    const frame = { contentWindow: { postMessage } } as unknown as HTMLIFrameElement;
    vimeoCommand(frame, 'pause');
    vimeoCommand(frame, 'setMuted', false);
    expect(postMessage).toHaveBeenNthCalledWith(1, '{"method":"pause"}', 'https://player.vimeo.com');
    expect(postMessage).toHaveBeenNthCalledWith(2, '{"method":"setMuted","value":false}', 'https://player.vimeo.com');
    expect(() => vimeoCommand(null, 'play')).not.toThrow();
  });
});
