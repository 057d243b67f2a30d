/** Home page copy that is not shared content. */
export const homeHero = {
  kicker: ["Building Today's Vision", "Crafting Tomorrow's Next Big Thing"],
  headline: 'Built for bold brands that want one powerful partner',
  subline: 'We create brands with impact, built to lead today and grow into tomorrow',
  primary: { label: 'Book a free call', to: '/calendar' },
  secondary: { label: 'See our work', to: '/work' },
  video: {
    mp4: '/media/videos/showreel.mp4',
    webm: '/media/videos/showreel.webm',
    poster: '/media/videos/showreel-poster.webp',
  },
} as const;

export const empowerStatement = {
  eyebrow: 'Who we are',
  text: 'We empower global businesses, NGOs, government entities and ambitious SMBs to build, brand, market and grow',
  highlight: 'with one team accountable for every result.',
  pillars: ['AI & Software', 'Branding & Design', 'Marketing', 'Advertising & Media'],
} as const;

export const homeSections = {
  logos: 'Brands that grow with Northstar',
  videoTestimonials: { eyebrow: 'Client stories', title: 'The Voice of Satisfaction' },
  solutions: { eyebrow: 'Solutions', title: 'All Your Solutions In One Place' },
  creative: {
    eyebrow: 'Creative production',
    title: 'Made in our studio',
    link: { label: 'See More Content', to: '/work' },
    loading: 'Loading videos...',
  },
  portfolio: {
    eyebrow: 'Portfolio',
    title: 'Showcasing Innovation Across Industries',
    link: { label: 'See all work', to: '/work' },
    loading: 'Loading projects...',
    empty: 'No projects found',
  },
  caseStudies: {
    eyebrow: 'Case studies',
    title: 'Achieving Real Results',
    link: { label: 'See more case studies', to: '/work' },
  },
  testimonials: { eyebrow: 'Testimonials', title: 'Trusted by Forward-Thinking Leaders' },
} as const;

/** Short tab labels of the solutions tabs, in tab order. */
export const solutionTabLabels = { development: 'Development', design: 'Design', marketing: 'Marketing', advertising: 'Advertising' } as const;
