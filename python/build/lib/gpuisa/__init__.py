"""gpuisa: assemble, disassemble and execute GPU machine code (AMDGPU, NVIDIA SASS, Intel vISA).

Python bindings of libgpuisa (ctypes over the shared library; no compiler needed)::

    import gpuisa
    asm = gpuisa.assemble("amdgpu", "gfx900", "v_add_f32 v0, 1.0, v1")
    asm.code                      # b'\\xf2\\x02\\x00\\x02'
    gpuisa.disassemble("amdgpu", "gfx900", asm.code)   # [Instruction(offset=0, size=4, text=...)]

    emu = gpuisa.Emulator("sass", "sm_50")
    emu.map("global", 0x1000, 64); emu.write("global", 0x1000, bytes(range(64)))
    emu.reg_write("R2", 0x1000)
    emu.load(gpuisa.assemble("sass", "sm_50", "LD.E R0, [R2+0x4] ;"))
    emu.run()
    emu.reg_read("R0", lane=0)

    out = gpuisa.launch("sass", "sm_50", kernel_text, grid=4, block=256,
                        args=[x, y, ("i32", n)])            # numpy arrays as buffers

Errors raise GpuisaError (AssemblyError carries the diagnostics).
The library is found through $GPUISA_LIBRARY, a source tree's build/, or the system's linker path.
"""
from __future__ import annotations

import ctypes
import json
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, List, Optional, Sequence, Tuple, Union

from ._lib import HOOK, LaunchOptions, Listing, Options, c_free, lib

__all__ = ["version", "assemble", "disassemble", "Emulator", "launch", "Assembly", "Instruction",
           "Diagnostic", "MemoryAccess", "Fault", "GpuisaError", "AssemblyError", "RunError"]

_ISAS = {"amdgpu": 0, "sass": 1, "visa": 2}
_SPACES = {"global": 0, "shared": 1, "local": 2, "const": 3}
_OPT_LLVM_COMPAT, _OPT_OBJECT = 1, 2


class GpuisaError(Exception):
    """An error of the library: bad arguments, a context that cannot be created, a run error."""


@dataclass(frozen=True)
class Diagnostic:
    """One diagnostic as the command line prints it: FILE:LINE:COL: severity: message."""
    severity: str
    file: str
    line: int
    col: int
    message: str
    source: str

    def __str__(self) -> str:
        return "%s:%d:%d: %s: %s" % (self.file, self.line, self.col, self.severity, self.message)


class AssemblyError(GpuisaError):
    """The text did not assemble; .diagnostics lists every error (and warning)."""

    def __init__(self, diagnostics: List[Diagnostic]):
        self.diagnostics = diagnostics
        super().__init__("\n".join(str(d) for d in diagnostics if d.severity == "error"))


class RunError(GpuisaError):
    """A run or launch stopped with an error (not a fault)."""


@dataclass(frozen=True)
class Instruction:
    """An assembled or disassembled instruction: offset and bytes in the code, its text."""
    offset: int
    size: int
    text: str
    bytes: bytes = b""
    line: int = 0
    note: Optional[str] = None


@dataclass
class Assembly:
    """What assemble() returns: the code, one Instruction per source instruction, the diagnostics
    (warnings; errors raise), and the ELF object when obj=True (amdgpu)."""
    code: bytes
    listing: List[Instruction]
    diagnostics: List[Diagnostic]
    object: Optional[bytes] = None


@dataclass(frozen=True)
class MemoryAccess:
    """What a memory hook receives for every guest access."""
    pc: int
    lane: int
    space: str
    address: int
    size: int
    value: Optional[bytes]
    write: bool
    status: int


@dataclass(frozen=True)
class Fault:
    pc: int
    lane: int
    kind: str
    address: int


def version() -> str:
    """The version of the loaded library ("MAJOR.MINOR.PATCH")."""
    return lib.gi_version().decode()


def _isa(isa: str) -> int:
    try:
        return _ISAS[isa]
    except KeyError:
        raise GpuisaError("unknown ISA '%s' (amdgpu, sass, visa)" % isa) from None


class _Context:
    """A gi_ctx: an ISA and target."""

    def __init__(self, isa: str, mcpu: Optional[str], mattr: Optional[str] = None, flags: int = 0):
        err = ctypes.create_string_buffer(512)
        self._opt = Options(mcpu.encode() if mcpu else None, mattr.encode() if mattr else None, flags)
        self.isa = isa
        self.ptr = lib.gi_ctx_new(_isa(isa), ctypes.byref(self._opt), err, len(err))
        if not self.ptr:
            raise GpuisaError(err.value.decode() or "cannot create a context for %s %s" % (isa, mcpu))

    def __del__(self):
        if getattr(self, "ptr", None):
            lib.gi_ctx_free(self.ptr)
            self.ptr = None


