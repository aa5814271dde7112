#!/bin/sh
# ctest trace/parquet-duckdb: tests/duckdb/parquet.sh TEST_TRACE_PARQUET GPUISA
# The Parquet trace encoder's files read back by DuckDB (parquet.mjs). Installs @duckdb/node-api
# (package-lock.json) with `npm ci` when absent, as run.sh does; skipped (exit 77) only when node
# or npm is not installed (scripts/deps.sh installs Debian's nodejs and npm).
TEST=$1
GPUISA=$2
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "SKIP trace/parquet-duckdb: node and npm are not installed (scripts/deps.sh installs nodejs and npm)"
  exit 77
fi
cd "$(dirname "$0")" || exit 1
if [ ! -f node_modules/@duckdb/node-api/package.json ]; then
  echo "trace/parquet-duckdb: npm ci (@duckdb/node-api of package-lock.json)"
  npm ci --no-audit --no-fund || { echo "trace/parquet-duckdb: npm ci failed: is the npm registry reachable?"; exit 1; }
fi
exec node parquet.mjs --test "$TEST" --gpuisa "$GPUISA"
