import path from 'node:path';
import type { PostSummary } from '@jara/contracts/content';
import type { CountryFolder } from './countries';
import { COUNTRY_FOLDERS } from './countries';
import type { CopyCover } from './covers';
import { listMarkdownFiles } from './list-markdown-files';
import { postFrontMatter } from './post-front-matter';
import { readSourceFile } from './read-source-file';
import { readingMinutes } from './reading-time';
import { renderMarkdown } from './render-markdown';
import { assertUniqueSlugs, slugFromPath } from './slug';
import { displayPath, SourceError } from './source-error';

export interface ParsedPost {
  /** How errors name the file. */
  name: string;
  summary: PostSummary;
  html: string;
  /** The slug its front matter names in the other country, if any. */
  twin: string | null;
}

/** Every post of `source/posts/{country}/`, parsed, rendered and sanitised. */
export function readPosts(
  sourceDir: string,
  country: CountryFolder,
  copyCover: CopyCover,
): ParsedPost[] {
  const dir = path.join(sourceDir, 'posts', country);
  const posts = listMarkdownFiles(dir).map((file) => {
    const name = displayPath(sourceDir, file);
    const slug = slugFromPath(path.relative(dir, file), name);
    const { data, body } = readSourceFile(file, name, postFrontMatter);
    if (data.country !== country) {
      throw SourceError.field(
        name,
        'country',
        `is ${data.country} but the file is in posts/${country}/`,
      );
    }
    const html = renderMarkdown(body);
    if (!html) throw SourceError.field(name, 'body', 'is empty');
    const summary: PostSummary = {
      slug,
      country: COUNTRY_FOLDERS[country],
      title: data.title,
      description: data.description,
      date: data.date,
      updated: data.updated ?? data.date,
      category: data.category,
      tags: data.tags,
      author: data.author,
      cover: copyCover(data.cover, name),
      readingMinutes: readingMinutes(html),
      featured: data.featured ?? false,
    };
    return { name, summary, html, twin: data.twin ?? null };
  });
  assertUniqueSlugs(posts.map((post) => ({ slug: post.summary.slug, name: post.name })));
  return posts;
}
