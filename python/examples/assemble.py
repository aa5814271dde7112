"""Assemble a line for each ISA and disassemble it back (python/examples/assemble.py)."""
import gpuisa

for isa, cpu, text in [("amdgpu", "gfx900", "v_add_f32 v0, 1.0, v1"),
                       ("sass", "sm_50", "MOV R1, c[0x0][0x20] ;")]:
    a = gpuisa.assemble(isa, cpu, text)
    back = [i.text.strip() for i in gpuisa.disassemble(isa, cpu, a.code) if not i.text.strip().startswith("/*")]
    print("%-7s %-28s %s -> %s" % (isa, text, a.code.hex(), back[0] if back else "?"))
