import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { clientMessages } from '../../../../shared/errors/catalogue';
import { checkContact, contactFailureCode, digitsOnly, emptyContact, toRequest, type ContactField, type ContactValues, type FieldErrors } from './contact-form';
import { dismissNotifications, notifyError } from '../../ui';
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
 * A check shows every field's error at once and a toast per broken rule; each new outcome first closes the toasts
 * of the one before, so a success never sits beside a stale complaint.
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

  // The rules load their list of top-level domains on the first press: a second press meanwhile is the same one.
  const checking = useRef(false);

  const failed = useCallback((error: unknown) => {
    console.error('Failed to send the contact form', error);
    dismissNotifications();
    if (error instanceof ApiError && error.fields) setErrors(error.fields as FieldErrors);
    const { title, message } = clientMessages.contactFailed;
    void notifyError({ title, message, code: contactFailureCode(error) });
  }, []);

  const submit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (sending || checking.current) return;
      checking.current = true;
      checkContact(values)
        .finally(() => (checking.current = false))
        .then(({ fields, violations }) => {
          setErrors(fields);
          dismissNotifications();
          const first = (Object.keys(emptyContact) as ContactField[]).find((field) => fields[field]);
          if (first) {
            for (const { title, message } of violations) void notifyError({ title, message });
            onInvalid(first);
            return;
          }
          return send(toRequest(values)).then(() => {
            dismissNotifications();
            setValues({ ...emptyContact, dialIso: visitorDialIso });
            setErrors({});
            setSent(true);
          });
        })
        .catch(failed);
    },
    [send, values, sending, onInvalid, failed, visitorDialIso],
  );

  return { values, errors, sending, sent, set, submit };
}
