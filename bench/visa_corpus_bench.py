#!/usr/bin/env python3
"""vISA corpus benchmark: gpuisa's vISA assembler and disassembler against IGC's GenX_IR
(Debian libigc-tools) on the 159 IGC kernels of tests/corpus/visa/{pvc,dg2}/*/*.visaasm,
both measured in the same run, interleaved file by file.

usage: bench/visa_corpus_bench.py [--gpuisa build/gpuisa] [--repeat 5] [--quick] [--only SUBSTR]
                                  [--genx-mode early|full]

What runs, per kernel K (every file is first copied into a temporary directory; GenX_IR runs
with that directory as its cwd, because it writes its outputs into the cwd):

  as   gpuisa  as --isa=visa --mcpu=DEV k.visaasm -o ours.isa
       GenX_IR k.visaasm -platform PVC|DG2 -binary -stopafter cleanMessageHeader
         (parses the text, builds its IR, runs its first optimizer pass, writes k.isa
          without a Gen binary, plus a G4 IR dump file that -stopafter always writes)
  dis  gpuisa  dis --isa=visa --mcpu=DEV ours.isa          (stdout to /dev/null)
       GenX_IR rb.isa -platform PVC|DG2 -dumpcommonisa -stopafter cleanMessageHeader
         (rb.isa = gpuisa's ours.isa; reads the binary, writes the text as ./.visaasm)

`-stopafter BuildIR` (which tests/corpus/visa/check_isa.py used to pass) is *not* a pass name in
IGC 1.0.12504: it is ignored and GenX_IR compiles the kernel fully (register allocation,
scheduling, encoding; the .isa then embeds the Gen binary). `--genx-mode full` measures that
instead (for dis `-output -dumpcommonisa -stopafter BuildIR`).
In either mode GenX_IR does more than gpuisa does (it builds its G4 IR); no flag of this
GenX_IR parses and writes the .isa without that.

Figures: for each file and tool the median over --repeat runs of the wall time and of the CPU
time (user + system, of the child); totals are sums of those medians over the files. Statements
are the non-blank lines of the .visaasm that are not comments (declarations, attributes, labels
and instructions: the same count for both tools and both directions); bytes are the .visaasm's
size for `as` and the size of gpuisa's .isa for `dis`. Process start-up dominates small files,
so the script also runs each tool on an empty kernel (one `ret`; once after every corpus
kernel, so under the same machine state; the median of those runs is the start-up baseline) and
reports totals with N_files x that median subtracted ("net"): an estimate of the work on the
kernels themselves, not a separate measurement of it. Where a tool's total is mostly start-up
(gpuisa dis: ~80%) the net figure is the small difference of two large ones and moves by tens
of percent between runs. A last block gives the same figures over the 10 largest kernels alone,
with the share of start-up in each tool's time there. vISA has one kernel per file, so there is
no large concatenated input.

Machine noise: the runs are interleaved (gpuisa, GenX_IR, gpuisa, ...) file by file, so load
from other work hits both tools alike, but not equally per run; compare ratios across runs.

If GenX_IR is not installed only gpuisa's figures are printed (exit 0)."""
import argparse, glob, os, shutil, statistics, subprocess, sys, tempfile, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CORPUS = os.path.join(ROOT, "tests", "corpus", "visa")
PLATFORM = {"pvc": "PVC", "dg2": "DG2"}
EMPTY = '.version 4.1\n.kernel "empty"\n.kernel_attr Target="3d"\n.kernel_attr SimdSize=32\n' \
        '.function "_main_0"\n\n_main_0:\n    ret (M1, 1)\n'
LARGEST = 10
QUICK = ["pvc/rodinia_cfd/memset_kernel", "pvc/parboil_sad/mb_sad_calc", "dg2/", "pvc/rodinia_nw/nw_kernel1"]