def _diags(res) -> List[Diagnostic]:
    out = []
    for i in range(lib.gi_result_diag_count(res)):
        d = lib.gi_result_diag(res, i).contents
        src = ctypes.string_at(d.source, d.source_len).decode(errors="replace") if d.source else ""
        out.append(Diagnostic(("error", "warning", "note")[d.severity], (d.file or b"").decode(), d.line, d.col,
                              (d.message or b"").decode(), src))
    return out


def assemble(isa: str, mcpu: Optional[str], text: str, *, mattr: Optional[str] = None,
             llvm_compat: bool = False, obj: bool = False, filename: str = "<python>") -> Assembly:
    """Assemble text for an ISA and target; raises AssemblyError with every diagnostic on errors."""
    ctx = _Context(isa, mcpu, mattr, (_OPT_LLVM_COMPAT if llvm_compat else 0) | (_OPT_OBJECT if obj else 0))
    data = text.encode()
    res = lib.gi_assemble(ctx.ptr, filename.encode(), data, len(data))
    if not res:
        raise GpuisaError("out of memory")
    try:
        diags = _diags(res)
        if lib.gi_result_errors(res):
            raise AssemblyError(diags)
        n = ctypes.c_size_t()
        p = lib.gi_result_code(res, ctypes.byref(n))
        code = ctypes.string_at(p, n.value) if p and n.value else b""
        listing = []
        for i in range(lib.gi_result_inst_count(res)):
            l = lib.gi_result_inst(res, i).contents
            b = ctypes.string_at(l.bytes, l.size) if l.size else b""
            listing.append(Instruction(l.offset, l.size, (l.text or b"").decode(), b, l.line,
                                       l.note.decode() if l.note else None))
        objbytes = None
        if obj:
            p = lib.gi_result_object(res, ctypes.byref(n))
            objbytes = ctypes.string_at(p, n.value) if p else None
        return Assembly(code, listing, diags, objbytes)
    finally:
        lib.gi_result_free(res)


def disassemble(isa: str, mcpu: Optional[str], code: bytes, *, mattr: Optional[str] = None) -> List[Instruction]:
    """Disassemble raw machine code: one Instruction per instruction; bytes that are no instruction
    come back as data (text ".long 0x..." / ".quad 0x...")."""
    ctx = _Context(isa, mcpu, mattr, _OPT_LLVM_COMPAT if isa == "amdgpu" else 0)
    unit = lib.gi_dis_unit(ctx.ptr)
    buf = ctypes.create_string_buffer(512)
    out, off = [], 0
    while off < len(code):
        k = lib.gi_disassemble(ctx.ptr, code, len(code), off, buf, len(buf))
        if k:
            out.append(Instruction(off, k, buf.value.decode(), code[off:off + k]))
            off += k
        else:
            word = code[off:off + unit]
            v = int.from_bytes(word.ljust(unit, b"\0"), "little")
            out.append(Instruction(off, len(word), (".long 0x%08x" if unit == 4 else ".quad 0x%016x") % v, word))
            off += unit
    return out


