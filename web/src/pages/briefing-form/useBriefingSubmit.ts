import { contactRuleViolation } from '../../../../shared/content/contact-rules';
import { clientMessages } from '../../../../shared/errors/catalogue';
import { useContactSend } from '../../features/contact/contact-api';
import { contactFailureCode } from '../../features/contact/contact-form';
import { notifyError, notifySuccess } from '../../ui';
import { toContactRequest, type BriefingValues } from './briefing';
import { briefingCopy } from './content';

/** Sends a brief like the contact form: POST /api/contact; the rule checks and messages are the contact form's. */
export function useBriefingSubmit(onSent: () => void) {
  const { send, isPending: sending } = useContactSend();

  async function submit(values: BriefingValues) {
    const violation = contactRuleViolation(values);
    if (violation) return notifyError({ title: violation.title, message: violation.message });
    try {
      await send(toContactRequest(values));
      notifySuccess(briefingCopy.success);
      onSent();
    } catch (error) {
      const { title, message } = clientMessages.contactFailed;
      notifyError({ title, message, code: contactFailureCode(error) });
    }
  }

  return { sending, submit };
}
