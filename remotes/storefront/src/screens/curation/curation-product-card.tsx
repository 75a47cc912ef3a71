/**
 * One product of a curation: what it is, which store makes it, what delivery from that store to
 * the customer's place costs and takes (or that it does not deliver there), and the button that
 * puts it in that store's cart (asking for add-ons first when it has some).
 */
import type { CurationProduct } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { AddToCartAction } from '../../widgets/add-to-cart-action';
import { AddonPicker } from '@jara/addons/addon-picker';
import { AppLink } from '@jara/parcel/app-link';
import { DeliveryQuoteLine } from '../../widgets/delivery-quote-line';
import { NoDeliveryNote } from '../../widgets/no-delivery-note';
import { storePath } from '../../widgets/store-paths';
import { takesOrders } from '../../widgets/takes-orders';
import { useAddToCart } from '../../widgets/use-add-to-cart';
import styles from './curation-screen.module.css';

/** The picture's intrinsic size (4:3), so its box is kept before it arrives. */
const PRODUCT_IMAGE = { width: 640, height: 480 };

export function CurationProductCard({ product }: { product: CurationProduct }) {
  const cart = useAddToCart(product.vendor);
  const adding = cart.pendingProduct === product.uuid;
  return (
    <article
      className={styles.card}
      data-testid="curation-product"
      // Several stores may sell a dish of the same name: the store tells the cards apart.
      aria-label={`${product.name}, ${product.vendor.business_name}`}
    >
      {product.image_url ? (
        <img
          className={styles.image}
          src={product.image_url}
          alt=""
          loading="lazy"
          decoding="async"
          {...PRODUCT_IMAGE}
        />
      ) : (
        // The same space without a picture, so cards line up and nothing is fetched.
        <span className={styles.image} />
      )}
      <div className={styles.body}>
        <h2 className={styles.name}>{product.name}</h2>
        <p className={styles.store}>
          <AppLink to={storePath(product.vendor.slug)}>{product.vendor.business_name}</AppLink>
          {product.vendor.is_open ? null : <span className={styles.closed}>Closed now</span>}
        </p>
        <DeliveryQuoteLine vendor={product.vendor} className={styles.quote} />
        <NoDeliveryNote vendor={product.vendor} />
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
        {product.addon_groups.length > 0 ? (
          <p className={styles.note}>Choose add-ons when you add it</p>
        ) : null}
        <div className={styles.action}>
          <Price amount={product.price} currency={product.currency} className={styles.price} />
          <AddToCartAction
            product={product}
            closed={!takesOrders(product.vendor)}
            adding={adding}
            onAdd={(chosen) => void cart.add(chosen)}
          />
        </div>
      </div>
      {cart.choosingAddons ? (
        <AddonPicker
          key={cart.choosingAddons.uuid}
          product={cart.choosingAddons}
          busy={adding}
          onConfirm={(addons) => void cart.confirmAddons(addons)}
          onCancel={cart.cancelAddons}
        />
      ) : null}
    </article>
  );
}
