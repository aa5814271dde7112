// Regenerates the small Parquet traces of tests/lit/run/Inputs/parquet (README.md there) with
// DuckDB, from traces `gpuisa run --trace-memory` writes (the mem-patterns lit tests, a launch):
//
//     node tests/duckdb/make_lit_parquet.mjs [--gpuisa build/gpuisa]
//
// Each file is the CSV trace copied by DuckDB's COPY ... TO (FORMAT parquet, ...) with the
// options below; the lit test tests/lit/run/report-parquet.s reads them with `gpuisa report`.
import { DuckDBInstance } from '@duckdb/node-api';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const i = process.argv.indexOf('--gpuisa');
const GPUISA = path.resolve(i >= 0 ? process.argv[i + 1] : path.join(ROOT, 'build', 'gpuisa'));
const OUT = path.join(ROOT, 'tests', 'lit', 'run', 'Inputs', 'parquet');
const TMP = fs.mkdtempSync(path.join(os.tmpdir(), 'gpuisa-litpq-'));
const r = (...p) => path.join(ROOT, ...p);

export const FILES = [
  // PLAIN_DICTIONARY data pages v1 (DuckDB's default), zstd
  { out: 'sass-mem-patterns.zstd.parquet', isa: 'sass', mcpu: 'sm_50', opts: 'COMPRESSION zstd' },
  // PARQUET_VERSION V2 without dictionaries: DELTA_BINARY_PACKED integers, DELTA_LENGTH_BYTE_ARRAY
  // strings (RLE_DICTIONARY where DuckDB still chose one), snappy
  { out: 'sass-mem-patterns.v2-delta.snappy.parquet', isa: 'sass', mcpu: 'sm_50',
    opts: 'COMPRESSION snappy, PARQUET_VERSION V2, DICTIONARY_SIZE_LIMIT 1' },
  // PLAIN values, gzip, two row groups (3200 rows; ROW_GROUP_SIZE 1024 gives groups of 2048 and 1152): the
  // SHOC Triad launch of tests/duckdb/readback.mjs (4 x 256 work-items, gfx1010)
  { out: 'amdgpu-triad.plain.gzip.parquet', isa: 'amdgpu', mcpu: 'gfx1010',
    run: ['--launch', r('tests/launch/amdgpu/launch/triad.json'), '--kernel', 'Triad', r('tests/corpus/amdgpu/s/gfx1010/shoc_triad.s')],
    opts: 'COMPRESSION gzip, DICTIONARY_SIZE_LIMIT 1, ROW_GROUP_SIZE 1024' },
];

const db = await DuckDBInstance.create(':memory:');
const con = await db.connect();
for (const f of FILES) {
  const csv = path.join(TMP, f.out + '.csv');
  const run = f.run || ['--state', r('tests/lit', f.isa, 'Inputs/mem-patterns.json'), r('tests/lit', f.isa, 'mem-patterns.s')];
  execFileSync(GPUISA, ['run', `--isa=${f.isa}`, `--mcpu=${f.mcpu}`, ...run.slice(0, -1), '--trace-memory', csv, run.at(-1)],
               { stdio: ['ignore', 'ignore', 'inherit'] });
  const out = path.join(OUT, f.out);
  await con.run(`COPY (SELECT * FROM read_csv('${csv}', header = true, types = {'value': 'VARCHAR'})) TO '${out}' (FORMAT parquet, ${f.opts})`);
  console.log(`${f.out}: ${fs.statSync(out).size} bytes`);
}
fs.rmSync(TMP, { recursive: true, force: true });
