/**
 * The drop-off part of an address form, written once for every form that takes an address (the
 * address book and checkout's new address): the fields a rider needs at the door, their labels
 * and hints, their rules, and what a saved address sends for them. Each form renders the fields
 * with its own `TextField`; keeping the words here means both forms ask the same thing.
 */
import type { AddressBody } from '@jara/contracts/api-calls';
import type { SavedAddress } from '@jara/contracts/entities';
import { optionalPhone, optionalText, requiredText } from './field-rules';

export const STREET_MISSING = 'Enter the street and house number.';
export const PHONE_INVALID = 'Enter a phone number: digits, with + before a country code.';

export const dropOffRules = {
  street: requiredText(STREET_MISSING),
  building: optionalText(),
  landmark: optionalText(),
  phone: optionalPhone(PHONE_INVALID),
  instructions: optionalText(),
};

export type DropOffName = keyof typeof dropOffRules;
export type DropOffValues = Record<DropOffName, string>;

export interface DropOffField {
  name: DropOffName;
  label: string;
  hint?: string;
  required?: boolean;
  type?: 'text' | 'tel';
  autoComplete?: string;
}

/** In the order a rider reads them. */
export const DROP_OFF_FIELDS: readonly DropOffField[] = [
  {
    name: 'street',
    label: 'Street and house number',
    required: true,
    autoComplete: 'address-line1',
  },
  {
    name: 'building',
    label: 'Building or estate',
    hint: 'Block, flat or floor, if there is one',
    autoComplete: 'address-line2',
  },
  { name: 'landmark', label: 'Landmark', hint: 'What helps the rider find the door' },
  {
    name: 'phone',
    label: 'Phone for the rider',
    hint: "If it is not your account's phone",
    type: 'tel',
    autoComplete: 'tel',
  },
  {
    name: 'instructions',
    label: 'Delivery instructions',
    hint: 'Like "Call on arrival" or "Leave it with the gateman"',
    autoComplete: 'off',
  },
];

/** What the form starts with: the saved address's details, or nothing for a new one. */
export function dropOffValues(address?: SavedAddress): DropOffValues {
  return {
    street: address?.street ?? '',
    building: address?.building ?? '',
    landmark: address?.landmark ?? '',
    phone: address?.phone ?? '',
    instructions: address?.instructions ?? '',
  };
}

/** What a save sends for them: a field left empty is sent as null, so it is cleared. */
export function dropOffBody(
  values: DropOffValues,
): Required<Pick<AddressBody, DropOffName>> & { street: string } {
  return {
    street: values.street,
    building: values.building || null,
    landmark: values.landmark || null,
    phone: values.phone || null,
    instructions: values.instructions || null,
  };
}
