"""Running GenX_IR (Intel's vISA assembler, Debian libigc-tools) on one case:
acceptance and the kernel body of the .isa file it writes. GenX_IR 1.0.12504's
.isa writer drops each instruction's last two operands; the body is returned
as written (the caller compares the bytes that are there)."""
import os
import shutil
import struct
import subprocess
import tempfile

GENX = shutil.which("GenX_IR")
PLATFORM = {"dg2": "DG2", "mtl": "MTL", "pvc": "PVC"}


def isa_body(data):
    """Body bytes and length field of a one-kernel vISA 4.1 file."""
    nl = struct.unpack_from("<H", data, 8)[0]
    koff, ksize, inoff = struct.unpack_from("<III", data, 10 + nl)
    o = inoff
    nin = struct.unpack_from("<I", data, o)[0]
    o += 4 + 9 * nin
    size, entry = struct.unpack_from("<II", data, o)
    return data[koff + entry:koff + entry + size]


def run_text(text, mcpu, tmp):
    """(status, body hex): status 'accept', 'reject' or 'crash'."""
    src = os.path.join(tmp, "case.visaasm")
    with open(src, "w") as f:
        f.write(text)
    isa = os.path.join(tmp, "case.isa")
    if os.path.exists(isa):
        os.remove(isa)
    try:
        p = subprocess.run([GENX, "case.visaasm", "-platform", PLATFORM[mcpu], "-binary"], cwd=tmp,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=20)
    except subprocess.TimeoutExpired:
        return "crash", ""   # GenX_IR hangs (treated like a crash)
    if p.returncode < 0 or p.returncode > 128:
        return "crash", ""
    if p.returncode != 0 or not os.path.exists(isa):
        return "reject", ""
    return "accept", isa_body(open(isa, "rb").read()).hex()


def read_back(isa_bytes, mcpu, tmp):
    """GenX_IR reading a binary .isa: (ok, the instruction lines of its .visaasm dump)."""
    path = os.path.join(tmp, "rb.isa")
    with open(path, "wb") as f:
        f.write(isa_bytes)
    dump = os.path.join(tmp, ".visaasm")
    if os.path.exists(dump):
        os.remove(dump)
    try:
        p = subprocess.run([GENX, "rb.isa", "-platform", PLATFORM[mcpu], "-output", "-dumpcommonisa", "-stopafter", "cleanMessageHeader"], cwd=tmp,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=10)
    except subprocess.TimeoutExpired:
        return False, []
    if p.returncode != 0 or not os.path.exists(dump):
        return False, []
    lines = []
    for ln in open(dump, errors="replace"):
        ln = ln.split("///")[0]
        if ".kernel_attr" in ln:
            ln = ln.split('"3d"', 1)[1] if '"3d"' in ln else ""
        ln = " ".join(ln.split())
        if ln and not ln.startswith(".") and not ln.startswith("//"):
            lines.append(ln)
    return True, lines
