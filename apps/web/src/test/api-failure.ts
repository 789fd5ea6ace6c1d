import { ApiError } from '@/lib/api-client';

/** The ApiError a call fails with (fails the test when it succeeds or throws something else). */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
