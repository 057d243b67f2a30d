import type { ClientLogo } from './types';

const logo = (n: number, name: string, size: ClientLogo['size']): ClientLogo => ({
  name,
  src: `/media/logos/l${String(n).padStart(2, '0')}.svg`,
  size,
});

/** First logo row (scrolls left). */
export const primaryClientLogos: readonly ClientLogo[] = [
  logo(1, 'Lumen Skin', 'medium'),
  logo(2, 'Atelier Noor', 'large'),
  logo(3, 'SwiftRide', 'small'),
  logo(4, 'Saffron Street', 'medium'),
  logo(5, 'Ledgerly', 'small'),
  logo(6, 'Souq Home', 'extraSmall'),
  logo(7, 'Cartwise', 'medium'),
  logo(8, 'Gearbox Audio', 'large'),
];

/** Second logo row (scrolls right). */
export const secondaryClientLogos: readonly ClientLogo[] = [
  logo(9, 'The Dune House', 'large'),
  logo(10, 'Horizon Residences', 'medium'),
  logo(11, 'Clean Water Alliance', 'small'),
  logo(12, 'Meridian Pay', 'medium'),
  logo(13, 'Vantage Logistics', 'extraSmall'),
  logo(14, 'Pulse Fitness', 'small'),
  logo(15, 'Casa Verde Hotels', 'medium'),
  logo(16, 'Najd Developments', 'large'),
];
