/*
 * How a video URL from a content record is played: Vimeo and YouTube links become the
 * provider's embed URL (rendered in an iframe); direct mp4, webm and ogg files play natively.
 */

export type VideoSource =
  | { kind: 'embed'; provider: 'vimeo' | 'youtube'; src: string }
  | { kind: 'file'; src: string; mimeType: 'video/mp4' | 'video/webm' | 'video/ogg' };

export type EmbedOptions = { autoplay?: boolean; muted?: boolean; loop?: boolean };

const FILE_TYPES = { mp4: 'video/mp4', webm: 'video/webm', ogg: 'video/ogg', ogv: 'video/ogg' } as const;

function parse(url: string): URL | undefined {
  try {
    return new URL(url.trim(), 'https://relative.invalid');
  } catch {
    return undefined;
  }
}

/** The Vimeo video id of a vimeo.com or player.vimeo.com link. */
function vimeoId(url: URL): string | undefined {
  if (!/(^|\.)vimeo\.com$/.test(url.hostname)) return undefined;
  return url.pathname.match(/(?:^|\/)(\d{5,})(?:\/|$)/)?.[1];
}

/** The YouTube video id of a watch, short, embed or youtu.be link. */
function youtubeId(url: URL): string | undefined {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] || undefined;
  if (!/(^|\.)(youtube\.com|youtube-nocookie\.com)$/.test(url.hostname)) return undefined;
  if (url.pathname === '/watch') return url.searchParams.get('v') ?? undefined;
  return url.pathname.match(/^\/(?:embed|shorts|live|v)\/([\w-]{6,})/)?.[1];
}

function flags({ autoplay, muted, loop }: EmbedOptions, id: string, provider: 'vimeo' | 'youtube'): string {
  const params = new URLSearchParams();
  if (autoplay) params.set('autoplay', '1');
  if (muted) params.set(provider === 'vimeo' ? 'muted' : 'mute', '1');
  if (loop) {
    params.set('loop', '1');
    if (provider === 'youtube') params.set('playlist', id);
  }
  if (provider === 'youtube') params.set('playsinline', '1');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The provider's embed URL of a Vimeo or YouTube link; undefined for anything else. */
export function toEmbedUrl(url: string, options: EmbedOptions = {}): string | undefined {
  const parsed = parse(url);
  if (!parsed) return undefined;
  const vimeo = vimeoId(parsed);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}${flags(options, vimeo, 'vimeo')}`;
  const youtube = youtubeId(parsed);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}${flags(options, youtube, 'youtube')}`;
  return undefined;
}

/** How to play a URL: an embed, a native file, or undefined when it is neither (e.g. an image or a bad link). */
export function videoSource(url: string, options: EmbedOptions = {}): VideoSource | undefined {
  const embed = toEmbedUrl(url, options);
  const parsed = parse(url);
  if (embed && parsed) return { kind: 'embed', provider: vimeoId(parsed) ? 'vimeo' : 'youtube', src: embed };
  const extension = parsed?.pathname.split('.').pop()?.toLowerCase() as keyof typeof FILE_TYPES | undefined;
  if (extension && extension in FILE_TYPES) return { kind: 'file', src: url.trim(), mimeType: FILE_TYPES[extension] };
  return undefined;
}
