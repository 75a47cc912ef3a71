import type { FastifyInstance } from 'fastify';
import { sql } from '../db/statements';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { parseBody, parseQuery } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { findActiveCart, requireActiveCart, toCart, type CartRow } from '../store/cart-queries';
import { addItemToCart, assertItemsInCart } from '../store/cart-mutations';
import { viewContext } from '../views/view-context';
import {
  addItemBody,
  cartIdsBody,
  cartIdsQuery,
  itemIdsBody,
  updateItemsBody,
} from './cart-schemas';

type IdParams = { Params: { id: string } };

export function registerCartRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  app.post('/marketplace/cart/items', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(addItemBody, request.body);
    const cart = db.transaction(() =>
      addItemToCart(db, ctx.catalogue(), customer.id, body, ctx.clock.iso()),
    )();
    return ok(toCart(db, cart, viewContext(ctx, request, customer.id)), 'Item added to cart.');
  });

  app.get('/marketplace/cart', async (request) => {
    const customer = requireCustomer(db, request);
    const query = parseQuery(cartIdsQuery, request.query);
    // Unknown or checked-out ids are left out rather than refused: clients keep ids in storage.
    const carts = query.cart_ids
      ? query.cart_ids
          .map((id) => findActiveCart(db, customer.id, id))
          .filter((cart): cart is CartRow => cart !== undefined)
      : (sql(
          db,
          "SELECT * FROM carts WHERE customer_id = ? AND status = 'active' ORDER BY created_at",
        ).all(customer.id) as CartRow[]);
    const view = viewContext(ctx, request, customer.id);
    return ok(carts.map((cart) => toCart(db, cart, view)));
  });

  app.post('/marketplace/cart/clear/unavailable_items', async (request) => {
    const customer = requireCustomer(db, request);
    const body = parseBody(cartIdsBody, request.body);
    const carts = body.cart_ids
      .map((id) => findActiveCart(db, customer.id, id))
      .filter((cart): cart is CartRow => cart !== undefined);
    const removed = db.transaction(() =>
      carts.reduce(
        (count, cart) =>
          count +
          sql(
            db,
            `DELETE FROM cart_items WHERE cart_uuid = ? AND product_uuid IN
             (SELECT uuid FROM products WHERE is_available = 0)`,
          ).run(cart.uuid).changes,
        0,
      ),
    )();
    const view = viewContext(ctx, request, customer.id);
    const message =
      removed === 0
        ? 'Every item in your cart is available.'
        : `Removed ${removed} unavailable item${removed === 1 ? '' : 's'} from your cart.`;
    return ok(
      carts.map((cart) => toCart(db, cart, view)),
      message,
    );
  });

  app.put<IdParams>('/marketplace/cart/:id/items', async (request) => {
    const customer = requireCustomer(db, request);
    const cart = requireActiveCart(db, customer.id, request.params.id);
    const body = parseBody(updateItemsBody, request.body);
    assertItemsInCart(
      db,
      cart.uuid,
      body.items.map((item) => item.uuid),
      'items',
    );
    db.transaction(() => {
      for (const item of body.items) {
        if (item.quantity === 0) sql(db, 'DELETE FROM cart_items WHERE uuid = ?').run(item.uuid);
        else
          sql(db, 'UPDATE cart_items SET quantity = ? WHERE uuid = ?').run(
            item.quantity,
            item.uuid,
          );
      }
    })();
    return ok(toCart(db, cart, viewContext(ctx, request, customer.id)), 'Cart updated.');
  });

  app.post<IdParams>('/marketplace/cart/:id/items/delete', async (request) => {
    const customer = requireCustomer(db, request);
    const cart = requireActiveCart(db, customer.id, request.params.id);
    const body = parseBody(itemIdsBody, request.body);
    assertItemsInCart(db, cart.uuid, body.item_ids, 'item_ids');
    db.transaction(() => {
      for (const id of body.item_ids) sql(db, 'DELETE FROM cart_items WHERE uuid = ?').run(id);
    })();
    const count = body.item_ids.length;
    return ok(
      toCart(db, cart, viewContext(ctx, request, customer.id)),
      count === 1 ? 'Item removed from cart.' : `${count} items removed from cart.`,
    );
  });
}
