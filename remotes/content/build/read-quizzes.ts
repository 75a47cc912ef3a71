import path from 'node:path';
import type { CountryCode } from '@jara/contracts/constants';
import type { Quiz, QuizPayload, QuizRecommendation } from '@jara/contracts/content';
import type { CopyCover } from './covers';
import { listMarkdownFiles } from './list-markdown-files';
import type { QuizFrontMatter, QuizRecommendationSource } from './quiz-front-matter';
import { quizFrontMatter } from './quiz-front-matter';
import { readSourceFile } from './read-source-file';
import { renderMarkdown } from './render-markdown';
import { COUNTRIES, COUNTRY_FOLDERS } from './countries';
import { assertUniqueSlugs, slugFromPath } from './slug';
import { displayPath } from './source-error';

const OPTION_LETTERS = 'abcdef';

/** Every quiz of `source/quizzes/`, once for each country it is offered in. */
export function readQuizzes(sourceDir: string, copyCover: CopyCover): QuizPayload[] {
  const dir = path.join(sourceDir, 'quizzes');
  const quizzes = listMarkdownFiles(dir).map((file) => {
    const name = displayPath(sourceDir, file);
    const slug = slugFromPath(path.basename(file), name);
    const { data, body } = readSourceFile(file, name, quizFrontMatter);
    return {
      name,
      slug,
      data,
      introHtml: renderMarkdown(body),
      cover: copyCover(data.cover, name),
    };
  });
  assertUniqueSlugs(quizzes);
  return COUNTRIES.flatMap((country) =>
    quizzes
      .filter((quiz) => quiz.data.countries.includes(country))
      .map((quiz): QuizPayload => ({
        kind: 'quiz',
        quiz: {
          slug: quiz.slug,
          cover: quiz.cover,
          introHtml: quiz.introHtml,
          ...toQuiz(quiz.data, COUNTRY_FOLDERS[country]),
        },
      })),
  );
}

function toQuiz(
  data: QuizFrontMatter,
  country: CountryCode,
): Omit<Quiz, 'slug' | 'cover' | 'introHtml'> {
  return {
    country,
    title: data.title,
    description: data.description,
    questionCount: data.questions.length,
    scoring: data.scoring,
    questions: data.questions.map((question, q) => ({
      id: `q${q + 1}`,
      text: question.text,
      options: question.options.map((option, o) => ({
        id: `q${q + 1}${OPTION_LETTERS[o]}`,
        text: option.text,
        points: option.points ?? 0,
        resultId: option.result ?? null,
      })),
    })),
    results: data.results.map((result) => ({
      id: result.id,
      title: result.title,
      html: renderMarkdown(result.body),
      minPoints: result.minPoints ?? 0,
      recommendation: recommendationFor(result.recommendation, country),
    })),
  };
}

function recommendationFor(
  source: QuizRecommendationSource,
  country: CountryCode,
): QuizRecommendation {
  if ('kind' in source) return source;
  return country === 'NG' ? source.ng : source.ke;
}
