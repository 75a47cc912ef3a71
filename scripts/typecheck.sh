#!/usr/bin/env bash
# Type-checks every TypeScript project in the workspace (each tsconfig.json outside node_modules
# and build output) with TypeScript 7, the native compiler: the workspace's 25 projects in 35 s
# against 74 s with TypeScript 6 on two cores. `typescript` itself stays 6 for the tools that
# load its API (typescript-eslint, which TypeScript 7 does not serve yet); 7 is installed as
# `typescript-7` and called by its path, since both packages name their command `tsc`.
set -euo pipefail
cd "$(dirname "$0")/.."
tsc7="node_modules/typescript-7/bin/tsc"
git ls-files --cached --others --exclude-standard '*tsconfig.json' ':!:**/tsconfig.base.json' |
  xargs -n 1 dirname |
  xargs -P 2 -I {} sh -c "$tsc7 --noEmit -p {} || { echo \"type errors in {}\"; exit 1; }"
