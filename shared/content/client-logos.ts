import type { ClientLogo } from './types';

const logo = (n: number, name: string, size: ClientLogo['size']): ClientLogo => ({
  name,
  src: `/media/logos/l${String(n).padStart(2, '0')}.svg`,
  size,
});

/** First logo row (scrolls left). */
export const primaryClientLogos: readonly ClientLogo[] = [
  logo(1, 'Lumora', 'medium'),
  logo(2, 'Kestrel Air', 'large'),
  logo(3, 'Vireo Labs', 'small'),
  logo(4, 'Dunecraft', 'medium'),
  logo(5, 'Solvane', 'small'),
  logo(6, 'Marlo & Finch', 'extraSmall'),
  logo(7, 'Zephyra', 'medium'),
  logo(8, 'Tessel', 'large'),
];

/** Second logo row (scrolls right). */
export const secondaryClientLogos: readonly ClientLogo[] = [
  logo(9, 'Oryxa', 'large'),
  logo(10, 'Halden Bay', 'medium'),
  logo(11, 'Qamari', 'small'),
  logo(12, 'Nimbly', 'medium'),
  logo(13, 'Aurelio', 'extraSmall'),
  logo(14, 'Palmstone', 'small'),
  logo(15, 'Brightwell', 'medium'),
  logo(16, 'Sable & Sage', 'large'),
];
