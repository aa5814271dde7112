// The playground page (web/index.html): the library compiled to WebAssembly (web/dist/gpuisa.js,
// built by scripts/build_web.sh) through the thin C API of web/playground.c. All state of the page
// lives here; the C side keeps none between calls.
'use strict';

const TARGETS = {
  amdgpu: ['gfx700', 'gfx701', 'gfx702', 'gfx703', 'gfx704', 'gfx705', 'gfx801', 'gfx802', 'gfx803', 'gfx805',
           'gfx810', 'gfx900', 'gfx902', 'gfx904', 'gfx906', 'gfx908', 'gfx909', 'gfx90a', 'gfx90c', 'gfx1010',
           'gfx1011', 'gfx1012', 'gfx1013'],
  sass: ['sm_50', 'sm_52', 'sm_53'],
  visa: ['dg2', 'mtl', 'pvc'],
};
const DEFAULT_TARGET = { amdgpu: 'gfx900', sass: 'sm_50', visa: 'pvc' };

// One small program per ISA that reads and writes memory, with its state.
const EXAMPLES = {
  amdgpu: {
    source: `// b[i] = a[i] + i in the 8 lanes that exec enables (wave64)
v_mbcnt_lo_u32_b32 v0, -1, 0         // v0 = lane id
v_mbcnt_hi_u32_b32 v0, -1, v0
v_lshlrev_b32 v1, 2, v0              // byte offset 4 * lane
global_load_dword v2, v1, s[0:1]     // a[lane]
s_waitcnt vmcnt(0)
v_add_u32 v3, v2, v0                 // a[lane] + lane
global_store_dword v1, v3, s[2:3]    // b[lane]
s_endpgm
`,
    state: `{"exec": "0x00000000000000ff",
 "regs": {"s0": "0x1000", "s1": 0, "s2": "0x2000", "s3": 0},
 "memory": [{"space": "global", "address": "0x1000", "type": "u32", "values": [10, 20, 30, 40, 50, 60, 70, 80]},
            {"space": "global", "address": "0x2000", "type": "u32", "values": [0, 0, 0, 0, 0, 0, 0, 0]}],
 "dump": [{"space": "global", "address": "0x2000", "type": "u32", "count": 8}]}
`,
  },
  sass: {
    source: `// b[i] = a[i] + i in 8 lanes: R2 = i, R4 = &a[0], b at &a[0] + 0x40
LEA.LO R0, R2, R4, 2 ;   // R0 = R4 + (R2 << 2)
LD.32 R1, [R0] ;         // R1 = a[i]
IADD R5, R1, R2 ;        // R5 = a[i] + i
ST.32 [R0+0x40], R5 ;    // b[i] = R5
EXIT ;
`,
    state: `{"lanes": 8,
 "regs": {"R2": [0, 1, 2, 3, 4, 5, 6, 7], "R4": "0x1000"},
 "memory": [{"space": "global", "address": "0x1000", "type": "u32", "values": [10, 20, 30, 40, 50, 60, 70, 80]},
            {"space": "global", "address": "0x1040", "type": "u32", "values": [0, 0, 0, 0, 0, 0, 0, 0]}],
 "dump": [{"space": "global", "address": "0x1040", "type": "u32", "count": 8}]}
`,
  },
  visa: {
    source: `// b[i] = a[i] + 100 in SIMD8: VOFF[i] = &a[i], b at &a[0] + 0x100
.version 4.1
.kernel "playground"
.decl VOFF v_type=G type=uq num_elts=8 align=GRF
.decl VVAL v_type=G type=ud num_elts=8 align=GRF
lsc_load.ugm (M1,8) VVAL:d32 flat[VOFF]:a64
add (M1,8) VVAL(0,0)<1> VVAL(0,0)<1;1,0> 0x64:ud
lsc_store.ugm (M1,8) flat[VOFF+0x100]:a64 VVAL:d32
ret (M1, 1)
`,
    state: `{"regs": {"VOFF": ["0x1000", "0x1004", "0x1008", "0x100c", "0x1010", "0x1014", "0x1018", "0x101c"]},
 "memory": [{"space": "global", "address": "0x1000", "type": "u32", "values": [1, 2, 3, 4, 5, 6, 7, 8]},
            {"space": "global", "address": "0x1100", "type": "u32", "values": [0, 0, 0, 0, 0, 0, 0, 0]}],
 "dump": [{"space": "global", "address": "0x1100", "type": "u32", "count": 8}]}
`,
  },
};

