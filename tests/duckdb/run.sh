#!/bin/sh
# ctest trace/duckdb: tests/duckdb/run.sh GPUISA
# Installs @duckdb/node-api (package-lock.json) into tests/duckdb/node_modules with `npm ci` when
# it is absent (the npm registry must be reachable then), and runs readback.mjs. Skipped (exit 77)
# only when node or npm is not installed (scripts/deps.sh installs Debian's nodejs and npm).
GPUISA=$1
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "SKIP trace/duckdb: node and npm are not installed (scripts/deps.sh installs nodejs and npm)"
  exit 77
fi
cd "$(dirname "$0")" || exit 1
if [ ! -f node_modules/@duckdb/node-api/package.json ]; then
  echo "trace/duckdb: npm ci (@duckdb/node-api of package-lock.json)"
  npm ci --no-audit --no-fund || { echo "trace/duckdb: npm ci failed: is the npm registry reachable?"; exit 1; }
fi
exec node readback.mjs --gpuisa "$GPUISA"
