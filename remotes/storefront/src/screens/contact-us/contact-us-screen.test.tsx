import { screen } from '@testing-library/react';
import { getSupportChannels } from '@jara/api/support';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { ContactUsScreen } from './contact-us-screen';

jest.mock('@jara/api/support');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

it('is open to visitors: the channels and the form, and no sign-in asked', async () => {
  const props = makeParcelProps();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().clear();
  jest.mocked(getSupportChannels).mockResolvedValue({
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
