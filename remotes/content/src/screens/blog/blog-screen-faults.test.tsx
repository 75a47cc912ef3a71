/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The blog index's one read, `/blog/_payload.json`, broken at the network as
 * e2e/specs/chaos-content.spec.ts breaks it in the browser: each fault is the screen's own calm
 * error (the payload is shape-checked, so a wrong shape too, never a crash), and once the file
 * is served again Try again shows the index.
 */
import { screen } from '@testing-library/react';
import { makeIndex, makePosts } from '../../testing/content-fixtures';
import { describePayloadFaults, setUpPayloadDouble } from '../../testing/payload-double';
import { renderContent } from '../../testing/render-content';
import { BlogScreen } from './blog-screen';

// Several answers in turn, on a shared two-core machine: more than jest's 5 s default.
jest.setTimeout(15_000);

const payloads = setUpPayloadDouble();
const PATH = '/blog';
const MESSAGE = 'We could not load the blog.';

const renderBlog = () => renderContent(<BlogScreen title="Blog" params={{}} />, { url: PATH });

describe('GET /blog/_payload.json (the blog index)', () => {
  describePayloadFaults(payloads, {
    pagePath: PATH,
    message: MESSAGE,
    shows: 'the categories and posts',
    render: renderBlog,
    heal: () => payloads.answer(PATH, makeIndex(makePosts(3))),
    expectLoaded: async () => {
      expect(await screen.findByRole('navigation', { name: 'Categories' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'NG post number 1' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'NG post number 3' })).toBeTruthy();
    },
  });
});
