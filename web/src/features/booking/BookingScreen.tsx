import { Card, Heading, Lead } from '../../ui';

export type BookingScreenProps = {
  /** The calendar site shows the screen alone, without the site chrome. */
  embedded?: boolean;
};

/** Placeholder: the booking engineer replaces this file (keep the named export and its props). */
export function BookingScreen({ embedded = false }: BookingScreenProps) {
  return (
    <div className={embedded ? 'py-10' : undefined}>
      <Heading level={2} size="lg">
        Let's Talk About You
      </Heading>
      <Lead className="mt-4">Book a 30-minute discovery session to explore how we can bring your vision to life</Lead>
      <Card padding="lg" className="mt-10 grid min-h-64 place-items-center text-muted">
        The booking calendar appears here.
      </Card>
    </div>
  );
}
