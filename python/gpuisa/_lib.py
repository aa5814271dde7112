"""Loading libgpuisa.so and the C declarations the bindings use (ctypes: no compiler at install)."""
import ctypes
import ctypes.util
import os

__all__ = ["lib", "Diag", "Listing", "MemAccess", "Fault", "LaunchOptions", "HOOK"]


class Diag(ctypes.Structure):
    _fields_ = [("severity", ctypes.c_int), ("file", ctypes.c_char_p), ("line", ctypes.c_uint),
                ("col", ctypes.c_uint), ("message", ctypes.c_char_p), ("source", ctypes.c_void_p),
                ("source_len", ctypes.c_size_t), ("range_len", ctypes.c_uint)]


class Listing(ctypes.Structure):
    _fields_ = [("line", ctypes.c_uint), ("offset", ctypes.c_uint64), ("text", ctypes.c_char_p),
                ("bytes", ctypes.POINTER(ctypes.c_uint8)), ("size", ctypes.c_size_t), ("note", ctypes.c_char_p)]


class Options(ctypes.Structure):
    _fields_ = [("mcpu", ctypes.c_char_p), ("mattr", ctypes.c_char_p), ("flags", ctypes.c_uint)]


class MemAccess(ctypes.Structure):
    _fields_ = [("pc", ctypes.c_uint64), ("lane", ctypes.c_int), ("space", ctypes.c_int),
                ("address", ctypes.c_uint64), ("size", ctypes.c_size_t),
                ("value", ctypes.POINTER(ctypes.c_uint8)), ("write", ctypes.c_int), ("status", ctypes.c_int)]


class Fault(ctypes.Structure):
    _fields_ = [("pc", ctypes.c_uint64), ("lane", ctypes.c_int), ("kind", ctypes.c_char_p),
                ("address", ctypes.c_uint64)]


class LaunchTimes(ctypes.Structure):
    _fields_ = [("parse", ctypes.c_double), ("setup", ctypes.c_double), ("run", ctypes.c_double),
                ("result", ctypes.c_double)]


class LaunchOptions(ctypes.Structure):
    _fields_ = [("kernel", ctypes.c_char_p), ("threads", ctypes.c_uint), ("max_insts", ctypes.c_uint64),
                ("max_memory", ctypes.c_uint64), ("times", ctypes.POINTER(LaunchTimes)),
                # every field of gpuisa/run.h's gi_launch_options: the library reads them all
                ("zebin", ctypes.c_void_p), ("zebin_size", ctypes.c_size_t), ("trace_memory", ctypes.c_void_p)]


HOOK = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.POINTER(MemAccess))


def _find():
    env = os.environ.get("GPUISA_LIBRARY")
    if env:
        return env
    here = os.path.dirname(os.path.abspath(__file__))
    for cand in (os.path.join(here, "..", "..", "build", "libgpuisa.so.0"),):   # a source tree's build
        if os.path.exists(cand):
            return cand
    found = ctypes.util.find_library("gpuisa")
    if found:
        return found
    raise OSError("libgpuisa.so not found: install gpuisa (cmake --install) or set GPUISA_LIBRARY")


def _declare(l):
    P, S, U, I, Z = ctypes.c_void_p, ctypes.c_char_p, ctypes.c_uint, ctypes.c_int, ctypes.c_size_t
    U64, U8P = ctypes.c_uint64, ctypes.POINTER(ctypes.c_uint8)
    sigs = {
        "gi_version": (S, []),
        "gi_ctx_new": (P, [I, ctypes.POINTER(Options), ctypes.c_char_p, Z]),
        "gi_ctx_free": (None, [P]),
        "gi_isa_from_name": (I, [S]),
        "gi_assemble": (P, [P, S, ctypes.c_char_p, Z]),
        "gi_result_errors": (U, [P]),
        "gi_result_code": (U8P, [P, ctypes.POINTER(Z)]),
        "gi_result_object": (U8P, [P, ctypes.POINTER(Z)]),
        "gi_result_diag_count": (Z, [P]),
        "gi_result_diag": (ctypes.POINTER(Diag), [P, Z]),
        "gi_result_inst_count": (Z, [P]),
        "gi_result_inst": (ctypes.POINTER(Listing), [P, Z]),
        "gi_result_free": (None, [P]),
        "gi_disassemble": (Z, [P, ctypes.c_char_p, Z, Z, ctypes.c_char_p, Z]),
        "gi_dis_unit": (Z, [P]),
        "gi_emu_new": (P, [P, ctypes.c_char_p, Z]),
        "gi_emu_free": (None, [P]),
        "gi_emu_error": (S, [P]),
        "gi_emu_set_limits": (None, [P, U64, U64]),
        "gi_emu_set_lanes": (I, [P, U]),
        "gi_emu_lanes": (U, [P]),
        "gi_emu_set_exec": (None, [P, U64]),
        "gi_emu_get_exec": (U64, [P]),
        "gi_emu_load": (I, [P, ctypes.c_char_p, Z, P, Z]),
        "gi_emu_load_result": (I, [P, P]),
        "gi_emu_mem_map": (I, [P, I, U64, U64]),
        "gi_emu_set_shared_size": (I, [P, U64]),
        "gi_emu_set_local_size": (I, [P, U64]),
        "gi_emu_mem_write": (I, [P, I, I, U64, ctypes.c_char_p, Z]),
        "gi_emu_mem_read": (I, [P, I, I, U64, ctypes.c_char_p, Z]),
        "gi_emu_reg_write": (I, [P, S, I, U64]),
        "gi_emu_reg_read": (I, [P, S, I, ctypes.POINTER(U64)]),
        "gi_emu_pred_write": (I, [P, S, I, I]),
        "gi_emu_pred_read": (I, [P, S, I, ctypes.POINTER(I)]),
        "gi_emu_set_hook": (None, [P, HOOK, P]),
        "gi_emu_run": (I, [P, U]),
        "gi_emu_instructions": (U64, [P]),
        "gi_emu_fault_count": (Z, [P]),
        "gi_emu_fault": (ctypes.POINTER(Fault), [P, Z]),
        "gi_emu_load_state_json": (I, [P, ctypes.c_char_p, Z]),
        "gi_emu_result_json": (P, [P]),
        "gi_launch": (I, [P, ctypes.c_char_p, Z, ctypes.c_char_p, Z, ctypes.POINTER(LaunchOptions),
                          ctypes.POINTER(P), ctypes.c_char_p, Z]),
        "gi_free": (None, [P]),
    }
    for name, (res, args) in sigs.items():
        if not hasattr(l, name):
            continue
        f = getattr(l, name)
        f.restype, f.argtypes = res, args


lib = ctypes.CDLL(_find())
_declare(lib)
_libc = ctypes.CDLL(None)
_libc.free.argtypes = [ctypes.c_void_p]


def c_free(p):
    """Free memory the library allocated with malloc (gi_emu_result_json, gi_launch's result)."""
    _libc.free(p)
