/**
 * One voucher's detail (GET .../get_exclusive_vouchers/{id}) in a dialog over the list. Only an
 * id the list holds is asked for: anything else (unknown, hostile) is "not found" without a call,
 * since a 404 on the customer's own calls ends the session (spec 6).
 */
import { useQuery } from '@tanstack/react-query';
import type { Voucher } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { exclusiveVoucherQuery } from '@jara/query/voucher-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Modal } from '@jara/ui/modal';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { CopyButton } from '../../widgets/copy-button';
import type { OpenVoucher } from './use-open-voucher';
import { useVoucherCode } from './use-voucher-code';
import { expiryText, minimumOrderText, offerText } from './voucher-terms';
import styles from './vouchers-screen.module.css';

export const VOUCHER_NOT_FOUND = 'We could not find that voucher.';

interface Props {
  open: OpenVoucher;
  /** The vouchers the list holds: the only ids worth asking the server about. */
  listed: readonly Voucher[];
  onClose: () => void;
}

function VoucherDetail({ voucher }: { voucher: Voucher }) {
  const carry = useVoucherCode();
  return (
    <div className={styles.detail}>
      <p className={styles.offer}>{offerText(voucher)}</p>
      {voucher.description ? <p>{voucher.description}</p> : null}
      <dl className={styles.terms}>
        <dt>Code</dt>
        <dd className={styles.code}>{voucher.code}</dd>
        <dt>Minimum order</dt>
        <dd>{minimumOrderText(voucher)}</dd>
        <dt>Expires</dt>
        <dd>{expiryText(voucher)}</dd>
      </dl>
      <div className={styles.actions}>
        <CopyButton text={voucher.code} label="Copy code" size="md" />
        <Button onClick={() => carry(voucher.code)}>Use</Button>
      </div>
    </div>
  );
}

function LoadedVoucher({ id }: { id: number }) {
  const { country } = useParcelProps();
  const detail = useQuery(exclusiveVoucherQuery(country, id));
  if (detail.isPending) {
    return (
      <SkeletonGroup label="Loading the voucher" className={styles.detail}>
        <Skeleton width="40%" height="1.6rem" />
        <Skeleton height="1.2rem" />
        <Skeleton height="6rem" shape="block" />
        <Skeleton width="12rem" height="2.75rem" shape="block" />
      </SkeletonGroup>
    );
  }
  if (detail.isError) {
    return <LoadError message="We could not load this voucher." onRetry={() => detail.refetch()} />;
  }
  return <VoucherDetail voucher={detail.data} />;
}

export function VoucherDialog({ open, listed, onClose }: Props) {
  if (open.kind === 'none') return null;
  const summary = open.kind === 'id' ? listed.find((voucher) => voucher.id === open.id) : undefined;
  return (
    <Modal open onClose={onClose} title={summary?.title ?? 'Voucher'} size="sm">
      {summary ? <LoadedVoucher id={summary.id} /> : <p role="alert">{VOUCHER_NOT_FOUND}</p>}
    </Modal>
  );
}
