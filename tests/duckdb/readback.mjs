// ctest trace/duckdb (issue 23): gpuisa's memory traces read back by DuckDB.
//
//     node tests/duckdb/readback.mjs [--gpuisa build/gpuisa] [--keep DIR]
//
// For single runs and launches of each ISA, runs `gpuisa run ... --trace-memory T.csv` and
// `... --trace-memory T.csv.gz`, then `gpuisa report T.csv --json`, reads both traces with
// DuckDB's read_csv (header line, types inferred) and checks:
//   - the types DuckDB infers are those of the schema of docs/memory-trace.md ("The trace
//     file"): integers BIGINT, text VARCHAR; `value` (0x + hex digits, text) is read as
//     VARCHAR only when the query says so (types = {'value': 'VARCHAR'}, as the docs' SQL does),
//     and the hex text converts to a number by CAST (...  AS UBIGINT) (docs "Reading a trace
//     elsewhere");
//   - the gzip trace holds the same rows as the plain one;
//   - the row count equals the report's total lane accesses, and per instruction and space the
//     executions, lane accesses, lanes, bytes, sectors, lines, bytes moved, bank-conflict ways
//     and extra wavefronts that SQL computes from the rows (the definitions of docs/memory-trace.md
//     "gpuisa report", with the geometry table's figures, written here independently of
//     tools/cmd_report.c) equal the report's JSON;
//   - DuckDB's Parquet copies of the trace (COPY t TO 'T.parquet' (FORMAT parquet, ...): the
//     codecs uncompressed, snappy, zstd, gzip; PARQUET_VERSION V2 with DELTA encodings; PLAIN values
//     in row groups of 2048 rows) give `gpuisa report T.parquet --json` exactly the CSV's report;
//   - Parquet files the report refuses, each with its message (a missing column, nested and list
//     columns, a DOUBLE pc, the LZ4 and BROTLI codecs, a null pc), and INT32 integers it reads;
//   - one aggregate derived by hand: the SHOC Triad launch (C[i] = A[i] + s B[i], 4 x 256
//     work-items, three f32 buffers of 1024 elements, each 256-byte aligned by the launcher:
//     docs/amdgpu-launch.md) touches 3 x 4096 / 128 = 96 distinct 128-byte lines and
//     3 x 4096 / 32 = 384 distinct 32-byte sectors with its lane accesses, each element once
//     per buffer: 3072 lane accesses of 4 bytes, 1024 of them stores.
// Prints one line per check and `N checks passed, M failed`; exit status 1 on a failure.
import { DuckDBInstance } from '@duckdb/node-api';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : dflt;
};
const GPUISA = path.resolve(opt('--gpuisa', path.join(ROOT, 'build', 'gpuisa')));
const KEEP = opt('--keep', null);
const TMP = KEEP ? path.resolve(KEEP) : fs.mkdtempSync(path.join(os.tmpdir(), 'gpuisa-duckdb-'));
fs.mkdirSync(TMP, { recursive: true });

const r = (...p) => path.join(ROOT, ...p);
// The geometry table of docs/memory-trace.md: sector, line, banks x 4 bytes, lanes served together.
function geometry(isa, target) {
  if (isa === 'sass') return { sector: 32, line: 128, banks: 32, lanes: 32 };
  if (isa === 'amdgpu') return { sector: 32, line: target.startsWith('gfx9') ? 64 : 128, banks: 32, lanes: 32 };
  return { sector: 32, line: 64, banks: 16, lanes: 16 };   // visa dg2, mtl, pvc
}

