import { joinWaitingList } from '@jara/api/account';
import { ApiError } from '@jara/api/api-error';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from '../test-support/render-page';
import { LeadForm, type LeadFormProps } from './lead-form';

jest.mock('@jara/api/account', () => ({ joinWaitingList: jest.fn() }));
const join = jest.mocked(joinWaitingList);

function renderForm(props: Partial<LeadFormProps> = {}) {
  const Form = () => <LeadForm service="events" submitLabel="Request a quote" {...props} />;
  return renderPage(Form, '/events/contact');
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Request a quote' })));

beforeEach(() => join.mockReset());

describe('LeadForm', () => {
  it('flags empty required fields, focuses the first, and sends nothing', async () => {
    renderForm();
    await submit();
    const name = screen.getByLabelText(/Your name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('Enter your email address')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(join).not.toHaveBeenCalled();
  });

  it('rejects a malformed email and clears a field error once the field is edited', async () => {
    renderForm();
    type(/Your name/, 'Adaeze Okafor');
    type(/Email address/, 'adaeze@');
    await submit();
    const email = screen.getByLabelText(/Email address/);
    expect(screen.getByText('Enter a valid email address, like ada@example.com')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    await act(async () => type(/Email address/, 'adaeze@example.com'));
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(join).not.toHaveBeenCalled();
  });

  it('joins the waiting list with trimmed values and goes to the thank-you page', async () => {
    join.mockResolvedValue(null);
    renderForm();
    type(/Your name/, '  Adaeze Okafor ');
    type(/Email address/, ' adaeze@example.com ');
    await submit();
    expect(join).toHaveBeenCalledWith({
      name: 'Adaeze Okafor',
      email: 'adaeze@example.com',
      service: 'events',
    });
    expect(screen.getByText('Thank-you page')).toBeTruthy();
  });

  it('is busy while sending and ignores a second press', async () => {
    let finish: (value: null) => void = () => undefined;
    join.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderForm();
    type(/Your name/, 'Wanjiru');
    type(/Email address/, 'wanjiru@example.co.ke');
    await submit();
    const button = screen.getByRole('button', { name: 'Request a quote' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await submit();
    expect(join).toHaveBeenCalledTimes(1);
    await act(async () => finish(null));
    expect(screen.getByText('Thank-you page')).toBeTruthy();
  });

  it('keeps what was typed and shows the server’s field errors on failure', async () => {
    join.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'The given data was invalid.',
        fieldErrors: { email: ['This email is already on the waiting list.'] },
      }),
    );
    renderForm();
    type(/Your name/, 'Tunde');
    type(/Email address/, 'tunde@example.com');
    await submit();
    const email = screen.getByLabelText(/Email address/) as HTMLInputElement;
    expect(email.value).toBe('tunde@example.com');
    expect((screen.getByLabelText(/Your name/) as HTMLInputElement).value).toBe('Tunde');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This email is already on the waiting list.')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(screen.queryByText('Thank-you page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Request a quote' }).getAttribute('aria-busy')).toBe(
      null,
    );
  });

  it('shows a connection problem above the button and lets the customer retry', async () => {
    join.mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Network Error' }));
    join.mockResolvedValueOnce(null);
    renderForm();
    type(/Your name/, 'Tunde');
    type(/Email address/, 'tunde@example.com');
    await submit();
    expect(screen.getByRole('alert').textContent).toMatch(/could not reach our servers/);
    await submit();
    expect(join).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Thank-you page')).toBeTruthy();
  });

  it('shows a service error as a form message when the service is not a field', async () => {
    join.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'Invalid',
        fieldErrors: { service: ['The selected service is invalid.'] },
      }),
    );
    renderForm();
    type(/Your name/, 'Tunde');
    type(/Email address/, 'tunde@example.com');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('The selected service is invalid.');
  });

  it('asks for a service when the customer chooses one', async () => {
    join.mockResolvedValue(null);
    renderForm({
      service: '',
      serviceOptions: [
        { value: 'laundry', label: 'Laundry' },
        { value: 'cleaning', label: 'Cleaning' },
      ],
    });
    type(/Your name/, 'Achieng');
    type(/Email address/, 'achieng@example.co.ke');
    await submit();
    expect(screen.getByText('Choose what you are interested in')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'cleaning' } });
    await submit();
    expect(join).toHaveBeenCalledWith({
      name: 'Achieng',
      email: 'achieng@example.co.ke',
      service: 'cleaning',
    });
  });
});
