import { useCallback, useRef } from 'react';
import { Link } from 'react-router-dom';
import { industryFilterOptions, industryLabel } from '../../../../shared/content/industries';
import { claims } from '../../../../shared/content/stats';
import { useContactForm } from './useContactForm';
import { ArrowRightIcon, Button, Checkbox, Input, Select, Textarea } from '../../ui';
import type { ContactField, ContactValues } from './contact-form';
import { dialCodes } from './dial-codes';

const industries = [...industryFilterOptions.filter((option) => option !== 'All Industries'), 'Other'];

type TextField = Exclude<ContactField, 'privacyAccepted' | 'message' | 'industry' | 'phone'>;
const textFields: { field: TextField; label: string; type?: string; autoComplete?: string; placeholder?: string }[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'company', label: 'Company', autoComplete: 'organization' },
  { field: 'role', label: 'Role', autoComplete: 'organization-title' },
  { field: 'website', label: 'Website', type: 'text', autoComplete: 'url', placeholder: 'yourcompany.com' },
  { field: 'subject', label: 'Subject' },
];

/** The message form: every field required and labelled; errors sit under their field and are announced. */
export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const focusField = useCallback((field: ContactField) => form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus(), []);
  const { values, errors, sending, sent, set, submit } = useContactForm(focusField);
  const text = (field: keyof ContactValues) => ({ name: field, value: String(values[field]), error: errors[field as ContactField], required: true });

  return (
    <form ref={form} noValidate onSubmit={submit} aria-labelledby="contact-form-title" className="rounded-card border border-line bg-surface p-6 shadow-card md:p-10">
      <h2 id="contact-form-title" className="font-display text-display-md font-semibold">
        Send us a message
      </h2>
      <p className="mt-3 text-sm text-muted">
        All fields are required <span aria-hidden="true">(<span className="text-danger">*</span>)</span>.
      </p>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {textFields.slice(0, 2).map(({ field, ...rest }) => (
          <Input key={field} {...text(field)} {...rest} onChange={(event) => set(field, event.target.value)} />
        ))}
        <div className="grid items-start gap-6 sm:grid-cols-[minmax(0,17rem)_1fr] sm:gap-3 md:col-span-2">
          <Select label="Country code" name="dialIso" value={values.dialIso} onChange={(event) => set('dialIso', event.target.value)}>
            {dialCodes.map((entry) => (
              <option key={entry.iso} value={entry.iso}>
                {`${entry.name} (${entry.code})`}
              </option>
            ))}
          </Select>
          {/* The number without its country code: a text field (`tel-national` is not for type="tel") with a digit keypad. */}
          <Input {...text('phone')} label="Phone" inputMode="numeric" autoComplete="tel-national" onChange={(event) => set('phone', event.target.value)} />
        </div>
        {textFields.slice(2).map(({ field, ...rest }) => (
          <Input key={field} {...text(field)} {...rest} onChange={(event) => set(field, event.target.value)} />
        ))}
        <Select {...text('industry')} label="Industry" placeholder="Select your industry" className="md:col-span-2" onChange={(event) => set('industry', event.target.value)}>
          {industries.map((industry) => (
            <option key={industry} value={industry}>
              {industryLabel(industry)}
            </option>
          ))}
        </Select>
        <Textarea {...text('message')} label="Message" rows={6} className="md:col-span-2" onChange={(event) => set('message', event.target.value)} />
        <Checkbox
          name="privacyAccepted"
          className="md:col-span-2"
          required
          checked={values.privacyAccepted}
          error={errors.privacyAccepted}
          onChange={(event) => set('privacyAccepted', event.target.checked)}
          label={
            <>
              I have read and accept the{' '}
              <Link to="/privacy" className="font-semibold text-accent underline underline-offset-4">
                Privacy Policy
              </Link>
            </>
          }
        />
      </div>
      <div className="mt-8 flex flex-wrap items-center gap-4">
        <Button type="submit" size="lg" variant="accent" loading={sending} iconAfter={sending ? undefined : <ArrowRightIcon className="size-4" />}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
        <p role="status" className="text-sm font-medium text-success">
          {sent ? `Thank you! Your message has been sent. We will reply ${claims.replyWindow}.` : ''}
        </p>
      </div>
    </form>
  );
}
