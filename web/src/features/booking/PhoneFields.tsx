import { countries, countryByIso, countryForCode } from '../../../../shared/booking/countries';
import { Input, Select } from '../../ui';
import { digitsOnly } from './booking-form';

type Props = {
  code: string;
  iso: string;
  phone: string;
  error?: string;
  codeError?: string;
  onCodeChange: (code: string, iso: string) => void;
  onPhoneChange: (phone: string) => void;
};

/** The calling-code list (code, name, flag) beside the phone number, which keeps digits only as typed. */
export function PhoneFields({ code, iso, phone, error, codeError, onCodeChange, onPhoneChange }: Props) {
  const selected = countryByIso(iso)?.code === code ? iso : countryForCode(code).iso;
  return (
    <div className="grid grid-cols-[minmax(0,8.5rem)_minmax(0,1fr)] gap-3">
      <Select
        label="Country code"
        required
        autoComplete="tel-country-code"
        value={selected}
        error={codeError}
        onChange={(event) => {
          const country = countryByIso(event.target.value);
          if (country) onCodeChange(country.code, country.iso);
        }}
      >
        {countries.map((country) => (
          <option key={country.iso} value={country.iso}>
            {`${country.flag} ${country.code} ${country.name}`}
          </option>
        ))}
      </Select>
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
