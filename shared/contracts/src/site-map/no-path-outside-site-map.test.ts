/**
 * The site map is the only source file that writes a path of the site. This scans every source
 * file of the bundles (tests and test support aside) for a string literal that is a spec path,
 * or starts with one (`'/stores/' + slug`, `` `/ke${path}` ``), and names each it finds. The root
 * `'/'` is left out: as a string it is far more often a separator than a link.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BRAND } from '../brand';
import { SITE_ROUTES } from './routes';
import { withBrand } from './site-paths';

const ROOT = join(__dirname, '../../../..');
const SITE_MAP_DIR = __dirname;
const SOURCE_ROOTS = ['shell/src', 'remotes', 'shared'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'testing', 'test-support', 'e2e']);
const IS_TEST = /\.test\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) {
      return SKIPPED_DIRS.has(item.name) || path === SITE_MAP_DIR ? [] : sourceFiles(path);
    }
    const inSrc = relative(ROOT, path).split('/').includes('src');
    return inSrc && /\.tsx?$/.test(item.name) && !IS_TEST.test(item.name) ? [path] : [];
  });
}

const SPEC_PREFIXES = [
  ...new Set(
    SITE_ROUTES.map((route) => withBrand(route.path).split('{')[0]!.replace(/\/$/, '')).filter(
      Boolean,
    ),
  ),
];

const LITERAL = /(['"`])(\/[^'"`\s]*)\1?/g;

export function specPathsIn(source: string): string[] {
  const normalised = source.replaceAll('${BRAND.slug}', BRAND.slug);
  return [...normalised.matchAll(LITERAL)]
    .map((match) => match[2]!)
    .filter((literal) =>
      SPEC_PREFIXES.some(
        (prefix) =>
          literal === prefix ||
          (literal.startsWith(prefix) && '/?#$'.includes(literal[prefix.length]!)),
      ),
    );
}

describe('no path outside the site map', () => {
  it('recognises spec paths however they are spelled, and nothing else', () => {
    expect(specPathsIn("navigate('/stores')")).toEqual(['/stores']);
    expect(specPathsIn('to={`/ke${path}`}')).toEqual(['/ke${path}']);
    expect(specPathsIn('const p = `/${BRAND.slug}-for-business/perks`;')).toEqual([
      '/jara-for-business/perks',
    ]);
    expect(specPathsIn(`href="/store/checkout?cart=1"`)).toEqual(['/store/checkout?cart=1']);
    expect(specPathsIn("fetch('/app-config.json'); path.split('/'); '/kenya'")).toEqual([]);
  });

  it('finds no spec path in any source file outside the site map', () => {
    const files = SOURCE_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) =>
      specPathsIn(readFileSync(file, 'utf8')).map((path) => `${relative(ROOT, file)}: ${path}`),
    );
    expect(offenders).toEqual([]);
  });
});
