/**
 * The customer's wallet (/wallet): the balance, "Fund wallet" through the provider's page, and
 * the transactions. Back from the provider, the top-up's result comes first.
 */
import { useState } from 'react';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import frame from '../../widgets/screen-frame.module.css';
import { SignedInOnly } from '../../widgets/signed-in-only';
import { FundingResult } from './funding-result';
import { useFundingReturn } from './use-funding-return';
import { WalletOverview } from './wallet-overview';
import { WalletTransactions } from './wallet-transactions';
import styles from './wallet.module.css';

export const SIGN_IN_FOR_WALLET = 'Sign in to see your wallet';

function Wallet() {
  const { reference, verification, rechecking } = useFundingReturn();
  const [retryAmount, setRetryAmount] = useState<number>();

  return (
    <>
      {reference && retryAmount === undefined ? (
        <FundingResult
          verification={verification}
          rechecking={rechecking}
          onTryAgain={setRetryAmount}
        />
      ) : null}
      <div className={styles.layout}>
        <WalletOverview retryAmount={retryAmount} />
        <WalletTransactions />
      </div>
    </>
  );
}

export function WalletScreen({ title }: ScreenProps) {
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      <SignedInOnly reason={SIGN_IN_FOR_WALLET}>
        <Wallet />
      </SignedInOnly>
    </div>
  );
}
