#!/usr/bin/env bash
# `npm test`: everything, in order — types, lint, engine + API + database tests (PGlite and the Postgres on
# 127.0.0.1:5432), then the Playwright end-to-end tests in real Chromium against the real server.
# Ends with one line "N passed, N failed" over both runners.
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p reports
status=0
echo "== typecheck (tsc --noEmit)"
npx tsc --noEmit || exit 1
echo "== lint (eslint .)"
npx eslint . || exit 1
echo "== format (prettier --check .)"
npx prettier --check . >/dev/null || { npx prettier --list-different .; echo "Not formatted: run npm run format." >&2; status=1; }
echo "== unit, API and database tests (vitest)"
npx vitest run --reporter=default --reporter=json --outputFile.json=reports/vitest.json || status=1
echo "== end-to-end tests (playwright, chromium)"
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is missing: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
PLAYWRIGHT_JSON_OUTPUT_NAME=reports/playwright.json npx playwright test --reporter=list,json || status=1
node -e '
const fs = require("fs");
let passed = 0, failed = 0, skipped = 0;
try { const v = JSON.parse(fs.readFileSync("reports/vitest.json", "utf8")); passed += v.numPassedTests; failed += v.numFailedTests; skipped += v.numPendingTests + v.numTodoTests; } catch { failed += 1; }
try { const p = JSON.parse(fs.readFileSync("reports/playwright.json", "utf8")); passed += p.stats.expected + p.stats.flaky; failed += p.stats.unexpected; skipped += p.stats.skipped; } catch { failed += 1; }
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
'
exit $status
