import { useCallback, useState } from 'react';
import type { MutationObserverOptions } from '@tanstack/react-query';

/**
 * A mutation on the one cache for forms that send only when submitted (the newsletter form in every footer, the
 * contact and briefing forms): `useMutation` would put the query library into the first scripts of their pages, the
 * home page included, so its code loads with the first send instead. `send` resolves with the parsed answer or
 * rejects with the error (an `ApiError`, or the failed load of the library's code).
 */
export function useDeferredMutation<TData, TVariables>(options: MutationObserverOptions<TData, Error, TVariables>) {
  const [isPending, setPending] = useState(false);

  const send = useCallback(
    async (variables: TVariables): Promise<TData> => {
      setPending(true);
      try {
        const { runMutation } = await import('./query-client');
        return await runMutation(options, variables);
      } finally {
        setPending(false);
      }
    },
    [options],
  );

  return { isPending, send };
}
