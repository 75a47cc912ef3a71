import type { AddonSelection } from '@jara/contracts/api-calls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../http/api-error';
import { requireCustomer } from '../http/auth';
import { ok } from '../http/envelope';
import { parseBody } from '../http/validation';
import type { SandboxContext } from '../sandbox-context';
import { resolveAddonSelection } from '../store/addon-selection';
import { itemAddons, toCart } from '../store/cart-queries';
import { requireCartItem, selectionOf, writeAddons } from '../store/cart-mutations';
import { viewContext } from '../views/view-context';
import { addonIdsBody, addonQuantitiesBody, addonsBody } from './cart-schemas';

type ItemParams = { Params: { id: string } };

/**
 * Add-on edits of one cart line: replace the whole choice, add to it, set quantities, or delete
 * chosen add-ons. Each computes the complete new choice and checks it against the product's
 * groups before anything is written.
 */
export function registerCartAddonRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;

  const edit = (
    request: FastifyRequest<ItemParams>,
    nextSelection: (current: AddonSelection[]) => AddonSelection[],
    message: string,
  ) => {
    const customer = requireCustomer(db, request);
    const { cart, item } = requireCartItem(db, customer.id, request.params.id);
    const selection = resolveAddonSelection(
      ctx.catalogue(),
      item.product_uuid,
      item.name,
      nextSelection(selectionOf(db, item.uuid)),
    );
    db.transaction(() => writeAddons(db, item.uuid, selection))();
    return ok(toCart(db, cart, viewContext(ctx, request, customer.id)), message);
  };

  app.put<ItemParams>('/marketplace/cart/items/:id/addons/replace', async (request) => {
    const body = parseBody(addonsBody, request.body);
    return edit(request, () => body.addons, 'Add-ons updated.');
  });

  app.post<ItemParams>('/marketplace/storefront/cart/items/:id/addons', async (request) => {
    const body = parseBody(addonsBody, request.body);
    return edit(request, (current) => [...current, ...body.addons], 'Add-ons added.');
  });

  app.put<ItemParams>('/marketplace/storefront/cart/items/:id/addons', async (request) => {
    const body = parseBody(addonQuantitiesBody, request.body);
    return edit(
      request,
      (current) => {
        const next = new Map(current.map((choice) => [choice.addon_uuid, choice.quantity]));
        for (const choice of body.addons) next.set(choice.addon_uuid, choice.quantity);
        return [...next].map(([addon_uuid, quantity]) => ({ addon_uuid, quantity }));
      },
      'Add-ons updated.',
    );
  });

  app.post<ItemParams>('/marketplace/storefront/cart/items/:id/addons/delete', async (request) => {
    const body = parseBody(addonIdsBody, request.body);
    return edit(
      request,
      (current) => {
        const rows = itemAddons(db, request.params.id);
        const errors: Record<string, string[]> = {};
        body.cart_item_addon_ids.forEach((id, index) => {
          if (!rows.some((row) => row.uuid === id)) {
            errors[`cart_item_addon_ids.${index}`] = ['This add-on is not on the cart item.'];
          }
        });
        if (Object.keys(errors).length > 0) {
          throw new ApiError(422, 'Some add-ons are not on this cart item.', errors);
        }
        const removed = new Set(
          rows
            .filter((row) => body.cart_item_addon_ids.includes(row.uuid))
            .map((row) => row.addon_uuid),
        );
        return current.filter((choice) => !removed.has(choice.addon_uuid));
      },
      'Add-ons removed.',
    );
  });
}
