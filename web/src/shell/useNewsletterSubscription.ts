import { useCallback, useState } from 'react';
import { clientMessages } from '../../../shared/errors/catalogue';
import { useDeferredMutation } from '../app/deferred-mutation';
import { ApiError, http, schemaGroup } from '../lib/http';
import { notifyError, notifySuccess } from '../ui/Toaster';

const contentAnswer = schemaGroup(() => import('../../../shared/content/schemas'));

export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

/** POST /api/newsletter: 202 `{status: 'pending'}` (the confirmation e-mail is on its way). */
const subscribeMutation = {
  mutationKey: ['newsletter'],
  mutationFn: (email: string) => http.read('POST', '/api/newsletter', contentAnswer((s) => s.newsletterResponseSchema), { body: { email, consent: true } }),
};

/** Newsletter states: idle → submitting → success (toast: confirm from the inbox) or error (toast with the error code). */
export function useNewsletterSubscription() {
  const { send } = useDeferredMutation(subscribeMutation);
  const [status, setStatus] = useState<NewsletterStatus>('idle');

  const subscribe = useCallback(
    async (email: string): Promise<boolean> => {
      setStatus('submitting');
      try {
        await send(email);
        setStatus('success');
        notifySuccess(clientMessages.newsletterConfirmationSent);
        return true;
      } catch (error) {
        setStatus('error');
        notifyError({
          title: clientMessages.newsletterFailed.title,
          message: clientMessages.newsletterFailed.message,
          code: error instanceof ApiError ? error.code : undefined,
        });
        return false;
      }
    },
    [send],
  );

  return { status, subscribe };
}
