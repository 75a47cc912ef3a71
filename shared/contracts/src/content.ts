/**
 * The blog and quizzes as the site serves them: the data of each prerendered content page,
 * written by the content remote's build beside the page as `{path}/_payload.json` and read by
 * its screens. Posts and quizzes are authored as files with front matter in
 * `remotes/content/source/`; everything here is already parsed, rendered and sanitised.
 */
import type { CountryCode } from './constants';

/** The blog's categories, in the order the filter shows them. */
export const POST_CATEGORIES = [
  { slug: 'food', name: 'Food' },
  { slug: 'homemade-meals', name: 'Homemade meals' },
  { slug: 'laundry', name: 'Laundry' },
  { slug: 'cleaning', name: 'Cleaning' },
  { slug: 'health-and-diet', name: 'Health and diet' },
  { slug: 'gifting', name: 'Gifting' },
] as const;

export type PostCategorySlug = (typeof POST_CATEGORIES)[number]['slug'];

/** Posts per page of the blog index. */
export const POSTS_PER_PAGE = 6;

/** An image file of the content build; `src` is relative to the content bundle's base URL. */
export interface ContentImage {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface PostAuthor {
  name: string;
  /** "Head chef, Jara Kitchen", "Laundry lead, Nairobi". */
  role: string;
}

/** A post as lists show it (index, related posts). */
export interface PostSummary {
  /** One or more segments: `guides/lagos/best-suya` (the post screen's `{slug*}`). */
  slug: string;
  country: CountryCode;
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) it was published. */
  date: string;
  /** ISO date of its last real change; the sitemap's lastmod. */
  updated: string;
  category: PostCategorySlug;
  tags: string[];
  author: PostAuthor;
  cover: ContentImage;
  readingMinutes: number;
  featured: boolean;
}

export interface QuizSummary {
  slug: string;
  title: string;
  description: string;
  cover: ContentImage;
  questionCount: number;
}

export interface BlogIndexPayload {
  kind: 'blog-index';
  country: CountryCode;
  /** Every post of the country, newest first; the featured one is among them. */
  posts: PostSummary[];
  quizzes: QuizSummary[];
}

export interface PostPayload {
  kind: 'post';
  post: PostSummary & {
    /** The body, rendered from Markdown and sanitised at build time. */
    html: string;
    /** The same post's slug in the other country, when it has one (hreflang pair). */
    twinSlug: string | null;
  };
  /** Up to 3 posts of the same country, same category or shared tags first. */
  related: PostSummary[];
}

export interface QuizOption {
  id: string;
  text: string;
  /** For a scored quiz: the points this answer is worth. */
  points: number;
  /** For a typed quiz: the result this answer leans towards. */
  resultId: string | null;
}

export interface QuizQuestion {
  id: string;
  text: string;
  options: QuizOption[];
}

/** Where a result sends the reader in the marketplace. */
export type QuizRecommendation =
  /** Dishes matching these words, in the stores that sell them (the meals screen).. */
  | { kind: 'dish'; keywords: string; label: string }
  /** The marketplace filtered to a business type, by its slug. */
  | { kind: 'category'; slug: string; label: string };

export interface QuizResult {
  id: string;
  title: string;
  /** Sanitised HTML. */
  html: string;
  /** Scored quizzes: the result applies from this many points up (the highest match wins). */
  minPoints: number;
  recommendation: QuizRecommendation;
}

export interface Quiz extends QuizSummary {
  country: CountryCode;
  /** `score`: the points add up to a result; `type`: the result most answers lean to. */
  scoring: 'score' | 'type';
  /** Sanitised HTML shown before the first question. */
  introHtml: string;
  questions: QuizQuestion[];
  results: QuizResult[];
}

export interface QuizPayload {
  kind: 'quiz';
  quiz: Quiz;
}

export type ContentPayload = BlogIndexPayload | PostPayload | QuizPayload;

/**
 * What the content build parses out of `remotes/content/source/` (written to
 * `dist/.server/content.json`): every payload of the blog, ready to prerender and publish.
 */
export interface ContentBuild {
  /** One per country: NG first. */
  indexes: BlogIndexPayload[];
  posts: PostPayload[];
  /** One per quiz and country it is offered in. */
  quizzes: QuizPayload[];
}

/** Inside the content bundle's dist. */
export const CONTENT_BUILD_FILE = '.server/content.json';
