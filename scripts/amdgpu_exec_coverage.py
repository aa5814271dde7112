#!/usr/bin/env python3
"""How many mnemonics of each AMDGPU target the executor (`gpuisa run --isa=amdgpu`) models.

Method (independent of the executor's own tables): the llvm-mc 14 opcode inventory
(data/amdgpu/inventory/<target>.tsv, scripts/amdgpu_inventory/inventory.py) holds one sample
instruction text per (family, opcode) of the target. For each mnemonic, the first sample is
assembled and run alone, with no state file, by `gpuisa run --isa=amdgpu --mcpu=<target>`
(max 16 instructions). The mnemonic counts as

  modelled       the run ends with exit 0 (done) or 2 (a memory fault: the instruction ran);
  not modelled   the run stops with "... is not modelled" (or the decoder's "not modelled"
                 forms: an unsupported operand form of this sample text);
  other          anything else (the sample does not assemble with gpuisa, the run errs
                 otherwise); listed separately.

A sample is one operand form: a mnemonic is "modelled" when its plain form (the inventory's
sample: VGPR/SGPR operands, no modifiers) runs. The inventory's hwreg samples name register 0,
which no generation defines; SAMPLE_OVERRIDES replaces them by the MODE/TRAPSTS forms compilers
write, and runs the GFX8/9 VGPR index-mode instructions inside the region they only exist in
(s_set_gpr_idx_on ... s_set_gpr_idx_off), and makes s_setpc_b64/s_swappc_b64 jump to the
instruction after them, and counts a GWS semaphore up before ds_gws_sema_p (a single wave
would wait forever at a count of 0).

Graphics-only mnemonics (exports, interpolation, filtered sampling, ...) are listed with their
reasons in ONE place, the table between the "graphics-only" markers of docs/amdgpu-exec.md;
the script reads it (patterns with * match any tail) and also reports
"modelled N of M compute mnemonics (K graphics-only excluded)".

Usage: python3 scripts/amdgpu_exec_coverage.py [--gpuisa build/gpuisa] [--targets gfx700,...]
       [--list] [--family] [-j N]
Prints per target: modelled / total, and with --list the unmodelled mnemonics by family.
"""

import argparse
import collections
import fnmatch
import concurrent.futures as cf
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_TARGETS = ["gfx700", "gfx803", "gfx900", "gfx90a", "gfx1010"]
SAMPLE_OVERRIDES = {
    "s_getreg_b32": "s_getreg_b32 s0, hwreg(HW_REG_MODE, 0, 4)",
    "s_setreg_b32": "s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 1), s0",
    "s_setreg_imm32_b32": "s_setreg_imm32_b32 hwreg(HW_REG_TRAPSTS, 0, 1), 0x1",
    "s_set_gpr_idx_on": "s_set_gpr_idx_on s0, gpr_idx(SRC0)\ns_set_gpr_idx_off",
    "s_set_gpr_idx_off": "s_set_gpr_idx_on s0, gpr_idx(SRC0)\ns_set_gpr_idx_off",
    "s_set_gpr_idx_idx": "s_set_gpr_idx_on s0, gpr_idx(SRC0)\ns_set_gpr_idx_idx s1\ns_set_gpr_idx_off",
    "s_set_gpr_idx_mode": "s_set_gpr_idx_on s0, gpr_idx(SRC0)\ns_set_gpr_idx_mode gpr_idx(DST)\ns_set_gpr_idx_off",
    # a float mode the operations implement (f32 and f16/f64 denormals kept; 0 flushes all)
    "s_denorm_mode": "s_denorm_mode 0xf",
    # jumps by address go to an instruction of the program: the one after them
    "s_rfe_b64": "s_getpc_b64 s[0:1]\ns_add_u32 s0, s0, 8\ns_rfe_b64 s[0:1]\ns_nop 0",
    "s_rfe_restore_b64": "s_getpc_b64 s[0:1]\ns_add_u32 s0, s0, 8\ns_rfe_restore_b64 s[0:1], s2\ns_nop 0",
    "s_setpc_b64": "s_getpc_b64 s[0:1]\ns_add_u32 s0, s0, 8\ns_setpc_b64 s[0:1]\ns_nop 0",
    "s_swappc_b64": "s_getpc_b64 s[0:1]\ns_add_u32 s0, s0, 8\ns_swappc_b64 s[2:3], s[0:1]\ns_nop 0",
    # a single wave waits forever at a semaphore of count 0 (a run error): count it up first
    "ds_gws_sema_p": "ds_gws_sema_v gds\nds_gws_sema_p gds",
}


GRAPHICS_DOC = os.path.join(ROOT, "docs", "amdgpu-exec.md")
GRAPHICS_BEGIN, GRAPHICS_END = "<!-- graphics-only begin -->", "<!-- graphics-only end -->"


