#!/usr/bin/env bash
# The one test command (`pnpm test:all`, and CI through .ci/run): installs the system packages a
# fresh machine lacks, then runs lint, format check, type-check, unit tests, the production
# build and the e2e suite. Every stage runs even after a failure, so one run shows everything;
# it ends with each stage's time, the ten slowest e2e tests and the flaky ones (passed only on a
# retry), and last the line "N passed, N failed" (unit + e2e tests); the exit code is non-zero if
# any stage failed.
set -uo pipefail
cd "$(dirname "$0")/.."

reports=".stack/ci"
rm -rf "$reports"
mkdir -p "$reports"
failed_stages=()
stage_times=()
started_all=$(date +%s)

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

install_system_packages() {
  local missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  # The e2e suite's browser: Debian's Chromium headless shell (e2e/playwright.config.ts).
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
  # The e2e stack serves the .br copies of hashed assets with it; without it nginx serves .gz.
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] ||
    missing+=(libnginx-mod-http-brotli-static)
  if [ "${#missing[@]}" -eq 0 ]; then
    echo "chromium, its headless shell, nginx and its brotli_static module are installed"
    return 0
  fi
  echo "installing ${missing[*]}"
  as_root apt-get update -qq &&
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

stage() {
  local name=$1
  shift
  local started
  started=$(date +%s)
  echo
  echo "==> $name"
  local outcome=passed
  "$@" || outcome=FAILED
  local seconds=$(($(date +%s) - started))
  echo "<== $name $outcome ($seconds s)"
  stage_times+=("$(printf '%6d s  %s (%s)' "$seconds" "$name" "$outcome")")
  if [ "$outcome" = FAILED ]; then
    failed_stages+=("$name")
    return 1
  fi
}

stage "system packages" install_system_packages
stage "lint" pnpm lint
stage "format check" pnpm format:check
stage "type-check" pnpm typecheck
stage "unit tests" pnpm test --json --outputFile="$reports/jest.json"
if stage "build" pnpm build; then
  stage "e2e" env E2E_SKIP_BUILD=1 E2E_JSON_REPORT="$PWD/$reports/e2e.json" pnpm test:e2e
else
  echo "e2e skipped: the build failed"
  failed_stages+=("e2e (skipped)")
fi

echo
echo "Stage times:"
printf '%s\n' "${stage_times[@]}"
echo "Total $(($(date +%s) - started_all)) s."
if [ "${#failed_stages[@]}" -gt 0 ]; then
  echo "Failed stages: ${failed_stages[*]}"
fi
(cd deploy/local && node --import tsx src/ci/count-tests.ts "../../$reports/jest.json" "../../$reports/e2e.json")
[ "${#failed_stages[@]}" -eq 0 ]
