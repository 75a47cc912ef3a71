import type { BusinessTypeKey } from './business-types';

export type VendorBehaviour = 'normal' | 'rejects' | 'cancels';
export type HoursProfile = 'restaurant' | 'late' | 'shop' | 'bakery' | 'always' | 'bar';

export interface VendorDefinition {
  name: string;
  /** A seeded location area id; null for an online-only vendor without coordinates. */
  area: number | null;
  street: string;
  types: BusinessTypeKey[];
  description: string;
  hours: HoursProfile;
  behaviour?: VendorBehaviour;
  hiddenGem?: boolean;
  offer?: string;
  deliverect?: boolean;
}
