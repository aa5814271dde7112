#!/usr/bin/env python3
"""Differential test of AMDGPU object files: gpuisa -filetype=obj against llvm-mc 14.

For every obj/cases/<cpu>/<name>.s (clang-14 -S output of obj/src/<name>.cl) and both modes
(default, --llvm-compat):
    GPUISA as --isa=amdgpu --mcpu=CPU [--llvm-compat] -filetype=obj FILE.s -o TMP.o
must give exactly the bytes of obj/golden/<cpu>/<name>.o (llvm-mc -triple=amdgcn-amd-amdhsa
-mcpu=CPU -filetype=obj, committed). When llvm-mc is on PATH (and not --no-live) it is run too:
its object is then the reference and a golden that differs is reported as stale. When ld.lld
is on PATH and llvm-mc's object links with `ld.lld -shared`, gpuisa's must link too.
--record rewrites the goldens (and, with --recompile, the .s files from obj/src with clang-14).
Ends with `N passed, M failed`.
"""
import argparse, concurrent.futures, os, shutil, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OBJ = os.path.join(HERE, "obj")


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, **kw)


def llvm_mc_obj(cpu, src, out):
    r = run(["llvm-mc", "-triple=amdgcn-amd-amdhsa", "-mcpu=" + cpu, "-filetype=obj", src, "-o", out])
    return r.returncode == 0


def links(path, tmp):
    if not shutil.which("ld.lld"):
        return None
    return run(["ld.lld", "-shared", path, "-o", os.path.join(tmp, "a.so")]).returncode == 0


def first_diff(a, b):
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return "byte 0x%x: %02x, llvm-mc %02x" % (i, x, y)
    return "size %d, llvm-mc %d" % (len(a), len(b))


def check(gpuisa, cpu, name, live):
    src = os.path.join(OBJ, "cases", cpu, name + ".s")
    golden = os.path.join(OBJ, "golden", cpu, name + ".o")
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        ref = open(golden, "rb").read() if os.path.exists(golden) else None
        ref_path = golden
        if live:
            ref_path = os.path.join(tmp, "ref.o")
            if llvm_mc_obj(cpu, src, ref_path):
                live_ref = open(ref_path, "rb").read()
                if ref is not None and live_ref != ref:
                    results.append((False, "%s/%s: golden is stale (llvm-mc differs)" % (cpu, name)))
                ref = live_ref
        if ref is None:
            return [(False, "%s/%s: no golden and no llvm-mc" % (cpu, name))]
        ref_links = links(ref_path, tmp)
        for mode in ([], ["--llvm-compat"]):
            out = os.path.join(tmp, "out.o")
            if os.path.exists(out):
                os.unlink(out)
            r = run([gpuisa, "as", "--isa=amdgpu", "--mcpu=" + cpu] + mode + ["-filetype=obj", src, "-o", out])
            label = "%s/%s%s" % (cpu, name, " " + mode[0] if mode else "")
            if r.returncode != 0 or not os.path.exists(out):
                err = r.stderr.decode(errors="replace").strip().splitlines()
                results.append((False, "%s: gpuisa failed: %s" % (label, err[0] if err else r.returncode)))
                continue
            got = open(out, "rb").read()
            if got != ref:
                results.append((False, "%s: object differs (%s)" % (label, first_diff(got, ref))))
                continue
            if ref_links and not links(out, tmp):
                results.append((False, "%s: ld.lld -shared does not link it" % label))
                continue
            results.append((True, label + (": identical, links" if ref_links else ": identical")))
    return results


def record(recompile):
    for cpu in sorted(os.listdir(os.path.join(OBJ, "cases"))):
        if recompile:
            for cl in sorted(os.listdir(os.path.join(OBJ, "src"))):
                name = cl[:-3]
                subprocess.run(["clang-14", "-cl-std=CL2.0", "-target", "amdgcn-amd-amdhsa", "-mcpu=" + cpu,
                                "-nogpulib", "-O2", "-S", cl, "-o",
                                os.path.join("..", "cases", cpu, name + ".s")], cwd=os.path.join(OBJ, "src"),
                               check=True, capture_output=True)
        os.makedirs(os.path.join(OBJ, "golden", cpu), exist_ok=True)
        for s in sorted(os.listdir(os.path.join(OBJ, "cases", cpu))):
            if s.endswith(".s") and not llvm_mc_obj(cpu, os.path.join(OBJ, "cases", cpu, s),
                                                    os.path.join(OBJ, "golden", cpu, s[:-2] + ".o")):
                sys.exit("llvm-mc failed on %s/%s" % (cpu, s))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gpuisa", required=False)
    live = ap.add_mutually_exclusive_group()
    live.add_argument("--live", dest="live", action="store_true", default=None)
    live.add_argument("--no-live", dest="live", action="store_false")
    ap.add_argument("--cpus", nargs="+")
    ap.add_argument("--record", action="store_true")
    ap.add_argument("--recompile", action="store_true")
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("-v", action="store_true")
    a = ap.parse_args()
    if a.record:
        record(a.recompile)
        return 0
    if not a.gpuisa:
        ap.error("--gpuisa is required")
    use_live = a.live if a.live is not None else shutil.which("llvm-mc") is not None
    jobs = []
    for cpu in sorted(os.listdir(os.path.join(OBJ, "cases"))):
        if a.cpus and cpu not in a.cpus:
            continue
        for s in sorted(os.listdir(os.path.join(OBJ, "cases", cpu))):
            if s.endswith(".s"):
                jobs.append((cpu, s[:-2]))
    passed = failed = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
        for res in ex.map(lambda j: check(os.path.abspath(a.gpuisa), j[0], j[1], use_live), jobs):
            for ok, msg in res:
                if ok:
                    passed += 1
                    if a.v:
                        print("ok   " + msg)
                else:
                    failed += 1
                    print("FAIL " + msg)
    print("(%s reference)" % ("live llvm-mc" if use_live else "golden"))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
