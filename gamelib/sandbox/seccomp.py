"""The system calls a bot has no use for, refused: a seccomp filter for bubblewrap's ``--seccomp``.

A bot plays Othello in Python: it reads and writes its own files, allocates memory, may start
threads and processes. It has no use for io_uring (a second way into the kernel that seccomp
cannot see into), the kernel's keyrings, ``ptrace`` and ``process_vm_*`` (reading another
process), new namespaces (``unshare``, ``setns``, ``clone`` with a ``CLONE_NEW*`` flag),
mounting, loading kernel modules or BPF programs, ``perf_event_open``, ``userfaultfd``, or
pushing characters into a terminal (``TIOCSTI``). Those are refused with ``EPERM``; io_uring,
``clone3`` (whose flags a filter cannot read) and Linux AIO (whose contexts are counted
machine-wide) with ``ENOSYS``, "not here", on which liburing users and the C library fall back
to what is allowed (``clone3`` to ``clone``). The
same list as Flatpak's, for the same reason. What counts against a user's kernel allowances and
serves no student program is refused too (:data:`ALLOWANCES`: inotify, POSIX message queues and
timers, queued real-time signals), and so is every socket but a Unix one: no network family, so
no TCP buffers outside the sandbox's memory limit. Everything else is allowed.

The filter is compiled by libseccomp (Debian's ``libseccomp2``, present wherever systemd is),
called through ctypes: it knows each architecture's system call numbers and the traps of a
hand-written filter (the x32 ABI, 32-bit calls on a 64-bit kernel: a call from an ABI the filter
was not built for kills the process). Without libseccomp, :func:`compiled_filter` returns None
and :func:`gamelib.sandbox.isolation.describe` says that no filter is in force.

>>> program = compiled_filter()
>>> program is None or (len(program) % 8 == 0 and len(program) > 8 * len(REFUSED + ALLOWANCES))
True
"""

from __future__ import annotations

import ctypes
import ctypes.util
import errno
import os
from functools import lru_cache

#: refused with EPERM: what a bot could use to reach beyond its sandbox or its own processes
REFUSED = ("ptrace", "process_vm_readv", "process_vm_writev", "kcmp", "pidfd_getfd",
           "keyctl", "add_key", "request_key",
           "unshare", "setns", "mount", "umount2", "pivot_root", "chroot", "mount_setattr",
           "move_mount", "open_tree", "fsopen", "fsconfig", "fsmount", "fspick",
           "bpf", "perf_event_open", "userfaultfd", "fanotify_init", "lookup_dcookie",
           "init_module", "finit_module", "delete_module", "kexec_load", "kexec_file_load",
           "open_by_handle_at", "name_to_handle_at", "quotactl", "swapon", "swapoff", "reboot",
           "acct", "syslog", "uselib", "vhangup")
#: refused with EPERM: kernel objects counted against a user's allowances, which student code
#: (no network, nothing to watch, no one to message) has no use for: inotify, POSIX message
#: queues, POSIX timers and queued real-time signals
ALLOWANCES = ("inotify_init", "inotify_init1", "inotify_add_watch", "mq_open", "mq_unlink",
              "mq_timedsend", "mq_timedreceive", "mq_notify", "mq_getsetattr", "timer_create",
              "rt_sigqueueinfo", "rt_tgsigqueueinfo")
#: the one socket family allowed (pipes between its own processes); any other socket() fails
#: with EAFNOSUPPORT, so no TCP buffer is ever allocated, not even on the sandbox's loopback
AF_UNIX = 1
#: refused with ENOSYS ("not implemented"), so that libraries fall back to allowed calls
ABSENT = ("io_uring_setup", "io_uring_enter", "io_uring_register", "clone3",
          # Linux AIO: its contexts come from one machine-wide pool (fs.aio-max-nr)
          "io_setup", "io_destroy", "io_submit", "io_cancel", "io_getevents", "io_pgetevents")
