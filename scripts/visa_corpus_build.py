#!/usr/bin/env python3
"""Regenerate the vISA corpus (tests/corpus/visa, README.md there) with Intel's ocloc.

For every kernel source of the AMDGPU corpus, tests/corpus/amdgpu/src/NAME.cl (the same OpenCL
files serve both ISAs; its copies that differ only in compile options, SKIPPED below, are left
out), and of the AMDGPU launch corpus, tests/launch/amdgpu/src/NAME.cl, and every device (pvc, dg2):

    ocloc compile -file NAME.cl -device DEV -output_no_suffix -output NAME --format zebin \\
          -options "-igc_opts 'ShaderDumpEnable=1,DumpToCustomDir=DUMP'"

and keep, per kernel, IGC's own dumps `DUMP/*_simdN_entry_*.visaasm` and `.isa` as
tests/corpus/visa/DEV/NAME/KERNEL.simdN.visaasm|.isa (KERNEL from the `.kernel "..."` line), and
the zebin as tests/corpus/visa/DEV/NAME.zebin. Nothing else is kept. A file whose dumps exceed
--max-visaasm bytes (one kernel) is left out and reported.

Getting ocloc WITHOUT installing it (the Intel ICD registration, /etc/OpenCL/vendors/intel.icd,
makes the ASan-built pocl test of this project abort, so `intel-opencl-icd` must stay
not-installed; `dpkg -l intel-opencl-icd` must say `un`):

    apt-get update
    cd /tmp && apt-get download intel-opencl-icd          # 22.43.24595.41-1 on Debian 12
    dpkg-deb -x intel-opencl-icd_*.deb /opt/intel-ocloc
    # libigc1 and libigdfcl1 (IGC 1.0.12504) must be installed (apt-get install libigc1 libigdfcl1)

This script runs /opt/intel-ocloc/usr/bin/ocloc (override with --ocloc) with LD_LIBRARY_PATH set to
the unpacked library directory (it needs its own libocloc.so).

    python3 scripts/visa_corpus_build.py [-j 2] [--only NAME ...] [--devices pvc,dg2]
"""
import argparse
import concurrent.futures
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CORPUS = os.path.join(ROOT, "tests", "corpus", "visa")
SOURCES = os.path.join(ROOT, "tests", "corpus", "amdgpu", "src")
# the kernels the AMDGPU launch corpus wrote for itself (tests/launch/amdgpu/SOURCES.md): launched too
LAUNCH_SOURCES = os.path.join(ROOT, "tests", "launch", "amdgpu", "src")
# AMDGPU corpus entries that repeat another file's kernels for -g / -O0 / DWARF 4 tests
SKIPPED = {"parboil_histo_g", "polybench_atax_O0_g", "polybench_covariance_f64_O0", "rodinia_nw_gdwarf4"}
ENTRY_RE = re.compile(r"_simd(\d+)_entry_(\d+)\.visaasm$")
KERNEL_RE = re.compile(r'^\.kernel\s+"([^"]*)"', re.M)


def build_one(ocloc, libdir, src, dev, max_bytes):
    name = os.path.splitext(os.path.basename(src))[0]
    out_dir = os.path.join(CORPUS, dev, name)
    with tempfile.TemporaryDirectory(prefix="visa-corpus-") as tmp:
        shutil.copy(src, os.path.join(tmp, name + ".cl"))
        dump = os.path.join(tmp, "dump")
        env = dict(os.environ)
        env["LD_LIBRARY_PATH"] = libdir + (":" + env["LD_LIBRARY_PATH"] if env.get("LD_LIBRARY_PATH") else "")
        cmd = [ocloc, "compile", "-file", name + ".cl", "-device", dev, "-output_no_suffix", "-output", name,
               "--format", "zebin", "-options", "-igc_opts 'ShaderDumpEnable=1,DumpToCustomDir=%s/'" % dump]
        r = subprocess.run(cmd, cwd=tmp, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if r.returncode != 0 or not os.path.exists(os.path.join(tmp, name)):
            return name, dev, "ocloc failed: " + r.stdout.strip().splitlines()[-1] if r.stdout.strip() else "ocloc failed"
        kernels = []
        for va in sorted(glob.glob(os.path.join(dump, "*.visaasm"))):
            m = ENTRY_RE.search(va)
            if not m:
                continue
            text = open(va, encoding="utf-8", errors="replace").read()
            k = KERNEL_RE.search(text)
            if not k:
                continue
            isa = va[:-len(".visaasm")] + ".isa"
            kernels.append((k.group(1), m.group(1), va, isa, len(text)))
        if not kernels:
            return name, dev, "no kernel dumps"
        big = [k for k in kernels if k[4] > max_bytes]
        if big:
            return name, dev, "left out: %s is %d bytes of vISA text" % (big[0][0], big[0][4])
        if os.path.isdir(out_dir):
            shutil.rmtree(out_dir)
        os.makedirs(out_dir)
        for kname, simd, va, isa, _ in kernels:
            base = os.path.join(out_dir, "%s.simd%s" % (kname, simd))
            shutil.copy(va, base + ".visaasm")
            if os.path.exists(isa):
                shutil.copy(isa, base + ".isa")
        shutil.copy(os.path.join(tmp, name), os.path.join(CORPUS, dev, name + ".zebin"))
        return name, dev, "%d kernel(s)" % len(kernels)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ocloc", default="/opt/intel-ocloc/usr/bin/ocloc")
    ap.add_argument("--libdir", default="/opt/intel-ocloc/usr/lib/x86_64-linux-gnu")
    ap.add_argument("--devices", default="pvc,dg2")
    ap.add_argument("--only", nargs="*", help="source names (without .cl)")
    ap.add_argument("--max-visaasm", type=int, default=200000, help="largest kernel text kept (bytes)")
    ap.add_argument("-j", type=int, default=2)
    a = ap.parse_args()
    if not os.path.exists(a.ocloc):
        sys.exit("no ocloc at %s: see this script's help for unpacking intel-opencl-icd" % a.ocloc)
    srcs = sorted((s for s in glob.glob(os.path.join(SOURCES, "*.cl")) + glob.glob(os.path.join(LAUNCH_SOURCES, "*.cl"))
                   if os.path.splitext(os.path.basename(s))[0] not in SKIPPED), key=os.path.basename)
    if a.only:
        srcs = [s for s in srcs if os.path.splitext(os.path.basename(s))[0] in a.only]
    jobs = [(s, d) for d in a.devices.split(",") for s in srcs]
    bad = 0
    with concurrent.futures.ThreadPoolExecutor(max_workers=a.j) as ex:
        futs = [ex.submit(build_one, a.ocloc, a.libdir, s, d, a.max_visaasm) for s, d in jobs]
        for f in futs:
            name, dev, msg = f.result()
            print("%-4s %-32s %s" % (dev, name, msg))
            if "kernel(s)" not in msg:
                bad += 1
    n = sum(len(glob.glob(os.path.join(CORPUS, d, "*", "*.visaasm"))) for d in a.devices.split(","))
    print("kernels (visaasm files): %d; sources not kept: %d" % (n, bad))


if __name__ == "__main__":
    main()
