/** Small, real-looking content for tests: posts, an index, both kinds of quiz, a whole build. */
import type {
  BlogIndexPayload,
  ContentBuild,
  PostPayload,
  PostSummary,
  Quiz,
  QuizPayload,
} from '@jara/contracts/content';

export function makePost(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    slug: 'guides/lagos/best-suya',
    country: 'NG',
    title: 'Where to find the best suya in Lagos',
    description: 'Six suya spots across Lagos, from Yaba to Lekki, and what to order at each.',
    date: '2026-03-02',
    updated: '2026-04-10',
    category: 'food',
    tags: ['suya', 'lagos'],
    author: { name: 'Tolu Adeyemi', role: 'Food editor' },
    cover: {
      src: 'covers/best-suya.1a2b3c4d5e.svg',
      alt: 'Suya skewers',
      width: 1200,
      height: 630,
    },
    readingMinutes: 5,
    featured: false,
    ...overrides,
  };
}

/** `count` posts of a country, newest first, the categories taking turns; the first featured. */
export function makePosts(count: number, country: 'NG' | 'KE' = 'NG'): PostSummary[] {
  const categories = ['food', 'laundry', 'cleaning'] as const;
  return Array.from({ length: count }, (_, i) =>
    makePost({
      slug: `${country.toLowerCase()}-post-${i + 1}`,
      country,
      title: `${country} post number ${i + 1}`,
      date: `2026-03-${String(28 - i).padStart(2, '0')}`,
      updated: `2026-03-${String(28 - i).padStart(2, '0')}`,
      category: categories[i % categories.length]!,
      featured: i === 0,
    }),
  );
}

export function makePostPayload(overrides: Partial<PostPayload['post']> = {}): PostPayload {
  return {
    kind: 'post',
    post: {
      ...makePost({ featured: true }),
      html: '<h2>Yaba</h2><p>Start at the corner stand by the market.</p>',
      twinSlug: null,
      ...overrides,
    },
    related: [
      makePost({
        slug: 'jollof-at-home',
        title: 'Jollof rice at home',
        category: 'homemade-meals',
      }),
    ],
  };
}

export function makeQuiz(overrides: Partial<Quiz> = {}): Quiz {
  return {
    slug: 'jollof-iq',
    title: 'How well do you know jollof?',
    description: 'Three questions on the dish West Africa argues about.',
    cover: { src: 'covers/jollof.svg', alt: 'A pot of jollof', width: 1200, height: 630 },
    questionCount: 2,
    country: 'NG',
    scoring: 'score',
    introHtml: '<p>Two questions. No cheating.</p>',
    questions: [
      {
        id: 'q1',
        text: 'What gives jollof its colour?',
        options: [
          { id: 'a', text: 'Tomato and pepper base', points: 2, resultId: null },
          { id: 'b', text: 'Food colouring', points: 0, resultId: null },
        ],
      },
      {
        id: 'q2',
        text: 'The smoky taste is called?',
        options: [
          { id: 'a', text: 'Party bottom', points: 2, resultId: null },
          { id: 'b', text: 'Burnt', points: 1, resultId: null },
        ],
      },
    ],
    results: [
      {
        id: 'novice',
        title: 'Jollof beginner',
        html: '<p>Time for a taste test.</p>',
        minPoints: 0,
        recommendation: { kind: 'dish', keywords: 'jollof rice', label: 'Order jollof rice' },
      },
      {
        id: 'expert',
        title: 'Jollof expert',
        html: '<p>You know your party rice.</p>',
        minPoints: 3,
        recommendation: { kind: 'dish', keywords: 'party jollof', label: 'Order party jollof' },
      },
    ],
    ...overrides,
  };
}

/** A quiz whose answers lean towards result types (the most chosen wins). */
export function makeTypedQuiz(): Quiz {
  return makeQuiz({
    slug: 'laundry-type',
    title: 'What kind of laundry person are you?',
    scoring: 'type',
    questions: [
      {
        id: 'q1',
        text: 'Your laundry basket is…',
        options: [
          { id: 'a', text: 'Always empty', points: 0, resultId: 'planner' },
          { id: 'b', text: 'Overflowing', points: 0, resultId: 'rusher' },
        ],
      },
      {
        id: 'q2',
        text: 'You iron…',
        options: [
          { id: 'a', text: 'On Sunday', points: 0, resultId: 'planner' },
          { id: 'b', text: 'Five minutes before leaving', points: 0, resultId: 'rusher' },
        ],
      },
    ],
    results: [
      {
        id: 'planner',
        title: 'The planner',
        html: '<p>Everything folded.</p>',
        minPoints: 0,
        recommendation: { kind: 'category', slug: 'laundry', label: 'See laundry services' },
      },
      {
        id: 'rusher',
        title: 'The rusher',
        html: '<p>Let someone else do it.</p>',
        minPoints: 0,
        recommendation: { kind: 'category', slug: 'laundry', label: 'Book a pickup' },
      },
    ],
  });
}

export function makeQuizPayload(quiz: Quiz = makeQuiz()): QuizPayload {
  return { kind: 'quiz', quiz };
}

export function makeIndex(posts: PostSummary[], country: 'NG' | 'KE' = 'NG'): BlogIndexPayload {
  const quiz = makeQuiz({ country });
  return { kind: 'blog-index', country, posts, quizzes: [quiz] };
}

export function makeBuild(): ContentBuild {
  const ngPost = makePostPayload({ twinSlug: 'nairobi-nyama-choma' });
  const kePost = makePostPayload({
    ...makePost({ slug: 'nairobi-nyama-choma', country: 'KE', title: 'Nyama choma in Nairobi' }),
    twinSlug: 'guides/lagos/best-suya',
  });
  return {
    indexes: [makeIndex([ngPost.post], 'NG'), makeIndex([kePost.post], 'KE')],
    posts: [ngPost, kePost],
    quizzes: [makeQuizPayload(), makeQuizPayload(makeQuiz({ country: 'KE' }))],
  };
}
