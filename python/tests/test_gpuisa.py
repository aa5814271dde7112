"""pytest suite of the Python bindings: every binding, errors included, and a launch with numpy
buffers. Expected values come from llvm-mc 14 (the AMDGPU encodings, as the C tests and the README
state them) and by hand (the SASS runs)."""
import numpy as np
import pytest

import gpuisa


def test_version():
    v = gpuisa.version()
    assert len(v.split(".")) == 3 and all(p.isdigit() for p in v.split("."))


def test_assemble_amdgpu():
    a = gpuisa.assemble("amdgpu", "gfx900", "v_add_f32 v0, 1.0, v1\ns_endpgm")
    assert a.code == bytes([0xf2, 0x02, 0x00, 0x02, 0x00, 0x00, 0x81, 0xbf])
    assert [i.text for i in a.listing] == ["v_add_f32 v0, 1.0, v1", "s_endpgm"]
    assert a.listing[1].offset == 4 and a.listing[1].bytes == bytes([0x00, 0x00, 0x81, 0xbf])
    assert a.diagnostics == []


def test_assemble_object():
    a = gpuisa.assemble("amdgpu", "gfx900", "\t.text\ns_endpgm\n", obj=True)
    assert a.object[:4] == b"\x7fELF"


def test_assemble_errors_carry_every_diagnostic():
    with pytest.raises(gpuisa.AssemblyError) as e:
        gpuisa.assemble("amdgpu", "gfx900", "v_add_f32 v0, 1.0\nfoo v1", filename="k.s")
    d = e.value.diagnostics
    assert [(x.line, x.col, x.severity) for x in d] == [(1, 1, "error"), (2, 1, "error")]
    assert d[1].message == "invalid instruction" and d[1].source == "foo v1" and d[1].file == "k.s"
    assert str(d[1]) == "k.s:2:1: error: invalid instruction"
    assert "invalid instruction" in str(e.value)


def test_bad_isa_and_target():
    with pytest.raises(gpuisa.GpuisaError):
        gpuisa.assemble("ptx", None, "")
    with pytest.raises(gpuisa.GpuisaError):
        gpuisa.assemble("amdgpu", "gfx9999", "s_endpgm")


def test_sass_listing_note():
    a = gpuisa.assemble("sass", "sm_50", "MOV R1, c[0x0][0x20] ;")
    assert a.listing[0].bytes == (0x4c98078000870001).to_bytes(8, "little")
    assert a.listing[0].note.startswith("sched: 0x")


def test_disassemble():
    code = bytes([0xf2, 0x02, 0x00, 0x02, 0xff, 0xff, 0xff, 0xff])
    d = gpuisa.disassemble("amdgpu", "gfx900", code)
    assert [(i.offset, i.size, i.text) for i in d] == [(0, 4, "v_add_f32_e32 v0, 1.0, v1"), (4, 4, ".long 0xffffffff")]
    words = gpuisa.assemble("sass", "sm_50", "MOV R1, c[0x0][0x20] ;").code
    texts = [i.text for i in gpuisa.disassemble("sass", "sm_50", words)]
    assert "MOV R1, c[0x0][0x20] ;" in " ".join(texts)


def test_emulator_registers_memory_hook():
    emu = gpuisa.Emulator("sass", "sm_50", lanes=2)
    emu.load(gpuisa.assemble("sass", "sm_50", "LD.E R0, [R2+0x4] ;\nIADD R5, R0, 0x1 ;"))
    emu.map("global", 0x1000, 64)
    emu.write("global", 0x1000, bytes(range(64)))
    emu.reg_write("R2", [0x1000, 0x1008])
    emu.reg_write("R5", 7)
    seen = []
    emu.hook(seen.append)
    assert emu.run() == 2
    # by hand: lane 0 reads bytes 4..7 = 0x07060504, lane 1 bytes 12..15 = 0x0f0e0d0c
    assert [emu.reg_read("R0", lane=l) for l in (0, 1)] == [0x07060504, 0x0f0e0d0c]
    assert emu.reg_read("R5", lane=1) == 0x0f0e0d0d
    assert [(a.lane, a.address, a.size, a.write, a.value) for a in seen] == [
        (0, 0x1004, 4, False, bytes([4, 5, 6, 7])), (1, 0x100c, 4, False, bytes([12, 13, 14, 15]))]
    assert emu.read("global", 0x1004, 4) == bytes([4, 5, 6, 7])
    emu.hook(None)


