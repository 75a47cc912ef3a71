/**
 * Whether the order behind the owner's link has been paid: heard live from the shell's socket
 * (`order:status-changed`), or read from the request when the page (re)loads it. Once paid, the
 * order counts among the active ones and its cart is gone, in every bundle.
 */
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useBusEvent } from '@jara/bus/react';
import type { OrderStatus, PayForMeRequest } from '@jara/contracts/entities';
import { cartCheckedOut } from '@jara/query/cart-queries';
import { invalidateAfterOrderPlaced } from '@jara/query/orders-queries';
import { paymentsKeys } from '@jara/query/payments-queries';

/** An order that stopped waiting this way was not paid: the request says what happened. */
const UNPAID_ENDS: readonly OrderStatus[] = ['cancelled', 'rejected'];

export function useOwnerOrderPaid(request: PayForMeRequest, orderUuid: string): boolean {
  const client = useQueryClient();
  const [heardPaid, setHeardPaid] = useState(false);
  const paid = heardPaid || request.status === 'paid';
  const vendorId = request.order.vendor.uuid;
  const requestKey = paymentsKeys.payForMe(request.token);

  useBusEvent('order:status-changed', ({ order }) => {
    if (order.uuid !== orderUuid || order.status === 'awaiting_payment') return;
    if (UNPAID_ENDS.includes(order.status)) void client.invalidateQueries({ queryKey: requestKey });
    else setHeardPaid(true);
  });

  useEffect(() => {
    if (!paid) return;
    void cartCheckedOut(client, vendorId);
    void invalidateAfterOrderPlaced(client);
  }, [paid, vendorId, client]);

  return paid;
}