class Emulator:
    """One wave/warp on the functional model, in Unicorn's style: map memory, read and write
    registers and predicates by their ISA names, hook memory accesses, run with limits."""

    def __init__(self, isa: str, mcpu: Optional[str] = None, *, lanes: Optional[int] = None):
        self._ctx = _Context(isa, mcpu)
        err = ctypes.create_string_buffer(512)
        self._emu = lib.gi_emu_new(self._ctx.ptr, err, len(err))
        if not self._emu:
            raise GpuisaError(err.value.decode())
        self._hook_fn = None
        self._keep = None
        if lanes is not None:
            self.lanes = lanes

    def __del__(self):
        if getattr(self, "_emu", None):
            lib.gi_emu_free(self._emu)
            self._emu = None

    def _check(self, rc: int):
        if rc != 0:
            msg = lib.gi_emu_error(self._emu)
            raise GpuisaError(msg.decode() if msg else "error %d" % rc)

    @property
    def lanes(self) -> int:
        return lib.gi_emu_lanes(self._emu)

    @lanes.setter
    def lanes(self, n: int):
        self._check(lib.gi_emu_set_lanes(self._emu, n))

    @property
    def exec_mask(self) -> int:
        return lib.gi_emu_get_exec(self._emu)

    @exec_mask.setter
    def exec_mask(self, mask: int):
        lib.gi_emu_set_exec(self._emu, mask)

    def load(self, program: Union[Assembly, bytes]):
        """Load an Assembly (its code and listing) or raw machine code."""
        if isinstance(program, Assembly):
            # the listing gives the instruction boundaries (SASS: the padding NOPs of the last
            # group are not run), as gi_emu_load_result does
            recs = (Listing * max(1, len(program.listing)))()
            keep = []
            for i, ins in enumerate(program.listing):
                tb, bb = ctypes.create_string_buffer(ins.text.encode()), ctypes.create_string_buffer(ins.bytes)
                keep += [tb, bb]
                recs[i] = Listing(ins.line, ins.offset, ctypes.cast(tb, ctypes.c_char_p),
                                  ctypes.cast(bb, ctypes.POINTER(ctypes.c_uint8)), ins.size, None)
            code = program.code
            self._check(lib.gi_emu_load(self._emu, code, len(code), ctypes.cast(recs, ctypes.c_void_p),
                                        len(program.listing)))
            return
        self._check(lib.gi_emu_load(self._emu, program, len(program), None, 0))

    def set_limits(self, max_instructions: int = 0, max_memory: int = 0):
        lib.gi_emu_set_limits(self._emu, max_instructions, max_memory)

    def map(self, space: str, address: int, size: int):
        self._check(lib.gi_emu_mem_map(self._emu, _SPACES[space], address, size))

    def write(self, space: str, address: int, data: bytes, lane: int = -1):
        self._check(lib.gi_emu_mem_write(self._emu, _SPACES[space], lane, address, bytes(data), len(data)))

    def read(self, space: str, address: int, size: int, lane: int = -1) -> bytes:
        buf = ctypes.create_string_buffer(size)
        self._check(lib.gi_emu_mem_read(self._emu, _SPACES[space], lane, address, buf, size))
        return buf.raw

    def reg_write(self, name: str, value: Union[int, Sequence[int]], lane: int = -1):
        """Write a register: one value for every lane (lane -1) or one lane; a sequence sets lanes 0.."""
        if isinstance(value, (list, tuple)):
            for l, v in enumerate(value):
                self._check(lib.gi_emu_reg_write(self._emu, name.encode(), l, v))
        else:
            self._check(lib.gi_emu_reg_write(self._emu, name.encode(), lane, value))

    def reg_read(self, name: str, lane: int = 0) -> int:
        v = ctypes.c_uint64()
        self._check(lib.gi_emu_reg_read(self._emu, name.encode(), lane, ctypes.byref(v)))
        return v.value

    def pred_write(self, name: str, value: bool, lane: int = -1):
        self._check(lib.gi_emu_pred_write(self._emu, name.encode(), lane, int(bool(value))))

    def pred_read(self, name: str, lane: int = 0) -> bool:
        v = ctypes.c_int()
        self._check(lib.gi_emu_pred_read(self._emu, name.encode(), lane, ctypes.byref(v)))
        return bool(v.value)

    def hook(self, fn: Optional[Callable[[MemoryAccess], None]]):
        """Call fn(MemoryAccess) for every guest memory access of the next runs (None: no hook)."""
        names = {v: k for k, v in _SPACES.items()}
        if fn is None:
            self._hook_fn = None
            lib.gi_emu_set_hook(self._emu, HOOK(), None)
            return

        def tramp(_user, ap):
            a = ap.contents
            val = ctypes.string_at(a.value, a.size) if a.value else None
            fn(MemoryAccess(a.pc, a.lane, names.get(a.space, str(a.space)), a.address, a.size, val, bool(a.write),
                            a.status))

        self._hook_fn = HOOK(tramp)
        lib.gi_emu_set_hook(self._emu, self._hook_fn, None)

    def load_state(self, state: Union[str, dict]):
        """Set registers and memory from a state (the JSON of `gpuisa run --state`)."""
        text = (json.dumps(state) if isinstance(state, dict) else state).encode()
        self._check(lib.gi_emu_load_state_json(self._emu, text, len(text)))

    def run(self, *, stop_on_fault: bool = False) -> int:
        """Run from the first instruction; returns the instruction count. Faults are in .faults;
        an error or a limit raises RunError."""
        st = lib.gi_emu_run(self._emu, 1 if stop_on_fault else 0)
        if st < 0:
            msg = lib.gi_emu_error(self._emu)
            raise RunError(msg.decode() if msg else "run error %d" % st)
        return lib.gi_emu_instructions(self._emu)

    @property
    def faults(self) -> List[Fault]:
        out = []
        for i in range(lib.gi_emu_fault_count(self._emu)):
            f = lib.gi_emu_fault(self._emu, i).contents
            out.append(Fault(f.pc, f.lane, f.kind.decode(), f.address))
        return out

    def result(self) -> Dict[str, Any]:
        """The result object of `gpuisa run --json`."""
        p = lib.gi_emu_result_json(self._emu)
        if not p:
            raise GpuisaError("out of memory")
        try:
            return json.loads(ctypes.string_at(p).decode())
        finally:
            c_free(p)


