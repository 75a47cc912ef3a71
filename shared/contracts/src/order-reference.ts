/**
 * The shape of an order's reference ("JR-7F3K9Q"), for text that claims to be one: the contact
 * page's link from an order names it in its query, and anything else there is not an order
 * reference and is dropped.
 */
const ORDER_REFERENCE = /^JR-[A-Z0-9]{6}$/;

/** The contact page's query parameter naming the order a message is about. */
export const CONTACT_ORDER_PARAM = 'order';

export function isOrderReference(text: string | null | undefined): text is string {
  return typeof text === 'string' && ORDER_REFERENCE.test(text);
}
