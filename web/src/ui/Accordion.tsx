import { useId, useState, type ReactNode } from 'react';
import { cx } from '../lib/cx';
import { ChevronDownIcon } from './icons';

export type AccordionItem = { id: string; title: ReactNode; content: ReactNode };

export type AccordionProps = {
  items: AccordionItem[];
  /** 'single': opening one closes the others (the open one can still be collapsed). */
  type?: 'single' | 'multiple';
  defaultOpen?: string[];
  className?: string;
  /** Heading level of the item titles, so the outline of the page stays correct. */
  headingLevel?: 2 | 3 | 4;
};

/** Disclosure list following the WAI-ARIA accordion pattern (button in a heading, controlled region). */
export function Accordion({ items, type = 'single', defaultOpen = [], className, headingLevel = 3 }: AccordionProps) {
  const [open, setOpen] = useState<string[]>(defaultOpen);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    setOpen((current) => {
      if (current.includes(id)) return current.filter((openId) => openId !== id);
      return type === 'single' ? [id] : [...current, id];
    });
  }

  return (
    <div className={cx('divide-y divide-line border-y border-line', className)}>
      {items.map((item) => {
        const isOpen = open.includes(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading className="font-sans text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 py-4 text-left font-semibold"
              >
                {item.title}
                <ChevronDownIcon className={cx('size-5 shrink-0 transition-transform duration-300', isOpen && 'rotate-180')} />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="pb-5">
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
