#!/usr/bin/env bash
# ctest web/playground: build the WebAssembly playground (scripts/build_web.sh; incremental, about a
# second when nothing changed), install puppeteer-core from package-lock.json when node_modules is
# absent, then run the browser test against Debian's chromium.
#   tests/web/run.sh [BUILD_DIR]      (default build-web; the screenshot is BUILD_DIR/playground.png)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${1:-$root/build-web}
cd "$root"
t0=$(date +%s)
./scripts/build_web.sh "$out" >/dev/null
t1=$(date +%s)
echo "web build: $((t1 - t0)) s"
cd tests/web
if [ ! -d node_modules/puppeteer-core ]; then
  npm ci --no-audit --no-fund
fi
node playground.test.js --root "$root" --screenshot "$out/playground.png" --chromium "${CHROMIUM:-/usr/bin/chromium}"
echo "browser test: $(($(date +%s) - t1)) s"
