import type * as ApiErrorModule from './api-error';
import { ApiError, isApiError } from './api-error';

describe('isApiError', () => {
  it('recognises an ApiError thrown by another copy of the package', async () => {
    let other!: typeof ApiErrorModule;
    await jest.isolateModulesAsync(async () => {
      other = await import('./api-error');
    });
    const foreign = new other.ApiError({ kind: 'http', status: 422, message: 'Invalid code' });
    expect(foreign).not.toBeInstanceOf(ApiError);
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new ApiError({ kind: 'network', message: 'x' }))).toBe(true);
  });

  it('does not mistake other errors or values for API errors', () => {
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ kind: 'http', message: 'x' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});
