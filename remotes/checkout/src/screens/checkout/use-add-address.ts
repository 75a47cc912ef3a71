/**
 * "Add a new address": the shell's location picker finds and checks the place (it also becomes
 * the delivery location), then the customer may keep it among their addresses under a label.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { requestLocationPick } from '@jara/bus/location-request';
import type { PickedPlace } from '@jara/contracts/bus-events';
import type { SavedAddress } from '@jara/contracts/entities';
import { rememberSavedAddress } from '@jara/query/address-queries';

export const ADD_ADDRESS_TITLE = 'Add a delivery address';

export function useAddAddress(select: (optionId: string) => void, currentId: string) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedPlace | null>(null);

  const pick = async () => {
    const place = await requestLocationPick(ADD_ADDRESS_TITLE);
    if (!place) return;
    setPicked(place);
    select(currentId);
  };

  const save = async (label: string) => {
    if (!picked) return;
    const { createAddress } = await import('@jara/api/addresses');
    const saved: SavedAddress = await createAddress({
      label,
      address: picked.customer_address || picked.address,
      latitude: picked.latitude,
      longitude: picked.longitude,
    });
    rememberSavedAddress(queryClient, saved);
    setPicked(null);
    select(saved.uuid);
  };

  return { picked, pick, save, dismiss: () => setPicked(null) };
}
