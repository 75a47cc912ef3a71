import type { CountryCode } from '@jara/contracts/constants';
import type { Db } from '../db/open-database';
import { insertRows } from './insert-rows';

type SeededRider = {
  id: number;
  country_code: CountryCode;
  name: string;
  phone: string;
  vehicle: string;
};

/**
 * The riders on shift in each country: a delivery order out for delivery gets one of them. Their
 * phones are mobile numbers as each country dials them (Nigeria's 080x/081x/070x, Kenya's 07xx),
 * their plates as each country writes them.
 */
export const RIDERS: readonly SeededRider[] = [
  {
    id: 1,
    country_code: 'NG',
    name: 'Tunde Bakare',
    phone: '+2348034417265',
    vehicle: 'Motorbike · LND 482 KJ',
  },
  {
    id: 2,
    country_code: 'NG',
    name: 'Chinedu Okeke',
    phone: '+2348129876543',
    vehicle: 'Motorbike · KJA 219 EP',
  },
  { id: 3, country_code: 'NG', name: 'Aisha Bello', phone: '+2347065550192', vehicle: 'Bicycle' },
  {
    id: 4,
    country_code: 'NG',
    name: 'Emeka Nwosu',
    phone: '+2349023344556',
    vehicle: 'Car · EKY 731 AA',
  },
  {
    id: 5,
    country_code: 'KE',
    name: 'Brian Otieno',
    phone: '+254712345001',
    vehicle: 'Motorbike · KMFA 482K',
  },
  {
    id: 6,
    country_code: 'KE',
    name: 'Faith Wanjiru',
    phone: '+254722600417',
    vehicle: 'Motorbike · KMEZ 915C',
  },
  { id: 7, country_code: 'KE', name: 'Kevin Kiprop', phone: '+254733208866', vehicle: 'Bicycle' },
  {
    id: 8,
    country_code: 'KE',
    name: 'Mercy Achieng',
    phone: '+254110482930',
    vehicle: 'Car · KDG 204M',
  },
];

export function seedRiders(db: Db): void {
  insertRows(db, 'riders', [...RIDERS]);
}
