/** What the rush's customers were told by the server, to check against what it kept. */
export interface RushLedger {
  /** Per cart, per product: the quantity an acknowledged write showed (the highest seen). */
  cartQuantities: Map<string, Map<string, number>>;
  /** Orders the server answered as placed. */
  placedOrders: Set<string>;
  /** Orders whose payment the customer saw confirmed (wallet: placed; card: verified paid). */
  confirmedOrders: Set<string>;
}

export function emptyLedger(): RushLedger {
  return { cartQuantities: new Map(), placedOrders: new Set(), confirmedOrders: new Set() };
}

/** Notes a cart as an acknowledged write answered it. */
export function noteCart(
  ledger: RushLedger,
  cart: { uuid: string; items: { product_uuid: string; quantity: number }[] },
): void {
  const shown = new Map<string, number>();
  for (const item of cart.items)
    shown.set(item.product_uuid, (shown.get(item.product_uuid) ?? 0) + item.quantity);
  const known = ledger.cartQuantities.get(cart.uuid) ?? new Map<string, number>();
  for (const [product, quantity] of shown)
    known.set(product, Math.max(known.get(product) ?? 0, quantity));
  ledger.cartQuantities.set(cart.uuid, known);
}
