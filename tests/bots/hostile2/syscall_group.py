"""Hostile: system calls a bot has no use for -- io_uring, keyrings, ptrace, a new user
namespace; it says CHEATED if any of them works."""
import ctypes
import platform

from _common import first_legal

NUMBERS = {"x86_64": {"io_uring_setup": 425, "keyctl": 250, "add_key": 248, "unshare": 272,
                      "ptrace": 101},
           "aarch64": {"io_uring_setup": 425, "keyctl": 219, "add_key": 217, "unshare": 97,
                       "ptrace": 117}}


def _worked():
    libc = ctypes.CDLL(None, use_errno=True)
    calls = NUMBERS.get(platform.machine(), {})
    params = (ctypes.c_uint32 * 30)()
    args = {"io_uring_setup": (4, ctypes.byref(params)), "keyctl": (0, -3, 0, 0, 0),
            "add_key": (b"user", b"x", b"y", 1, -3), "unshare": (0x10000000,),
            "ptrace": (16, 1, 0, 0)}  # PTRACE_ATTACH to PID 1
    return [name for name, number in calls.items() if libc.syscall(number, *args[name]) >= 0]


def bot(victory_cell, cell, you):
    return "CHEATED" if _worked() else first_legal(cell, you)
