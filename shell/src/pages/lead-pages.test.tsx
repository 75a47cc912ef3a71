import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import BusinessPerksPage from './business-perks-page';
import BusinessReferEmployerPage from './business-refer-employer-page';
import EventsContactPage from './events-contact-page';
import GiftingGiftPage from './gifting-gift-page';
import HealthDietPage from './health-diet-page';
import SignupPage from './signup-page';
import VendorPage from './vendor-page';
import { pathTo } from '@jara/contracts/site-paths';
import { setUpApiDouble } from '@jara/testing/api-double';
import { renderPage } from './test-support/render-page';

const api = setUpApiDouble();
const JOIN = 'POST /waiting_list';

const CASES: { page: ComponentType; path: string; service: string; submit: string }[] = [
  { page: GiftingGiftPage, path: '/gifting/gift', service: 'gifting', submit: 'Request my gift' },
  {
    page: GiftingGiftPage,
    path: '/ke/gifting/gift',
    service: 'gifting',
    submit: 'Request my gift',
  },
  {
    page: HealthDietPage,
    path: '/health/diet',
    service: 'health-diet',
    submit: 'Request a consultation',
  },
  {
    page: BusinessPerksPage,
    path: pathTo('business-perks'),
    service: 'business-perks',
    submit: 'Request a call back',
  },
  {
    page: BusinessReferEmployerPage,
    path: pathTo('business-refer-employer'),
    service: 'business-refer-employer',
    submit: 'Send my referral',
  },
  {
    page: EventsContactPage,
    path: '/events/contact',
    service: 'events',
    submit: 'Request a quote',
  },
  { page: VendorPage, path: '/vendor', service: 'vendor', submit: 'Send my application' },
  {
    page: SignupPage,
    path: '/signup?service=laundry',
    service: 'laundry',
    submit: 'Join the waiting list',
  },
];

describe.each(CASES)('lead page $path', ({ page, path, service, submit }) => {
  it('signs the customer up for its service and moves on to the thank-you page', async () => {
    api.answer(JOIN, null);
    renderPage(page, path);
    fireEvent.change(screen.getByLabelText(/name/i), { target: { value: 'Chiamaka Eze' } });
    fireEvent.change(screen.getByLabelText(/email/i), {
      target: { value: 'chiamaka@example.com' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: submit })));
    expect(await screen.findByText('Thank-you page')).toBeTruthy();
    const [request] = api.sent(JOIN);
    expect(await request?.json()).toEqual({
      name: 'Chiamaka Eze',
      email: 'chiamaka@example.com',
      service,
    });
  });

  it('checks required fields before sending', async () => {
    renderPage(page, path);
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(api.sent(JOIN)).toHaveLength(0);
  });
});

describe('signup', () => {
  it('ignores an unknown preselected service and asks the customer to choose', async () => {
    renderPage(SignupPage, '/signup?service=<script>');
    const select = screen.getByRole('combobox', { name: /What are you interested in/ });
    expect((select as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('Choose what you are interested in')).toBeTruthy();
  });
});