#: clone flags that make a namespace
CLONE_NEW = {"CLONE_NEWNS": 0x00020000, "CLONE_NEWCGROUP": 0x02000000, "CLONE_NEWUTS": 0x04000000,
             "CLONE_NEWIPC": 0x08000000, "CLONE_NEWUSER": 0x10000000, "CLONE_NEWPID": 0x20000000,
             "CLONE_NEWNET": 0x40000000}
#: terminal requests that type into, or take over, a terminal
TERMINAL_IOCTLS = {"TIOCSTI": 0x5412, "TIOCLINUX": 0x541C}

_ALLOW = 0x7FFF0000
_MASKED_EQ = 7   # SCMP_CMP_MASKED_EQ: (arg & datum_a) == datum_b
_NE = 1          # SCMP_CMP_NE: arg != datum_a


def _errno(number: int) -> int:
    return 0x00050000 | (number & 0xFFFF)   # SCMP_ACT_ERRNO(number)


class _ArgCompare(ctypes.Structure):
    _fields_ = [("arg", ctypes.c_uint), ("op", ctypes.c_int), ("datum_a", ctypes.c_uint64),
                ("datum_b", ctypes.c_uint64)]


@lru_cache(maxsize=1)
def _library() -> ctypes.CDLL | None:
    for name in (ctypes.util.find_library("seccomp"), "libseccomp.so.2"):
        if not name:
            continue
        try:
            library = ctypes.CDLL(name)
        except OSError:
            continue
        library.seccomp_init.restype = ctypes.c_void_p
        library.seccomp_init.argtypes = [ctypes.c_uint32]
        library.seccomp_release.argtypes = [ctypes.c_void_p]
        library.seccomp_syscall_resolve_name.argtypes = [ctypes.c_char_p]
        library.seccomp_rule_add_array.argtypes = [ctypes.c_void_p, ctypes.c_uint32, ctypes.c_int,
                                                   ctypes.c_uint, ctypes.POINTER(_ArgCompare)]
        library.seccomp_export_bpf.argtypes = [ctypes.c_void_p, ctypes.c_int]
        return library
    return None


@lru_cache(maxsize=1)
def compiled_filter() -> bytes | None:
    """The filter as classic BPF for this machine's architecture (what ``bwrap --seccomp FD``
    reads), or None without libseccomp. Names a kernel does not know are skipped."""
    library = _library()
    if library is None:
        return None
    context = library.seccomp_init(_ALLOW)
    if not context:
        return None
    try:
        def refuse(name: str, action: int, *compares: _ArgCompare) -> None:
            number = library.seccomp_syscall_resolve_name(name.encode())
            if number < 0:  # not a system call on this architecture
                return
            array = (_ArgCompare * len(compares))(*compares) if compares else None
            if library.seccomp_rule_add_array(context, action, number, len(compares), array) != 0:
                raise OSError(f"libseccomp refused a rule for {name}")

        for name in REFUSED:
            refuse(name, _errno(errno.EPERM))
        for name in ALLOWANCES:
            refuse(name, _errno(errno.EPERM))
        for name in ("socket", "socketpair"):
            refuse(name, _errno(errno.EAFNOSUPPORT), _ArgCompare(0, _NE, AF_UNIX, 0))
        for name in ABSENT:
            refuse(name, _errno(errno.ENOSYS))
        for flag in CLONE_NEW.values():  # arguments: clone's flags are its first on x86-64, arm64
            refuse("clone", _errno(errno.EPERM), _ArgCompare(0, _MASKED_EQ, flag, flag))
        for request in TERMINAL_IOCTLS.values():
            refuse("ioctl", _errno(errno.EPERM), _ArgCompare(1, _MASKED_EQ, 0xFFFFFFFF, request))
        handle = os.memfd_create("gamelib-seccomp") if hasattr(os, "memfd_create") else None
        if handle is None:
            return None
        try:
            if library.seccomp_export_bpf(context, handle) != 0:
                return None
            os.lseek(handle, 0, os.SEEK_SET)
            chunks = []
            while chunk := os.read(handle, 65536):
                chunks.append(chunk)
            return b"".join(chunks)
        finally:
            os.close(handle)
    except OSError:
        return None
    finally:
        library.seccomp_release(context)
