import { act, fireEvent, screen } from '@testing-library/react';
import { expectNothingRan } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { answerPayloads } from '../../testing/answer-payloads';
import { makeQuiz, makeQuizPayload, makeTypedQuiz } from '../../testing/content-fixtures';
import { renderContent } from '../../testing/render-content';
import { QuizScreen } from './quiz-screen';

const quizScreen = <QuizScreen title="Quiz" params={{}} />;
const PATH = '/blog/quiz/jollof-iq';

function answer(option: string) {
  fireEvent.click(screen.getByRole('radio', { name: option }));
  fireEvent.click(screen.getByRole('button', { name: /Next|See my result/ }));
}

beforeEach(() => window.sessionStorage.clear());

describe('QuizScreen', () => {
  it('goes from the intro through each question to the scored result', () => {
    renderContent(quizScreen, { url: PATH, payload: makeQuizPayload() });
    expect(screen.getByText('Two questions. No cheating.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));

    expect(screen.getByText('Question 1 of 2')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Question 1 of 2' })).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    answer('Tomato and pepper base');

    expect(screen.getByRole('heading', { name: 'The smoky taste is called?' })).toBe(
      document.activeElement,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      (screen.getByRole('radio', { name: 'Tomato and pepper base' }) as HTMLInputElement).checked,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    answer('Burnt');

    expect(screen.getByRole('heading', { level: 2, name: 'Jollof expert' })).toBeTruthy();
    expect(screen.getByText('You scored 3 out of 4.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order party jollof' }).getAttribute('href')).toBe(
      '/stores/meals/party%20jollof',
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeTruthy();
  });

  it('finds the result type most answers lean to, with a business type link', () => {
    const quiz = makeTypedQuiz();
    renderContent(quizScreen, { url: '/blog/quiz/laundry-type', payload: makeQuizPayload(quiz) });
    fireEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    answer('Overflowing');
    answer('Five minutes before leaving');
    expect(screen.getByRole('heading', { level: 2, name: 'The rusher' })).toBeTruthy();
    expect(screen.queryByText(/You scored/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Book a pickup' }).getAttribute('href')).toBe(
      '/marketplace/category/laundry',
    );
  });

  it('keeps the answers given so far across a reload', () => {
    const first = renderContent(quizScreen, { url: PATH, payload: makeQuizPayload() });
    fireEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    answer('Food colouring');
    first.unmount();

    renderContent(quizScreen, { url: PATH, payload: makeQuizPayload() });
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(
      (screen.getByRole('radio', { name: 'Food colouring' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it('ignores stored answers that do not fit the quiz', () => {
    window.sessionStorage.setItem(
      `jara:quiz:${PATH}`,
      JSON.stringify({ answers: { q1: 'zz' }, step: 2 }),
    );
    renderContent(quizScreen, { url: PATH, payload: makeQuizPayload() });
    expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeTruthy();
  });

  // The e2e hostile-quiz spec keeps two of these strings: here the stored progress takes them all.
  it.each(
    HOSTILE_STRINGS.flatMap(({ name, text }) => [
      { name, what: 'as the progress', stored: text },
      {
        name,
        what: 'as an answer',
        stored: JSON.stringify({ answers: { q1: text }, step: 2 }),
      },
    ]),
  )('starts afresh from $name stored $what, running nothing', ({ stored }) => {
    window.sessionStorage.setItem(`jara:quiz:${PATH}`, stored);
    renderContent(quizScreen, { url: PATH, payload: makeQuizPayload() });
    expect(screen.getByRole('button', { name: 'Start the quiz' })).toBeTruthy();
    expectNothingRan();
  });

  it('keeps a Kenyan reader on the Kenyan blog, with a result into the marketplace', () => {
    const quiz = makeQuiz({ country: 'KE' });
    renderContent(quizScreen, { url: '/ke/blog/quiz/jollof-iq', payload: makeQuizPayload(quiz) });
    fireEvent.click(screen.getByRole('button', { name: 'Start the quiz' }));
    answer('Food colouring');
    answer('Burnt');
    expect(screen.getByRole('link', { name: 'Order jollof rice' }).getAttribute('href')).toBe(
      '/stores/meals/jollof%20rice',
    );
    expect(screen.getByRole('link', { name: /Back to the blog/ }).getAttribute('href')).toBe(
      '/ke/blog',
    );
  });

  it('shows the 404 for an unknown quiz and an error with a retry', async () => {
    answerPayloads({ [PATH]: 'server-error' });
    renderContent(quizScreen, { url: PATH });
    expect(screen.getByText('Loading the quiz')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load this quiz.',
    );
    answerPayloads({});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect((await screen.findByTestId('error-message')).textContent).toBe(
      `Page not found: ${PATH}`,
    );
  });

  // The e2e hostile-quiz spec keeps two of these strings: here the address takes them all.
  it.each(HOSTILE_STRINGS)(
    'names an unknown quiz address of $name in its 404, as text',
    async ({ text }) => {
      const slug = encodeURIComponent(text);
      answerPayloads({});
      renderContent(quizScreen, { url: `/blog/quiz/${slug}` });
      const shown = (await screen.findByTestId('error-message')).textContent ?? '';
      expect(shown).toMatch(/^Page not found: /);
      // The path as the router holds it: decoded or still percent-encoded, never markup.
      expect(shown.includes(text) || shown.includes(slug)).toBe(true);
      expectNothingRan();
    },
  );

  it('shows hostile text in a quiz as text', () => {
    const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
    const quiz = makeQuiz({ title: hostile, description: hostile });
    const { container } = renderContent(quizScreen, { url: PATH, payload: makeQuizPayload(quiz) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(hostile);
    expect(container.querySelector('script, img[src="x"]')).toBeNull();
  });
});
