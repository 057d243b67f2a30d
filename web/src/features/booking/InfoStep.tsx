import { useRef, useState, type FormEvent } from 'react';
import { visitorTheme } from '../../lib/theme';
import type { BookingDto, SlotDto } from '../../../../shared/booking/schemas';
import { useBookingSubmission } from './useBookingSubmission';
import { Button, Input, Textarea } from '../../ui';
import { notifyError } from '../../ui/Toaster';
import { ChevronLeftIcon } from './booking-icons';
import { missingSelection } from './booking-errors';
import { emptyBookingForm, validateBooking, type BookingFormErrors, type BookingFormField, type BookingFormValues } from './booking-form';
import { GuestList } from './GuestList';
import { PhoneFields } from './PhoneFields';
import { formatConfirmationDate, formatSlotTime, visitorDateOf, type HourCycle } from './slot-display';
import { StepHeading } from './StepHeading';

export type BookingDraft = { values: BookingFormValues; guests: string[] };

type Props = {
  slot?: SlotDto;
  zone: string;
  hourCycle: HourCycle;
  /** Kept by the screen so that going back to the time step keeps what was typed. */
  draft: BookingDraft | undefined;
  onDraftChange: (draft: BookingDraft) => void;
  onBack: () => void;
  isStillFree: (slot: SlotDto) => Promise<boolean>;
  onTaken: (slot: SlotDto) => void;
  onBooked: (slot: SlotDto, booking: BookingDto) => void;
  focusHeading: boolean;
};

const textFields: { field: 'name' | 'email' | 'company' | 'role'; label: string; type?: string; autoComplete: string }[] = [
  { field: 'name', label: 'Full name', autoComplete: 'name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { field: 'company', label: 'Company', autoComplete: 'organization' },
  { field: 'role', label: 'Role', autoComplete: 'organization-title' },
];

/** The info step (lazy-loaded): the visitor's details, optional guests and the submit. */
export default function InfoStep(props: Props) {
  const { slot, zone, hourCycle, draft, onDraftChange, onBack, focusHeading } = props;
  const { values, guests } = draft ?? { values: emptyBookingForm(zone), guests: [] };
  const [errors, setErrors] = useState<BookingFormErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const { submitting, submit } = useBookingSubmission(props);

  const update = (patch: Partial<BookingFormValues>, field?: BookingFormField) => {
    onDraftChange({ values: { ...values, ...patch }, guests });
    if (field && errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const focusFirstError = (found: BookingFormErrors) => {
    const first = form.current?.querySelector<HTMLElement>(`[data-field="${Object.keys(found).find((key) => found[key as BookingFormField])}"]`);
    (first?.querySelector<HTMLElement>('input, select, textarea') ?? first)?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!slot) {
      notifyError(missingSelection);
      return;
    }
    const validation = validateBooking(values, guests, slot, zone, visitorTheme());
    if (!validation.ok) {
      setErrors(validation.errors);
      requestAnimationFrame(() => focusFirstError(validation.errors));
      return;
    }
    setErrors({});
    const shown = { date: formatConfirmationDate(visitorDateOf(slot, zone)), time: formatSlotTime(slot.start, zone, hourCycle) };
    const outcome = await submit(validation.request, slot, shown);
    if (!outcome.ok && outcome.fields) setErrors(outcome.fields as BookingFormErrors);
  };

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-describedby="booking-required-note">
      <StepHeading title="Your information" subtitle="Complete your booking details" focus={focusHeading} />
      <p id="booking-required-note" className="mt-3 text-xs text-muted">
        Fields marked <span className="text-danger" aria-hidden="true">*</span>
        <span className="sr-only">with an asterisk</span> are required.
      </p>
      <div className="mt-6 grid gap-5 @xl:grid-cols-2">
        {textFields.map((entry) => (
          <TextField key={entry.field} {...entry} values={values} errors={errors} update={update} />
        ))}
        <div className="@xl:col-span-2 @xl:max-w-[calc(50%-0.625rem)]">
          <div data-field="phone">
            <PhoneFields
              code={values.phoneCountryCode}
              iso={values.phoneCountryIso}
              phone={values.phone}
              error={errors.phone ?? errors.country}
              onCodeChange={(phoneCountryCode, phoneCountryIso) => update({ phoneCountryCode, phoneCountryIso }, 'phoneCountryCode')}
              onPhoneChange={(phone) => update({ phone }, 'phone')}
            />
          </div>
        </div>
        <div data-field="subject" className="@xl:col-span-2">
          <Textarea
            label="Subject"
            required
            rows={4}
            placeholder="What would you like to discuss?"
            value={values.subject}
            error={errors.subject}
            onChange={(event) => update({ subject: event.target.value }, 'subject')}
          />
        </div>
        <div data-field="guests" className="@xl:col-span-2">
          <GuestList guests={guests} error={errors.guests} onChange={(next) => onDraftChange({ values, guests: next })} />
        </div>
      </div>
      <p className="mt-6 rounded-control bg-accent-soft px-4 py-3 text-sm text-accent">
        Meeting details and calendar invitations will be sent to all attendees
      </p>
      <p role="alert" className="mt-4 text-sm font-medium text-danger empty:hidden">
        {Object.values(errors).some(Boolean) ? 'Please correct the highlighted fields.' : ''}
      </p>
      <div className="mt-8 flex flex-col-reverse gap-3 @sm:flex-row @sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={submitting}>
          <ChevronLeftIcon className="size-4" />
          Back
        </Button>
        <Button type="submit" variant="accent" size="lg" loading={submitting} className="justify-center">
          {submitting ? 'Creating Booking...' : 'Book Consultation'}
        </Button>
      </div>
    </form>
  );
}

type TextFieldProps = (typeof textFields)[number] & {
  values: BookingFormValues;
  errors: BookingFormErrors;
  update: (patch: Partial<BookingFormValues>, field: BookingFormField) => void;
};

function TextField({ field, label, type = 'text', autoComplete, values, errors, update }: TextFieldProps) {
  return (
    <div data-field={field}>
      <Input
        label={label}
        required
        type={type}
        autoComplete={autoComplete}
        value={values[field]}
        error={errors[field]}
        onChange={(event) => update({ [field]: event.target.value }, field)}
      />
    </div>
  );
}
