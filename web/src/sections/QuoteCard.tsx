import { Image } from '../ui';

export type Quote = { name: string; role: string; company: string; image: string; text: string };

/** A written testimonial: the quote, then the person with their photo. */
export function QuoteCard({ quote }: { quote: Quote }) {
  return (
    <figure className="flex w-80 shrink-0 flex-col justify-between gap-8 rounded-card border border-line bg-surface p-7 md:w-[26rem]">
      <blockquote className="text-[1.0625rem] leading-relaxed text-ink">
        <span aria-hidden="true" className="mb-2 block font-display text-5xl leading-none text-accent">
          “
        </span>
        {quote.text}
      </blockquote>
      <figcaption className="flex items-center gap-4">
        <Image src={quote.image} alt="" width={48} height={48} frameClassName="size-12 shrink-0 rounded-full" />
        <span className="text-sm">
          <span className="block font-semibold text-ink">{quote.name}</span>
          <span className="block text-muted">
            {quote.role}, {quote.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}
