/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SupportMessage } from '@jara/contracts/entities';
import { CONNECTION_PROBLEM } from '@jara/forms/apply-api-errors';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCustomer } from '@jara/testing/builders/customer';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ContactForm } from './contact-form';

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const SEND = 'POST /support/messages';
const PROFILE = 'GET /account/profile';
const ADA = aCustomer({ name: 'Ada Okafor', email: 'ada@example.com' });
const filed = (reference: string): SupportMessage => ({
  reference,
  topic: 'order',
  created_at: '2026-01-01',
});
/** The body of the one message sent. */
async function sentBody() {
  const [request] = api.sent(SEND);
  return request!.json();
}

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
  sessionStore.getState().clear();
});

describe('ContactForm', () => {
  it('sends a visitor’s message and shows the reference, without asking for a profile', async () => {
    api.answer(SEND, filed('SUP-7F3K9Q'));
    renderWithQuery(<ContactForm />);
    expect(field(/Your name/).value).toBe('');
    fillIn();
    fireEvent.change(field(/Order reference/), { target: { value: ' JR-7F3K9Q ' } });
    sendIt();
    const heading = await screen.findByRole('heading', { name: 'We got your message' });
    expect(screen.getByText('SUP-7F3K9Q')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(await sentBody()).toEqual({
      name: 'Tunde Bakare',
      email: 'tunde@example.com',
      topic: 'order',
      message: 'My rider could not find the gate.',
      order_reference: 'JR-7F3K9Q',
    });
    expect(api.sent(PROFILE)).toHaveLength(0);
  });

  it('leaves the order reference out when none is given, and offers another message', async () => {
    api.answer(SEND, filed('SUP-AAAAAA'));
    renderWithQuery(<ContactForm />);
    fillIn();
    sendIt();
    fireEvent.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(await sentBody()).not.toHaveProperty('order_reference');
    expect(field(/Your name/).value).toBe('Tunde Bakare');
    expect(field(/Message/).value).toBe('');
  });

  it('fills in a signed-in customer’s name and email, editable, and keeps what they typed', async () => {
    sessionStore.getState().signIn('token', 7);
    api.answer(PROFILE, ADA);
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
    expect(api.sent(SEND)).toHaveLength(0);
  });

  it('puts the server’s 422 messages at their fields and keeps what was typed', async () => {
    api.refuse(SEND, 422, 'The email field must be a valid email address.', {
      email: ['The email field must be a valid email address.'],
    });
    renderWithQuery(<ContactForm />);
    fillIn();
    sendIt();
    expect(await screen.findByText('The email field must be a valid email address.')).toBeTruthy();
    expect(field(/Email/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/Message/).value).toBe('My rider could not find the gate.');
  });

  it('says a dropped connection for the whole form, and keeps what was typed', async () => {
    api.drop(SEND);
    renderWithQuery(<ContactForm />);
    fillIn();
    sendIt();
    expect((await screen.findByRole('alert')).textContent).toBe(CONNECTION_PROBLEM);
    expect(field(/Your name/).value).toBe('Tunde Bakare');
    expect(screen.queryByTestId('message-sent')).toBeNull();
  });

  it('sends hostile text as typed and shows it back only as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
    api.answer(SEND, filed('SUP-BBBBBB'));
    const { container } = renderWithQuery(<ContactForm />);
    fillIn({ name: hostile, message: hostile });
    sendIt();
    await screen.findByTestId('message-sent');
    expect(await sentBody()).toMatchObject({ name: hostile, message: hostile });
    expect(container.querySelector('img, script')).toBeNull();
  });
});
