/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * A quiz's one read, `/blog/quiz/{quiz}/_payload.json`, broken at the network as
 * e2e/specs/chaos-content.spec.ts breaks it in the browser (the same quiz): each fault is the
 * screen's own calm error (the payload is shape-checked, so a wrong shape too, never a crash),
 * and once the file is served again Try again shows the quiz.
 */
import { fireEvent, screen } from '@testing-library/react';
import { makeQuiz, makeQuizPayload } from '../../testing/content-fixtures';
import { expectCalmError, PAYLOAD_FAULTS, setUpPayloadDouble } from '../../testing/payload-double';
import { renderContent } from '../../testing/render-content';
import { QuizScreen } from './quiz-screen';

// Several answers in turn, on a shared two-core machine: more than jest's 5 s default.
jest.setTimeout(15_000);

const payloads = setUpPayloadDouble();
const SLUG = 'how-healthy-is-your-weekday-lunch';
const PATH = `/blog/quiz/${SLUG}`;
const TITLE = 'How healthy is your weekday lunch?';
const MESSAGE = 'We could not load this quiz.';

const renderQuiz = () => renderContent(<QuizScreen title="Quiz" params={{}} />, { url: PATH });

/** Serves the real quiz and tries again: its title, its start, and no error left. */
async function healAndTryAgain() {
  payloads.answer(PATH, makeQuizPayload(makeQuiz({ slug: SLUG, title: TITLE })));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
}

beforeEach(() => window.sessionStorage.clear());

describe('GET /blog/quiz/how-healthy-is-your-weekday-lunch/_payload.json (a quiz)', () => {
  it.each(PAYLOAD_FAULTS)(
    'answered %s: a calm error with Try again and nothing raw, and Try again after healing shows the quiz',
    async (fault) => {
      payloads.break(PATH, fault);
      const { client } = renderQuiz();
      await expectCalmError({ client, pagePath: PATH, message: MESSAGE, fault, failures: 1 });
      await healAndTryAgain();
      expect(payloads.reads(PATH)).toBe(2);
    },
  );

  it('answered 500, then not-json, then wrong-shape: each Try again reads it again into the same calm error, and once healed Try again shows the quiz', async () => {
    const [first, ...rest] = PAYLOAD_FAULTS as [(typeof PAYLOAD_FAULTS)[number]];
    payloads.break(PATH, first);
    const { client } = renderQuiz();
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
