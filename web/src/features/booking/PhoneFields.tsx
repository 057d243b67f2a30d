import { useId } from 'react';
import { countries, countryByIso, countryForCode } from '../../../../shared/booking/countries';
import { ChevronDownIcon, Input } from '../../ui';
import { digitsOnly } from './booking-form';

type Props = {
  code: string;
  iso: string;
  phone: string;
  error?: string;
  onCodeChange: (code: string, iso: string) => void;
  onPhoneChange: (phone: string) => void;
};

/**
 * The calling-code list (about 200 entries of flag, code and name) beside the phone number, which keeps digits only
 * as typed. Closed, the list shows just the flag and code; a code not in the list shows as +971.
 */
export function PhoneFields({ code, iso, phone, error, onCodeChange, onPhoneChange }: Props) {
  const id = useId();
  const shown = countryByIso(iso)?.code === code ? countryByIso(iso)! : countryForCode(code);
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3">
      <div className="flex flex-col gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          Country code
          <span className="text-danger" aria-hidden="true">
            {' *'}
          </span>
        </label>
        <div className="relative h-12 rounded-control border border-line bg-surface transition-[border-color,box-shadow] duration-200 has-[select:focus-visible]:border-accent has-[select:focus-visible]:ring-4 has-[select:focus-visible]:ring-accent/15">
          <span aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center gap-2 px-3 text-[0.95rem] text-ink">
            <span className="text-lg leading-none">{shown.flag}</span>
            <span className="font-medium tabular-nums">{shown.code}</span>
            <ChevronDownIcon className="ml-auto size-4 text-muted" />
          </span>
          <select
            id={id}
            required
            autoComplete="tel-country-code"
            value={shown.iso}
            onChange={(event) => {
              const country = countryByIso(event.target.value);
              if (country) onCodeChange(country.code, country.iso);
            }}
            className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
          >
            {countries.map((country) => (
              <option key={country.iso} value={country.iso}>
                {`${country.flag} ${country.name} (${country.code})`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Input
        label="Phone"
        required
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        value={phone}
        error={error}
        onChange={(event) => onPhoneChange(digitsOnly(event.target.value))}
      />
    </div>
  );
}
