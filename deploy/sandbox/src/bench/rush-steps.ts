/**
 * What every step of a rush customer is made of: who shops (the customer and the country they
 * shop in), where the calls go and are recorded, a person's pause, and a call that ends the visit
 * when the server refuses it.
 */
import { send, type RushRequest, type RushResponse } from './rush-client';
import type { CallRecorder } from './rush-figures';
import type { RushLedger } from './rush-ledger';
import type { CheckoutWay, RushMix } from './rush-mix';
import type { RushCountry } from './rush-countries';

/** A person's pause between steps, as they read and choose. */
const THINK_MS = { min: 200, max: 700 };

export interface RushTarget {
  /** The API's base URL (…/api); it stays the same across a restart. */
  api: string;
  recorder: CallRecorder;
  ledger: RushLedger;
  /** This run's ways to pay, dealt in turn, and what came of them. */
  mix: RushMix;
  /** The pause between a customer's steps; by default a person's (THINK_MS). */
  thinkMs?: { min: number; max: number };
}

export interface Customer {
  index: number;
  token: string;
  /** Where they live and shop: every call says it (the `location` header). */
  country: RushCountry;
  address: { text: string; latitude: number; longitude: number };
  /** Orders this customer saw paid, to repeat later. */
  paidOrders: string[];
}

export const pick = <T>(items: readonly T[]): T | undefined =>
  items[Math.floor(Math.random() * items.length)];

export const think = ({ thinkMs = THINK_MS }: RushTarget) =>
  new Promise((resolve) =>
    setTimeout(resolve, thinkMs.min + Math.random() * (thinkMs.max - thinkMs.min)),
  );

/** The customer's token and country, which every call of theirs carries. */
export const as = (customer: Customer) => ({
  token: customer.token,
  location: customer.country,
});

export interface Answer<T> {
  status: number;
  data: T;
  /** The envelope's message: what a refusal said. */
  message: string;
}

/**
 * Sends a call and answers its status and `data`; a refusal that is not one of the call's
 * `expected` answers ends the visit (and was counted as failed).
 */
export async function ask<T>(
  target: RushTarget,
  request: Omit<RushRequest, 'url'> & { path: string },
): Promise<Answer<T>> {
  const response: RushResponse = await send(target.recorder, {
    ...request,
    url: request.path.startsWith('http') ? request.path : `${target.api}${request.path}`,
  });
  const expected = (request.expected ?? []).includes(response.status);
  if (response.status >= 300 && response.status !== 303 && !expected)
    throw new Error(`${request.call} answered ${response.status}: ${response.message}`);
  return { status: response.status, data: response.data as T, message: response.message };
}

/** `data` of a successful answer; a refusal ends the visit (and was counted as failed). */
export async function call<T>(
  target: RushTarget,
  request: Omit<RushRequest, 'url' | 'expected'> & { path: string },
): Promise<T> {
  return (await ask<T>(target, request)).data;
}

/**
 * Notes an order the server answered as placed, at once: a visit cut short before it is paid
 * (the kill) must still have its order checked.
 */
export function notePlaced(
  target: RushTarget,
  customer: Customer,
  placed: { way: CheckoutWay; order: string; withCode: boolean },
): void {
  target.ledger.placedOrders.add(placed.order);
  target.mix.placed(placed.way, customer.country, placed.withCode);
}
