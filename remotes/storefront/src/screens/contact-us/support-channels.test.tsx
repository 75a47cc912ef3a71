/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { SupportChannels as Channels } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { phoneHref, SupportChannels } from './support-channels';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const CHANNELS = 'GET /support/channels';
const NIGERIA: Channels = {
  country: 'NG',
  phone: '+234 1 700 5272',
  email: 'support@jara.ng',
  whatsapp_url: 'https://wa.me/2347005272000',
  hours: 'Every day, 7am to 10pm',
};
let props: ReturnType<typeof makeParcelProps>;

beforeEach(() => {
  props = makeParcelProps();
  jest.mocked(useParcelProps).mockReturnValue(props);
});

describe('SupportChannels', () => {
  it('loads, then links the phone, the inbox and a WhatsApp chat in a new tab', async () => {
    api.answer(CHANNELS, NIGERIA);
    renderWithQuery(<SupportChannels />);
    expect(screen.getByRole('status').textContent).toBe('Loading our contact details');
    const phone = await screen.findByRole('link', { name: '+234 1 700 5272' });
    expect(phone.getAttribute('href')).toBe('tel:+23417005272');
    expect(screen.getByRole('link', { name: 'support@jara.ng' }).getAttribute('href')).toBe(
      'mailto:support@jara.ng',
    );
    const chat = screen.getByRole('link', {
      name: /Chat with us on WhatsApp \(opens in a new tab\)/,
    });
    expect(chat.getAttribute('href')).toBe(NIGERIA.whatsapp_url);
    expect(chat.getAttribute('target')).toBe('_blank');
    expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Every day, 7am to 10pm')).toBeTruthy();
  });

  it('asks for the country of the page, and shows the Kenyan channels there', async () => {
    props.country = 'KE';
    api.answer(CHANNELS, { ...NIGERIA, country: 'KE', phone: '+254 20 765 5272' });
    const { client } = renderWithQuery(<SupportChannels />);
    expect(await screen.findByRole('link', { name: '+254 20 765 5272' })).toBeTruthy();
    expect(client.getQueryData(['support', 'KE', 'channels'])).toMatchObject({ country: 'KE' });
  });

  it('shows malformed channels as text, never as links', async () => {
    api.answer(CHANNELS, {
      ...NIGERIA,
      phone: '<img src=x onerror=alert(1)>',
      whatsapp_url: 'javascript:alert(1)',
    });
    const { container } = renderWithQuery(<SupportChannels />);
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('offers a retry when the channels fail to load', async () => {
    api.drop(CHANNELS);
    renderWithQuery(<SupportChannels />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load our contact details.');
    api.answer(CHANNELS, NIGERIA);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'support@jara.ng' })).toBeTruthy();
  });
});

describe('phoneHref', () => {
  it('keeps digits and a leading plus, and refuses what is not a number', () => {
    expect(phoneHref('+254 (20) 765-5272')).toBe('tel:+254207655272');
    expect(phoneHref('call us')).toBeNull();
  });
});