def run(cmd, cwd, out=None):
    """(wall s, cpu s, exit code) of one child; stdout to /dev/null"""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, ru = os.wait4(p.pid, 0)
    return time.perf_counter() - t0, ru.ru_utime + ru.ru_stime, os.waitstatus_to_exitcode(status)


def statements(path):
    n = 0
    for ln in open(path, errors="replace"):
        s = ln.split("///")[0].strip()
        if s and not s.startswith("//"):
            n += 1
    return n


def clean(d, keep):
    for f in os.listdir(d):
        if f not in keep:
            os.remove(os.path.join(d, f))


NONZERO = set()     # (kernel, GenX_IR input) pairs where GenX_IR exited non-zero
CURRENT = [""]


def measure(cmds, repeat, tmp, keep, expect):
    """median (wall, cpu) per command, runs interleaved; None for a command that failed or
    did not write its expected output"""
    samples = [[] for _ in cmds]
    ok = [True] * len(cmds)
    for _ in range(repeat):
        for i, cmd in enumerate(cmds):
            if cmd is None or not ok[i]:
                continue
            clean(tmp, keep)
            w, c, rc = run(cmd, tmp)
            wrote = not expect[i] or os.path.exists(os.path.join(tmp, expect[i]))
            # GenX_IR (i == 1) exits with 255 after a spill warning on the two largest dg2
            # kernels in full mode, having written its output: counted, not a failure
            if rc < 0 or not wrote or (rc != 0 and i == 0):
                ok[i] = False
            elif rc != 0:
                NONZERO.add((CURRENT[0], cmd[1]))
            samples[i].append((w, c))
    return [(statistics.median(s[0] for s in sm), statistics.median(s[1] for s in sm)) if ok[i] and sm else None
            for i, sm in enumerate(samples)]