const $ = (id) => document.getElementById(id);
let M = null;            // the emscripten module
let timer = 0;           // the debounce timer of the assembler
let lastAssembly = null; // the answer of the last pg_assemble

// Call a pg_* function with string and number arguments; parse its JSON answer.
function call(name, ...args) {
  const ptrs = [];
  const cargs = args.map((a) => {
    if (typeof a === 'number') return a;
    const n = M.lengthBytesUTF8(a) + 1;
    const p = M._malloc(n);
    M.stringToUTF8(a, p, n);
    ptrs.push(p);
    return p;
  });
  const out = M['_' + name](...cargs);
  ptrs.forEach((p) => M._free(p));
  const text = M.UTF8ToString(out);
  M._pg_free(out);
  return JSON.parse(text);
}

const flags = () => ($('compat').checked ? 1 : 0);
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const hex = (v) => '0x' + Number(v).toString(16);

function fillTargets() {
  const isa = $('isa').value;
  $('mcpu').innerHTML = TARGETS[isa].map((t) => `<option${t === DEFAULT_TARGET[isa] ? ' selected' : ''}>${t}</option>`).join('');
}

function loadExample() {
  const ex = EXAMPLES[$('isa').value];
  $('source').value = ex.source;
  $('state').value = ex.state;
  assemble();
}

// Assemble the text and show the encodings next to their lines and the diagnostics below.
function assemble() {
  if (!M) return;
  const src = $('source').value;
  const r = call('pg_assemble', $('isa').value, $('mcpu').value, '', flags(), src);
  lastAssembly = r;
  $('listing').dataset.source = src; // the text the listing shows (tests wait for it)
  const lines = src.split('\n');
  const rows = lines.map(() => []);
  const cls = lines.map(() => '');
  if (!r.ok) {
    $('listing').textContent = '';
    $('diags').textContent = r.error;
    $('diag-count').textContent = '';
    $('status').textContent = r.error;
    return;
  }
  for (const i of r.insts) {
    if (i.line >= 1 && i.line <= rows.length) rows[i.line - 1].push(i.encoding + (i.note ? ' ' + i.note : ''));
  }
  for (const d of r.diags) {
    if (d.line >= 1 && d.line <= rows.length) {
      rows[d.line - 1].push(`${d.severity}: ${d.message}`);
      if (cls[d.line - 1] !== 'error') cls[d.line - 1] = d.severity;
    }
  }
  $('listing').innerHTML = rows.map((r, k) => `<span class="row ${cls[k]}">${esc(r.join('  ')) || ' '}</span>`).join('\n');
  $('diags').textContent = r.diags.map((d) => d.text).join('');
  $('diags').className = r.errors ? 'has-errors' : '';
  $('diag-count').textContent = `(${r.errors} error${r.errors === 1 ? '' : 's'}, ${r.warnings} warning${r.warnings === 1 ? '' : 's'})`;
  $('status').textContent = `${r.insts.length} instructions, ${r.size} bytes`;
  syncScroll();
}

function scheduleAssemble() {
  clearTimeout(timer);
  timer = setTimeout(assemble, 150);
}

function syncScroll() {
  $('listing').scrollTop = $('source').scrollTop;
}

// The lanes worth showing: up to the highest lane of the exec mask (AMDGPU) or of any access.
function lanesShown(r) {
  let n = r.lanes || 1;
  const exec = r.result && r.result.regs && r.result.regs.exec;
  if (typeof exec === 'string' && /^0x[0-9a-f]+$/i.test(exec)) {
    const m = BigInt(exec);
    n = m === 0n ? 1 : m.toString(2).length;
  }
  return Math.max(1, Math.min(n, r.lanes || n));
}

function fmt(v) {
  if (typeof v === 'number') return $('radix').value === 'hex' ? hex(v) : String(v);
  return String(v);
}

