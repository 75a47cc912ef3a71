/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CONTACT_ORDER_PARAM } from '@jara/contracts/order-reference';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { expectNothingRan } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ContactUsScreen } from './contact-us-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);

const NIGERIA = {
  country: 'NG',
  phone: '+234 1 700 5272',
  email: 'support@jara.ng',
  whatsapp_url: 'https://wa.me/2347005272000',
  hours: 'Every day',
} as const;

/** The contact page as a link reaches it (`query` after the path). */
const renderAt = (query = '') =>
  renderWithQuery(
    <MemoryRouter initialEntries={[`/marketplace/contact-us${query}`]}>
      <ContactUsScreen title="Contact us" params={{}} />
    </MemoryRouter>,
  );

it('is open to visitors: the channels and the form, and no sign-in asked', async () => {
  const props = makeParcelProps();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().clear();
  api.answer('GET /support/channels', NIGERIA);
  renderAt();
  expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Reach us' })).toBeTruthy();
  expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'support@jara.ng' })).toBeTruthy();
  expect(props.requestLogin).not.toHaveBeenCalled();
});

describe('reached from an order', () => {
  beforeEach(() => {
    jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
    api.answer('GET /support/channels', NIGERIA);
  });
  const topic = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /What is it about/ });
  const reference = () =>
    screen.getByRole<HTMLInputElement>('textbox', { name: /Order reference/ });

  it('starts a message about that order', () => {
    renderAt(`?${CONTACT_ORDER_PARAM}=JR-7F3K9Q`);
    expect(topic().value).toBe('order');
    expect(reference().value).toBe('JR-7F3K9Q');
  });

  it.each([...HOSTILE_STRINGS, { name: 'reference of another shape', text: 'JR-7F3K9Q-EXTRA' }])(
    'drops a link’s $name instead of a reference, and shows nothing of it',
    ({ text }) => {
      renderAt(`?${new URLSearchParams({ [CONTACT_ORDER_PARAM]: text })}`);
      expect(topic().value).toBe('');
      expect(reference().value).toBe('');
      expect(document.body.textContent).not.toContain(text);
      expectNothingRan();
    },
  );
});
