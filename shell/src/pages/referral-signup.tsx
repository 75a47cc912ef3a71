/**
 * The signup page opened from a referral link (its `ref` query, issue 39, item 4): a friend's
 * invitation, explained with the sandbox's rewards, beside the account form that carries the code. A code that is malformed or unknown is
 * said so, and the visitor still creates an account, without it; one already signed in is not
 * asked to join again. The amounts are those of the country in effect (the customer's choice, as
 * /signup has no Kenyan twin); a visitor from the referrer's other country is offered to switch.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { requestLogin } from '@jara/bus/login-request';
import { BRAND } from '@jara/contracts/brand';
import type { Customer, ReferralInvite } from '@jara/contracts/entities';
import { REFERRAL_CODE } from '@jara/contracts/rewards-schema';
import { pathTo } from '@jara/contracts/site-paths';
import { referralInviteQuery } from '@jara/query/rewards-queries';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import { locationStore } from '@jara/state/location-store';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { RegisterForm } from '../features/auth/register-form';
import { changeCountry } from '../features/location/change-country';
import { COUNTRY_NAMES } from '../features/location/use-supported-countries';
import { CtaLink } from './components/cta-link';
import { LeadPage } from './components/lead-page';
import {
  rewardOnFirstOrder,
  rewardPoints,
  rewardPromise,
  unknownCode,
} from './referral-invite-copy';
import styles from './referral-signup.module.css';

const WELCOME_POINTS = [
  'Food, groceries, laundry and cleaning from one account',
  'Live tracking from the store to your door',
  'Pay by card or from your wallet',
];

function Joined({ customer, invite }: { customer: Customer; invite: ReferralInvite | undefined }) {
  const first = customer.name.trim().split(/\s+/)[0] ?? customer.name;
  return (
    <div className={styles.panel} role="status">
      <p>
        <strong>
          Welcome to {BRAND.name}, {first}!
        </strong>{' '}
        You are signed in.
      </p>
      {invite ? <p>{rewardOnFirstOrder(invite)}</p> : null}
      <CtaLink to={pathTo('stores')}>Start shopping</CtaLink>
    </div>
  );
}

function AlreadySignedIn() {
  return (
    <div className={styles.panel}>
      <p>
        You are signed in already: invitations are for friends new to {BRAND.name}. Share your own
        link to earn a reward for each friend who orders.
      </p>
      <CtaLink to={pathTo('referral')}>Invite friends</CtaLink>
    </div>
  );
}

export function ReferralSignup({ code }: { code: string }) {
  const wellFormed = REFERRAL_CODE.test(code);
  const country = useStore(locationStore, (state) => state.country);
  const invite = useQuery({ ...referralInviteQuery(code, country), enabled: wellFormed });
  const signedIn = useStore(sessionStore, isLoggedIn);
  const [joined, setJoined] = useState<Customer | null>(null);

  const unknown = !wellFormed || (isApiError(invite.error) && invite.error.status === 404);
  const found = invite.data;
  const reward = found ? rewardPromise(found) : null;

  const form = joined ? (
    <Joined customer={joined} invite={found} />
  ) : signedIn ? (
    <AlreadySignedIn />
  ) : (
    <>
      {unknown ? <p className={styles.notice}>{unknownCode(code)}</p> : null}
      <RegisterForm
        {...(unknown ? {} : { referralCode: code })}
        onSignedIn={setJoined}
        onHaveAccount={() => void requestLogin('customer')}
      />
    </>
  );

  const elsewhere =
    found && found.referrer_country !== country && !joined ? found.referrer_country : null;
  const aside = unknown ? null : elsewhere ? (
    <p className={styles.elsewhere}>
      {found?.referrer_name} shops in {COUNTRY_NAMES[elsewhere]}.{' '}
      <Button size="sm" variant="secondary" onClick={() => changeCountry(elsewhere)}>
        Join in {COUNTRY_NAMES[elsewhere]}
      </Button>
    </p>
  ) : invite.isPending ? (
    <SkeletonGroup label="Loading your invitation">
      <Skeleton height="1.5rem" />
      <Skeleton height="1.5rem" width="70%" />
    </SkeletonGroup>
  ) : invite.isError ? (
    <LoadError
      message="We could not load your invitation. Your code is kept: you can create your account now."
      onRetry={() => void invite.refetch()}
    />
  ) : null;

  return (
    <LeadPage
      eyebrow={found ? 'You are invited' : 'Create your account'}
      title={found ? `${found.referrer_name} invited you to ${BRAND.name}` : `Join ${BRAND.name}`}
      intro={
        reward ?? 'Order food, groceries, laundry and cleaning from the stores and people near you.'
      }
      points={found ? rewardPoints(found) : WELCOME_POINTS}
      formTitle="Create your account"
      form={form}
      aside={aside}
    />
  );
}
