#!/usr/bin/env bash
# `npm test` and `npm run validate`: everything CI runs, in order of speed.
set -euo pipefail
cd "$(dirname "$0")/.."

database=${DATABASE_URL:+PostgreSQL at DATABASE_URL}
redis=${REDIS_URL:+Redis at REDIS_URL}
echo "== node $(node -v); database: ${database:-embedded PGlite}; redis: ${redis:-in-process}"
bash scripts/ensure-chromium.sh

echo "== static checks: types, lint, format"
npm run -s check

echo "== unit, component and API tests"
npx vitest run

echo "== build"
npm run -s build

echo "== browser tests"
npm run -s test:e2e
