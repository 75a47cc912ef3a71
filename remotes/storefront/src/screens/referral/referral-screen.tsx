/**
 * Referral and rewards (issue 10, item 2): the spec gives the rewards centre no route of its own,
 * so it lives here. Each section reads its own call and fails on its own.
 */
import type { ScreenProps } from '@jara/parcel/remote-routes';
import frame from '../../widgets/screen-frame.module.css';
import { SignedInOnly } from '../../widgets/signed-in-only';
import { PointsHistory } from './points-history';
import { RedeemDiscount } from './redeem-discount';
import { RedeemGiftcard } from './redeem-giftcard';
import { Redemptions } from './redemptions';
import { ReferralCard } from './referral-card';
import styles from './referral-screen.module.css';
import { RewardsSummary } from './rewards-summary';

export function ReferralScreen({ title }: ScreenProps) {
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      <SignedInOnly reason="Sign in to see your referral code and rewards">
        <div className={styles.layout}>
          <div className={styles.column}>
            <ReferralCard />
            <RewardsSummary />
            <RedeemDiscount />
            <RedeemGiftcard />
          </div>
          <div className={styles.column}>
            <PointsHistory />
            <Redemptions />
          </div>
        </div>
      </SignedInOnly>
    </div>
  );
}
