import { expect } from 'vitest';
import { AppError } from '../../shared/errors';

/** The error `promise` is refused with; the test fails when it is not refused with an AppError. */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error, 'refused').toBeInstanceOf(AppError);
  return error as AppError;
}
