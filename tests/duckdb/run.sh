#!/bin/sh
# ctest trace/duckdb and trace/parquet-duckdb: tests/duckdb/run.sh NAME SCRIPT.mjs ARGS...
# Installs @duckdb/node-api (package-lock.json) into tests/duckdb/node_modules with `npm ci` when
# it is absent (the npm registry must be reachable then), and runs `node SCRIPT.mjs ARGS...`.
# Skipped (exit 77) only when node or npm is not installed (scripts/deps.sh installs Debian's
# nodejs and npm). The two tests share node_modules: ctest runs them one at a time (RESOURCE_LOCK).
NAME=$1
SCRIPT=$2
shift 2
if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
  echo "SKIP $NAME: node and npm are not installed (scripts/deps.sh installs nodejs and npm)"
  exit 77
fi
cd "$(dirname "$0")" || exit 1
if [ ! -f node_modules/@duckdb/node-api/package.json ]; then
  echo "$NAME: npm ci (@duckdb/node-api of package-lock.json)"
  npm ci --no-audit --no-fund || { echo "$NAME: npm ci failed: is the npm registry reachable?"; exit 1; }
fi
exec node "$SCRIPT" "$@"