function showRegs(r) {
  const regs = (r.result && r.result.regs) || {};
  const preds = (r.result && r.result.preds) || {};
  const lanes = lanesShown(r);
  let width = 1;
  for (const v of Object.values(regs)) if (Array.isArray(v)) width = Math.max(width, r.isa === 'visa' ? v.length : Math.min(v.length, lanes));
  let h = `<table class="grid"><tr><th></th>${width > 1 ? [...Array(width).keys()].map((l) => `<th>${r.isa === 'visa' ? 'el' : 'lane'} ${l}</th>`).join('') : '<th>value</th>'}</tr>`;
  const row = (name, v, cell) => {
    const vals = Array.isArray(v) ? v.slice(0, width) : [v];
    return `<tr><th class="name">${esc(name)}</th>${vals.map((x) => `<td title="${esc(typeof x === 'number' ? hex(x) : x)}">${esc(cell(x))}</td>`).join('')}</tr>`;
  };
  for (const [k, v] of Object.entries(regs)) h += row(k, v, fmt);
  for (const [k, v] of Object.entries(preds)) h += row(k, v, (x) => (x ? 'T' : 'F'));
  const cc = (r.result && r.result.cc) || {};
  for (const [k, v] of Object.entries(cc)) h += row('CC.' + k, v, (x) => (x ? '1' : '0'));
  $('regs').innerHTML = h + '</table>';
}

function showMemory(r) {
  const mem = (r.result && r.result.memory) || [];
  const faults = (r.result && r.result.faults) || [];
  let h = '';
  for (const m of mem) {
    const size = { u8: 1, s8: 1, u16: 2, s16: 2, f16: 2, u32: 4, s32: 4, f32: 4, u64: 8, s64: 8, f64: 8 }[m.type] || 4;
    h += `<div class="mem"><div class="muted">${esc(m.space)} ${hex(m.address)} ${esc(m.type)} × ${m.values.length}</div><table class="grid">`;
    for (let i = 0; i < m.values.length; i += 8) {
      h += `<tr><th class="name">${hex(m.address + i * size)}</th>${m.values.slice(i, i + 8).map((x) => `<td>${esc(fmt(x))}</td>`).join('')}</tr>`;
    }
    h += '</table></div>';
  }
  if (!mem.length) h += '<div class="muted">no "dump" ranges in the state</div>';
  if (faults.length) {
    h += '<div class="faults">faults:<ul>' + faults.map((f) => `<li>pc ${f.pc} lane ${f.lane}: ${esc(f.kind)} at ${hex(f.address)}</li>`).join('') + '</ul></div>';
  }
  $('memory').innerHTML = h;
}

