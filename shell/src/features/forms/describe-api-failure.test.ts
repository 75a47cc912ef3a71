import { ApiError } from '@jara/api/api-error';
import { CONNECTION_PROBLEM, describeApiFailure } from './describe-api-failure';

const fields = ['email', 'password'] as const;

describe('describeApiFailure', () => {
  it('puts field messages beside the fields the form has, the rest above the button', () => {
    const error = new ApiError({
      kind: 'http',
      status: 422,
      message: 'The given data was invalid.',
      fieldErrors: { email: ['The email is taken.'], phone: ['The phone is invalid.'] },
    });
    expect(describeApiFailure(error, fields)).toEqual({
      fieldErrors: { email: 'The email is taken.' },
      formError: 'The phone is invalid.',
    });
  });

  it('shows the server message when no field is named', () => {
    const error = new ApiError({
      kind: 'http',
      status: 401,
      message: 'These credentials do not match.',
    });
    expect(describeApiFailure(error, fields)).toEqual({
      fieldErrors: {},
      formError: 'These credentials do not match.',
    });
  });

  it('explains a dropped connection and keeps the entries', () => {
    expect(
      describeApiFailure(new ApiError({ kind: 'network', message: 'x' }), fields).formError,
    ).toBe(CONNECTION_PROBLEM);
    expect(
      describeApiFailure(new ApiError({ kind: 'timeout', message: 'x' }), fields).formError,
    ).toBe(CONNECTION_PROBLEM);
  });

  it('falls back to a plain message for anything that is not an API error', () => {
    expect(describeApiFailure(new Error('boom'), fields).formError).toMatch(/did not work/);
  });
});
