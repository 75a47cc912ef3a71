/**
 * Every screen of the site by id, and the types derived from it: which ids exist, which belong
 * to an owner, which are built. A remote's screen registry is typed from these, so flipping a
 * screen to built forces its component in, and a not-built screen cannot have one.
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

export type BuiltScreenId<O extends ScreenOwner = ScreenOwner> = {
  [K in ScreenIdOf<O>]: Screens[K]['status'] extends 'built' ? K : never;
}[ScreenIdOf<O>];

export const isBuilt = (screen: ScreenId): screen is BuiltScreenId =>
  SCREENS[screen].status === 'built';
