/**
 * The blog's screens, each its own lazy chunk (named `screen-<id>`: the prerender links each
 * chunk's CSS by that name); their paths, NG and KE, come from the site map.
 */
import { lazyScreen } from '@jara/parcel/lazy-screen';
import type { ScreenComponents } from '@jara/parcel/remote-routes';

export const CONTENT_SCREENS: ScreenComponents<'content'> = {
  blog: lazyScreen(() =>
    import(/* webpackChunkName: "screen-blog" */ '../screens/blog/blog-screen').then((m) => ({
      default: m.BlogScreen,
    })),
  ),
  post: lazyScreen(() =>
    import(/* webpackChunkName: "screen-post" */ '../screens/post/post-screen').then((m) => ({
      default: m.PostScreen,
    })),
  ),
  quiz: lazyScreen(() =>
    import(/* webpackChunkName: "screen-quiz" */ '../screens/quiz/quiz-screen').then((m) => ({
      default: m.QuizScreen,
    })),
  ),
};