const CASES = [
  { name: 'sass-single', isa: 'sass', target: 'sm_50',
    run: ['--isa=sass', '--mcpu=sm_50', '--state', r('tests/lit/sass/Inputs/mem-patterns.json'), r('tests/lit/sass/mem-patterns.s')] },
  { name: 'sass-launch-matmul_tiled', isa: 'sass', target: 'sm_50',
    run: ['--isa=sass', '--mcpu=sm_50', '--launch', r('tests/launch/sass/kernels/matmul_tiled.json'), r('tests/launch/sass/kernels/matmul_tiled.s')] },
  { name: 'amdgpu-single', isa: 'amdgpu', target: 'gfx900',
    run: ['--isa=amdgpu', '--mcpu=gfx900', '--state', r('tests/lit/amdgpu/Inputs/mem-patterns.json'), r('tests/lit/amdgpu/mem-patterns.s')] },
  { name: 'amdgpu-launch-triad', isa: 'amdgpu', target: 'gfx1010', triad: true,
    run: ['--isa=amdgpu', '--mcpu=gfx1010', '--launch', r('tests/launch/amdgpu/launch/triad.json'), '--kernel', 'Triad',
          r('tests/corpus/amdgpu/s/gfx1010/shoc_triad.s')] },
  { name: 'amdgpu-launch-mygemm_tiled', isa: 'amdgpu', target: 'gfx900',
    run: ['--isa=amdgpu', '--mcpu=gfx900', '--launch', r('tests/launch/amdgpu/launch/mygemm_tiled.json'),
          r('tests/launch/amdgpu/s/gfx900/mygemm_tiled.s')] },
  { name: 'visa-single', isa: 'visa', target: 'dg2',
    run: ['--isa=visa', '--mcpu=dg2', '--state', r('tests/lit/visa/Inputs/mem-patterns.json'), r('tests/lit/visa/mem-patterns.s')] },
  { name: 'visa-launch-triad', isa: 'visa', target: 'pvc', triad: true,
    run: ['--isa=visa', '--mcpu=pvc', '--launch', r('tests/launch/amdgpu/launch/triad.json'), '--zebin', r('tests/corpus/visa/pvc/shoc_triad.zebin'),
          r('tests/corpus/visa/pvc/shoc_triad/Triad.simd32.visaasm')] },
  { name: 'visa-launch-mygemm_tiled', isa: 'visa', target: 'pvc',
    run: ['--isa=visa', '--mcpu=pvc', '--launch', r('tests/launch/amdgpu/launch/mygemm_tiled.json'), '--zebin',
          r('tests/corpus/visa/pvc/mygemm_tiled.zebin'), r('tests/corpus/visa/pvc/mygemm_tiled/myGEMM2.simd32.visaasm')] },
];

// The schema of docs/memory-trace.md as DuckDB types: integer columns BIGINT, text VARCHAR.
const SCHEMA = {
  isa: 'VARCHAR', target: 'VARCHAR', group_x: 'BIGINT', group_y: 'BIGINT', group_z: 'BIGINT', wave: 'BIGINT',
  pc: 'BIGINT', inst: 'VARCHAR', lane: 'BIGINT', space: 'VARCHAR', address: 'BIGINT', size: 'BIGINT',
  kind: 'VARCHAR', value: 'VARCHAR', status: 'VARCHAR',
};

// Parquet copies of each trace (`gpuisa report` reads Parquet, tools/parquet_read.c): every codec
// it supports with DuckDB's defaults (data pages v1, PLAIN_DICTIONARY), PARQUET_VERSION V2 without
// dictionaries (DELTA_BINARY_PACKED, DELTA_LENGTH_BYTE_ARRAY), PLAIN values, small row groups.
const PARQUET = [
  { name: 'uncompressed', opts: 'COMPRESSION uncompressed' },
  { name: 'snappy', opts: 'COMPRESSION snappy' },
  { name: 'zstd', opts: 'COMPRESSION zstd' },
  { name: 'gzip', opts: 'COMPRESSION gzip' },
  { name: 'v2-delta', opts: 'COMPRESSION zstd, PARQUET_VERSION V2, DICTIONARY_SIZE_LIMIT 1' },
  { name: 'plain-groups', opts: 'COMPRESSION snappy, DICTIONARY_SIZE_LIMIT 1, ROW_GROUP_SIZE 1024' },
];

