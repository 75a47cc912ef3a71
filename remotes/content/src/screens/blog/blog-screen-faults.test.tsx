/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The blog index's one read, `/blog/_payload.json`, broken at the network as
 * e2e/specs/chaos-content.spec.ts breaks it in the browser: each fault is the screen's own calm
 * error (the payload is shape-checked, so a wrong shape too, never a crash), and once the file
 * is served again Try again shows the index.
 */
import { fireEvent, screen } from '@testing-library/react';
import { makeIndex, makePosts } from '../../testing/content-fixtures';
import { expectCalmError, PAYLOAD_FAULTS, setUpPayloadDouble } from '../../testing/payload-double';
import { renderContent } from '../../testing/render-content';
import { BlogScreen } from './blog-screen';

// Several answers in turn, on a shared two-core machine: more than jest's 5 s default.
jest.setTimeout(15_000);

const payloads = setUpPayloadDouble();
const PATH = '/blog';
const MESSAGE = 'We could not load the blog.';

const renderBlog = () => renderContent(<BlogScreen title="Blog" params={{}} />, { url: PATH });

/** Serves the real index and tries again: the loaded index, and no error left. */
async function healAndTryAgain() {
  payloads.answer(PATH, makeIndex(makePosts(3)));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('navigation', { name: 'Categories' })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 2, name: 'NG post number 1' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'NG post number 3' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('GET /blog/_payload.json (the blog index)', () => {
  it.each(PAYLOAD_FAULTS)(
    'answered %s: a calm error with Try again and nothing raw, and Try again after healing shows the categories and posts',
    async (fault) => {
      payloads.break(PATH, fault);
      const { client } = renderBlog();
      await expectCalmError({ client, pagePath: PATH, message: MESSAGE, fault, failures: 1 });
      await healAndTryAgain();
      expect(payloads.reads(PATH)).toBe(2);
    },
  );

  it('answered 500, then not-json, then wrong-shape: each Try again reads it again into the same calm error, and once healed Try again shows the index', async () => {
    const [first, ...rest] = PAYLOAD_FAULTS as [(typeof PAYLOAD_FAULTS)[number]];
    payloads.break(PATH, first);
    const { client } = renderBlog();
    await expectCalmError({ client, pagePath: PATH, message: MESSAGE, fault: first, failures: 1 });
    for (const [i, fault] of rest.entries()) {
      payloads.break(PATH, fault);
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await expectCalmError({ client, pagePath: PATH, message: MESSAGE, fault, failures: i + 2 });
      expect(payloads.reads(PATH)).toBe(i + 2);
    }
    await healAndTryAgain();
    expect(payloads.reads(PATH)).toBe(PAYLOAD_FAULTS.length + 1);
  });
});
