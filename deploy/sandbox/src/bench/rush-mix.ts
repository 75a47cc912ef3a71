/**
 * The rush's mix of ways to pay, and what came of each. Ways, codes and pay-for-me turns are
 * dealt in turn from fixed decks rather than drawn at random, so every way is tried within a
 * country's first few checkouts: even the smoke run (a few dozen orders) exercises them all, and
 * the checks can require each one.
 */
import type { ProviderWay, RushCountry } from './rush-countries';

export const CHECKOUT_WAYS = [
  'wallet',
  'card',
  'bank_transfer',
  'ussd',
  'mpesa',
  'pay_for_me',
] as const;
export type CheckoutWay = (typeof CHECKOUT_WAYS)[number];

/** A code the customer tries: the best one checkout offers, one they type that must be refused. */
export type CodeTry = 'offered' | 'typed' | null;

/**
 * How a pay-for-me link is paid: two payers at the same moment (one charge only), one payer, or
 * a first payer declined and a second who pays.
 */
export type PayForMeTurn = 'race' | 'one' | 'declined-first';

/** Each way within the first five turns; then, roughly, how each country pays. */
const WAY_DECKS: Record<RushCountry, readonly CheckoutWay[]> = {
  NG: [
    'wallet',
    'card',
    'bank_transfer',
    'pay_for_me',
    'ussd',
    'wallet',
    'card',
    'bank_transfer',
    'card',
    'wallet',
    'pay_for_me',
    'card',
  ],
  KE: ['mpesa', 'card', 'wallet', 'pay_for_me', 'mpesa', 'mpesa', 'card', 'wallet'],
};
/** About one checkout in three tries a code; the first does, so no run goes without. */
const CODE_DECK: readonly CodeTry[] = ['offered', null, 'typed', null, null, 'offered', null, null];
/** The first link of a run is raced, so every run puts two payers on one order. */
const PAY_FOR_ME_DECK: readonly PayForMeTurn[] = ['race', 'one', 'declined-first'];

/** What a run's checkouts were and got, as the server answered them. */
export interface MixFigures {
  /** Orders placed, by the way the customer chose to pay. */
  placed: Record<CheckoutWay, number>;
  /** Of those, the ones seen paid (the server said so, and by that way). */
  paid: Record<CheckoutWay, number>;
  /** Orders placed in shillings, by the Kenyan customers. */
  kenyan_orders: number;
  /** Orders placed with a discount code the server took. */
  codes_applied: number;
  /** Codes the server refused at checkout; each order went on without it. */
  codes_refused: number;
  /** Pay-for-me links two payers paid at the same moment. */
  pay_for_me_races: number;
}

const perWay = () =>
  Object.fromEntries(CHECKOUT_WAYS.map((way) => [way, 0])) as Record<CheckoutWay, number>;

export function emptyMix(): MixFigures {
  return {
    placed: perWay(),
    paid: perWay(),
    kenyan_orders: 0,
    codes_applied: 0,
    codes_refused: 0,
    pay_for_me_races: 0,
  };
}

/** One run's dealer and tally: a new one per run, so each run deals from the decks' start. */
export class RushMix {
  private readonly turns = new Map<string, number>();
  private readonly tally = emptyMix();

  private deal<T>(deck: readonly T[], name: string): T {
    const turn = this.turns.get(name) ?? 0;
    this.turns.set(name, turn + 1);
    return deck[turn % deck.length] as T;
  }

  nextWay(country: RushCountry): CheckoutWay {
    return this.deal(WAY_DECKS[country], `way-${country}`);
  }

  nextCode(): CodeTry {
    return this.deal(CODE_DECK, 'code');
  }

  nextPayForMe(): PayForMeTurn {
    return this.deal(PAY_FOR_ME_DECK, 'pay-for-me');
  }

  placed(way: CheckoutWay, country: RushCountry, withCode: boolean): void {
    this.tally.placed[way] += 1;
    if (country === 'KE') this.tally.kenyan_orders += 1;
    if (withCode) this.tally.codes_applied += 1;
  }

  paid(way: CheckoutWay): void {
    this.tally.paid[way] += 1;
  }

  codeRefused(): void {
    this.tally.codes_refused += 1;
  }

  raced(): void {
    this.tally.pay_for_me_races += 1;
  }

  figures(): MixFigures {
    return structuredClone(this.tally);
  }
}

/** The hosted-page way a checkout way pays by (wallet and pay-for-me have their own flows). */
export const providerWayOf = (way: CheckoutWay): ProviderWay | null =>
  way === 'wallet' || way === 'pay_for_me' ? null : way;
