#!/usr/bin/env python3
"""SASS executor benchmark (bench/README.md).

1. Runs build/bench/sass_bench: LEA-only, LD-only, LDC-only and mixed loops of ~1,000,000 executed
   instructions over 32 lanes through the library (only gi_emu_run is timed), each against a
   native C loop doing the same per-lane work in the same process; the driver checks that both
   sides end with the same registers and predicates in every lane.
2. Runs the same programs and state files through the command line,
   `gpuisa run --isa=sass --mcpu=sm_50 --state S --json P`, checks the instruction count and
   that there are no faults, and reports the end-to-end time (process start, assembly, the JSON
   state in and the result out included).

Targets (reported, not asserted; timing on a shared 2-core VM is noisy): at least 1e9
lane-instructions/s, and LEA at most 2x the native loop's time.

usage: bench/sass_bench.py [--build build] [--insts 1000000] [--repeat 5]"""
import argparse, json, os, subprocess, sys, tempfile, time


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--build", default=os.path.join(here, "..", "build"))
    ap.add_argument("--insts", type=int, default=1000000)
    ap.add_argument("--repeat", type=int, default=5)
    a = ap.parse_args()
    driver = os.path.join(a.build, "bench", "sass_bench")
    gpuisa = os.path.join(a.build, "gpuisa")
    for exe in (driver, gpuisa):
        if not os.access(exe, os.X_OK):
            sys.exit("%s is missing: cmake --build %s -j2" % (exe, a.build))
    d = tempfile.mkdtemp(prefix="sass_bench.")
    p = subprocess.run([driver, "--insts", str(a.insts), "--repeat", str(a.repeat), "--emit", d],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    sys.stdout.write(p.stdout)
    if p.returncode != 0:
        sys.stderr.write(p.stderr)
        sys.exit("sass_bench failed (exit %d)" % p.returncode)

    print("\nend to end: gpuisa run --isa=sass --mcpu=sm_50 --state NAME.json --json NAME.s "
          "(best of %d; process, assembly and JSON included)" % a.repeat)
    print("%-6s %10s %10s %14s" % ("bench", "insts", "wall ms", "lane-instr/s"))
    bad = False
    for name in ("lea", "ld", "ldc", "mixed"):
        want = int(open(os.path.join(d, name + ".count")).read())
        cmd = [gpuisa, "run", "--isa=sass", "--mcpu=sm_50", "--state", os.path.join(d, name + ".json"), "--json",
               os.path.join(d, name + ".s")]
        best = None
        for _ in range(a.repeat):
            t0 = time.perf_counter()
            r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            dt = time.perf_counter() - t0
            best = dt if best is None or dt < best else best
        if r.returncode != 0:
            print("%s: gpuisa run exit %d: %s" % (name, r.returncode, r.stderr.strip()[:500]))
            bad = True
            continue
        res = json.loads(r.stdout)
        if res.get("instructions") != want or res.get("faults"):
            print("%s: %s instructions (want %d), %d faults" % (name, res.get("instructions"), want,
                                                                 len(res.get("faults", []))))
            bad = True
            continue
        print("%-6s %10d %10.1f %14.3e" % (name, want, best * 1e3, want * 32 / best))
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