def graphics_patterns(path=GRAPHICS_DOC):
    """The mnemonic patterns of the graphics-only table (first column, in backquotes)."""
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if GRAPHICS_BEGIN not in text or GRAPHICS_END not in text:
        raise SystemExit("%s: no graphics-only table" % path)
    body = text.split(GRAPHICS_BEGIN, 1)[1].split(GRAPHICS_END, 1)[0]
    pats = []
    for line in body.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) >= 2 and cells[0].startswith("`"):
            pats += [p.strip("` ") for p in cells[0].split(",") if p.strip("` ")]
    return pats


def is_graphics(mnemonic, pats):
    return any(fnmatch.fnmatchcase(mnemonic, p) for p in pats)


# per target: the inventory's first sample is an invalid form there (gfx90a lists image_atomic_cmpswap
# with dmask:0x1 first; the manuals' DMASK rule for compare-swap atomics is 0x3 (32-bit) or 0xf)
TARGET_SAMPLE_OVERRIDES = {
    ("gfx90a", "image_atomic_cmpswap"): "image_atomic_cmpswap v[0:1], v0, s[0:7] dmask:0x3",
}


def samples(target):
    """(family, mnemonic, text) per mnemonic, first sample of the inventory."""
    path = os.path.join(ROOT, "data", "amdgpu", "inventory", target + ".tsv")
    seen = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            cols = line.rstrip("\n").split("\t")
            if len(cols) < 5:
                continue
            fam, _op, mn, _enc, text = cols[:5]
            if mn not in seen:
                text = TARGET_SAMPLE_OVERRIDES.get((target, mn), SAMPLE_OVERRIDES.get(mn, text))
                seen[mn] = (fam, mn, text)
    return list(seen.values())


def classify(gpuisa, target, text, tmpdir, idx):
    src = os.path.join(tmpdir, "%s-%d.s" % (target, idx))
    with open(src, "w", encoding="utf-8") as f:
        f.write(text + "\n")
    try:
        p = subprocess.run([gpuisa, "run", "--isa=amdgpu", "--mcpu=" + target, "--max-instructions", "16", src],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=20)
    except subprocess.TimeoutExpired:
        return "other", "timeout"
    err = p.stderr.decode("utf-8", "replace").strip()
    if p.returncode in (0, 2):
        return "modelled", ""
    if "not modelled" in err:
        return "unmodelled", err
    return "other", err.splitlines()[0] if err else "exit %d" % p.returncode


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpuisa", default=os.path.join(ROOT, "build", "gpuisa"))
    ap.add_argument("--targets", default=",".join(DEFAULT_TARGETS))
    ap.add_argument("--list", action="store_true", help="list the unmodelled mnemonics")
    ap.add_argument("--family", action="store_true", help="counts per encoding family too")
    ap.add_argument("-j", type=int, default=2)
    a = ap.parse_args()
    gpats = graphics_patterns()
    with tempfile.TemporaryDirectory() as tmp, cf.ThreadPoolExecutor(a.j) as pool:
        for target in a.targets.split(","):
            rows = samples(target)
            res = list(pool.map(lambda it: classify(a.gpuisa, target, it[1][2], tmp, it[0]), enumerate(rows)))
            n_mod = sum(1 for r in res if r[0] == "modelled")
            n_other = sum(1 for r in res if r[0] == "other")
            print("%-8s modelled %4d of %4d mnemonics (%d other)" % (target, n_mod, len(rows), n_other))
            gfx = [is_graphics(mn, gpats) for (_f, mn, _t) in rows]
            n_g = sum(gfx)
            n_cmod = sum(1 for g, r in zip(gfx, res) if not g and r[0] == "modelled")
            print("         modelled %4d of %4d compute mnemonics (%d graphics-only excluded)"
                  % (n_cmod, len(rows) - n_g, n_g))
            if a.family:
                fam_tot, fam_mod = collections.Counter(), collections.Counter()
                for (fam, _mn, _t), (kind, _e) in zip(rows, res):
                    fam_tot[fam] += 1
                    fam_mod[fam] += kind == "modelled"
                print("    " + "  ".join("%s %d/%d" % (f, fam_mod[f], fam_tot[f]) for f in sorted(fam_tot)))
            if a.list:
                by_fam = collections.defaultdict(list)
                graphics = []
                for (fam, mn, _t), (kind, _e), g in zip(rows, res, gfx):
                    if g:
                        graphics.append(mn)
                    elif kind == "unmodelled":
                        by_fam[fam].append(mn)
                for fam in sorted(by_fam):
                    print("  %s (%d): %s" % (fam, len(by_fam[fam]), " ".join(sorted(by_fam[fam]))))
                if graphics:
                    print("  graphics-only (%d): %s" % (len(graphics), " ".join(sorted(graphics))))
                for (fam, mn, t), (kind, e) in zip(rows, res):
                    if kind == "other":
                        print("  other: %s [%s] %s -> %s" % (mn, fam, t, e))
    return 0


if __name__ == "__main__":
    sys.exit(main())
