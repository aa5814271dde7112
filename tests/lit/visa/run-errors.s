// Invalid states and unrunnable operands stop `gpuisa run` with exit 1 and a message naming the cause.
// RUN: echo '{"regs": {"NOPE": 1}}' > %t.1.json
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %t.1.json %s 2>&1 | FileCheck --check-prefix=UNKNOWN %s
// UNKNOWN: gpuisa: state: regs.NOPE: unknown register 'NOPE' (not a declared variable)
// RUN: echo '{"regs": {"A": [1, 2, 3, 4, 5]}}' > %t.2.json
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %t.2.json %s 2>&1 | FileCheck --check-prefix=LONG %s
// LONG: gpuisa: state: regs.A: 5 values for 4 elements
// RUN: echo '{"regs": {"B": 256}}' > %t.3.json
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %t.3.json %s 2>&1 | FileCheck --check-prefix=RANGE %s
// RANGE: gpuisa: state: regs.B: value 0: expected an integer of 8 bits (type ub)
// RUN: echo '{"surfaces": [{"model": "flat", "index": 1, "base": 0}]}' > %t.4.json
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %t.4.json %s 2>&1 | FileCheck --check-prefix=MODEL %s
// MODEL: gpuisa: state: surfaces: [0]: "model" must be "bti", "bss" or "ss"
// RUN: echo '{"counters": [{"model": "bss", "index": 1, "value": 0}]}' > %t.5.json
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %t.5.json %s 2>&1 | FileCheck --check-prefix=KEY %s
// KEY: gpuisa: state: counters: [0]: a bss entry takes "offset", not "index"
// RUN: echo '{"preds": {"P1": [false, false, true, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false, false]}}' > %t.6.json
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 --state %t.6.json %s 2>&1 | FileCheck --check-prefix=PRED %s
// PRED: gpuisa: state: preds.P1: 'P1' has 2 elements (element 2 set)
// The load at pc 0 needs 4 lanes x 4 bytes of D, which has 8 bytes:
// RUN: %not %gpuisa run --isa=visa --mcpu=dg2 %s 2>&1 | FileCheck --check-prefix=PAYLOAD %s
// PAYLOAD: gpuisa: pc 0: the destination payload (16 bytes at byte 0) passes the end of D (8 bytes)
.version 4.1
.kernel "errors"
.decl A v_type=G type=ud num_elts=4
.decl B v_type=G type=ub num_elts=1
.decl D v_type=G type=ud num_elts=2
.decl P1 v_type=P num_elts=2
lsc_load.ugm (M1, 4) D:d32 flat[A]:a32
ret (M1, 1)
