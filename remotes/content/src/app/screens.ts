/** The blog's built screens (none yet: blog, post and quiz are not built in the site map). */
import type { ScreenComponents } from '@jara/parcel/remote-routes';

export const CONTENT_SCREENS: ScreenComponents<'content'> = {};
