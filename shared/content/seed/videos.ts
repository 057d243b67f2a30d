import type { Video } from '../schemas';

/** Home creative-production videos; the last one is an unpublished draft that no endpoint may return. */
export const seedVideos: readonly Video[] = [
  {
    id: 'vid-01',
    title: 'Northstar Showreel',
    description: 'A minute of the films, launches and campaigns we made this year.',
    video_url: '/media/videos/showreel.mp4',
    thumbnail_url: '/media/videos/showreel-poster.webp',
    display_order: 1,
    is_published: true,
  },
  {
    id: 'vid-02',
    title: 'Skincare Routines, Filmed for Real',
    description: 'Customer-led routine videos that became a brand’s most profitable ads.',
    video_url: '/media/videos/v01.mp4',
    thumbnail_url: '/media/videos/v01-poster.webp',
    display_order: 2,
    is_published: true,
  },
  {
    id: 'vid-03',
    title: 'City Launch: On the Road',
    description: 'Driver stories from a ride-hailing expansion across three cities.',
    video_url: '/media/videos/v02.mp4',
    thumbnail_url: '/media/videos/v02-poster.webp',
    display_order: 3,
    is_published: true,
  },
  {
    id: 'vid-04',
    title: 'From Kitchen to Table',
    description: 'A chef-led series that introduced a family restaurant chain to a new generation.',
    video_url: '/media/videos/v03.mp4',
    thumbnail_url: '/media/videos/v03-poster.webp',
    display_order: 4,
    is_published: true,
  },
  {
    id: 'vid-05',
    title: 'Tower Walkthrough (draft cut)',
    description: 'Work-in-progress edit of a residential tower walkthrough, awaiting client approval.',
    video_url: '/media/videos/v04.mp4',
    thumbnail_url: '/media/videos/v04-poster.webp',
    display_order: 5,
    is_published: false,
  },
];
