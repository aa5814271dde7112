// ctest trace/parquet-duckdb: the Parquet trace encoder (src/exec/trace_parquet.c) read back by DuckDB.
//
//     node tests/duckdb/parquet.mjs --test build/tests/test_trace_parquet [--gpuisa build/gpuisa] [--keep DIR]
//
// `test_trace_parquet --write DIR` encodes synthetic records (4 row groups of 1, 1000, 70000 and 7
// rows: lane -1, every space, kind and status, values of 1 to 16 bytes and none, addresses >= 2^63,
// pcs with no text or beyond the texts, texts with quotes, commas and UTF-8) to DIR/NAME.parquet
// and writes DIR/NAME.csv, the CSV of docs/memory-trace.md for the same records, formatted there
// with snprintf. For each NAME this checks that
//   - read_parquet gives exactly the rows of DuckDB's read of the CSV, row by row in file order,
//     all 15 columns (the CSV read with the schema's types; `force_not_null = ['inst']`: an empty
//     CSV field is NULL to DuckDB, an empty `inst` in the Parquet file is '');
//   - the column names and DuckDB types are the schema's: BIGINT, address UBIGINT, text VARCHAR;
//   - parquet_schema() and parquet_metadata() show the intended physical and logical types,
//     repetition, encodings, codec, row groups, and min/max statistics equal to SQL's min/max.
// With --gpuisa, also real traces: `gpuisa run --trace-memory T.parquet` (and the same run with
// T.csv) of an AMDGPU and a SASS launch and an AMDGPU single run must read back as the CSV's rows
// too, with the row groups the run's writer cut.
// Prints one line per check and `N checks passed, M failed`; exit status 1 on a failure.
import { DuckDBInstance } from '@duckdb/node-api';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : dflt;
};
const TEST = path.resolve(opt('--test', 'build/tests/test_trace_parquet'));
const KEEP = opt('--keep', null);
const GPUISA = opt('--gpuisa', null);
const TMP = KEEP ? path.resolve(KEEP) : fs.mkdtempSync(path.join(os.tmpdir(), 'gpuisa-parquet-'));
fs.mkdirSync(TMP, { recursive: true });
execFileSync(TEST, ['--write', TMP], { stdio: ['ignore', 'inherit', 'inherit'] });

const COLS = ['isa', 'target', 'group_x', 'group_y', 'group_z', 'wave', 'pc', 'inst', 'lane', 'space', 'address',
              'size', 'kind', 'value', 'status'];
const TYPES = { isa: 'VARCHAR', target: 'VARCHAR', group_x: 'BIGINT', group_y: 'BIGINT', group_z: 'BIGINT', wave: 'BIGINT',
                pc: 'BIGINT', inst: 'VARCHAR', lane: 'BIGINT', space: 'VARCHAR', address: 'UBIGINT', size: 'BIGINT',
                kind: 'VARCHAR', value: 'VARCHAR', status: 'VARCHAR' };
const TEXT = ['isa', 'target', 'inst', 'space', 'kind', 'status'];