def test_emulator_predicates_faults_and_result():
    emu = gpuisa.Emulator("sass", "sm_50", lanes=4)
    emu.load(gpuisa.assemble("sass", "sm_50", "ISETP.LT.AND P0, PT, R0, 0x2, PT ;\n@P0 LD.E R1, [R2] ;"))
    emu.reg_write("R0", [0, 1, 2, 3])
    emu.reg_write("R2", 0x2001)
    emu.run()
    assert [emu.pred_read("P0", l) for l in range(4)] == [True, True, False, False]
    kinds = {(f.lane, f.kind) for f in emu.faults}
    assert (0, "misaligned") in kinds and (1, "misaligned") in kinds
    r = emu.result()
    assert r["preds"]["P0"] == [True, True, False, False]
    emu.pred_write("P1", True)
    assert emu.pred_read("P1", 3)


def test_emulator_errors():
    emu = gpuisa.Emulator("sass", "sm_50")
    with pytest.raises(gpuisa.GpuisaError):
        emu.reg_write("R0", 1)          # no program loaded
    emu.load(gpuisa.assemble("sass", "sm_50", "NOP ;"))
    with pytest.raises(gpuisa.GpuisaError, match="unknown register"):
        emu.reg_write("R300", 1)
    with pytest.raises(gpuisa.GpuisaError):
        emu.load_state({"bogus": 1})


def test_emulator_limits():
    emu = gpuisa.Emulator("sass", "sm_50")
    emu.load(gpuisa.assemble("sass", "sm_50", "loop:\nBRA loop ;"))
    emu.set_limits(max_instructions=100)
    with pytest.raises(gpuisa.RunError, match="instruction limit"):
        emu.run()


VADD = """
MOV R1, c[0x0][0x20] ;
S2R R0, SR_CTAID.X ;
S2R R2, SR_TID.X ;
ISCADD R0, R0, R2, 0x5 ;
LEA R4.CC, R0, c[0x0][0x140], 0x2 ;
LEA.HI.X R5, R0, c[0x0][0x144], RZ, 0x2 ;
LEA R6.CC, R0, c[0x0][0x148], 0x2 ;
LEA.HI.X R7, R0, c[0x0][0x14c], RZ, 0x2 ;
LDG.E R8, [R4] ;
LDG.E R9, [R6] ;
IADD R8, R8, R9 ;
LEA R4.CC, R0, c[0x0][0x150], 0x2 ;
LEA.HI.X R5, R0, c[0x0][0x154], RZ, 0x2 ;
STG.E [R4], R8 ;
EXIT ;
"""


def test_launch_numpy():
    a = np.arange(128, dtype=np.uint32)
    b = np.full(128, 1000, dtype=np.uint32)
    c = np.zeros(128, dtype=np.uint32)
    r = gpuisa.launch("sass", "sm_50", VADD, grid=4, block=32, args=[a, b, c], threads=2)
    assert r.buffers[2].dtype == np.uint32 and (r.buffers[2] == a + 1000).all()
    assert (r.buffers[0] == a).all() and r.waves == 4 and r.instructions == 60 and r.faults == []


def test_launch_errors():
    with pytest.raises(gpuisa.RunError, match="larger than 1024"):
        gpuisa.launch("sass", "sm_50", VADD, grid=1, block=2048, args=[])
    with pytest.raises(gpuisa.GpuisaError):
        gpuisa.launch("sass", "sm_50", VADD, grid=1, block=32, args=[object()])
    with pytest.raises(gpuisa.AssemblyError):
        gpuisa.launch("sass", "sm_50", "BOGUS ;", grid=1, block=32, args=[])
