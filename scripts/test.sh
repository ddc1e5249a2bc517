#!/usr/bin/env bash
# `npm test`: everything, in order — types, engine + API + database tests (PGlite and the Postgres on
# 127.0.0.1:5432), then the Playwright end-to-end tests in real Chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== typecheck (tsc --noEmit)"
npx tsc --noEmit
echo "== unit, API and database tests (vitest)"
npx vitest run
echo "== end-to-end tests (playwright, chromium)"
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is missing: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
npx playwright test
