/**
 * One vendor's cart in the drawer: its lines (with their add-ons, which can be changed in the
 * add-on picker or taken off one by one), unavailable items, the subtotal of what can be ordered,
 * how much more the store's minimum order needs, and checkout. The vendor's menu supplies each
 * product's add-on groups.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Cart, CartItem, Product } from '@jara/contracts/entities';
import { vendorMenuQuery } from '@jara/query/store-queries';
import { Button } from '@jara/ui/button';
import { Price } from '@jara/ui/price';
import { availableSubtotal, hasUnavailableItems, minimumOrderShortfall } from '../carts/cart-lines';
import { addonChoiceOfItem, removableAddonIds } from '../carts/item-addon-groups';
import type { useCartEditor } from '../carts/use-cart-editor';
import { CartItemRow } from './cart-item-row';
import styles from './cart-drawer.module.css';

// The cart drawer is on every shop page; the picker loads the first time a line is edited.
const AddonPicker = lazy(() =>
  import(/* webpackChunkName: "addon-picker" */ '@jara/addons/addon-picker').then((m) => ({
    default: m.AddonPicker,
  })),
);

export interface VendorCartProps {
  cart: Cart;
  editor: ReturnType<typeof useCartEditor>;
  onCheckout: () => void;
}

interface AddonEdit {
  item: CartItem;
  product: Product;
}

export function VendorCart({ cart, editor, onCheckout }: VendorCartProps) {
  const busy = editor.isBusy(cart);
  const unavailable = hasUnavailableItems(cart);
  const short = minimumOrderShortfall(cart);
  const shortId = useId();
  const { data: menu } = useQuery(vendorMenuQuery(cart.vendor));
  const [editing, setEditing] = useState<AddonEdit | null>(null);
  const productOf = (item: CartItem) => menu?.find((product) => product.uuid === item.product_uuid);

  return (
    <section className={styles.cart} aria-label={cart.vendor_name} aria-busy={busy || undefined}>
      <h3 className={styles.vendor}>{cart.vendor_name}</h3>
      <ul className={styles.items}>
        {cart.items.map((item) => {
          const product = productOf(item);
          return (
            <CartItemRow
              key={item.uuid}
              item={item}
              currency={cart.currency}
              busy={busy}
              removableAddons={product ? removableAddonIds(product, item) : undefined}
              problem={editor.problemOf(item)}
              onQuantity={(quantity) => void editor.setQuantity(cart, item, quantity)}
              onRemove={() => void editor.removeItem(cart, item)}
              onRemoveAddon={(addon) => void editor.removeAddon(cart, item, addon)}
              onChangeAddons={
                product && product.addon_groups.length > 0
                  ? () => setEditing({ item, product })
                  : undefined
              }
            />
          );
        })}
      </ul>
      {unavailable ? (
        <div className={styles.notice}>
          <p>Some items are no longer available. Remove them to check out.</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => void editor.removeUnavailable(cart)}
          >
            Remove unavailable items
          </Button>
        </div>
      ) : null}
      <p className={styles.subtotal}>
        Subtotal <Price amount={availableSubtotal(cart)} currency={cart.currency} />
      </p>
      {unavailable ? (
        <p className={styles.subtotalNote}>Unavailable items are not counted.</p>
      ) : null}
      {short > 0 ? (
        <p id={shortId} className={styles.minimum}>
          Add <Price className={styles.amount} amount={short} currency={cart.currency} /> more to
          order from {cart.vendor_name} (minimum order{' '}
          <Price className={styles.amount} amount={cart.minimum_order} currency={cart.currency} />
          ).
        </p>
      ) : null}
      {/* Below the minimum the server refuses the order at checkout (that guard stays). */}
      <Button
        block
        disabled={busy || unavailable || short > 0}
        aria-describedby={short > 0 ? shortId : undefined}
        onClick={onCheckout}
      >
        Checkout
      </Button>
      {editing ? (
        <Suspense fallback={null}>
          <AddonPicker
            product={editing.product}
            initialChoice={addonChoiceOfItem(editing.product, editing.item)}
            confirmLabel="Save add-ons"
            busy={busy}
            onCancel={() => setEditing(null)}
            // A refused change closes the picker too: the message shows by the item.
            onConfirm={(addons) =>
              void editor.replaceAddons(cart, editing.item, addons).then(() => setEditing(null))
            }
          />
        </Suspense>
      ) : null}
    </section>
  );
}
