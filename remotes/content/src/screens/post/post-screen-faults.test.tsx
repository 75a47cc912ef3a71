/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * A post's one read, `/blog/{slug}/_payload.json` (a slug of several segments here), broken at
 * the network as e2e/specs/chaos-content.spec.ts breaks it in the browser: each fault is the
 * screen's own calm error (the payload is shape-checked, so a wrong shape too, never a crash),
 * and once the file is served again Try again shows the article.
 */
import { fireEvent, screen } from '@testing-library/react';
import { makePostPayload } from '../../testing/content-fixtures';
import { expectCalmError, PAYLOAD_FAULTS, setUpPayloadDouble } from '../../testing/payload-double';
import { renderContent } from '../../testing/render-content';
import { PostScreen } from './post-screen';

// Several answers in turn, on a shared two-core machine: more than jest's 5 s default.
jest.setTimeout(15_000);

const payloads = setUpPayloadDouble();
const PATH = '/blog/guides/lagos/best-suya';
const TITLE = 'Where to find the best suya in Lagos';
const MESSAGE = 'We could not load this post.';

const renderPost = () => renderContent(<PostScreen title="Blog post" params={{}} />, { url: PATH });

/** Serves the real post and tries again: the article under its title, and no error left. */
async function healAndTryAgain() {
  payloads.answer(PATH, makePostPayload());
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  const article = await screen.findByRole('article', { name: TITLE });
  expect(article.querySelector('h1')?.textContent).toBe(TITLE);
  expect(article.textContent).toContain('Start at the corner stand by the market.');
  expect(screen.queryByRole('alert')).toBeNull();
}

describe('GET /blog/{slug}/_payload.json (a post)', () => {
  it.each(PAYLOAD_FAULTS)(
    'answered %s: a calm error with Try again and nothing raw, and Try again after healing shows the article',
    async (fault) => {
      payloads.break(PATH, fault);
      const { client } = renderPost();
      await expectCalmError({ client, pagePath: PATH, message: MESSAGE, fault, failures: 1 });
      await healAndTryAgain();
      expect(payloads.reads(PATH)).toBe(2);
    },
  );

  it('answered 500, then not-json, then wrong-shape: each Try again reads it again into the same calm error, and once healed Try again shows the article', async () => {
    const [first, ...rest] = PAYLOAD_FAULTS as [(typeof PAYLOAD_FAULTS)[number]];
    payloads.break(PATH, first);
    const { client } = renderPost();
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
