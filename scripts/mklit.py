#!/usr/bin/env python3
"""Write a lit/FileCheck test from input lines, with expectations recorded
from llvm-mc 14 (the peer), as LLVM's update_mc_test_checks.py does.

usage: mklit.py --mcpu gfx900 [--mattr ...] [--prefix P] [--mode compat|default] IN > OUT.s
IN holds assembly lines; a line starting with '#!' is copied as a comment.
Accepted lines get `// P: encoding: [...]`, rejected ones
`// P-ERR: :[[@LINE-1]]:{{[0-9]+}}: error: MESSAGE` (the message as llvm-mc words it)."""
import argparse, re, subprocess, sys, tempfile, os

# Messages gpuisa words exactly as llvm-mc 14 (spec/amdgpu.md); others are
# checked for line and severity only.
EXACT = {
    "invalid operand for instruction", "literal operands are not supported",
    "register not available on this GPU", "instruction not supported on this GPU",
    "invalid register alignment", "register index is out of range",
    "only one literal operand is allowed", "invalid or unsupported register size",
    "registers in a list must have consecutive indices", "expected absolute expression",
}

def run_llvm(lines, mcpu, mattr):
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(lines) + "\n")
        name = f.name
    cmd = ["llvm-mc", "-arch=amdgcn", "-mcpu=" + mcpu, "-show-encoding", name]
    if mattr:
        cmd.insert(3, "-mattr=" + mattr)
    p = subprocess.run(cmd, capture_output=True, text=True)
    os.unlink(name)
    errs = {}
    for m in re.finditer(r"^[^\n]*?:(\d+):(\d+): error: (.*)$", p.stderr, re.M):
        errs.setdefault(int(m.group(1)), (int(m.group(2)), m.group(3)))
    encs = re.findall(r"encoding: (\[[^\]]*\])", p.stdout)
    return errs, encs

def obj_bytes(lines, errs, mcpu, mattr):
    """Fixup bytes resolved the way the object writer does: assemble the
    accepted lines to an object and return .text."""
    keep = [l if (i + 1) not in errs else "" for i, l in enumerate(lines)]
    d = tempfile.mkdtemp()
    src, obj, binf = os.path.join(d, "a.s"), os.path.join(d, "a.o"), os.path.join(d, "a.bin")
    open(src, "w").write("\n".join(keep) + "\n")
    cmd = ["llvm-mc", "-arch=amdgcn", "-mcpu=" + mcpu, "-filetype=obj", src, "-o", obj]
    if mattr:
        cmd.insert(3, "-mattr=" + mattr)
    subprocess.run(cmd, check=True, capture_output=True)
    subprocess.run(["/usr/lib/llvm-14/bin/llvm-objcopy", "-O", "binary", "--only-section=.text", obj, binf], check=True)
    return open(binf, "rb").read()

def is_inst(line):
    s = re.sub(r"(//|;).*", "", line).strip()
    return bool(s) and not s.startswith(".") and not re.match(r"^[\w.$]+:$", s) and not re.match(r"^[\w.$]+\s*=", s)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mcpu", required=True)
    ap.add_argument("--mattr")
    ap.add_argument("--prefix", default="CHECK")
    ap.add_argument("--args", required=True, help="gpuisa as arguments")
    ap.add_argument("input")
    a = ap.parse_args()
    raw = open(a.input).read().splitlines()
    src = [l for l in raw if not l.startswith("#!")]
    errs, encs = run_llvm(src, a.mcpu, a.mattr)
    if any("A" in e for e in encs):
        text = obj_bytes(src, errs, a.mcpu, a.mattr)
        fixed, pos = [], 0
        for e in encs:
            n = len(e.strip("[]").split(","))
            fixed.append("[" + ",".join("0x%02x" % b for b in text[pos:pos + n]) + "]")
            pos += n
        encs = fixed
    cmd = "%gpuisa as " + a.args + " %s"
    out = []
    if errs:
        out.append("// RUN: %%not %s 2>/dev/null | FileCheck --check-prefix=%s %%s" % (cmd, a.prefix))
        out.append("// RUN: %%not %s 2>&1 >/dev/null | FileCheck --check-prefix=%s-ERR %%s" % (cmd, a.prefix))
    else:
        out.append("// RUN: %s | FileCheck --check-prefix=%s %%s" % (cmd, a.prefix))
    it = iter(encs)
    n = 0
    for l in raw:
        if l.startswith("#!"):
            out.append("//" + l[2:])
            continue
        n += 1
        out.append(l)
        if not is_inst(l):
            continue
        if n in errs:
            col, msg = errs[n]
            if msg in EXACT:
                out.append("// %s-ERR: :[[@LINE-1]]:%d: error: %s" % (a.prefix, col, msg))
            else:
                out.append("// %s-ERR: :[[@LINE-1]]:{{[0-9]+}}: error:" % a.prefix)
        else:
            enc = next(it, None)
            if enc is None:
                sys.exit("mapping failed at line %d" % n)
            out.append("// %s: encoding: %s" % (a.prefix, re.sub(r"([\[\]])", r"{{\\\1}}", enc)))
    print("\n".join(out))

if __name__ == "__main__":
    main()
