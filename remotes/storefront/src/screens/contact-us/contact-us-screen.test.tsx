/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ContactUsScreen } from './contact-us-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);

it('is open to visitors: the channels and the form, and no sign-in asked', async () => {
  const props = makeParcelProps();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().clear();
  api.answer('GET /support/channels', {
    country: 'NG',
    phone: '+234 1 700 5272',
    email: 'support@jara.ng',
    whatsapp_url: 'https://wa.me/2347005272000',
    hours: 'Every day',
  });
  renderWithQuery(<ContactUsScreen title="Contact us" params={{}} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
  expect(screen.getByRole('region', { name: 'Reach us' })).toBeTruthy();
  expect(screen.getByRole('form', { name: 'Send us a message' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'support@jara.ng' })).toBeTruthy();
  expect(props.requestLogin).not.toHaveBeenCalled();
});