// The access picture: per instruction, a lanes × address grid (one column per access unit from
// the lowest to the highest address, or per distinct address when that range is too wide).
function showAccesses(r) {
  const acc = r.accesses || [];
  const texts = (r.insts || []).map((i) => i.text);
  const byPc = new Map();
  for (const a of acc) {
    if (!byPc.has(a.pc)) byPc.set(a.pc, []);
    byPc.get(a.pc).push(a);
  }
  const C = 16, LW = 52, TH = 16;
  let h = '';
  for (const [pc, list] of byPc) {
    const unit = Math.min(...list.map((a) => a.size)) || 1;
    const base = Math.min(...list.map((a) => a.address));
    const top = Math.max(...list.map((a) => a.address + a.size));
    let cols, colOf;
    if ((top - base) / unit <= 64) {
      cols = [];
      for (let x = base; x < top; x += unit) cols.push(x);
      colOf = (addr) => Math.floor((addr - base) / unit);
    } else {
      cols = [...new Set(list.map((a) => a.address))].sort((a, b) => a - b).slice(0, 64);
      colOf = (addr) => cols.indexOf(addr);
    }
    const lanes = [...new Set(list.map((a) => a.lane))].sort((a, b) => a - b);
    const w = LW + cols.length * C + 4, hgt = TH + lanes.length * C + 4;
    let s = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" class="access">`;
    cols.forEach((x, k) => {
      if (k % 4 === 0) s += `<text x="${LW + k * C + 2}" y="${TH - 4}" class="addr">+0x${(x - base).toString(16)}</text>`;
    });
    lanes.forEach((l, k) => {
      s += `<text x="${LW - 6}" y="${TH + k * C + 12}" class="lane" text-anchor="end">${l < 0 ? 'scalar' : 'lane ' + l}</text>`;
      for (let c = 0; c < cols.length; c++) s += `<rect x="${LW + c * C}" y="${TH + k * C}" width="${C - 1}" height="${C - 1}" class="empty"/>`;
    });
    for (const a of list) {
      const k = lanes.indexOf(a.lane), c0 = colOf(a.address);
      if (c0 < 0) continue;
      const span = Math.max(1, Math.min(cols.length - c0, Math.round(a.size / unit)));
      const kind = a.status !== 'ok' ? 'bad' : a.write ? 'store' : 'load';
      s += `<rect x="${LW + c0 * C}" y="${TH + k * C}" width="${span * C - 1}" height="${C - 1}" class="${kind}"><title>lane ${a.lane} ${a.write ? 'store' : 'load'} ${a.space} ${hex(a.address)} ${a.size} B ${a.value || a.status}</title></rect>`;
    }
    s += '</svg>';
    const kinds = [...new Set(list.map((a) => (a.write ? 'store' : 'load')))].join('+');
    h += `<div class="pc"><div><b>pc ${pc}</b> <code>${esc(texts[pc] || '')}</code> <span class="muted">${kinds}, ${list[0].space} from ${hex(base)}, ${unit} B per column, ${list.length} lane accesses</span></div>${s}</div>`;
  }
  if (acc.length) h = '<div class="legend"><span class="load"></span> load <span class="store"></span> store <span class="bad"></span> failed</div>' + h;
  else h = '<div class="muted">no memory accesses</div>';
  if (r.accesses_dropped) h += `<div class="muted">${r.accesses_dropped} further accesses not shown</div>`;
  $('picture').innerHTML = h;
  $('accesses').innerHTML = '<table class="grid"><tr><th>pc</th><th>lane</th><th>kind</th><th>space</th><th>address</th><th>size</th><th>value</th></tr>' +
    acc.map((a) => `<tr><td>${a.pc}</td><td>${a.lane}</td><td>${a.write ? 'store' : 'load'}</td><td>${a.space}</td><td>${hex(a.address)}</td><td>${a.size}</td><td>${esc(a.value || a.status)}</td></tr>`).join('') + '</table>';
}

let lastRun = null;
function run() {
  if (!M) return;
  const r = call('pg_run', $('isa').value, $('mcpu').value, '', flags(), $('source').value, $('state').value);
  r.isa = $('isa').value;
  lastRun = r;
  if (!r.ok) {
    $('run-status').className = 'error';
    $('run-status').textContent = r.error + (r.diags && r.diags.length ? '\n' + r.diags.map((d) => d.text).join('') : '');
    $('regs').innerHTML = $('memory').innerHTML = $('picture').innerHTML = $('accesses').innerHTML = '';
    return;
  }
  const nf = (r.result && r.result.faults && r.result.faults.length) || 0;
  $('run-status').className = r.status === 'end' && !nf ? 'ok' : 'error';
  $('run-status').textContent = `${r.status}: ${r.result ? r.result.instructions : 0} instructions, ${nf} fault${nf === 1 ? '' : 's'}, ` +
    `${r.accesses.length + r.accesses_dropped} lane accesses` + (r.run_error ? ` — ${r.run_error}` : '');
  redrawRun();
}

function redrawRun() {
  if (!lastRun || !lastRun.ok) return;
  showRegs(lastRun);
  showMemory(lastRun);
  showAccesses(lastRun);
}

function init() {
  $('radix').addEventListener('change', redrawRun);
  fillTargets();
  $('isa').addEventListener('change', () => { fillTargets(); loadExample(); });
  $('mcpu').addEventListener('change', assemble);
  $('compat').addEventListener('change', assemble);
  $('example').addEventListener('click', loadExample);
  $('source').addEventListener('input', scheduleAssemble);
  $('source').addEventListener('scroll', syncScroll);
  $('run').addEventListener('click', run);
  const params = new URLSearchParams(location.search);
  if (params.get('isa') && TARGETS[params.get('isa')]) { $('isa').value = params.get('isa'); fillTargets(); }
  $('source').value = EXAMPLES[$('isa').value].source;
  $('state').value = EXAMPLES[$('isa').value].state;
  createGpuisa().then((mod) => {
    M = mod;
    document.body.dataset.ready = '1';
    assemble();
  }, (e) => { $('status').textContent = 'could not load the WebAssembly module: ' + e; });
}

init();
