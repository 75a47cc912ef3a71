import { ApiError } from '@jara/api/api-error';
import { applyApiErrors, CONNECTION_PROBLEM, UNKNOWN_PROBLEM } from './apply-api-errors';

type Values = { email: string; password: string };
const fields = ['email', 'password'] as const;

function apply(error: unknown) {
  const setError = jest.fn();
  const formError = applyApiErrors<Values>(error, fields, setError);
  return { formError, setError };
}

const invalid = (fieldErrors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError({ kind: 'http', status: 422, message, fieldErrors });

describe('applyApiErrors', () => {
  it('puts a 422 message on each field the form shows, focusing the first in form order', () => {
    const { formError, setError } = apply(
      invalid({ password: ['Too short.', 'Needs a digit.'], email: ['The email is taken.'] }),
    );
    expect(formError).toBeNull();
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'The email is taken.' }, { shouldFocus: true }],
      [
        'password',
        { type: 'server', message: 'Too short. Needs a digit.' },
        { shouldFocus: false },
      ],
    ]);
  });

  it('shows messages about fields the form does not show for the whole form', () => {
    const { formError, setError } = apply(
      invalid({ email: ['The email is taken.'], phone: ['The phone is invalid.'] }),
    );
    expect(setError).toHaveBeenCalledTimes(1);
    expect(formError).toBe('The phone is invalid.');
  });

  it('shows the server message when no field is named', () => {
    const error = new ApiError({
      kind: 'http',
      status: 401,
      message: 'These credentials do not match.',
    });
    const { formError, setError } = apply(error);
    expect(formError).toBe('These credentials do not match.');
    expect(setError).not.toHaveBeenCalled();
  });

  it('falls back to a plain message when the server said nothing', () => {
    expect(apply(new ApiError({ kind: 'http', status: 500, message: '' })).formError).toBe(
      UNKNOWN_PROBLEM,
    );
  });

  it('explains a dropped connection or a timeout, whatever fields the error names', () => {
    for (const kind of ['network', 'timeout'] as const) {
      const error = new ApiError({ kind, message: 'Network Error', fieldErrors: { email: ['x'] } });
      const { formError, setError } = apply(error);
      expect(formError).toBe(CONNECTION_PROBLEM);
      expect(setError).not.toHaveBeenCalled();
    }
  });

  it('shows a plain message for anything that is not an API error', () => {
    expect(apply(new TypeError('boom')).formError).toBe(UNKNOWN_PROBLEM);
    expect(apply('a string').formError).toBe(UNKNOWN_PROBLEM);
  });

  it('recognises an API error from another copy of the API module by its brand', () => {
    const foreign = Object.assign(
      Object.create(Object.getPrototypeOf(invalid({}))) as object,
      invalid({ email: ['The email is taken.'] }),
    );
    expect(apply(foreign).setError).toHaveBeenCalledWith(
      'email',
      { type: 'server', message: 'The email is taken.' },
      { shouldFocus: true },
    );
  });
});
