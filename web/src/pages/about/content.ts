/** About page labels that are not shared content. */
export const aboutCopy = {
  eyebrow: 'About Northstar',
  tagsLabel: 'What we do',
  team: { eyebrow: 'Our people', lead: 'Senior strategists, engineers, designers and producers across Cairo, Dubai, Riyadh and New York.' },
  partners: { eyebrow: 'Partners' },
  foundation: { eyebrow: 'Our foundation', title: 'What drives every project' },
  values: { eyebrow: 'Values', title: 'The standards we hold ourselves to' },
  testimonials: { eyebrow: 'Testimonials', title: 'What our clients say' },
  closingText: 'Tell us where you want to go. We will bring the strategy, the craft and the team to get you there.',
} as const;
