#!/usr/bin/env python3
"""Every zebin of the vISA corpus (tests/corpus/visa/DEV/NAME.zebin) through
`gpuisa dis --isa=visa --zebin-info`, compared line for line with the same fields read here
independently: the ELF section headers with struct, the .ze_info section with python3-yaml.
Prints the figures; exits 1 when a file differs or gpuisa fails on one.

    tests/corpus/visa/check_zebin.py --gpuisa build/gpuisa [FILE.zebin ...]
"""
import argparse
import glob
import os
import struct
import subprocess
import sys

import yaml

HERE = os.path.dirname(os.path.abspath(__file__))


def sections(data):
    """{name: (type, offset, size)} from the ELF64 little-endian section headers"""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    hdrs = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    strtab = hdrs[shstrndx]
    out = {}
    for h in hdrs[1:]:
        start = strtab[4] + h[0]
        name = data[start:data.index(b"\0", start)].decode()
        out[name] = (h[1], h[4], h[5])
    return out


def expected(path):
    """the dump gpuisa should print, from Python's reading of the file"""
    data = open(path, "rb").read()
    scn = sections(data)
    _, off, size = scn[".ze_info"]
    info = yaml.safe_load(data[off:off + size])
    kernels = info["kernels"]
    lines = ["zebin version %s kernels %d" % (info["version"], len(kernels))]
    for k in kernels:
        env = k["execution_env"]
        wg = env.get("required_work_group_size", [0, 0, 0])
        text = scn[".text." + k["name"]][2]
        lines.append("kernel %s simd %d grf %d slm %d barriers %d reqd_wg %d,%d,%d text %d" % (
            k["name"], env["simd_size"], env["grf_count"], env.get("slm_size", 0), env.get("barrier_count", 0),
            wg[0], wg[1], wg[2], text))
        for a in k.get("payload_arguments", []):
            lines.append("  arg %s %d %d %d %s %s %s" % (
                a["arg_type"], a["offset"], a["size"], a.get("arg_index", -1), a.get("addrmode", "-"),
                a.get("addrspace", "-"), a.get("access_type", "-")))
        for a in k.get("per_thread_payload_arguments", []):
            lines.append("  thread_arg %s %d %d" % (a["arg_type"], a["offset"], a["size"]))
        for b in k.get("binding_table_indices", []):
            lines.append("  bti %d %d" % (b["bti_value"], b["arg_index"]))
        for b in k.get("per_thread_memory_buffers", []):
            lines.append("  membuf %s %s %d" % (b["type"], b["usage"], b["size"]))
    return lines


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--gpuisa", default="build/gpuisa")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    files = args.files or sorted(glob.glob(os.path.join(HERE, "*", "*.zebin")))
    if not files:
        print("no zebin files found")
        return 1
    ok = kernels = args_n = 0
    bad = []
    for f in files:
        want = expected(f)
        r = subprocess.run([args.gpuisa, "dis", "--isa=visa", "--zebin-info", f], capture_output=True, text=True)
        got = r.stdout.splitlines()
        if r.returncode != 0 or got != want:
            diff = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
            bad.append((f, r.returncode, r.stderr.strip(), got[diff:diff + 1], want[diff:diff + 1]))
            continue
        ok += 1
        kernels += sum(1 for line in want if line.startswith("kernel "))
        args_n += sum(1 for line in want if line.startswith("  arg "))
    for f, rc, err, got, want in bad:
        print("DIFF %s (exit %d%s): gpuisa %r, python %r" % (os.path.relpath(f), rc, ", " + err if err else "", got, want))
    print("zebin: %d/%d files agree (%d kernels, %d payload arguments), %d failed" % (
        ok, len(files), kernels, args_n, len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
