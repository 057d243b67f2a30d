import { contactRuleViolations } from '../../../../shared/content/contact-rules';
import { clientMessages } from '../../../../shared/errors/catalogue';
import { useContactSend } from '../../features/contact/contact-api';
import { contactFailureCode } from '../../features/contact/contact-form';
import { dismissNotifications, notifyError, notifySuccess } from '../../ui';
import { toContactRequest, type BriefingValues } from './briefing';
import { briefingCopy } from './content';

/** Sends a brief like the contact form: POST /api/contact; the rule checks and messages are the contact form's. */
export function useBriefingSubmit(onSent: () => void) {
  const { send, isPending: sending } = useContactSend();

  async function submit(values: BriefingValues) {
    dismissNotifications();
    const violations = await contactRuleViolations(values);
    if (violations.length) {
      for (const { title, message } of violations) void notifyError({ title, message });
      return;
    }
    try {
      await send(toContactRequest(values));
      dismissNotifications();
      notifySuccess(briefingCopy.success);
      onSent();
    } catch (error) {
      const { title, message } = clientMessages.contactFailed;
      dismissNotifications();
      notifyError({ title, message, code: contactFailureCode(error) });
    }
  }

  return { sending, submit };
}
