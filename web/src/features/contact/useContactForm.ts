import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { clientMessages } from '../../../../shared/errors/catalogue';
import { checkContact, contactFailureCode, digitsOnly, emptyContact, toRequest, type ContactField, type ContactValues, type FieldErrors } from './contact-form';
import { notifyError } from '../../ui';
import { useContactSend } from './contact-api';
import { useVisitorDialIso } from './useVisitorDialIso';
import { ApiError } from '../../lib/http';

export type ContactFormState = {
  values: ContactValues;
  errors: FieldErrors;
  sending: boolean;
  sent: boolean;
  set: <K extends keyof ContactValues>(field: K, value: ContactValues[K]) => void;
  submit: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * The contact form: idle → sending (button disabled, 'Sending...') → success (cleared, the visitor's calling code,
 * privacy unticked) or error (toast with 'Error Code: {code}', from the error or CONTACT_FORM_ERROR).
 */
export function useContactForm(onInvalid: (field: ContactField) => void): ContactFormState {
  const { send, isPending: sending } = useContactSend();
  const [values, setValues] = useState<ContactValues>(emptyContact);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const visitorDialIso = useVisitorDialIso();
  // Until the visitor picks one, the calling code follows their time zone.
  useEffect(() => {
    setValues((current) => (current.dialIso === emptyContact.dialIso ? { ...current, dialIso: visitorDialIso } : current));
  }, [visitorDialIso]);

  const set = useCallback(<K extends keyof ContactValues>(field: K, value: ContactValues[K]) => {
    setValues((current) => ({ ...current, [field]: field === 'phone' ? digitsOnly(String(value)) : value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
    setSent(false);
  }, []);

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending) return;
      const { fields, violation } = checkContact(values);
      setErrors(fields);
      const first = (Object.keys(emptyContact) as ContactField[]).find((field) => fields[field]);
      if (first) {
        if (violation && first === violation.field) void notifyError({ title: violation.title, message: violation.message });
        onInvalid(first);
        return;
      }
      send(toRequest(values)).then(
        () => {
          setValues({ ...emptyContact, dialIso: visitorDialIso });
          setErrors({});
          setSent(true);
        },
        (error: unknown) => {
          console.error('Failed to send the contact form', error);
          if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldErrors);
          const { title, message } = clientMessages.contactFailed;
          void notifyError({ title, message, code: contactFailureCode(error) });
        },
      );
    },
    [send, values, sending, onInvalid, visitorDialIso],
  );

  return { values, errors, sending, sent, set, submit };
}
