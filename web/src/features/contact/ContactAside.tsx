import { contactCards } from '../../../../shared/content/stats';
import { brand } from '../../../../shared/site/brand';
import { ButtonLink, CalendarIcon } from '../../ui';

/** The side cards: the 24-hour reply promise and the free 30-minute strategy call with 'Schedule Call'. */
export function ContactAside() {
  const [reply, call] = contactCards;
  return (
    <aside aria-label="Other ways to reach us" className="flex flex-col gap-5">
      <div className="rounded-card border border-line bg-surface p-8">
        <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-accent-soft font-display text-lg font-bold text-accent">
          24h
        </span>
        <h2 className="mt-6 font-display text-xl font-semibold">{reply.title}</h2>
        <p className="mt-3 text-muted">{reply.text}</p>
        <p className="mt-6 text-sm">
          Prefer e-mail?{' '}
          <a href={`mailto:${brand.supportEmail}`} className="font-semibold text-accent underline underline-offset-4">
            {brand.supportEmail}
          </a>
        </p>
      </div>
      <div className="relative overflow-hidden rounded-card bg-inverse p-8 text-inverse-ink">
        <div aria-hidden="true" className="pointer-events-none absolute -right-20 -bottom-24 size-64 rounded-full bg-accent/40 blur-3xl" />
        <span aria-hidden="true" className="relative grid size-12 place-items-center rounded-full bg-signal text-signal-ink">
          <CalendarIcon className="size-5" />
        </span>
        <h2 className="relative mt-6 font-display text-xl font-semibold">{call.title}</h2>
        <p className="relative mt-3 text-inverse-ink/75">{call.text}</p>
        <ButtonLink to="/calendar" variant="signal" className="relative mt-8" iconAfter={<CalendarIcon className="size-4" />}>
          Schedule Call
        </ButtonLink>
      </div>
    </aside>
  );
}
