/**
 * Issue 13 item 10, chaos: the signed-in customer's account screens with their calls answered
 * 500 and garbage; each says so calmly and a retry recovers.
 */
import { test } from '../support/e2e-test';
import { pathTo } from '@jara/contracts/site-paths';
import { ADDRESS_BOOK, PERSONAL_INFO } from '../support/account-flow';
import { checkLoadCase, loadCaseTitle, type LoadCase } from '../support/chaos-screen';
import { balanceOnPage, transactionsOnPage, WALLET_PAGE } from '../support/wallet-flow';

const REWARDS = pathTo('referral');

const LOAD_CASES: LoadCase[] = [
  {
    call: { key: 'GET /account/profile' },
    path: PERSONAL_INFO,
    signedIn: true,
    loaded: (page) => page.getByRole('form', { name: 'Your details' }),
  },
  {
    call: { key: 'GET marketplace/address' },
    path: ADDRESS_BOOK,
    signedIn: true,
    loaded: (page) => page.getByRole('list', { name: 'Saved addresses' }),
  },
  { call: { key: 'GET /wallet' }, path: WALLET_PAGE, signedIn: true, loaded: balanceOnPage },
  {
    call: { key: 'GET /wallet/transactions' },
    path: WALLET_PAGE,
    signedIn: true,
    loaded: (page) => transactionsOnPage(page).first(),
  },
  {
    call: { key: 'GET /rewards_centre' },
    path: REWARDS,
    signedIn: true,
    loaded: (page) => page.getByTestId('reward-points'),
  },
  {
    call: { key: 'GET /rewards_centre/history' },
    path: REWARDS,
    signedIn: true,
    loaded: (page) =>
      page.getByRole('region', { name: 'Points history' }).getByRole('listitem').first(),
  },
  {
    call: { key: 'GET /rewards_centre/redeem_history' },
    path: REWARDS,
    signedIn: true,
    loaded: (page) => page.getByRole('region', { name: 'Your redemptions' }),
  },
  {
    call: { key: 'GET /referrals' },
    path: REWARDS,
    signedIn: true,
    loaded: (page) =>
      page
        .getByRole('region', { name: 'Invite friends' })
        .getByRole('button', { name: 'Copy code' }),
  },
  {
    call: { key: 'GET /marketplace/vendors/favourites' },
    path: '/marketplace/stores/favourites',
    signedIn: true,
    loaded: (page) => page.getByRole('heading', { level: 1, name: 'Favourite stores' }),
  },
];

for (const item of LOAD_CASES) {
  test(loadCaseTitle(item), ({ page }) => checkLoadCase(page, item));
}
