#!/usr/bin/env bash
# Everything the default run samples, in full (README "Tests"): the fuzz's 5,000 requests and the
# crawl of every address, the whole integration suite on the embedded PostgreSQL 18 and on the
# machine's PostgreSQL (CI_DATABASE_URL, default 127.0.0.1:5432/test), every browser spec on the
# desktop and the phone project. Run it before a release; it takes about three times the default.
set -euo pipefail
cd "$(dirname "$0")/.."
export TEST_FULL=1
started=$(date +%s)
npm run test:unit
npm run test:integration
DATABASE_URL="${CI_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}" npm run test:integration
npm run test:e2e
echo "Vollständiger Testlauf fertig nach $(( $(date +%s) - started )) s."
