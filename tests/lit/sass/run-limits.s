// Resource limits and invalid input of `gpuisa run` (issue: robustness): a clear message,
// exit status 1 and no partial result; faults give exit status 2, --stop-on-fault stops after
// the first faulting instruction.
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --max-instructions 1000 --json %S/Inputs/forever.s > %t.out 2> %t.err
// RUN: FileCheck --check-prefix=INSNS %s < %t.err
// RUN: test ! -s %t.out
// INSNS: gpuisa: instruction limit (1000) reached at pc 0
//
// RUN: printf '{"memory": [{"space": "global", "address": 0, "type": "u32", "values": [1, 2]}]}' > %t.json
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --max-memory=1024 --state %t.json --json %S/Inputs/forever.s 2>&1 | FileCheck --check-prefix=MEM %s
// MEM: gpuisa: {{.*}}memory limit
//
// RUN: printf '{"regz": {}}' > %t.key.json
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %t.key.json %S/Inputs/forever.s 2>&1 | FileCheck --check-prefix=KEY %s
// KEY: gpuisa: state: unknown key 'regz'
//
// RUN: printf '{"regs": {"R255": 1}}' > %t.reg.json
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %t.reg.json %S/Inputs/forever.s 2>&1 | FileCheck --check-prefix=REG %s
// REG: gpuisa: state: regs.R255: unknown register 'R255' (R0..R254, RZ)
//
// RUN: printf '{"preds": {"PT": false}}' > %t.pt.json
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --state %t.pt.json %S/Inputs/forever.s 2>&1 | FileCheck --check-prefix=PT %s
// PT: PT is always true and cannot be set
//
// Assembly errors: the diagnostics, exit 1, no result.
// RUN: %not %gpuisa run --isa=sass --mcpu=sm_50 --json %s > %t.asm.out 2> %t.asm.err
// RUN: FileCheck --check-prefix=ASM %s < %t.asm.err
// RUN: test ! -s %t.asm.out
LEA R0, R1 ;
// ASM: run-limits.s:[[@LINE-1]]:1: error: too few operands for instruction
//
// Two faulting instructions on 2 lanes: exit 2; with --stop-on-fault only pc 0 runs.
// RUN: printf '{"lanes": 2}' > %t.lanes.json
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %t.lanes.json --json %S/Inputs/two-faults.s > %t.f.json; test $? -eq 2
// RUN: %jsonq < %t.f.json | FileCheck --check-prefix=FAULTS %s
// FAULTS: fault pc=0 lane=0 kind=out_of_bounds address=0x10
// FAULTS-NEXT: fault pc=0 lane=1 kind=out_of_bounds address=0x10
// FAULTS-NEXT: fault pc=1 lane=0 kind=out_of_bounds address=0x20
// FAULTS-NEXT: fault pc=1 lane=1 kind=out_of_bounds address=0x20
// FAULTS-NEXT: instructions: 2
// RUN: %gpuisa run --isa=sass --mcpu=sm_50 --state %t.lanes.json --stop-on-fault --json %S/Inputs/two-faults.s > %t.s.json; test $? -eq 2
// RUN: %jsonq < %t.s.json | FileCheck --check-prefix=STOP %s
// STOP: fault pc=0 lane=1 kind=out_of_bounds address=0x10
// STOP-NEXT: instructions: 1
