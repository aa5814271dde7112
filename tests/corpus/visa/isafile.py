"""Read the kernel tables of a vISA 4.1 .isa file (one kernel), as the format
lays them out (IGC visa/BinaryCISAEmission.cpp writes them, ByteCodeReaderNG.cpp
reads them). Used by the corpus checks to compare gpuisa's files with IGC's own
dumps table by table, independently of gpuisa's C reader."""
import struct


class Reader:
    def __init__(self, b, i=0):
        self.b, self.i = b, i

    def u(self, n):
        v = int.from_bytes(self.b[self.i:self.i + n], "little")
        if self.i + n > len(self.b):
            raise ValueError("truncated at %d" % self.i)
        self.i += n
        return v

    def cstr(self):
        z = self.b.index(b"\0", self.i)
        s = self.b[self.i:z].decode("latin-1")
        self.i = z + 1
        return s

    def raw(self, n):
        v = self.b[self.i:self.i + n]
        self.i += n
        return v


def attrs(r, strings, count):
    out = []
    for _ in range(count):
        name = strings[r.u(4)]
        size = r.u(1)
        out.append((name, bytes(r.raw(size))))
    return out


def parse(b):
    r = Reader(b)
    if r.raw(4) != b"CISA":
        raise ValueError("not a vISA file")
    major, minor = r.u(1), r.u(1)
    nk = r.u(2)
    if nk != 1:
        raise ValueError("one kernel expected")
    name = r.raw(r.u(2)).decode("latin-1")
    koff, ksize, inoff = r.u(4), r.u(4), r.u(4)
    r.u(2)
    r.u(2)
    ngen = r.u(1)
    r.raw(9 * ngen)
    nglob, nfunc = r.u(2), r.u(2)
    r.i = koff
    strings = [r.cstr() for _ in range(r.u(4))]
    k = {"version": (major, minor), "name": name, "strings": strings, "name_index": r.u(4)}
    k["vars"] = []
    for _ in range(r.u(4)):
        v = {"name": strings[r.u(4)]}
        bits = r.u(1)
        v["type"], v["align"] = bits & 15, bits >> 4
        v["num_elts"] = r.u(2)
        v["alias"], v["alias_off"], v["scope"] = r.u(4), r.u(2), r.u(1)
        v["attrs"] = attrs(r, strings, r.u(1))
        k["vars"].append(v)
    k["addrs"] = []
    for _ in range(r.u(2)):
        k["addrs"].append({"name": strings[r.u(4)], "num_elts": r.u(2)})
        k["addrs"][-1]["attrs"] = attrs(r, strings, r.u(1))
    k["preds"] = []
    for _ in range(r.u(2)):
        k["preds"].append({"name": strings[r.u(4)], "num_elts": r.u(2)})
        k["preds"][-1]["attrs"] = attrs(r, strings, r.u(1))
    k["labels"] = []
    for _ in range(r.u(2)):
        k["labels"].append({"name": strings[r.u(4)], "kind": r.u(1)})
        k["labels"][-1]["attrs"] = attrs(r, strings, r.u(1))
    for key in ("samplers", "surfaces"):
        k[key] = []
        for _ in range(r.u(1)):
            k[key].append({"name": strings[r.u(4)], "num_elts": r.u(2)})
            k[key][-1]["attrs"] = attrs(r, strings, r.u(1))
    k["vmes"] = r.u(1)
    k["inputs"] = []
    for _ in range(r.u(4)):
        k["inputs"].append({"kind": r.u(1), "id": r.u(4), "offset": r.u(2), "size": r.u(2)})
    k["size"], k["entry"] = r.u(4), r.u(4)
    k["attrs"] = attrs(r, strings, r.u(2))
    k["body_off"] = koff + k["entry"]
    k["kernel_off"], k["kernel_size"] = koff, ksize
    k["file_size"] = len(b)
    return k
