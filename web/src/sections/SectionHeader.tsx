import type { ReactNode } from 'react';
import { Eyebrow, Heading, Lead } from '../ui';

/** Eyebrow, h2 and an optional lead; `id` labels the surrounding section. */
export function SectionHeader({ id, eyebrow, title, lead, className }: { id?: string; eyebrow: string; title: ReactNode; lead?: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <Heading id={id} className="max-w-4xl">
        {title}
      </Heading>
      {lead && <Lead className="mt-6">{lead}</Lead>}
    </div>
  );
}
