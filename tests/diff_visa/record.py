#!/usr/bin/env python3
"""Record GenX_IR's answers for every case (acceptance, .isa body) into
golden/<mcpu>.tsv, so that compare.py runs without the peer installed."""
import argparse
import concurrent.futures as cf
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import gen_cases  # noqa: E402
import genx  # noqa: E402


def work(args):
    mcpu, chunk = args
    out = []
    with tempfile.TemporaryDirectory() as tmp:
        for case in chunk:
            st, body = genx.run_text(gen_cases.PREAMBLE + case + "\nret (M1, 1)\n", mcpu, tmp)
            out.append((case, st, body))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mcpu", action="append", default=None)
    ap.add_argument("-j", type=int, default=2)
    a = ap.parse_args()
    if not genx.GENX:
        sys.exit("GenX_IR is not installed")
    cases = gen_cases.cases()
    for mcpu in a.mcpu or ["dg2", "pvc"]:
        chunks = [(mcpu, cases[i::a.j * 8]) for i in range(a.j * 8)]
        res = {}
        with cf.ThreadPoolExecutor(a.j) as ex:
            for part in ex.map(work, chunks):
                for case, st, body in part:
                    res[case] = (st, body)
        path = os.path.join(os.path.dirname(__file__), "golden", mcpu + ".tsv")
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write("# recorded from GenX_IR 1.0.12504 (libigc-tools): case\tstatus\tbody hex (truncated writer)\n")
            for case in cases:
                st, body = res[case]
                f.write(f"{case}\t{st}\t{body}\n")
        print(mcpu, sum(1 for v in res.values() if v[0] == "accept"), "accepted of", len(res))


if __name__ == "__main__":
    main()