_NP_TYPES = {"uint8": "u8", "int8": "s8", "uint16": "u16", "int16": "s16", "uint32": "u32", "int32": "s32",
             "uint64": "u64", "int64": "s64", "float16": "f16", "float32": "f32", "float64": "f64"}


@dataclass
class LaunchResult:
    """What launch() returns: the buffers (numpy arrays, the inputs' dtypes) after the kernel, and
    the counts and faults of the result JSON."""
    buffers: List[Any]
    instructions: int
    lane_instructions: int
    waves: int
    faults: List[dict] = field(default_factory=list)


def launch(isa: str, mcpu: Optional[str], program: Union[str, bytes], *, grid, block, args: Sequence[Any],
           shared: int = 0, kernel: Optional[str] = None, threads: int = 0, max_instructions: int = 0,
           max_memory: int = 0) -> LaunchResult:
    """Run a kernel over a grid as `gpuisa run --launch` does. program: assembly text or an object.
    args in parameter order: a numpy array is a buffer (copied in, and back out in the result),
    ("i32", 5) / ("f32", 2.0) ... a scalar, ("local", bytes) a dynamic local allocation (amdgpu)."""
    import numpy as np
    bufs, jargs, arrays = {}, [], []
    for a in args:
        if isinstance(a, np.ndarray):
            t = _NP_TYPES.get(a.dtype.name)
            if not t:
                raise GpuisaError("buffer dtype %s has no gpuisa type" % a.dtype)
            name = "b%d" % len(arrays)
            vals = a.ravel()
            bufs[name] = {"type": t, "values": [v.item() for v in vals] if t.startswith("f") else vals.tolist()}
            jargs.append({"buffer": name})
            arrays.append(a)
        elif isinstance(a, tuple) and len(a) == 2:
            jargs.append({a[0]: a[1]})
        else:
            raise GpuisaError("an argument is a numpy array or a (TYPE, VALUE) pair, not %r" % (a,))
    g = list(grid) if isinstance(grid, (list, tuple)) else [grid]
    b = list(block) if isinstance(block, (list, tuple)) else [block]
    spec = {"grid": g, "block": b, "shared": shared, "buffers": bufs, "args": jargs}
    if kernel:
        spec["kernel"] = kernel
    ctx = _Context(isa, mcpu, None, _OPT_OBJECT if isa == "amdgpu" else 0)
    if isinstance(program, str):
        res = lib.gi_assemble(ctx.ptr, b"<python>", program.encode(), len(program.encode()))
        try:
            if lib.gi_result_errors(res):
                raise AssemblyError(_diags(res))
            n = ctypes.c_size_t()
            p = lib.gi_result_object(res, ctypes.byref(n))
            if not p:
                p = lib.gi_result_code(res, ctypes.byref(n))
            obj = ctypes.string_at(p, n.value)
        finally:
            lib.gi_result_free(res)
    else:
        obj = bytes(program)
    js = json.dumps(spec).encode()
    opt = LaunchOptions(None, threads, max_instructions, max_memory, None)
    out = ctypes.c_void_p()
    err = ctypes.create_string_buffer(600)
    st = lib.gi_launch(ctx.ptr, obj, len(obj), js, len(js), ctypes.byref(opt), ctypes.byref(out), err, len(err))
    if st == 1:
        raise RunError(err.value.decode())
    try:
        r = json.loads(ctypes.string_at(out.value).decode())
    finally:
        c_free(out.value)
    outs = [np.array(r["buffers"]["b%d" % i], dtype=a.dtype).reshape(a.shape) for i, a in enumerate(arrays)]
    return LaunchResult(outs, r["instructions"], r["lane_instructions"], r["waves"], r.get("faults", []))
