/**
 * The repository's lint config rejects each import that crosses a boundary of the architecture,
 * judged by where the import resolves, and accepts the imports the architecture allows.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface Probe {
  /** Relative to the repository root; with `code` the file need not exist. */
  filePath: string;
  code?: string;
}

interface LintMessage {
  ruleId: string | null;
  message: string;
}

const ZONE = 'import-x/no-restricted-paths';

/** One Node process lints every probe: loading the config is most of the cost. */
function lint(probes: Probe[]): LintMessage[][] {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-probes.mjs')], {
    input: JSON.stringify(probes),
    encoding: 'utf8',
  });
  return JSON.parse(output) as LintMessage[][];
}

const importing = (target: string) => `import '${target}';\n`;

const rejected: Record<string, Probe & { rule: string }> = {
  'shared imports the shell': {
    filePath: 'shared/bus/src/probe.ts',
    code: importing('../../../shell/src/index'),
    rule: ZONE,
  },
  'shared imports a remote': {
    filePath: 'shared/state/src/probe.ts',
    code: importing('../../../remotes/checkout/rspack.config'),
    rule: ZONE,
  },
  'shared imports deploy': {
    filePath: 'shared/api/src/probe.ts',
    code: importing('../../../deploy/sandbox/src/start-sandbox'),
    rule: ZONE,
  },
  'a remote imports another remote': {
    filePath: 'remotes/storefront/src/probe.ts',
    code: importing('../../checkout/rspack.config'),
    rule: ZONE,
  },
  'a remote imports the shell': {
    filePath: 'remotes/orders/src/probe.ts',
    code: importing('../../../shell/src/index'),
    rule: ZONE,
  },
  'the shell imports a remote': {
    filePath: 'shell/src/probe.ts',
    code: importing('../../remotes/plans/rspack.config'),
    rule: ZONE,
  },
  'two modules import each other': {
    filePath: 'tools/lint/fixtures/cycle/first-half.ts',
    rule: 'import-x/no-cycle',
  },
  // Lazy imports close no cycle elsewhere; in the shell they do: the pages use links.
  'the shell’s link layer imports the page table, closing a cycle through a lazy import': {
    filePath: 'shell/src/features/navigation/route-preloading.ts',
    code: importing('../routing/shell-pages'),
    rule: 'import-x/no-cycle',
  },
  'a shell page imports remote loading': {
    filePath: 'shell/src/pages/probe.ts',
    code: importing('../features/remote-loading/releases/device-id'),
    rule: ZONE,
  },
  'a file name is not kebab-case': {
    filePath: 'shared/bus/src/eventHelpers.ts',
    code: 'export const help = 1;\n',
    rule: 'check-file/filename-naming-convention',
  },
  'an e2e spec sleeps': {
    filePath: 'e2e/specs/probe.spec.ts',
    code: "import type { Page } from '@playwright/test';\nexport const nap = (page: Page) => page.waitForTimeout(500);\n",
    rule: 'no-restricted-syntax',
  },
  'an e2e spec takes Playwright’s test without the suite’s fixtures': {
    filePath: 'e2e/specs/probe.spec.ts',
    code: "import { test } from '@playwright/test';\ntest('probe', () => {});\n",
    rule: 'no-restricted-imports',
  },
  'an e2e support file declares a test': {
    filePath: 'e2e/support/probe.ts',
    code: "import { test } from './e2e-test';\ntest('probe', () => {});\n",
    rule: 'no-restricted-imports',
  },
  'shipped code imports the test helpers': {
    filePath: 'remotes/storefront/src/probe.ts',
    code: importing('@jara/testing/render-with-query'),
    rule: 'no-restricted-imports',
  },
  'a folder name is not kebab-case': {
    filePath: 'shared/bus/src/Event_Helpers/help.ts',
    code: 'export const help = 1;\n',
    rule: 'check-file/folder-naming-convention',
  },
};

const accepted: Record<string, Probe> = {
  'a remote imports shared through its package exports': {
    filePath: 'remotes/storefront/src/probe.ts',
    code: importing('@jara/api/cart'),
  },
  'the shell imports shared': {
    filePath: 'shell/src/probe.ts',
    code: importing('@jara/contracts/remote-contract'),
  },
  'a shell feature imports remote loading': {
    filePath: 'shell/src/features/parcels/probe.ts',
    code: importing('../remote-loading/federation/load-parcel'),
  },
  'a remote imports its own modules': {
    filePath: 'remotes/checkout/src/probe.ts',
    code: importing('../rspack.config'),
  },
  // The path names deploy, but pnpm's symlink leads to shared/api: zones judge where code lives.
  'shared reaches shared through a symlink under deploy': {
    filePath: 'shared/state/src/probe.ts',
    code: importing('../../../deploy/sandbox/node_modules/@jara/api/src/cart'),
  },
  'a test imports the test helpers': {
    filePath: 'remotes/storefront/src/probe.test.ts',
    code: importing('@jara/testing/render-with-query'),
  },
  'an e2e spec takes the suite’s test': {
    filePath: 'e2e/specs/probe.spec.ts',
    code: "import { expect } from '@playwright/test';\nimport { test } from '../support/e2e-test';\ntest('probe', () => expect(1).toBe(1));\n",
  },
  'deploy imports shared and another deploy package': {
    filePath: 'deploy/local/src/probe.ts',
    code: importing('@jara/contracts/remote-contract') + importing('@jara/sandbox/start-sandbox'),
  },
};

const rejectedCases = Object.entries(rejected);
const acceptedCases = Object.entries(accepted);
let results: LintMessage[][];

beforeAll(() => {
  results = lint(
    [...rejectedCases, ...acceptedCases].map(([, { filePath, code }]) => ({ filePath, code })),
  );
}, 60_000);

it.each(rejectedCases.map(([name, probe], index) => [name, probe.rule, index] as const))(
  'rejects: %s (%s)',
  (_name, rule, index) => {
    expect(results[index]!.map((message) => message.ruleId)).toContain(rule);
  },
);

it.each(acceptedCases.map(([name], index) => [name, rejectedCases.length + index] as const))(
  'accepts: %s',
  (_name, index) => {
    expect(results[index]).toEqual([]);
  },
);
