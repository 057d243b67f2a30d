import type { TestimonialVideo } from './types';

/** Home 'The Voice of Satisfaction' carousel. */
export const testimonialVideos: readonly TestimonialVideo[] = [
  {
    videoId: 'v01',
    title: 'How paid social became our most profitable channel',
    company: 'Lumen Skin',
    thumbnail: '/media/videos/v01-poster.webp',
    videoUrl: '/media/videos/v01.mp4',
  },
  {
    videoId: 'v02',
    title: 'Opening three cities with full fleets',
    company: 'SwiftRide',
    thumbnail: '/media/videos/v02-poster.webp',
    videoUrl: '/media/videos/v02.mp4',
  },
  {
    videoId: 'v03',
    title: 'A redesign our customers noticed on day one',
    company: 'Cartwise',
    thumbnail: '/media/videos/v03-poster.webp',
    videoUrl: '/media/videos/v03.mp4',
  },
  {
    videoId: 'v04',
    title: 'Selling out an off-plan tower at launch',
    company: 'Horizon Residences',
    thumbnail: '/media/videos/v04-poster.webp',
    videoUrl: '/media/videos/v04.mp4',
  },
];
