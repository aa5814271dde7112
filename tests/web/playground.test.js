// The playground test (ctest web/playground, run by tests/web/run.sh): serves web/ on a localhost
// port, opens it in headless Chromium through puppeteer-core, types a program for each ISA and
// checks that the encodings, a diagnostic with its caret and a run's results appear; saves a
// screenshot. Expected values come from the peers (llvm-mc 14, the real SASS listing of the
// CuAssembler corpus, GenX_IR's bytes of tests/lit/visa/lsc-golden-pvc.s) or are derived by hand.
//   node playground.test.js [--root DIR] [--screenshot FILE] [--chromium PATH]
'use strict';
const http = require('http');
const fs = require('fs');
const path = require('path');
const puppeteer = require('puppeteer-core');

function arg(name, def) {
  const i = process.argv.indexOf('--' + name);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : def;
}
const root = path.resolve(arg('root', path.join(__dirname, '..', '..')));
const web = path.join(root, 'web');
const shot = path.resolve(arg('screenshot', path.join(root, 'build-web', 'playground.png')));
const chromium = arg('chromium', process.env.CHROMIUM || '/usr/bin/chromium');

const MIME = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.png': 'image/png' };

// A static server for web/ (what `python3 -m http.server` does), on a free port.
function serve() {
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = path.join(web, url.endsWith('/') ? url + 'index.html' : url);
    if (!file.startsWith(web) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404);
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': MIME[path.extname(file)] || 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let failures = 0;
function check(what, ok, detail) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${ok ? '' : ': ' + detail}`);
  if (!ok) failures++;
}

// Replace the source by typing `text` (real key events: the page assembles on input).
async function typeSource(page, text) {
  await page.click('#source');
  await page.evaluate(() => { const t = document.getElementById('source'); t.value = ''; t.dispatchEvent(new Event('input')); });
  await page.type('#source', text);
}

async function setState(page, json) {
  await page.evaluate((j) => { document.getElementById('state').value = j; }, json);
}

async function selectIsa(page, isa, mcpu) {
  await page.select('#isa', isa);
  await page.select('#mcpu', mcpu);
}

// The listing row of source line n (1-based) once it contains `want`.
async function waitRow(page, n, want) {
  try {
    await page.waitForFunction((n, want) => {
      const listing = document.getElementById('listing'), rows = listing.querySelectorAll('.row');
      return listing.dataset.source === document.getElementById('source').value && rows.length >= n &&
        rows[n - 1].textContent.includes(want);
    }, { timeout: 5000 }, n, want);
  } catch (e) { /* reported by the check */ }
  return page.evaluate((n) => { const r = document.querySelectorAll('#listing .row'); return r.length >= n ? r[n - 1].textContent : ''; }, n);
}

async function waitText(page, sel, want) {
  try {
    await page.waitForFunction((sel, want) => document.getElementById('listing').dataset.source === document.getElementById('source').value &&
      document.querySelector(sel).textContent.includes(want), { timeout: 5000 }, sel, want);
  } catch (e) { /* reported by the check */ }
  return page.$eval(sel, (e) => e.textContent);
}

async function run(page) {
  await page.evaluate(() => { document.getElementById('run-status').textContent = ''; });
  await page.click('#run');
  await page.waitForFunction(() => document.getElementById('run-status').textContent !== '', { timeout: 10000 });
  return page.$eval('#run-status', (e) => e.textContent);
}

// The value the registers table shows for register `name`, lane (column) `lane`.
function regCell(page, name, lane) {
  return page.evaluate((name, lane) => {
    for (const tr of document.querySelectorAll('#regs tr')) {
      const th = tr.querySelector('th.name');
      if (th && th.textContent === name) { const td = tr.querySelectorAll('td')[lane]; return td ? td.textContent : null; }
    }
    return null;
  }, name, lane);
}

async function main() {
  for (const f of ['dist/gpuisa.js', 'dist/gpuisa.wasm']) {
    if (!fs.existsSync(path.join(web, f))) throw new Error(`web/${f} is missing: run scripts/build_web.sh`);
  }
  const server = await serve();
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 1500, height: 1100 });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForSelector('body[data-ready="1"]', { timeout: 20000 });
    check('the WebAssembly module loads', true);

    // ---- AMDGPU gfx900: llvm-mc-14 -arch=amdgcn -mcpu=gfx900 -show-encoding gives
    //      v_add_u32_e32 v1, v2, v3 ; encoding: [0x02,0x07,0x02,0x68]
    await selectIsa(page, 'amdgpu', 'gfx900');
    await typeSource(page, 'v_add_u32 v1, v2, v3');
    let row = await waitRow(page, 1, '[0x02,0x07,0x02,0x68]');
    check('amdgpu gfx900: v_add_u32 v1, v2, v3 shows llvm-mc\'s encoding', row === '[0x02,0x07,0x02,0x68]', row);
    // a line with an error: llvm-mc-14 prints the same three lines for it
    await page.type('#source', '\nv_add_u32 v1, v2');
    const want = '<stdin>:2:1: error: too few operands for instruction\nv_add_u32 v1, v2\n^\n';
    let diags = await waitText(page, '#diags', 'too few operands');
    check('amdgpu: the error line gives the diagnostic with its caret', diags === want, JSON.stringify(diags));
    row = await waitRow(page, 2, 'error');
    check('amdgpu: the listing marks line 2', row === 'error: too few operands for instruction', row);
    // run v1 = v2 + v3 with v2 = 5, v3 = 0xfffffffe in every lane: 5 + 2^32 - 2 = 3 (mod 2^32)
    await typeSource(page, 'v_add_u32 v1, v2, v3\ns_endpgm');
    await setState(page, '{"regs": {"v2": 5, "v3": "0xfffffffe"}}');
    let status = await run(page);
    check('amdgpu: the run ends', status.startsWith('end: 2 instructions, 0 faults'), status);
    let v = await regCell(page, 'v1', 0), v63 = await regCell(page, 'v1', 63);
    check('amdgpu: v1 = 5 + 0xfffffffe = 3 in lane 0 and lane 63', v === '3' && v63 === '3', `${v} ${v63}`);

    // ---- SASS sm_50: the real listing (tests/corpus/sass/cuassembler_sm50_insrecords.txt) has
    //      0x5c10000000270303 for "IADD R3, R3, R2 ;" (memory order 03 03 27 00 00 00 10 5c)
    await selectIsa(page, 'sass', 'sm_50');
    await typeSource(page, 'IADD R3, R3, R2 ;\nLD.32 R4, [R5] ;\nEXIT ;');
    row = await waitRow(page, 1, '[0x03,0x03,0x27,0x00,0x00,0x00,0x10,0x5c]');
    check('sass sm_50: IADD R3, R3, R2 shows the listing\'s encoding', row.startsWith('[0x03,0x03,0x27,0x00,0x00,0x00,0x10,0x5c]'), row);
    // 4 lanes: R3 = 10 + R2 = 10 + lane; R4 = the word at R5 = 0x2000 + 4*lane = 100 + lane
    await setState(page, '{"lanes": 4, "regs": {"R2": [0, 1, 2, 3], "R3": 10, "R5": ["0x2000", "0x2004", "0x2008", "0x200c"]},' +
      ' "memory": [{"space": "global", "address": "0x2000", "type": "u32", "values": [100, 101, 102, 103]}]}');
    status = await run(page);
    check('sass: the run ends', status.startsWith('end: 3 instructions, 0 faults, 4 lane accesses'), status);
    const r3 = [], r4 = [];
    for (let l = 0; l < 4; l++) { r3.push(await regCell(page, 'R3', l)); r4.push(await regCell(page, 'R4', l)); }
    check('sass: R3 = 10 + lane', r3.join(' ') === '10 11 12 13', r3.join(' '));
    check('sass: R4 = the loaded words', r4.join(' ') === '100 101 102 103', r4.join(' '));
    const rects = await page.$$eval('#picture svg rect.load', (e) => e.length);
    check('sass: the access picture shows 4 lane loads', rects === 4, rects);

    // ---- vISA pvc: GenX_IR's bytes of this lsc_load with these declarations
    //      (tests/lit/visa/lsc-golden-pvc.s)
    await selectIsa(page, 'visa', 'pvc');
    await typeSource(page, '.version 4.1\n.kernel "k"\n.decl VOFF v_type=G type=uq num_elts=64 align=GRF\n' +
      '.decl VA32 v_type=G type=ud num_elts=64 align=GRF\n.decl VVAL v_type=G type=ud num_elts=256 align=GRF\n' +
      'lsc_load.ugm (M1, 16) VVAL:d32 flat[VOFF]:a64\nret (M1, 1)');
    const genx = '[0x89,0x00,0x04,0x00,0x00,0x00,0x00,0x00,0x01,0x01,0x00,0x00,0x00,0x00,0x00,0x03,0x03,0x01,0x01,0x01,0x05,0x00,' +
      '0x00,0x00,0x00,0x00,0x22,0x00,0x00,0x00,0x00,0x00,0x20,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00,0x00,' +
      '0x00,0x00,0x00,0x00]';
    row = await waitRow(page, 6, '[0x89');
    check('visa pvc: lsc_load shows GenX_IR\'s bytes', row === genx, row);
    // VOFF[i] = 0x3000 + 8*i (every other word), M[0x3000 + 4k] = 7k: VVAL[i] = 7 * 2i = 14 i
    const voff = [...Array(16).keys()].map((i) => 0x3000 + 8 * i);
    const words = [...Array(32).keys()].map((k) => 7 * k);
    await setState(page, JSON.stringify({ regs: { VOFF: voff }, memory: [{ space: 'global', address: 0x3000, type: 'u32', values: words }] }));
    status = await run(page);
    check('visa: the run ends', status.startsWith('end: 2 instructions, 0 faults, 16 lane accesses'), status);
    const e5 = await regCell(page, 'VVAL', 5), e15 = await regCell(page, 'VVAL', 15);
    check('visa: VVAL[5] = 70, VVAL[15] = 210', e5 === '70' && e15 === '210', `${e5} ${e15}`);

    // ---- the screenshot: the AMDGPU example (b[i] = a[i] + i, 8 lanes) after a run
    await selectIsa(page, 'amdgpu', 'gfx900');
    await page.click('#example');
    await waitRow(page, 5, '[0x');
    status = await run(page);
    check('amdgpu example: the run ends', status.startsWith('end: 8 instructions, 0 faults, 16 lane accesses'), status);
    const mem = await page.$eval('#memory table', (t) => [...t.querySelectorAll('td')].map((td) => td.textContent).join(' '));
    check('amdgpu example: b = a[i] + i', mem === '10 21 32 43 54 65 76 87', mem);
    const picture = await page.$$eval('#picture svg', (s) => s.map((x) => [x.querySelectorAll('rect.load').length, x.querySelectorAll('rect.store').length]));
    check('amdgpu example: one load and one store grid of 8 lanes', JSON.stringify(picture) === '[[8,0],[0,8]]', JSON.stringify(picture));
    // and a line with an error at the end, for the picture
    await page.type('#source', 'v_add_u32 v1, v2');
    diags = await waitText(page, '#diags', 'error');
    check('amdgpu example: the added line gives a diagnostic', diags.startsWith('<stdin>:10:1: error: too few operands'), diags);
    check('no errors in the page', errors.length === 0, errors.join('; '));
    fs.mkdirSync(path.dirname(shot), { recursive: true });
    await page.screenshot({ path: shot, fullPage: true });
    console.log(`screenshot: ${shot}`);
  } finally {
    await browser.close();
    server.close();
  }
  if (failures) {
    console.log(`${failures} check(s) failed`);
    process.exit(1);
  }
  console.log('playground: all checks passed');
}

main().catch((e) => { console.error(e); process.exit(1); });
