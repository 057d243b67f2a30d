import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { countries } from '../../../../shared/booking/countries';
import { industryFilterOptions, industryLabel } from '../../../../shared/content/industries';
import { Button, Checkbox, Chip, Input, Select, Textarea } from '../../ui';
import { emptyBriefing, type BriefingValues } from './briefing';
import { briefingCopy } from './content';
import { useBriefingSubmit } from './useBriefingSubmit';

const industries = industryFilterOptions.filter((option) => option !== 'All Industries');

/** Dial codes the contact API accepts ('+' and up to four digits), one entry per code. */
function useDialCodes() {
  return useMemo(() => {
    const seen = new Set<string>();
    return countries.filter((country) => /^\+\d{1,4}$/.test(country.code) && !seen.has(country.code) && seen.add(country.code));
  }, []);
}

/** The briefing form: contact details plus services, budget, timeline and goals, sent as one contact message. */
export function BriefingForm({ client }: { client: string }) {
  const [values, setValues] = useState<BriefingValues>(() => emptyBriefing(client));
  const { sending, submit } = useBriefingSubmit(() => setValues(emptyBriefing(client)));
  const dialCodes = useDialCodes();
  const set = <K extends keyof BriefingValues>(key: K, value: BriefingValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'email' | 'company' | 'role' | 'website' | 'subject') => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    required: true,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit(values);
  }

  function toggleService(service: string) {
    set('services', values.services.includes(service) ? values.services.filter((item) => item !== service) : [...values.services, service]);
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-10" aria-label="Project briefing">
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className="mb-5 font-display text-xl font-semibold">About you</legend>
        <Input label="Full name" autoComplete="name" {...text('name')} />
        <Input label="Work e-mail" type="email" autoComplete="email" {...text('email')} />
        <div className="grid grid-cols-[7.5rem_1fr] gap-3">
          {/* Always holds a code, so it needs no "required" (which asks for an empty first option). */}
          <Select label="Code" autoComplete="tel-country-code" value={values.countryCode} onChange={(event) => set('countryCode', event.target.value)}>
            {dialCodes.map((country) => (
              <option key={country.iso} value={country.code}>
                {country.code}
              </option>
            ))}
          </Select>
          <Input label="Phone" inputMode="numeric" autoComplete="tel-national" value={values.phone} onChange={(event) => set('phone', event.target.value.replace(/\D/g, ''))} required />
        </div>
        <Input label="Role" autoComplete="organization-title" {...text('role')} />
        <Input label="Company" autoComplete="organization" {...text('company')} />
        <Select label="Industry" placeholder="Select industry" value={values.industry} onChange={(event) => set('industry', event.target.value)} required>
          {industries.map((industry) => (
            <option key={industry} value={industry}>
              {industryLabel(industry)}
            </option>
          ))}
        </Select>
        <Input label="Website" placeholder="yourcompany.com" autoComplete="url" className="sm:col-span-2" {...text('website')} />
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-5 font-display text-xl font-semibold">The project</legend>
        <Input label="Project name" {...text('subject')} />
        <div role="group" aria-labelledby="briefing-services" className="flex flex-col gap-3">
          <span id="briefing-services" className="text-sm font-semibold">
            Services you need
          </span>
          <div className="flex flex-wrap gap-2">
            {briefingCopy.services.map((service) => (
              <Chip key={service} selected={values.services.includes(service)} onClick={() => toggleService(service)}>
                {service}
              </Chip>
            ))}
          </div>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Select label="Budget" placeholder="Select a range" value={values.budget} onChange={(event) => set('budget', event.target.value)}>
            {briefingCopy.budgets.map((budget) => (
              <option key={budget}>{budget}</option>
            ))}
          </Select>
          <Select label="Timeline" placeholder="Select a timeline" value={values.timeline} onChange={(event) => set('timeline', event.target.value)}>
            {briefingCopy.timelines.map((timeline) => (
              <option key={timeline}>{timeline}</option>
            ))}
          </Select>
        </div>
        <Textarea
          label="Goals and context"
          hint="What should change for your business, who is the audience, and what does success look like?"
          rows={6}
          value={values.goals}
          onChange={(event) => set('goals', event.target.value)}
          required
        />
      </fieldset>

      <Checkbox
        checked={values.privacyAccepted}
        onChange={(event) => set('privacyAccepted', event.target.checked)}
        label={
          <>
            I agree to the{' '}
            <Link to="/privacy" className="font-semibold text-accent underline underline-offset-4">
              Privacy Policy
            </Link>
          </>
        }
      />
      <Button type="submit" size="lg" loading={sending} className="justify-self-start">
        {sending ? briefingCopy.sending : briefingCopy.submit}
      </Button>
    </form>
  );
}
