/**
 * Adding or editing a saved address (spec 7: `POST` and `PUT marketplace/address`). The place
 * comes from the shell's location picker, which "Change location" opens again; the customer
 * types the drop-off (street, building, landmark, phone, instructions) and the label. A refused
 * save keeps everything typed.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { createAddress, updateAddress } from '@jara/api/addresses';
import { requestLocationPick } from '@jara/bus/location-request';
import type { SavedAddress } from '@jara/contracts/entities';
import { DROP_OFF_FIELDS, dropOffBody, dropOffValues } from '@jara/forms/drop-off-fields';
import { useApiForm } from '@jara/forms/use-api-form';
import { rememberSavedAddress } from '@jara/query/address-queries';
import { Button } from '@jara/ui/button';
import { TextField } from '@jara/ui/field';
import { FormError } from '@jara/ui/form-error';
import { addressSchema, type AddressValues } from './address-form-schema';
import { addressLine, placeFromPick, type AddressPlace } from './address-place';
import { LabelChips } from './label-chips';
import styles from './address-book.module.css';

export const CHANGE_LOCATION_TITLE = 'Where is this address?';

interface Props {
  /** The address being edited; none when adding one. */
  address?: SavedAddress;
  place: AddressPlace;
  onDone: () => void;
}

const valuesOf = (address?: SavedAddress): AddressValues => ({
  ...dropOffValues(address),
  label: address?.label ?? '',
  is_default: address?.is_default ?? false,
});

export function AddressForm({ address, place: firstPlace, onDone }: Props) {
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);
  const [place, setPlace] = useState(firstPlace);
  const form = useApiForm(addressSchema, valuesOf(address));

  useEffect(() => heading.current?.focus(), []);

  const changeLocation = async () => {
    const picked = await requestLocationPick(CHANGE_LOCATION_TITLE);
    if (picked) setPlace(placeFromPick(picked));
  };

  const save = form.submit(async ({ label, is_default, ...dropOff }) => {
    const body = {
      label,
      address: addressLine(dropOff.street, place),
      latitude: place.latitude,
      longitude: place.longitude,
      area: place.area,
      ...dropOffBody(dropOff),
      is_default,
    };
    const saved = address ? await updateAddress(address.uuid, body) : await createAddress(body);
    rememberSavedAddress(queryClient, saved);
    onDone();
  });

  const title = address ? `Edit ${address.label}` : 'New address';
  return (
    <form className={styles.editor} onSubmit={save} noValidate aria-label={title}>
      <h2 ref={heading} tabIndex={-1} className={styles.editorTitle}>
        {title}
      </h2>
      <div className={styles.place}>
        <p>
          <span className={styles.placeName}>Location</span> {place.line || place.name}
        </p>
        <Button variant="secondary" size="sm" onClick={() => void changeLocation()}>
          Change location
        </Button>
      </div>
      {DROP_OFF_FIELDS.map(({ name, ...props }) => (
        <TextField key={name} {...props} {...form.field(name)} />
      ))}
      <LabelChips
        field={form.field('label')}
        value={form.watch('label')}
        onChoose={(chip) => {
          form.setValue('label', chip === 'Other' ? '' : chip, {
            shouldValidate: form.formState.isSubmitted,
          });
          if (chip === 'Other') form.setFocus('label');
        }}
      />
      {address?.is_default ? (
        <p className={styles.hint}>This is your default address.</p>
      ) : (
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register('is_default')} /> Make this my default
        </label>
      )}
      <FormError message={form.formError} />
      <div className={styles.actions}>
        <Button type="submit" loading={form.submitting}>
          Save address
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
