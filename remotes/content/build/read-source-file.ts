import fs from 'node:fs';
import matter from 'gray-matter';
import type { z } from 'zod';
import { SourceError } from './source-error';

export interface SourceFile<Data> {
  data: Data;
  /** The Markdown after the front matter. */
  body: string;
}

/** Reads an authored file and checks its front matter; `name` is how errors call the file. */
export function readSourceFile<Schema extends z.ZodType>(
  file: string,
  name: string,
  schema: Schema,
): SourceFile<z.output<Schema>> {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // An empty options object stops gray-matter caching by content, which would share one
    // mutable result between identical files.
    parsed = matter(fs.readFileSync(file, 'utf8'), {});
  } catch (error) {
    throw new SourceError(name, [`front matter is not valid YAML: ${(error as Error).message}`]);
  }
  const result = schema.safeParse(parsed.data);
  if (!result.success) throw SourceError.fromZod(name, result.error);
  return { data: result.data, body: parsed.content };
}
