/**
 * The request behind a link, shown to whoever opened it: the customer who made it (the server
 * gives them the order's uuid) or the payer. Returning to the page re-asks the server, so a
 * customer whose socket dropped still sees the payment.
 */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { payForMeQuery } from '@jara/query/payments-queries';
import { LinkExpired, LinkAlreadyPaid, LinkLoadFailed, LinkNotFound } from './link-states';
import { OwnerView } from './owner-view';
import { PayerReturn } from './payer-return';
import { PayerView } from './payer-view';
import { RequestSkeleton } from './request-skeleton';

export interface PayForMeRequestViewProps {
  token: string;
  /** The provider's reference when it has just sent the payer back. */
  reference: string | null;
}

export function PayForMeRequestView({ token, reference }: PayForMeRequestViewProps) {
  const query = useQuery({ ...payForMeQuery(token), refetchOnWindowFocus: 'always' });

  if (query.isPending) return <RequestSkeleton />;
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return missing ? <LinkNotFound /> : <LinkLoadFailed onRetry={() => void query.refetch()} />;
  }

  const request = query.data;
  if (request.order_uuid) return <OwnerView request={request} orderUuid={request.order_uuid} />;
  if (reference) return <PayerReturn request={request} reference={reference} />;
  if (request.status === 'paid') return <LinkAlreadyPaid />;
  if (request.status === 'expired') return <LinkExpired firstName={request.customer_first_name} />;
  return <PayerView request={request} />;
}
