#!/usr/bin/env bash
# `npm test` and `npm run validate`: everything CI runs, in order of speed.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== node $(node -v); database: ${DATABASE_URL:+PostgreSQL (DATABASE_URL)}${DATABASE_URL:-embedded PGlite}; redis: ${REDIS_URL:+REDIS_URL}${REDIS_URL:-in-process}"
bash scripts/ensure-chromium.sh

echo "== static checks: types, lint, format"
npm run -s check

echo "== unit, component and API tests"
npx vitest run

echo "== build"
npm run -s build

echo "== browser tests"
npm run -s test:e2e
