import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getProfile } from '@jara/api/account';
import { ApiError } from '@jara/api/api-error';
import { sendSupportMessage } from '@jara/api/support';
import { CONNECTION_PROBLEM } from '@jara/forms/apply-api-errors';
import { sessionStore } from '@jara/state/session-store';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ContactForm } from './contact-form';

jest.mock('@jara/api/account');
jest.mock('@jara/api/support');

const send = jest.mocked(sendSupportMessage);
const ADA = {
  id: 7,
  name: 'Ada Okafor',
  email: 'ada@example.com',
  phone: '',
  domicile_location: 'NG' as const,
};

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const topic = () => screen.getByRole('combobox', { name: /What is it about/ }) as HTMLSelectElement;

function fillIn({
  name = 'Tunde Bakare',
  email = 'tunde@example.com',
  message = 'My rider could not find the gate.',
} = {}) {
  fireEvent.change(field(/Your name/), { target: { value: name } });
  fireEvent.change(field(/Email/), { target: { value: email } });
  fireEvent.change(topic(), { target: { value: 'order' } });
  fireEvent.change(field(/Message/), { target: { value: message } });
}

const sendIt = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

beforeEach(() => {
  jest.resetAllMocks();
  sessionStore.getState().clear();
});

describe('ContactForm', () => {
  it('sends a visitor’s message and shows the reference, without asking for a profile', async () => {
    send.mockResolvedValue({ reference: 'SUP-7F3K9Q', topic: 'order', created_at: '2026-01-01' });
    renderWithQuery(<ContactForm />);
    expect(field(/Your name/).value).toBe('');
    fillIn();
    fireEvent.change(field(/Order reference/), { target: { value: ' JR-7F3K9Q ' } });
    sendIt();
    const heading = await screen.findByRole('heading', { name: 'We got your message' });
    expect(screen.getByText('SUP-7F3K9Q')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(send).toHaveBeenCalledWith({
      name: 'Tunde Bakare',
      email: 'tunde@example.com',
      topic: 'order',
      message: 'My rider could not find the gate.',
      order_reference: 'JR-7F3K9Q',
    });
    expect(getProfile).not.toHaveBeenCalled();
  });

  it('leaves the order reference out when none is given, and offers another message', async () => {
    send.mockResolvedValue({ reference: 'SUP-AAAAAA', topic: 'order', created_at: '2026-01-01' });
    renderWithQuery(<ContactForm />);
    fillIn();
    sendIt();
    fireEvent.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(send.mock.calls[0]?.[0]).not.toHaveProperty('order_reference');
    expect(field(/Your name/).value).toBe('Tunde Bakare');
    expect(field(/Message/).value).toBe('');
  });

  it('fills in a signed-in customer’s name and email, editable, and keeps what they typed', async () => {
    sessionStore.getState().signIn('token', 7);
    jest.mocked(getProfile).mockResolvedValue(ADA);
    renderWithQuery(<ContactForm />);
    fireEvent.change(field(/Your name/), { target: { value: 'Ada O.' } });
    await waitFor(() => expect(field(/Email/).value).toBe('ada@example.com'));
    expect(field(/Your name/).value).toBe('Ada O.');
  });

  it('checks the fields before sending', async () => {
    renderWithQuery(<ContactForm />);
    fillIn({ email: 'nope', message: 'Help' });
    fireEvent.change(topic(), { target: { value: '' } });
    sendIt();
    expect(await screen.findByText(/Enter a valid email address/)).toBeTruthy();
    expect(screen.getByText('Choose what your message is about.')).toBeTruthy();
    expect(screen.getByText(/at least 10 characters/)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the server’s 422 messages at their fields and keeps what was typed', async () => {
    send.mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'The email field must be a valid email address.',
        fieldErrors: { email: ['The email field must be a valid email address.'] },
      }),
    );
    renderWithQuery(<ContactForm />);
    fillIn();
    sendIt();
    expect(await screen.findByText('The email field must be a valid email address.')).toBeTruthy();
    expect(field(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/Message/).value).toBe('My rider could not find the gate.');
  });

  it('says a dropped connection for the whole form, and keeps what was typed', async () => {
    send.mockRejectedValue(new ApiError({ kind: 'network', message: 'offline' }));
    renderWithQuery(<ContactForm />);
    fillIn();
    sendIt();
    expect((await screen.findByRole('alert')).textContent).toBe(CONNECTION_PROBLEM);
    expect(field(/Your name/).value).toBe('Tunde Bakare');
    expect(screen.queryByTestId('message-sent')).toBeNull();
  });

  it('sends hostile text as typed and shows it back only as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    send.mockResolvedValue({ reference: 'SUP-BBBBBB', topic: 'order', created_at: '2026-01-01' });
    const { container } = renderWithQuery(<ContactForm />);
    fillIn({ name: hostile, message: hostile });
    sendIt();
    await screen.findByTestId('message-sent');
    expect(send.mock.calls[0]?.[0]).toMatchObject({ name: hostile, message: hostile });
    expect(container.querySelector('img, script')).toBeNull();
  });
});
