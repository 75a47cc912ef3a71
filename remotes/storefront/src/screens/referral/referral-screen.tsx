/** Stub of issue 10's foundation: the screen's squad replaces it. */
import type { ScreenProps } from '@jara/parcel/remote-routes';
import frame from '../../widgets/screen-frame.module.css';
import { SignedInOnly } from '../../widgets/signed-in-only';

export function ReferralScreen({ title }: ScreenProps) {
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      <SignedInOnly reason="Sign in to see your referral code and rewards">{null}</SignedInOnly>
    </div>
  );
}
