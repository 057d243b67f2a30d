/** Approach page labels that are not shared content. */
export const approachCopy = {
  hero: {
    eyebrow: 'Our approach',
    title: 'A clear path from first idea to measurable growth',
    intro:
      'Six steps, one accountable team. Strategy, design, engineering and media move together, so every decision is informed by what comes next and every launch is built to be measured.',
  },
  process: { eyebrow: 'Process', title: 'Six steps, no hand-offs' },
  reasons: { eyebrow: 'Why it works', title: 'Built to remove the usual friction' },
  principles: { eyebrow: 'Principles', title: 'Four core principles' },
  cta: {
    title: 'Start with a free 30-minute consultation',
    text: 'Bring your goal; we will bring questions, a first view of the opportunity and an honest answer on whether we are the right partner.',
  },
} as const;
