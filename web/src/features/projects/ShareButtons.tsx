import { SocialIcon, type SocialNetwork } from '../../ui';

/** The sharing page of each network for a URL. */
export function shareUrl(network: 'facebook' | 'x' | 'linkedin', url: string, title: string): string {
  const u = encodeURIComponent(url);
  if (network === 'facebook') return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
  if (network === 'x') return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
  return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
}

const networks: { id: Extract<SocialNetwork, 'facebook' | 'x' | 'linkedin'>; name: string }[] = [
  { id: 'facebook', name: 'Facebook' },
  { id: 'x', name: 'X' },
  { id: 'linkedin', name: 'LinkedIn' },
];

/** Facebook, X and LinkedIn share buttons; each opens the network's sharing page in a 600x400 window. */
export function ShareButtons({ title, tone = 'default' }: { title: string; tone?: 'default' | 'light' }) {
  const open = (network: (typeof networks)[number]['id']) =>
    window.open(shareUrl(network, window.location.href, title), `share-${network}`, 'width=600,height=400,noopener,noreferrer');
  const classes =
    tone === 'light'
      ? 'border-white/40 text-white hover:bg-white hover:text-black'
      : 'border-line text-ink hover:border-accent hover:bg-accent hover:text-accent-ink';
  return (
    <ul className="flex items-center gap-2" aria-label="Share this project">
      {networks.map((network) => (
        <li key={network.id}>
          <button
            type="button"
            onClick={() => open(network.id)}
            aria-label={`Share on ${network.name}`}
            className={`grid size-11 place-items-center rounded-full border transition-colors duration-200 ${classes}`}
          >
            <SocialIcon network={network.id} className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
