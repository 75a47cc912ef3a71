/**
 * "Add a new address": the shell's location picker finds and checks the place (it also becomes
 * the delivery location), then the customer tells the rider where the door is (street and the
 * rest of the drop-off) and names the address; it is saved among their addresses and chosen, so
 * the order carries the drop-off.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { requestLocationPick } from '@jara/bus/location-request';
import type { PickedPlace } from '@jara/contracts/bus-events';
import type { SavedAddress } from '@jara/contracts/entities';
import { dropOffBody, type DropOffValues } from '@jara/forms/drop-off-fields';
import { rememberSavedAddress } from '@jara/query/address-queries';

export const ADD_ADDRESS_TITLE = 'Add a delivery address';

export type NewAddressValues = DropOffValues & { label: string };

/** The picked place's line after the street ("Yaba, Lagos"); a nameless place adds nothing. */
const placeLine = (picked: PickedPlace) => picked.customer_address;

export function useAddAddress(select: (optionId: string) => void, currentId: string) {
  const queryClient = useQueryClient();
  const [picked, setPicked] = useState<PickedPlace | null>(null);

  const pick = async () => {
    const place = await requestLocationPick(ADD_ADDRESS_TITLE);
    if (!place) return;
    setPicked(place);
    select(currentId);
  };

  const save = async ({ label, ...dropOff }: NewAddressValues) => {
    if (!picked) return;
    const { createAddress } = await import('@jara/api/addresses');
    const saved: SavedAddress = await createAddress({
      label,
      address: [dropOff.street, placeLine(picked)].filter(Boolean).join(', '),
      latitude: picked.latitude,
      longitude: picked.longitude,
      area: picked.locationArea?.name ?? null,
      ...dropOffBody(dropOff),
    });
    rememberSavedAddress(queryClient, saved);
    setPicked(null);
    select(saved.uuid);
  };

  return { picked, pick, save, dismiss: () => setPicked(null) };
}
