/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The contact form when `POST /support/messages` breaks at the network (the e2e chaos case:
 * 500, a cut-off body, and no answer at all), through the real API client. A held request fails
 * when the client's timeout passes, which jest's clock moves instead of waiting 20 s.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import { API_REQUEST_TIMEOUT_MS } from '@jara/contracts/constants';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ContactForm } from './contact-form';

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const KEY = 'POST /support/messages';
const TEXT = 'My rider could not find the gate.';
/** What the form and the client's toast say for each fault, in their own words. */
const SAID = {
  '500': { form: /trouble right now/, toast: /trouble right now/ },
  'not-json': { form: /could not be read/, toast: /could not be read/ },
  hang: { form: /could not reach our servers.*still here/, toast: /took too long/ },
} as const;

let toasts: { kind: ToastKind; message: string }[] = [];
let stopListening = () => {};

beforeEach(() => {
  sessionStore.getState().clear();
  toasts = [];
  stopListening = bus.on('toast:show', (toast) => void toasts.push(toast));
});
afterEach(() => {
  stopListening();
  jest.useRealTimers();
});

const field = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

function fillIn() {
  fireEvent.change(field(/Your name/), { target: { value: 'Tunde Bakare' } });
  fireEvent.change(field(/Email/), { target: { value: 'tunde@example.com' } });
  fireEvent.change(screen.getByRole('combobox', { name: /What is it about/ }), {
    target: { value: 'order' },
  });
  fireEvent.change(field(/Message/), { target: { value: TEXT } });
}

describe(KEY, () => {
  it.each(['500', 'not-json', 'hang'] as const)(
    'answered %s: a calm message, everything typed kept, and Send again after healing files the message',
    async (fault) => {
      // Only a held request needs the clock: the client's timeout is a timer of the page's. msw
      // settles an aborted request in a microtask, which must stay real.
      if (fault === 'hang') {
        jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask'] });
      }
      api.break(KEY, fault);
      renderWithQuery(<ContactForm />);
      fillIn();
      send();

      await waitFor(() => expect(api.sent(KEY)).toHaveLength(1));
      if (fault === 'hang') {
        // Still waiting a second before the client's timeout; told once it has passed.
        await act(() => jest.advanceTimersByTimeAsync(API_REQUEST_TIMEOUT_MS - 1_000));
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.getByRole('button', { name: 'Send message' }).getAttribute('aria-busy')).toBe(
          'true',
        );
        await act(() => jest.advanceTimersByTimeAsync(1_000));
      }
      expect((await screen.findByRole('alert')).textContent).toMatch(SAID[fault].form);
      expect(toasts).toEqual([
        { kind: 'error', message: expect.stringMatching(SAID[fault].toast) },
      ]);
      expect(field(/Message/).value).toBe(TEXT);
      expect(field(/Your name/).value).toBe('Tunde Bakare');
      expect(field(/Email/).value).toBe('tunde@example.com');
      expect(screen.queryByTestId('message-sent')).toBeNull();
      expect(document.body.textContent).not.toMatch(RAW_TEXT);

      api.answer(KEY, { reference: 'SUP-7F3K9Q', topic: 'order', created_at: '2026-01-01' });
      send();
      expect((await screen.findByTestId('message-sent')).textContent).toContain('SUP-7F3K9Q');
      const sent = api.sent(KEY);
      expect(sent).toHaveLength(2);
      expect(await sent[1]!.json()).toEqual({
        name: 'Tunde Bakare',
        email: 'tunde@example.com',
        topic: 'order',
        message: TEXT,
      });
    },
  );
});
