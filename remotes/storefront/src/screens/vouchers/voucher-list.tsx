/**
 * The country's exclusive vouchers, with the one in the URL open in a dialog over them. The
 * dialog waits for the list: it only asks the server about a voucher the list holds.
 */
import { useQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import { exclusiveVouchersQuery } from '@jara/query/voucher-queries';
import { buttonClassName } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { AppLink } from '@jara/parcel/app-link';
import { STORES_PATH } from '../../widgets/store-paths';
import frame from '../../widgets/screen-frame.module.css';
import { useOpenVoucher } from './use-open-voucher';
import { VoucherCard, VoucherCardSkeleton } from './voucher-card';
import { VoucherDialog } from './voucher-dialog';
import styles from './vouchers-screen.module.css';

const PLACEHOLDER_CARDS = 3;

export function VoucherList() {
  const { country } = useParcelProps();
  const vouchers = useQuery(exclusiveVouchersQuery(country));
  const { voucher, open, close } = useOpenVoucher();

  if (vouchers.isPending) {
    return (
      <SkeletonGroup label="Loading your vouchers">
        <ul className={styles.grid}>
          {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
            <VoucherCardSkeleton key={index} />
          ))}
        </ul>
      </SkeletonGroup>
    );
  }
  if (vouchers.isError) {
    return (
      <LoadError message="We could not load your vouchers." onRetry={() => vouchers.refetch()} />
    );
  }
  return (
    <>
      {vouchers.data.length === 0 ? (
        <div className={frame.message}>
          <p>No vouchers for you right now. New offers land here first, so check back soon.</p>
          <AppLink to={STORES_PATH} className={buttonClassName({ variant: 'secondary' })}>
            Browse the marketplace
          </AppLink>
        </div>
      ) : (
        <ul className={styles.grid} aria-label="Your vouchers">
          {vouchers.data.map((item) => (
            <VoucherCard key={item.id} voucher={item} onOpen={() => open(item.id)} />
          ))}
        </ul>
      )}
      <VoucherDialog open={voucher} listed={vouchers.data} onClose={close} />
    </>
  );
}
