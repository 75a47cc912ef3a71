/**
 * Where the order goes, as the customer chose it at checkout: one of the delivery options, or
 * pickup at the vendor. Until the customer picks, the default option is chosen; nothing is
 * chosen while the saved addresses load, so the quotes are not asked for a place about to change.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { savedAddressesQuery } from '@jara/query/location-queries';
import { defaultOptionId, deliveryOptions, PICKUP, type DeliveryOption } from './delivery-options';
import { useDeliveryPoint, type DeliveryPoint } from './use-delivery-point';

export type DeliveryChoice =
  { type: 'delivery'; point: DeliveryPoint } | { type: 'pickup' } | { type: 'none' };

export interface DeliveryChoiceState {
  options: DeliveryOption[];
  loading: boolean;
  selectedId: string | null;
  choice: DeliveryChoice;
  select: (id: string) => void;
}

export function useDeliveryChoice(): DeliveryChoiceState {
  const current = useDeliveryPoint();
  const saved = useQuery(savedAddressesQuery());
  const [picked, select] = useState<string | null>(null);
  const addresses = saved.data ?? [];
  const options = deliveryOptions(addresses, current);
  const loading = saved.isPending;

  const known = picked === PICKUP || options.some((option) => option.id === picked);
  const selectedId = known ? picked : loading ? null : defaultOptionId(addresses, options, current);
  const option = options.find((candidate) => candidate.id === selectedId);
  const choice: DeliveryChoice =
    selectedId === PICKUP
      ? { type: 'pickup' }
      : option
        ? { type: 'delivery', point: option.point }
        : { type: 'none' };

  return { options, loading, selectedId, choice, select };
}
