import { useCallback, useState } from 'react';
import { clientMessages } from '../../../shared/errors/catalogue';
import { notifyError, notifySuccess } from '../ui/Toaster';
import { ApiError } from './useHttp';
import { useNewsletterApi } from './useNewsletterApi';

export type NewsletterStatus = 'idle' | 'submitting' | 'success' | 'error';

/** Newsletter states: idle → submitting → success (toast) or error (toast with the error code). */
export function useNewsletterSubscription() {
  const api = useNewsletterApi();
  const [status, setStatus] = useState<NewsletterStatus>('idle');

  const subscribe = useCallback(
    async (email: string): Promise<boolean> => {
      setStatus('submitting');
      try {
        await api.subscribe(email);
        setStatus('success');
        notifySuccess({ title: clientMessages.newsletterSubscribed.title, message: clientMessages.newsletterSubscribed.message });
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
    [api],
  );

  return { status, subscribe };
}
