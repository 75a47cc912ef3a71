/**
 * The two countries the rush's customers live in. A quarter are Kenyan, so shilling orders, the
 * shilling wallet and M-Pesa carry load alongside Lagos's naira, card and transfers.
 */
import type { Currency } from '@jara/contracts/entities';

export type RushCountry = 'NG' | 'KE';
export type ProviderWay = 'card' | 'bank_transfer' | 'ussd' | 'mpesa';

export interface CountryTraits {
  currency: Currency;
  city: string;
  /** A top-up (within the wallet's limit) enough for every wallet order of both runs. */
  walletFunding: number;
  /** How the customer funds the wallet at sign-up: the country's usual way. */
  fundingWay: ProviderWay;
  /** How a pay-for-me link's payers pay: the first payer's way, then the second's. */
  payerWays: readonly [ProviderWay, ProviderWay];
  /**
   * Codes a customer types that the server must refuse here: one that has ended, one of the
   * other country. The order goes on without it.
   */
  refusedCodes: readonly string[];
  /** What people there search for at lunch. */
  searchWords: readonly string[];
}

export const COUNTRIES: Record<RushCountry, CountryTraits> = {
  NG: {
    currency: 'NGN',
    city: 'Lagos',
    walletFunding: 1_000_000,
    fundingWay: 'card',
    payerWays: ['card', 'bank_transfer'],
    refusedCodes: ['EXPIRED20', 'KARIBU10'],
    searchWords: ['rice', 'jollof', 'chicken', 'suya', 'pizza', 'bread', 'fish', 'burger'],
  },
  KE: {
    currency: 'KES',
    city: 'Nairobi',
    walletFunding: 150_000,
    fundingWay: 'mpesa',
    payerWays: ['mpesa', 'card'],
    refusedCodes: ['EXPIRED20', 'NAIJA15'],
    searchWords: ['nyama', 'pilau', 'chapati', 'chicken', 'coffee', 'samosa', 'ugali', 'fish'],
  },
};

/** Every fourth customer is Kenyan: fixed, so even the smoke run's ten include two. */
export const countryOf = (index: number): RushCountry => (index % 4 === 3 ? 'KE' : 'NG');

/** A number the sign-up takes, distinct per customer. */
export const phoneOf = (country: RushCountry, index: number) =>
  country === 'KE'
    ? `+254711${String(index).padStart(6, '0')}`
    : `+234801${String(index).padStart(7, '0')}`;

/** A Kenyan mobile number as a payer types it on the M-Pesa form (07XX XXX XXX). */
export const mpesaPhoneOf = (seed: number) => `07${String(seed % 100_000_000).padStart(8, '0')}`;
