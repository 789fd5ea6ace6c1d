#!/usr/bin/env bash
# `npm test` and `npm run validate`: everything CI runs, in order of speed.
set -euo pipefail
cd "$(dirname "$0")/.."

database=${DATABASE_URL:+PostgreSQL at DATABASE_URL}
redis=${REDIS_URL:+Redis at REDIS_URL}
echo "== node $(node -v); database: ${database:-embedded PGlite}; redis: ${redis:-in-process}"
bash scripts/ensure-chromium.sh

echo "== static checks: types, lint, format"
# tsc and the type-aware lint are each one thread: side by side they take the time of the longer.
logs=$(mktemp -d)
npm run -s typecheck >"$logs/types" 2>&1 & types=$!
npm run -s lint >"$logs/lint" 2>&1 & lint=$!
failed=0
wait "$types" || failed=1
wait "$lint" || failed=1
cat "$logs/types" "$logs/lint"
rm -rf "$logs"
npm run -s format:check
[ "$failed" = 0 ] || { echo "static checks failed"; exit 1; }

echo "== unit, component and API tests"
npx vitest run

echo "== build"
npm run -s build

echo "== browser tests"
npm run -s test:e2e