let passed = 0, failed = 0;
function check(what, ok, detail) {
  if (ok) passed++;
  else failed++;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok || detail === undefined ? '' : ': ' + detail}`);
}
const eq = (what, got, want) => check(`${what} = ${want}`, got === want, `got ${got}`);
const q = (s) => "'" + s.replace(/'/g, "''") + "'";
const num = (v) => (v === null || v === undefined ? 0 : Number(v));

const db = await DuckDBInstance.create(':memory:');
const con = await db.connect();
const rows = async (sql) => (await con.runAndReadAll(sql)).getRowObjectsJS();

const FILES = [
  { name: 'trace', rows: 71008, groups: 4 },   // 1 + 1000 + 70000 + 7
  { name: 'novalues', rows: 300, groups: 1 },
  { name: 'empty', rows: 0, groups: 0 },
  { name: 'zerorows', rows: 0, groups: 1 },
];
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const r = (...p) => path.join(ROOT, ...p);
const REAL = [
  { name: 'real-amdgpu-mygemm_tiled', run: ['--isa=amdgpu', '--mcpu=gfx900', '--launch', r('tests/launch/amdgpu/launch/mygemm_tiled.json'),
                                            r('tests/launch/amdgpu/s/gfx900/mygemm_tiled.s')] },
  { name: 'real-sass-matmul_tiled', run: ['--isa=sass', '--mcpu=sm_50', '--launch', r('tests/launch/sass/kernels/matmul_tiled.json'),
                                          r('tests/launch/sass/kernels/matmul_tiled.s')] },
  { name: 'real-amdgpu-single', run: ['--isa=amdgpu', '--mcpu=gfx900', '--state', r('tests/lit/amdgpu/Inputs/mem-patterns.json'),
                                      r('tests/lit/amdgpu/mem-patterns.s')] },
];
if (GPUISA) {
  for (const c of REAL) {
    const csv = path.join(TMP, c.name + '.csv'), pq = path.join(TMP, c.name + '.parquet');
    for (const out of [csv, pq])
      execFileSync(path.resolve(GPUISA), ['run', ...c.run.slice(0, -1), '--trace-memory', out, c.run.at(-1)], { stdio: ['ignore', 'ignore', 'inherit'] });
    const lines = fs.readFileSync(csv, 'utf8').split('\n').length - 2;
    // the run's writer cuts row groups by its chunks: their count and sizes come from the file's metadata
    FILES.push({ name: c.name, rows: lines, groups: null, real: true, csvBytes: fs.statSync(csv).size });
  }
}
for (const f of FILES) {
  const pq = path.join(TMP, f.name + '.parquet'), csv = path.join(TMP, f.name + '.csv');
  const desc = await rows(`DESCRIBE SELECT * FROM read_parquet(${q(pq)})`);
  eq(`${f.name}: columns`, desc.map((d) => d.column_name).join(','), COLS.join(','));
  const off = desc.filter((d) => TYPES[d.column_name] !== d.column_type);
  check(`${f.name}: DuckDB types BIGINT, address UBIGINT, text VARCHAR`, off.length === 0,
        off.map((d) => `${d.column_name} ${d.column_type}`).join(', '));

  const types = '{' + COLS.map((c) => `${q(c)}: ${q(TYPES[c])}`).join(', ') + '}';
  await con.run('DROP TABLE IF EXISTS p; DROP TABLE IF EXISTS c');
  await con.run(`CREATE TABLE p AS SELECT * FROM read_parquet(${q(pq)})`);
  await con.run(`CREATE TABLE c AS SELECT * FROM read_csv(${q(csv)}, header = true, columns = ${types},
                 force_not_null = ['inst'])`);
  const [n] = await rows(`SELECT (SELECT count(*) FROM p) AS p, (SELECT count(*) FROM c) AS c`);
  eq(`${f.name}: rows of the Parquet file`, num(n.p), f.rows);
  eq(`${f.name}: rows of the CSV`, num(n.c), f.rows);
  // row by row in file order (rowid: insertion order), every column, NULLs equal to NULLs
  const differ = COLS.map((c) => `a.${c} IS DISTINCT FROM b.${c}`).join(' OR ');
  const bad = await rows(`SELECT a.rowid AS r, b.rowid AS rc, ${COLS.map((c) => `a.${c} AS p_${c}, b.${c} AS c_${c}`).join(', ')}
                          FROM p a FULL JOIN c b ON a.rowid = b.rowid WHERE a.rowid IS NULL OR b.rowid IS NULL OR ${differ} LIMIT 3`);
  check(`${f.name}: every row and column equals the CSV's`, bad.length === 0,
        JSON.stringify(bad[0], (k, v) => (typeof v === 'bigint' ? v.toString() : v)));

  const schema = await rows(`SELECT name, type, repetition_type, converted_type, logical_type, num_children
                             FROM parquet_schema(${q(pq)})`);
  eq(`${f.name}: parquet_schema elements (root + 15)`, schema.length, 16);
  eq(`${f.name}: root num_children`, num(schema[0].num_children), 15);
  const sbad = [];
  for (const s of schema.slice(1)) {
    const text = TEXT.includes(s.name) || s.name === 'value';
    const want = {
      type: text ? 'BYTE_ARRAY' : 'INT64',
      repetition_type: s.name === 'value' ? 'OPTIONAL' : 'REQUIRED',
      converted_type: text ? 'UTF8' : s.name === 'address' ? 'UINT_64' : null,
    };
    for (const k of Object.keys(want)) if (s[k] !== want[k]) sbad.push(`${s.name} ${k} ${s[k]} (want ${want[k]})`);
    const lt = String(s.logical_type ?? '');
    if (text && !/String/i.test(lt)) sbad.push(`${s.name} logical_type ${lt}`);
    // DuckDB prints the i8 bitWidth as a character: 64 is '@'
    if (s.name === 'address' && !/^IntType\(bitWidth=(64|@), isSigned=(0|false)\)$/.test(lt))
      sbad.push(`address logical_type ${lt}`);
  }
  check(`${f.name}: parquet_schema types, repetition, UTF8/STRING, address UINT_64/INTEGER(64, unsigned)`,
        sbad.length === 0, sbad.join('; '));

  const meta = await rows(`SELECT row_group_id, row_group_num_rows, path_in_schema, type, encodings, compression,
                                  num_values, stats_min_value, stats_max_value, stats_null_count, dictionary_page_offset
                           FROM parquet_metadata(${q(pq)}) ORDER BY row_group_id, column_id`);
  const sizes = [...new Map(meta.map((m) => [num(m.row_group_id), num(m.row_group_num_rows)])).values()];
  if (f.groups === null) {
    f.groups = sizes.length;
    eq(`${f.name}: the row groups' rows add up to the CSV's`, sizes.reduce((a, b) => a + b, 0), f.rows);
  }
  eq(`${f.name}: column chunks`, meta.length, 15 * f.groups);
  const mbad = [];
  for (const m of meta) {
    const text = TEXT.includes(m.path_in_schema);
    const enc = text ? 'PLAIN, RLE_DICTIONARY' : m.path_in_schema === 'value' ? 'PLAIN, RLE' : 'DELTA_BINARY_PACKED';
    if (m.encodings !== enc) mbad.push(`${m.path_in_schema} encodings ${m.encodings}`);
    if (m.compression !== 'UNCOMPRESSED') mbad.push(`${m.path_in_schema} compression ${m.compression}`);
    if (num(m.num_values) !== num(m.row_group_num_rows)) mbad.push(`${m.path_in_schema} num_values ${m.num_values}`);
    if (text !== (m.dictionary_page_offset !== null)) mbad.push(`${m.path_in_schema} dictionary_page_offset ${m.dictionary_page_offset}`);
  }
  check(`${f.name}: parquet_metadata encodings (text: PLAIN, RLE_DICTIONARY; integers: DELTA_BINARY_PACKED; value: PLAIN, RLE), UNCOMPRESSED`,
        mbad.length === 0, mbad.slice(0, 4).join('; '));
  const groups = [...new Set(meta.map((m) => num(m.row_group_id)))].length;
  eq(`${f.name}: row groups`, groups, f.groups);

  if (f.rows) {
    // statistics of the integer columns: SQL's min/max per row group (rows in file order by rowid)
    const bounds = [1, 1000, 70000, 7];
    const sbad2 = [];
    let start = 0;
    for (let g = 0; g < f.groups; g++) {
      const len = f.name === 'trace' ? bounds[g] : f.real ? sizes[g] : f.rows;
      const ints = ['group_x', 'group_y', 'group_z', 'wave', 'pc', 'lane', 'address', 'size'];
      const [mm] = await rows(`SELECT ${ints.map((c) => `min(${c})::VARCHAR AS min_${c}, max(${c})::VARCHAR AS max_${c}`).join(', ')},
                                      count(*) FILTER (WHERE value IS NULL) AS nulls
                               FROM p WHERE rowid >= ${start} AND rowid < ${start + len}`);
      for (const c of ints) {
        const m = meta.find((x) => num(x.row_group_id) === g && x.path_in_schema === c);
        if (m.stats_min_value !== mm[`min_${c}`] || m.stats_max_value !== mm[`max_${c}`])
          sbad2.push(`group ${g} ${c}: ${m.stats_min_value}..${m.stats_max_value}, SQL ${mm[`min_${c}`]}..${mm[`max_${c}`]}`);
      }
      const v = meta.find((x) => num(x.row_group_id) === g && x.path_in_schema === 'value');
      if (num(v.stats_null_count) !== num(mm.nulls)) sbad2.push(`group ${g} value null_count ${v.stats_null_count}, SQL ${mm.nulls}`);
      start += len;
    }
    check(`${f.name}: min/max statistics of the integers and value's null count = SQL's, per row group`,
          sbad2.length === 0, sbad2.slice(0, 4).join('; '));
  }
  if (f.real) {
    const size = fs.statSync(pq).size;
    console.log(`     ${f.name}: Parquet ${size} bytes (${(size / f.rows).toFixed(1)} a row), CSV ${f.csvBytes} (${(f.csvBytes / f.rows).toFixed(1)} a row)`);
    check(`${f.name}: the Parquet file is smaller than a third of the CSV`, size * 3 < f.csvBytes, `${size} vs ${f.csvBytes}`);
  }
  if (f.name === 'trace') {
    const [x] = await rows(`SELECT count(*) FILTER (WHERE address >= 9223372036854775808) AS high,
                                   count(*) FILTER (WHERE lane = -1) AS wide,
                                   count(*) FILTER (WHERE value IS NULL) AS nulls,
                                   count(*) FILTER (WHERE value IS NULL AND status = 'ok') AS ok_nulls,
                                   count(DISTINCT size) AS sizes, count(DISTINCT kind) AS kinds, count(DISTINCT status) AS statuses,
                                   count(*) FILTER (WHERE inst = '') AS noinst,
                                   count(*) FILTER (WHERE pc >= 6) AS beyond,
                                   count(*) FILTER (WHERE status = 'ok' AND length(value) <> 2 + 2 * size) AS badlen
                            FROM p`);
    check('trace: covers addresses >= 2^63, lane -1, NULL values, 5 sizes, 3 kinds, 4 statuses, empty inst, pc beyond the texts',
          num(x.high) > 0 && num(x.wide) > 0 && num(x.nulls) > 0 && num(x.sizes) === 5 && num(x.kinds) === 3 &&
          num(x.statuses) === 4 && num(x.noinst) > 0 && num(x.beyond) > 0, JSON.stringify(x, (k, v) => (typeof v === 'bigint' ? Number(v) : v)));
    eq('trace: rows of status ok without a value', num(x.ok_nulls), 0);
    eq('trace: values of 0x + 2 x size hex digits', num(x.badlen), 0);
  }
  if (f.name === 'novalues') {
    const [x] = await rows(`SELECT count(*) FILTER (WHERE value IS NOT NULL) AS v FROM p`);
    eq('novalues: values (c->values = 0: all NULL)', num(x.v), 0);
  }
}
console.log(`${passed} checks passed, ${failed} failed`);
if (!KEEP) fs.rmSync(TMP, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