def git_dirty():
    try:
        r = subprocess.run(["git", "status", "--porcelain", "--", "tests/corpus"], cwd=ROOT, capture_output=True, text=True)
    except OSError:
        return ""
    return r.stdout if r.returncode == 0 else ""


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpuisa", default=os.path.join(ROOT, "build", "gpuisa"))
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--quick", action="store_true", help="4 kernels, 1 run each (smoke test)")
    ap.add_argument("--only", default="", help="kernels whose path contains SUBSTR")
    ap.add_argument("--genx-mode", choices=("early", "full"), default="early")
    a = ap.parse_args()
    gpuisa = os.path.abspath(a.gpuisa)
    if not os.access(gpuisa, os.X_OK):
        sys.exit("no gpuisa at %s (build the gpuisa_cli target)" % gpuisa)
    genx = shutil.which("GenX_IR")
    files = sorted(glob.glob(os.path.join(CORPUS, "pvc", "*", "*.visaasm")) + glob.glob(os.path.join(CORPUS, "dg2", "*", "*.visaasm")))
    files = [f for f in files if a.only in os.path.relpath(f, CORPUS)]
    repeat = a.repeat
    if a.quick:
        picked = []
        for q in QUICK:
            m = [f for f in files if os.path.relpath(f, CORPUS).startswith(q) and f not in picked]
            picked += m[:1]
        files, repeat = picked, 1
    if not files:
        sys.exit("no corpus files")
    before = git_dirty()
    stop = ["-stopafter", "cleanMessageHeader"] if a.genx_mode == "early" else ["-stopafter", "BuildIR"]
    dis_flags = ["-dumpcommonisa"] if a.genx_mode == "early" else ["-output", "-dumpcommonisa"]

    tmp = tempfile.mkdtemp(prefix="visa_corpus_bench.")
    try:
        def one(src_text_path, dev, src_copy_name, reps):
            """[(as gpuisa, as genx), (dis gpuisa, dis genx)], isa size"""
            clean(tmp, ())
            shutil.copy(src_text_path, os.path.join(tmp, src_copy_name))
            plat = PLATFORM[dev]
            keep = (src_copy_name, "ours.isa", "rb.isa")
            as_g = [gpuisa, "as", "--isa=visa", "--mcpu=" + dev, src_copy_name, "-o", "ours.isa"]
            as_x = [genx, src_copy_name, "-platform", plat, "-binary"] + stop if genx else None
            stem = src_copy_name[:-len(".visaasm")]
            ras = measure([as_g, as_x], reps, tmp, (src_copy_name,), ["ours.isa", stem + ".isa"])
            # gpuisa's .isa for the dis direction (written once more: the timed runs cleaned it)
            if run(as_g, tmp)[2] != 0:
                return None, 0
            shutil.copy(os.path.join(tmp, "ours.isa"), os.path.join(tmp, "rb.isa"))
            dis_g = [gpuisa, "dis", "--isa=visa", "--mcpu=" + dev, "ours.isa"]
            dis_x = [genx, "rb.isa", "-platform", plat] + dis_flags + stop if genx else None
            rdis = measure([dis_g, dis_x], reps, tmp, keep, [None, ".visaasm"])
            return (ras, rdis), os.path.getsize(os.path.join(tmp, "ours.isa"))

        # start-up baselines: an empty kernel (one `ret`), run once after every corpus kernel
        # (and a few times first), so that it sees the same machine state; median of all runs
        fd, ep = tempfile.mkstemp(suffix=".visaasm")
        os.write(fd, EMPTY.encode())
        os.close(fd)
        base_samples = []

        def empty_run(reps):
            rb, _ = one(ep, "pvc", "empty.visaasm", reps)
            if rb is None or rb[0][0] is None or rb[1][0] is None:
                sys.exit("gpuisa failed on the empty kernel")
            base_samples.append(rb)
        empty_run(3)

        tot = {k: [0.0, 0.0] for k in ("as_g", "as_x", "dis_g", "dis_x")}
        n = stm = tbytes = ibytes = 0
        skipped = []
        per_file = []
        for f in files:
            rel = os.path.relpath(f, CORPUS)
            dev = rel.split(os.sep)[0]
            CURRENT[0] = rel
            r, isz = one(f, dev, "k.visaasm", repeat)
            if r is None or r[0][0] is None or r[1][0] is None:
                skipped.append(rel + " (gpuisa failed)")
                continue
            empty_run(1)
            (ag, ax), (dg, dx) = r
            if genx and (ax is None or dx is None):
                skipped.append(rel + " (GenX_IR failed: %s)" % ("as" if ax is None else "dis"))
                continue
            n += 1
            stm += statements(f)
            tbytes += os.path.getsize(f)
            ibytes += isz
            per_file.append((os.path.getsize(f), statements(f), isz, ag, ax, dg, dx))
            for k, v in (("as_g", ag), ("as_x", ax), ("dis_g", dg), ("dis_x", dx)):
                if v:
                    tot[k][0] += v[0]
                    tot[k][1] += v[1]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        if os.path.exists(ep):
            os.remove(ep)

    def base(d, t):
        v = [b[d][t] for b in base_samples]
        return None if None in v else (statistics.median(x[0] for x in v), statistics.median(x[1] for x in v))
    base_as, base_dis = (base(0, 0), base(0, 1)), (base(1, 0), base(1, 1))

    after = git_dirty()
    print("vISA corpus: %d kernels, %d statements, %d bytes of .visaasm, %d bytes of gpuisa .isa; "
          "median of %d run(s) per file and tool, summed over the files" % (n, stm, tbytes, ibytes, repeat))
    if skipped:
        print("left out (%d): %s" % (len(skipped), "; ".join(skipped)))
    if NONZERO:
        print("GenX_IR exited non-zero but wrote its output (kept): %s" % "; ".join(
            "%s (%s)" % (k, "as" if x.endswith(".visaasm") else "dis") for k, x in sorted(NONZERO)))
    if not genx:
        print("GenX_IR is not installed (Debian libigc-tools): peer missing, gpuisa's figures only")
    else:
        print("GenX_IR mode: %s (%s)" % (a.genx_mode, " ".join(stop)))
    basel = {"as_g": base_as[0], "as_x": base_as[1], "dis_g": base_dis[0], "dis_x": base_dis[1]}
    names = {"as_g": "gpuisa as", "as_x": "GenX_IR as", "dis_g": "gpuisa dis", "dis_x": "GenX_IR dis"}

    def rates(t, sz):
        return "%9.0f stmt/s %7.2f MB/s" % (stm / t, sz / t / 1e6) if t > 0 else "%9s stmt/s %7s MB/s" % ("-", "-")

    for d, sz in (("as", tbytes), ("dis", ibytes)):
        print("\n%s (bytes: %s)" % (d, ".visaasm read" if d == "as" else "gpuisa .isa read"))
        for k in (d + "_g", d + "_x"):
            if k.endswith("_x") and not genx:
                continue
            w, c = tot[k]
            b = basel[k]
            if b is None:
                print("  %-11s: failed on the empty kernel" % names[k])
                continue
            nw, nc = w - n * b[0], c - n * b[1]
            print("  %-11s: total %7.3f s wall %7.3f s CPU  %s | start-up (empty kernel) %5.2f ms wall %5.2f ms CPU"
                  % (names[k], w, c, rates(w, sz), b[0] * 1e3, b[1] * 1e3))
            print("  %-11s  net   %7.3f s wall %7.3f s CPU  %s   (total - %d x start-up)"
                  % ("", nw, nc, rates(nw, sz), n))
        if genx and basel[d + "_x"] and basel[d + "_g"]:
            g, x = tot[d + "_g"], tot[d + "_x"]
            gn = (g[0] - n * basel[d + "_g"][0], g[1] - n * basel[d + "_g"][1])
            xn = (x[0] - n * basel[d + "_x"][0], x[1] - n * basel[d + "_x"][1])
            f = lambda p, q: "%.1fx" % (p / q) if q > 0 and p > 0 else "n/a"
            print("  speed ratio gpuisa/GenX_IR (GenX_IR time / gpuisa time): total %s wall, %s CPU; net %s wall, %s CPU"
                  % (f(x[0], g[0]), f(x[1], g[1]), f(xn[0], gn[0]), f(xn[1], gn[1])))
    big = sorted(per_file, key=lambda r: -r[0])[:LARGEST]
    if genx and len(per_file) > LARGEST and all(basel.values()):
        # the largest kernels alone: start-up is a smaller part of each run there
        print("\nthe %d largest kernels (%d statements, %d bytes of .visaasm, %d bytes of .isa; %.0f%% of the statements):"
              % (len(big), sum(r[1] for r in big), sum(r[0] for r in big), sum(r[2] for r in big),
                 100.0 * sum(r[1] for r in big) / stm))
        for d, gi, xi in (("as", 3, 4), ("dis", 5, 6)):
            g = [sum(r[gi][j] for r in big) for j in (0, 1)]
            x = [sum(r[xi][j] for r in big) for j in (0, 1)]
            gb, xb = basel[d + "_g"], basel[d + "_x"]
            gn = [g[j] - len(big) * gb[j] for j in (0, 1)]
            xn = [x[j] - len(big) * xb[j] for j in (0, 1)]
            f = lambda p, q: "%.1fx" % (p / q) if q > 0 and p > 0 else "n/a"
            print("  %-3s gpuisa %.3f s wall (start-up %2.0f%% of it), GenX_IR %.3f s wall (start-up %2.0f%%); "
                  "ratio total %s wall, %s CPU; net %s wall, %s CPU"
                  % (d, g[0], 100 * len(big) * gb[0] / g[0], x[0], 100 * len(big) * xb[0] / x[0],
                     f(x[0], g[0]), f(x[1], g[1]), f(xn[0], gn[0]), f(xn[1], gn[1])))
    if after != before:
        print("\nWARNING: git status of tests/corpus changed during the run:\n" + after)
        sys.exit(1)


if __name__ == "__main__":
    main()
