import { ApiError } from '@jara/api/api-error';
import { describeLeadFailure } from './lead-form-errors';

describe('describeLeadFailure', () => {
  it('puts server messages beside the fields they are about', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { email: ['The email has already been taken.'] },
    });
    expect(describeLeadFailure(error)).toEqual({
      fieldErrors: { email: ['The email has already been taken.'] },
      formError: null,
    });
  });

  it('shows messages for fields the form does not have above the button', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      message: 'Invalid',
      fieldErrors: { phone: ['Phone is required.'], name: ['Too short.'] },
    });
    expect(describeLeadFailure(error)).toEqual({
      fieldErrors: { name: ['Too short.'] },
      formError: 'Phone is required.',
    });
  });

  it('shows the server message when there are no field errors', () => {
    const error = new ApiError({ kind: 'http', status: 500, message: 'Server Error' });
    expect(describeLeadFailure(error).formError).toBe('Server Error');
  });

  it('explains a dropped connection', () => {
    for (const kind of ['network', 'timeout'] as const) {
      const failure = describeLeadFailure(new ApiError({ kind, message: 'Network Error' }));
      expect(failure.formError).toMatch(/could not reach our servers/);
    }
  });

  it('falls back to a generic message for anything else', () => {
    expect(describeLeadFailure(new TypeError('boom')).formError).toBe(
      'Your details were not sent. Please try again in a moment.',
    );
    expect(describeLeadFailure(new ApiError({ kind: 'http', message: '' })).formError).toBe(
      'Your details were not sent. Please try again in a moment.',
    );
  });
});
