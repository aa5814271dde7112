// `gpuisa report --svg` on a hand-written trace (Inputs/svg-escape.csv, sm_50 geometry) whose
// instruction texts hold every character XML escapes (< > & " '): the pictures stay well-formed
// and the texts come back unchanged through an XML parser (svgcheck prints the parsed <title>).
//   pc 0: 4 lanes, atomics on the word at 4096: 1 line, 1 sector, 4 purple (atomic) cells; in the
//     heat map 1 "mixed" cell (atomics are drawn as mixed).
//   pc 1: a wave-wide const read at 320: the "w" column, 1 line, 1 sector; 1 heat load cell.
//   pc 2: its only record failed: no picture, listed in the index under "Not drawn", escaped.
// RUN: rm -rf %t.svg
// RUN: %gpuisa report %S/Inputs/svg-escape.csv --svg %t.svg | FileCheck --check-prefix=REPORT %s
// RUN: python3 %S/../tools/svgcheck.py %t.svg | FileCheck %s
// RUN: FileCheck --check-prefix=SVG %s < %t.svg/pc0-global.svg
// RUN: FileCheck --check-prefix=INDEX %s < %t.svg/index.html
// REPORT: pc 0 global atomic: ATOM <d32> & "add" 'x'
// CHECK: heatmap.svg rects: access=0 load=1 store=0 atomic=0 ok=0 conflict=0 sector=0 line=0 bank=0 heat=2 mixed=1
// CHECK-NEXT: pc0-global.svg id=pc0-global title=pc 0 global atomic: ATOM <d32> & "add" 'x'
// CHECK-NEXT: pc0-global.svg rects: access=4 load=0 store=0 atomic=4 ok=0 conflict=0 sector=1 line=1 bank=0
// CHECK-NEXT: pc1-const.svg id=pc1-const title=pc 1 const load: LDC R0, c[0x0][0x140]
// CHECK-NEXT: pc1-const.svg rects: access=1 load=1 store=0 atomic=0 ok=0 conflict=0 sector=1 line=1 bank=0
// CHECK-NEXT: svgcheck: 3 pictures well-formed
// SVG: <title>pc 0 global atomic: ATOM &lt;d32&gt; &amp; &quot;add&quot; &apos;x&apos;</title>
// SVG-NOT: <d32>
// INDEX: <code>ATOM &lt;d32&gt; &amp; &quot;add&quot; &apos;x&apos;</code>
// INDEX: <h2>Not drawn</h2>
// INDEX: <li>pc 2 global: <code>LDG R1, [R2] &amp; &lt;failed&gt;</code></li>
