/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * A quiz's one read, `/blog/quiz/{quiz}/_payload.json`, broken at the network as
 * e2e/specs/chaos-content.spec.ts breaks it in the browser (the same quiz): each fault is the
 * screen's own calm error (the payload is shape-checked, so a wrong shape too, never a crash),
 * and once the file is served again Try again shows the quiz.
 */
import { screen } from '@testing-library/react';
import { makeQuiz, makeQuizPayload } from '../../testing/content-fixtures';
import { describePayloadFaults, setUpPayloadDouble } from '../../testing/payload-double';
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

beforeEach(() => window.sessionStorage.clear());

describe('GET /blog/quiz/how-healthy-is-your-weekday-lunch/_payload.json (a quiz)', () => {
  describePayloadFaults(payloads, {
    pagePath: PATH,
    message: MESSAGE,
    shows: 'the quiz',
    render: renderQuiz,
    heal: () => payloads.answer(PATH, makeQuizPayload(makeQuiz({ slug: SLUG, title: TITLE }))),
    expectLoaded: async () => {
      expect(await screen.findByRole('heading', { level: 1, name: TITLE })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeTruthy();
    },
  });
});
