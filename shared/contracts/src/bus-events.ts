/**
 * Every message that crosses bundles, with its payload. A bundle that emits or listens to an
 * event not named here does not compile.
 */
import type { CountryCode } from './constants';
import type { AppNotification, LocationArea, Order, OrderRider } from './entities';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type LoginVariant = 'customer' | 'plan';

export interface BusEvents {
  'toast:show': { kind: ToastKind; message: string };

  'cart:emptied': { vendorId: string; cartId: string };
  'cart:open': { vendorId?: string };

  'auth:logged-in': { customerId: number; via: 'login' | 'register' | 'profile' };
  'auth:logged-out': { reason: 'logout' | 'unauthorized' };
  /** Asks the shell for the login modal; answered by `auth:login-settled` with the same id. */
  'auth:login-required': { requestId: string; variant: LoginVariant; reason?: string };
  'auth:login-settled': { requestId: string; loggedIn: boolean };

  'location:changed': { country: CountryCode };
  /**
   * Asks the shell's location picker for a place (adding an address at checkout or in the
   * address book); answered by `location:pick-settled` with the same id, `place` null when the
   * customer closed the picker. A chosen place has passed the delivery check, unless the request
   * is `unchecked`: the plan flow checks places with its own API, and a place it is told about
   * does not become the site's delivery place.
   */
  'location:pick-requested': { requestId: string; title?: string; unchecked?: true };
  'location:pick-settled': { requestId: string; place: PickedPlace | null };

  /**
   * A remote's screen shows its content (or its final error) at `path`: on a prerendered page
   * the shell then swaps the prerendered markup for the live app, in one frame.
   */
  'page:ready': { path: string };
  /**
   * A remote's screen found nothing at `path` (a post or store nobody made): the shell shows its
   * own not-found page there, in the 404 layout with a noindex head, until the URL moves on. The
   * screen's own words, when it has better ones than the path (a uuid is never shown), replace
   * "Page not found: {path}".
   */
  'page:not-found': { path: string; detail?: NotFoundDetail };

  'order:placed': { orderId: string };
  /** Realtime, relayed by the shell's one socket: remotes listen here, never open their own. */
  'order:status-changed': { order: Order };
  /** The rider of an order out for delivery reported where they are. */
  'order:rider-moved': { order_uuid: string; rider: OrderRider };
  'notification:received': { notification: AppNotification };
  'orders:open-tracking': { orderId?: string };

  'analytics:track': { event: string; properties?: Record<string, unknown> };
  'analytics:identify': { distinctId: string; properties?: Record<string, unknown> };
  'analytics:set-person': { properties: Record<string, unknown> };
}

/** A place the location picker checked for delivery. */
/** What the 404 page says instead of the path: a heading, a sentence, and where to go next. */
export interface NotFoundDetail {
  title: string;
  message: string;
  link?: { href: string; label: string };
}

export interface PickedPlace {
  latitude: number;
  longitude: number;
  /** What the customer recognises: an area name, a saved address, "Current location". */
  address: string;
  customer_address: string;
  locationArea: LocationArea | null;
}

export type BusEventName = keyof BusEvents;

/**
 * Customer actions answered by a widget that may still be loading when the customer acts (the
 * drawers load after the page has shown its content). The bus keeps the latest one nobody heard
 * and hands it to the first listener, so the click is not lost. The shell's own
 * hosts (login, location picker) are there from the start and need no holding.
 */
export const HELD_BUS_EVENTS: ReadonlySet<BusEventName> = new Set<BusEventName>([
  'cart:open',
  'orders:open-tracking',
  // The order-tracking drawer opens on the order just placed.
  'order:placed',
]);

/** How long a held action stays worth doing: a drawer opening much later would surprise. */
export const HELD_BUS_EVENT_MS = 5_000;
