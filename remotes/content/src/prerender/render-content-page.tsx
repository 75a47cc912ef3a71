/**
 * A content page's markup, as its screen shows it with the page's payload: the query cache is
 * seeded under the page's key (nothing fetches), the router stands at the page's path, and the
 * screen gets the shell's props for the path's country and the bundle's served folder for images.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import type { PrerenderContext, PrerenderPage } from '@jara/contracts/prerender';
import { SCREENS } from '@jara/contracts/site-screens';
import { ParcelPropsProvider, prerenderParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { createQueryClient } from '@jara/query/query-client';
import { contentKeys } from '@jara/query/content-queries';
import { QueryProvider } from '@jara/query/query-provider';
import { BlogScreen } from '../screens/blog/blog-screen';
import { PostScreen } from '../screens/post/post-screen';
import { QuizScreen } from '../screens/quiz/quiz-screen';
import { AssetBaseProvider } from '../widgets/asset-url';

/** The screens imported directly: the prerender renders in one pass, with no lazy chunk. */
const SCREEN_OF_CHUNK: Record<
  string,
  { id: 'blog' | 'post' | 'quiz'; Screen: ComponentType<ScreenProps> }
> = {
  'screen-blog': { id: 'blog', Screen: BlogScreen },
  'screen-post': { id: 'post', Screen: PostScreen },
  'screen-quiz': { id: 'quiz', Screen: QuizScreen },
};

export function renderContentPage(page: PrerenderPage, context: PrerenderContext): string {
  const screen = page.chunks.map((chunk) => SCREEN_OF_CHUNK[chunk]).find(Boolean);
  if (!screen) throw new Error(`No content screen draws ${page.path}`);
  const client = createQueryClient();
  client.setQueryData(contentKeys.page(page.path), page.payload);
  const props = prerenderParcelProps(page.path);
  const { Screen, id } = screen;
  return renderToString(
    <ParcelPropsProvider value={props}>
      <QueryProvider client={client}>
        <AssetBaseProvider value={context.assetBase}>
          <MemoryRouter initialEntries={[page.path]}>
            <Screen title={SCREENS[id].title} params={{}} />
          </MemoryRouter>
        </AssetBaseProvider>
      </QueryProvider>
    </ParcelPropsProvider>,
  );
}