let passed = 0, failed = 0;
function check(what, ok, detail) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok || detail === undefined ? '' : ': ' + detail}`);
}
const eq = (what, got, want) => check(`${what} = ${want}`, got === want, `got ${got}`);
const q = (s) => "'" + s.replace(/'/g, "''") + "'";

const db = await DuckDBInstance.create(':memory:');
const con = await db.connect();
const rows = async (sql) => (await con.runAndReadAll(sql)).getRowObjectsJS();
const num = (v) => (v === null || v === undefined ? 0 : Number(v));

const t0 = Date.now();
for (const c of CASES) {
  const csv = path.join(TMP, c.name + '.csv'), gz = csv + '.gz';
  execFileSync(GPUISA, ['run', ...c.run.slice(0, -1), '--trace-memory', csv, c.run.at(-1)], { stdio: ['ignore', 'ignore', 'inherit'] });
  execFileSync(GPUISA, ['run', ...c.run.slice(0, -1), '--trace-memory', gz, c.run.at(-1)], { stdio: ['ignore', 'ignore', 'inherit'] });
  const repText = execFileSync(GPUISA, ['report', csv, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  const rep = JSON.parse(repText);
  const g = geometry(c.isa, c.target);
  eq(`${c.name}: report line_bytes (docs' geometry)`, rep.line_bytes, g.line);

  // Types as DuckDB infers them from the header and the rows.
  const desc = await rows(`DESCRIBE SELECT * FROM read_csv(${q(csv)}, header = true)`);
  const inferred = Object.fromEntries(desc.map((d) => [d.column_name, d.column_type]));
  eq(`${c.name}: columns`, Object.keys(inferred).join(','), Object.keys(SCHEMA).join(','));
  const off = Object.keys(SCHEMA).filter((k) => k !== 'value' && inferred[k] !== SCHEMA[k]);
  check(`${c.name}: inferred types of every column but value are the schema's`, off.length === 0,
        off.map((k) => `${k} ${inferred[k]}`).join(', '));
  // value: "0x" + hex digits; DuckDB's sniffer reads 0x-prefixed numbers as integers when they fit
  // (BIGINT, UBIGINT), text otherwise: the type depends on the data, so queries name it VARCHAR.
  check(`${c.name}: value inferred as ${inferred.value} (VARCHAR, BIGINT or UBIGINT)`,
        ['VARCHAR', 'BIGINT', 'UBIGINT'].includes(inferred.value));

  await con.run('DROP TABLE IF EXISTS t; DROP TABLE IF EXISTS tz; DROP TABLE IF EXISTS e');
  await con.run(`CREATE TABLE t AS SELECT * FROM read_csv(${q(csv)}, header = true, types = {'value': 'VARCHAR'})`);
  await con.run(`CREATE TABLE tz AS SELECT * FROM read_csv(${q(gz)}, header = true, types = {'value': 'VARCHAR'})`);
  const [diff] = await rows(`SELECT (SELECT count(*) FROM (SELECT * FROM t EXCEPT ALL SELECT * FROM tz))
                                  + (SELECT count(*) FROM (SELECT * FROM tz EXCEPT ALL SELECT * FROM t)) AS d,
                                    (SELECT count(*) FROM tz) AS nz`);
  eq(`${c.name}: rows of the .gz trace not in the plain one (and back)`, num(diff.d), 0);
  // value: 2 * size hex digits after 0x
  const [val] = await rows(`SELECT count(*) FILTER (WHERE value IS NULL OR length(value) <> 2 + 2 * size OR value[1:2] <> '0x') AS bad
                            FROM t WHERE status = 'ok'`);
  eq(`${c.name}: values of 0x + 2 x size hex digits`, num(val.bad), 0);
  if (c.name === 'sass-single') {   // pc 2 (LDG [R2+0x10000], R2 = 4 l): lane l reads word l, which holds l
    const [v] = await rows(`SELECT count(*) AS n, count(*) FILTER (WHERE CAST(value AS UBIGINT) = lane) AS good
                            FROM t WHERE pc = 2 AND space = 'global'`);
    eq(`${c.name}: pc 2 values CAST(value AS UBIGINT) = lane`, num(v.good), 32);
    eq(`${c.name}: pc 2 lane accesses`, num(v.n), 32);
  }

  const [tot] = await rows(`SELECT count(*) AS n, count(*) FILTER (WHERE status = 'ok') AS ok, sum(size) FILTER (WHERE status = 'ok') AS bytes FROM t`);
  eq(`${c.name}: rows = report total lane accesses + failed`, num(tot.n), rep.totals.lane_accesses + rep.totals.failed);
  eq(`${c.name}: rows of status ok = report total lane accesses`, num(tot.ok), rep.totals.lane_accesses);
  eq(`${c.name}: bytes = report total bytes`, num(tot.bytes), rep.totals.bytes);

  // Executions: maximal runs of consecutive rows (file order) of one workgroup, wave, pc and space.
  await con.run(`CREATE TABLE e AS
    SELECT *, sum(brk) OVER (ORDER BY rid) AS ex FROM (
      SELECT rowid AS rid, *,
             CASE WHEN (group_x, group_y, group_z, wave, pc, space)
                       IS NOT DISTINCT FROM lag((group_x, group_y, group_z, wave, pc, space)) OVER (ORDER BY rowid)
                  THEN 0 ELSE 1 END AS brk
      FROM t) WHERE status = 'ok'`);
  const per = await rows(`
    WITH x AS (SELECT pc, space, ex, count(*) AS n, sum(size) AS b,
                      count(DISTINCT lane) FILTER (WHERE lane >= 0) + max(CASE WHEN lane < 0 THEN 1 ELSE 0 END) AS lanes
               FROM e GROUP BY ALL),
         u AS (SELECT pc, space, ex, unnest(range(address // ${g.sector}, (address + size - 1) // ${g.sector} + 1)) AS s
               FROM e WHERE space <> 'shared' AND size > 0),
         su AS (SELECT pc, space, ex, count(DISTINCT s) AS sectors FROM u GROUP BY ALL),
         lu AS (SELECT pc, space, ex, count(DISTINCT l) AS lines
                FROM (SELECT pc, space, ex, unnest(range(address // ${g.line}, (address + size - 1) // ${g.line} + 1)) AS l
                      FROM e WHERE space <> 'shared' AND size > 0) GROUP BY ALL),
         w AS (SELECT pc, space, ex, CASE WHEN lane < 0 THEN 0 ELSE lane // ${g.lanes} END AS grp,
                      unnest(range(address // 4, (address + size - 1) // 4 + 1)) AS word
               FROM e WHERE space = 'shared' AND size > 0),
         ways AS (SELECT pc, space, ex, grp, max(k) AS ways
                  FROM (SELECT pc, space, ex, grp, word % ${g.banks} AS bank, count(DISTINCT word) AS k FROM w GROUP BY ALL)
                  GROUP BY ALL),
         bk AS (SELECT pc, space, max(ways) AS maxways, sum(ways - 1) AS extra FROM ways GROUP BY ALL)
    SELECT x.pc, x.space, count(*) AS executions, sum(n) AS lane_accesses, sum(lanes) AS lanes, sum(b) AS bytes,
           (SELECT sum(sectors) FROM su WHERE su.pc = x.pc AND su.space = x.space) AS sectors,
           (SELECT sum(lines) FROM lu WHERE lu.pc = x.pc AND lu.space = x.space) AS lines,
           any_value(bk.maxways) AS maxways, any_value(bk.extra) AS extra
    FROM x LEFT JOIN bk ON bk.pc = x.pc AND bk.space = x.space
    GROUP BY x.pc, x.space ORDER BY x.pc, x.space`);
  const key = (pc, sp) => `${pc}/${sp}`;
  const got = new Map(per.map((p) => [key(num(p.pc), p.space), p]));
  eq(`${c.name}: instructions (pc, space)`, got.size, rep.instructions.length);
  let mism = [];
  for (const i of rep.instructions) {
    const p = got.get(key(i.pc, i.space));
    if (!p) { mism.push(`pc ${i.pc} ${i.space} missing`); continue; }
    const want = { executions: i.executions, lane_accesses: i.lane_accesses, lanes: i.lanes, bytes: i.bytes };
    const have = { executions: num(p.executions), lane_accesses: num(p.lane_accesses), lanes: num(p.lanes), bytes: num(p.bytes) };
    if (i.space === 'shared') {
      Object.assign(want, { ways: i.bank_conflict_max_ways, extra: i.bank_extra_wavefronts });
      Object.assign(have, { ways: num(p.maxways), extra: num(p.extra) });
    } else {
      Object.assign(want, { sectors: i.sectors, lines: i.lines, moved: i.bytes_moved });
      Object.assign(have, { sectors: num(p.sectors), lines: num(p.lines), moved: num(p.sectors) * g.sector });
    }
    for (const k of Object.keys(want))
      if (want[k] !== have[k]) mism.push(`pc ${i.pc} ${i.space} ${k}: report ${want[k]}, SQL ${have[k]}`);
  }
  check(`${c.name}: per instruction executions, lanes, bytes, sectors, lines, bank conflicts = the report's (${rep.instructions.length} rows)`,
        mism.length === 0, mism.slice(0, 5).join('; '));
  const [st] = await rows(`SELECT sum(sectors) AS s FROM (SELECT ex, count(DISTINCT s) AS sectors FROM
                             (SELECT ex, unnest(range(address // ${g.sector}, (address + size - 1) // ${g.sector} + 1)) AS s
                              FROM e WHERE space <> 'shared' AND size > 0) GROUP BY ex)`);
  eq(`${c.name}: sectors of every space but shared = report total sectors`, num(st.s), rep.totals.sectors);

  // The trace copied to Parquet by DuckDB in each variant: the report on it is the CSV's, byte for byte.
  for (const pv of PARQUET) {
    const pq = path.join(TMP, `${c.name}.${pv.name}.parquet`);
    await con.run(`COPY t TO ${q(pq)} (FORMAT parquet, ${pv.opts})`);
    let got;
    try {
      got = execFileSync(GPUISA, ['report', pq, '--json'], { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      got = `exit ${e.status}: ${String(e.stderr).trim()}`;
    }
    check(`${c.name}: report --json on Parquet (${pv.opts}) = on the CSV`, got === repText,
          got.length < 300 ? got : `${got.length} bytes differ from ${repText.length}`);
  }

  if (c.triad) {   // by hand: see the header comment
    const [h] = await rows(`SELECT count(DISTINCT address // 128) AS lines, count(DISTINCT address // 32) AS sectors,
                                   count(*) AS n, count(*) FILTER (WHERE kind = 'store') AS stores,
                                   count(DISTINCT (address, kind)) AS distinct_elems, min(size) AS smin, max(size) AS smax
                            FROM t WHERE space = 'global' AND lane >= 0`);
    eq(`${c.name}: distinct 128-byte lines of the lane accesses (3 x 4096 / 128)`, num(h.lines), 96);
    eq(`${c.name}: distinct 32-byte sectors (3 x 4096 / 32)`, num(h.sectors), 384);
    eq(`${c.name}: lane accesses (3 x 1024)`, num(h.n), 3072);
    eq(`${c.name}: each element once per buffer`, num(h.distinct_elems), 3072);
    eq(`${c.name}: stores (1024)`, num(h.stores), 1024);
    check(`${c.name}: every lane access 4 bytes`, num(h.smin) === 4 && num(h.smax) === 4, `${h.smin}..${h.smax}`);
  }
}
// Parquet files the report must refuse, each with its message and exit status 1 (docs/memory-trace.md
// "Trace formats gpuisa report reads"), and two it must read: INT32 integers, and the same report.
{
  const csv = path.join(TMP, 'sass-single.csv');
  await con.run(`DROP TABLE IF EXISTS t; CREATE TABLE t AS SELECT * FROM read_csv(${q(csv)}, header = true, types = {'value': 'VARCHAR'})`);
  const BAD = [
    ['no-pc', 'SELECT * EXCLUDE (pc) FROM t', '', "not a memory trace: the column 'pc' of docs/memory-trace.md is missing"],
    ['struct', "SELECT {'a': pc} AS g, * FROM t", '', "nested schema (the group 'g') is not supported: a memory trace is flat"],
    ['list', 'SELECT * REPLACE ([lane] AS lane) FROM t', '', "nested schema (the group 'lane') is not supported: a memory trace is flat"],
    ['double', 'SELECT * REPLACE (pc::DOUBLE AS pc) FROM t', '', "column 'pc' has the physical type DOUBLE; the reader takes INT32 or INT64"],
    ['lz4', 'SELECT * FROM t', ', COMPRESSION lz4', "column 'isa': compression LZ4_RAW is not supported (UNCOMPRESSED, SNAPPY, GZIP and ZSTD are)"],
    ['brotli', 'SELECT * FROM t', ', COMPRESSION brotli', "column 'isa': compression BROTLI is not supported (UNCOMPRESSED, SNAPPY, GZIP and ZSTD are)"],
    ['null-pc', 'SELECT * REPLACE (CASE WHEN rowid = 40 THEN NULL ELSE pc END AS pc) FROM t', '', "row 41: the column 'pc' is null"],
  ];
  for (const [name, sql, opts, msg] of BAD) {
    const pq = path.join(TMP, `bad-${name}.parquet`);
    await con.run(`COPY (${sql}) TO ${q(pq)} (FORMAT parquet${opts})`);
    let st = 0, out = '', err = '';
    try {
      out = execFileSync(GPUISA, ['report', pq], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (e) {
      st = e.status, out = String(e.stdout), err = String(e.stderr);
    }
    check(`Parquet ${name}: exit 1, no report, "gpuisa: FILE: ${msg}"`, st === 1 && out === '' && err === `gpuisa: ${pq}: ${msg}\n`,
          `exit ${st}, stdout ${out.length} bytes, stderr ${err.trim()}`);
  }
  const pq = path.join(TMP, 'int32.parquet');
  await con.run(`COPY (SELECT * REPLACE (pc::INTEGER AS pc, lane::INTEGER AS lane, size::INTEGER AS size) FROM t) TO ${q(pq)} (FORMAT parquet)`);
  const want = execFileSync(GPUISA, ['report', csv, '--json'], { encoding: 'utf8' });
  const got = execFileSync(GPUISA, ['report', pq, '--json'], { encoding: 'utf8' });
  check('Parquet with INT32 pc, lane and size: report --json = on the CSV', got === want);
}
console.log(`${passed} checks passed, ${failed} failed (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
if (!KEEP) fs.rmSync(TMP, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
