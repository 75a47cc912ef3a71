/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * A post's one read, `/blog/{slug}/_payload.json` (a slug of several segments here), broken at
 * the network as e2e/specs/chaos-content.spec.ts breaks it in the browser: each fault is the
 * screen's own calm error (the payload is shape-checked, so a wrong shape too, never a crash),
 * and once the file is served again Try again shows the article.
 */
import { screen } from '@testing-library/react';
import { makePostPayload } from '../../testing/content-fixtures';
import { describePayloadFaults, setUpPayloadDouble } from '../../testing/payload-double';
import { renderContent } from '../../testing/render-content';
import { PostScreen } from './post-screen';

// Several answers in turn, on a shared two-core machine: more than jest's 5 s default.
jest.setTimeout(15_000);

const payloads = setUpPayloadDouble();
const PATH = '/blog/guides/lagos/best-suya';
const TITLE = 'Where to find the best suya in Lagos';
const MESSAGE = 'We could not load this post.';

const renderPost = () => renderContent(<PostScreen title="Blog post" params={{}} />, { url: PATH });

describe('GET /blog/{slug}/_payload.json (a post)', () => {
  describePayloadFaults(payloads, {
    pagePath: PATH,
    message: MESSAGE,
    shows: 'the article',
    render: renderPost,
    heal: () => payloads.answer(PATH, makePostPayload()),
    expectLoaded: async () => {
      const article = await screen.findByRole('article', { name: TITLE });
      expect(article.querySelector('h1')?.textContent).toBe(TITLE);
      expect(article.textContent).toContain('Start at the corner stand by the market.');
    },
  });
});
