import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { setUpApiDouble } from '@jara/testing/api-double';
import { renderPage } from '../test-support/render-page';
import { LeadForm, type LeadFormProps } from './lead-form';

const api = setUpApiDouble();
const JOIN = 'POST /waiting_list';
const joined = () => api.sent(JOIN);

function renderForm(props: Partial<LeadFormProps> = {}) {
  const Form = () => <LeadForm service="events" submitLabel="Request a quote" {...props} />;
  return renderPage(Form, '/events/contact');
}

function type(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const submit = () =>
  act(async () => fireEvent.click(screen.getByRole('button', { name: 'Request a quote' })));

describe('LeadForm', () => {
  it('flags empty required fields, focuses the first, and sends nothing', async () => {
    renderForm();
    await submit();
    const name = screen.getByLabelText(/Your name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your name')).toBeTruthy();
    expect(screen.getByText('Enter your email address')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(joined()).toHaveLength(0);
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
    expect(joined()).toHaveLength(0);
  });

  it('joins the waiting list with trimmed values and goes to the thank-you page', async () => {
    api.answer(JOIN, null);
    renderForm();
    type(/Your name/, '  Adaeze Okafor ');
    type(/Email address/, ' adaeze@example.com ');
    await submit();
    expect(await screen.findByText('Thank-you page')).toBeTruthy();
    expect(await joined()[0]?.json()).toEqual({
      name: 'Adaeze Okafor',
      email: 'adaeze@example.com',
      service: 'events',
    });
  });

  // The request is held unanswered, so the form is still sending; the answer that moves on to
  // the thank-you page is the test above.
  it('is busy while sending and ignores a second press', async () => {
    api.break(JOIN, 'hang');
    renderForm();
    type(/Your name/, 'Wanjiru');
    type(/Email address/, 'wanjiru@example.co.ke');
    await submit();
    await waitFor(() => expect(joined()).toHaveLength(1));
    const button = screen.getByRole('button', { name: 'Request a quote' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    await submit();
    expect(joined()).toHaveLength(1);
    expect(screen.queryByText('Thank-you page')).toBeNull();
  });

  it('keeps what was typed and shows the server’s field errors on failure', async () => {
    api.refuse(JOIN, 422, 'The given data was invalid.', {
      email: ['This email is already on the waiting list.'],
    });
    renderForm();
    type(/Your name/, 'Tunde');
    type(/Email address/, 'tunde@example.com');
    await submit();
    await screen.findByText('This email is already on the waiting list.');
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
    api.drop(JOIN);
    renderForm();
    type(/Your name/, 'Tunde');
    type(/Email address/, 'tunde@example.com');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach our servers/);
    api.answer(JOIN, null);
    await submit();
    expect(await screen.findByText('Thank-you page')).toBeTruthy();
    expect(joined()).toHaveLength(2);
  });

  it('shows a service error as a form message when the service is not a field', async () => {
    api.refuse(JOIN, 422, 'Invalid', { service: ['The selected service is invalid.'] });
    renderForm();
    type(/Your name/, 'Tunde');
    type(/Email address/, 'tunde@example.com');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe('The selected service is invalid.');
  });

  it('asks for a service when the customer chooses one', async () => {
    api.answer(JOIN, null);
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
    await waitFor(() => expect(joined()).toHaveLength(1));
    expect(await joined()[0]?.json()).toEqual({
      name: 'Achieng',
      email: 'achieng@example.co.ke',
      service: 'cleaning',
    });
  });
});
