/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The contact page's support channels broken at the network, as
 * e2e/specs/chaos-marketplace.spec.ts breaks them: a calm "could not load our contact details"
 * with Try again beside the message form, and once healed Try again shows the WhatsApp chat link.
 */
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SupportChannels } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import {
  checkLoadFaults,
  collectToasts,
  FAULT_TEST_MS,
  faultOutcomes,
  LOAD_FAULTS,
  ParcelStandIn,
  quietCaughtCrashes,
} from '@jara/testing/load-faults';
import { ContactUsScreen } from './contact-us-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const toasts = collectToasts();
quietCaughtCrashes();
const props = makeParcelProps();
const NIGERIA: SupportChannels = {
  country: 'NG',
  phone: '+234 1 700 5272',
  email: 'support@jara.ng',
  whatsapp_url: 'https://wa.me/2347005272000',
  hours: 'Every day, 7am to 10pm',
};

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(props);
  props.onError.mockClear();
  sessionStore.getState().clear();
});

const channelsCase = {
  api,
  key: 'GET /support/channels',
  render: () =>
    renderWithQuery(
      <ParcelStandIn onError={props.onError}>
        <MemoryRouter>
          <ContactUsScreen title="Contact us" params={{}} />
        </MemoryRouter>
      </ParcelStandIn>,
    ),
  heal: () => api.answer('GET /support/channels', NIGERIA),
  loaded: () => screen.findByRole('link', { name: /Chat with us on WhatsApp/ }),
  message: 'We could not load our contact details.',
  crashesOn: ['wrong-shape'],
  onError: props.onError,
  toasts,
} as const;

describe('GET /support/channels (the contact page)', () => {
  it.each(faultOutcomes(channelsCase))(
    'answered %s: %s; a retry still broken stays calm, and Try again after healing shows the channels',
    async (fault) => {
      await checkLoadFaults([fault, fault], channelsCase);
      expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500, then not-json, then wrong-shape, each after Try again: calm each time, and healed, Try again shows the channels',
    async () => {
      await checkLoadFaults(LOAD_FAULTS, channelsCase);
    },
    FAULT_TEST_MS,
  );

  it(
    'answered 500: the message form stays beside the calm error',
    async () => {
      api.break('GET /support/channels', '500');
      channelsCase.render();
      expect(await screen.findByText('We could not load our contact details.')).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
    },
    FAULT_TEST_MS,
  );
});
