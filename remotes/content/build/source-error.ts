import path from 'node:path';
import type { z } from 'zod';

/**
 * A problem in an authored file. Editors read this message in a failed build, so it names the
 * file (relative to the content package) and the front-matter field.
 */
export class SourceError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'SourceError';
  }

  static field(file: string, field: string, problem: string): SourceError {
    return new SourceError(file, [`${field}: ${problem}`]);
  }

  static fromZod(file: string, error: z.ZodError): SourceError {
    return new SourceError(
      file,
      error.issues.map((issue) => `${issue.path.join('.') || '(front matter)'}: ${issue.message}`),
    );
  }
}

/** `source/posts/ng/best-suya.md`: how errors and tests name a file. */
export function displayPath(sourceDir: string, file: string): string {
  return path.relative(path.dirname(sourceDir), file);
}
