import { ApiError } from '@jara/api/api-error';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CONNECTION_PROBLEM } from './apply-api-errors';
import { emailAddress, formSchema, requiredSecret } from './field-rules';
import { useApiForm } from './use-api-form';

const schema = formSchema({
  email: emailAddress('Enter your email.'),
  password: requiredSecret('Enter your password.'),
});

function SignIn({
  action,
}: {
  action: (values: { email: string; password: string }) => Promise<unknown>;
}) {
  const form = useApiForm(schema, { email: '', password: '' });
  return (
    <form onSubmit={form.submit(action)} noValidate>
      {(['email', 'password'] as const).map((name) => {
        const { error, ...input } = form.field(name);
        return (
          <p key={name}>
            <input {...input} aria-label={name} aria-invalid={error ? true : undefined} />
            {error ? <span>{error}</span> : null}
          </p>
        );
      })}
      {form.formError ? <p role="alert">{form.formError}</p> : null}
      <button type="submit" aria-busy={form.submitting || undefined}>
        Sign in
      </button>
    </form>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' })));

describe('useApiForm', () => {
  it('checks the schema before sending, and focuses the first field that fails', async () => {
    const action = jest.fn();
    render(<SignIn action={action} />);
    type('password', 'secret');
    await press();
    expect(screen.getByText('Enter your email.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('email'));
    type('email', 'ada@');
    await press();
    expect(screen.getByText('Enter a valid email address, like ada@example.com')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
  });

  it('sends the parsed values: text trimmed, a password as typed', async () => {
    const action = jest.fn().mockResolvedValue(undefined);
    render(<SignIn action={action} />);
    type('email', '  ada@example.com ');
    type('password', ' secret ');
    await press();
    expect(action).toHaveBeenCalledWith({ email: 'ada@example.com', password: ' secret ' });
  });

  it('puts a 422 on its field, keeps what was typed, and clears the message once edited', async () => {
    const action = jest.fn().mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'Invalid',
        fieldErrors: { email: ['The email is taken.'] },
      }),
    );
    render(<SignIn action={action} />);
    type('email', 'ada@example.com');
    type('password', 'secret');
    await press();
    const email = screen.getByLabelText('email') as HTMLInputElement;
    expect(screen.getByText('The email is taken.')).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('ada@example.com');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => type('email', 'ada@example.org'));
    expect(screen.queryByText('The email is taken.')).toBeNull();
  });

  it('shows a connection problem for the whole form and clears it on the next try', async () => {
    const action = jest
      .fn()
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Network Error' }))
      .mockResolvedValueOnce(undefined);
    render(<SignIn action={action} />);
    type('email', 'ada@example.com');
    type('password', 'secret');
    await press();
    expect(screen.getByRole('alert').textContent).toBe(CONNECTION_PROBLEM);
    await press();
    expect(action).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a hostile server message as text', async () => {
    const hostile = '"><img src=x onerror="alert(1)"><script>alert(2)</script>';
    const action = jest.fn().mockRejectedValue(new ApiError({ kind: 'http', message: hostile }));
    render(<SignIn action={action} />);
    type('email', 'ada@example.com');
    type('password', 'secret');
    await press();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(hostile);
    expect(alert.querySelector('img, script')).toBeNull();
  });

  it('sends once while a submission is under way, however often the button is pressed', async () => {
    let finish: () => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<SignIn action={action} />);
    type('email', 'ada@example.com');
    type('password', 'secret');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => fireEvent.click(button));
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(button.getAttribute('aria-busy')).toBeNull();
  });
});
