/**
 * Every screen of the site by id, and the types derived from it: which ids exist and which belong
 * to an owner. A remote's screen registry is typed from these, so a screen added to the site map
 * forces its component in, and a component cannot draw a screen the remote does not own.
 */
import { CHECKOUT_SCREENS, CONTENT_SCREENS, PLANS_SCREENS } from './remote-screens';
import type { ScreenOwner, ScreenSpec } from './screen-spec';
import { SHELL_SCREENS } from './shell-screens';
import { STOREFRONT_SCREENS } from './storefront-screens';

export const SCREENS = {
  ...SHELL_SCREENS,
  ...STOREFRONT_SCREENS,
  ...CHECKOUT_SCREENS,
  ...CONTENT_SCREENS,
  ...PLANS_SCREENS,
} as const satisfies Record<string, ScreenSpec>;

type Screens = typeof SCREENS;

export type ScreenId = keyof Screens;

export type ScreenIdOf<O extends ScreenOwner> = {
  [K in ScreenId]: Screens[K]['owner'] extends O ? K : never;
}[ScreenId];
