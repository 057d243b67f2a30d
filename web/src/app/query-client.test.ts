import { QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it } from 'vitest';
import { queryClient, readAgainAfterWrite } from './query-client';

const key = ['query-client-test', 'history'];

afterEach(() => queryClient().removeQueries({ queryKey: ['query-client-test'] }));

it('after a write that lands while the first read is in flight, the page shows what the write stored', async () => {
  let stored = 'before the save';
  let reads = 0;
  let answerFirstRead = () => {};
  // Each read takes the value stored when it begins; the first answers only once the write is done, later ones at once.
  const queryFn = () => {
    const seen = stored;
    reads += 1;
    return reads > 1 ? Promise.resolve(seen) : new Promise<string>((resolve) => (answerFirstRead = () => resolve(seen)));
  };
  const observer = new QueryObserver(queryClient(), { queryKey: key, queryFn, staleTime: 0 });
  const unsubscribe = observer.subscribe(() => undefined);
  try {
    expect(reads).toBe(1);
    stored = 'after the save';
    const reading = readAgainAfterWrite(key);
    answerFirstRead();
    await reading;
    expect(observer.getCurrentResult().data).toBe('after the save');
  } finally {
    unsubscribe();
  }
});
