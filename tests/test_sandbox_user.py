"""The one sandbox (issue 41, items 1-2): started by root, code inside runs as a host user of its
own with limits on the kernel's per-user allowances, and the calls it has no use for are refused
with a clear errno -- checked from inside a real sandbox."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from gamelib.sandbox.isolation import (RLIMITS, UID_BASE, UID_SLOTS, Cage, HostUser, isolation,
                                       sandbox_launch)

pytestmark = pytest.mark.skipif(shutil.which("bwrap") is None or not sys.platform.startswith("linux"),
                                reason="bubblewrap is not installed (apt-get install bubblewrap)")

#: run inside: who it is, its limits, and what each refused call answers
PROBE = r'''
import ctypes, errno, json, os, resource, socket
libc = ctypes.CDLL(None, use_errno=True)
librt = ctypes.CDLL("librt.so.1", use_errno=True)

def call(function, *args):
    ctypes.set_errno(0)
    result = function(*args)
    return errno.errorcode.get(ctypes.get_errno(), "ok") if result == -1 else "ok"

def open_socket(family):
    try:
        socket.socket(family, socket.SOCK_STREAM).close()
        return "ok"
    except OSError as exc:
        return errno.errorcode[exc.errno]

timer = ctypes.c_void_p()
found = {
    "uid": os.getresuid(), "gid": os.getresgid(), "groups": os.getgroups(),
    "limits": {name: resource.getrlimit(getattr(resource, name))[0]
               for name in %s},
    "inotify": call(libc.inotify_init1, 0),
    "mq_open": call(librt.mq_open, b"/gamelib-probe", os.O_CREAT | os.O_RDWR, 0o600, None),
    "timer_create": call(libc.timer_create, 1, None, ctypes.byref(timer)),
    "sigqueue": call(libc.syscall, 129, os.getpid(), 10, None),  # rt_sigqueueinfo on x86-64
    "inet": open_socket(socket.AF_INET),
    "inet6": open_socket(socket.AF_INET6),
    "unix": open_socket(socket.AF_UNIX),
    "pipe": "ok" if os.pipe() else "no",
    "aio": call(libc.syscall, 206, 8, ctypes.byref(ctypes.c_ulong(0))),  # io_setup on x86-64
    "ptmx": os.path.exists("/dev/ptmx"),
    "devices": sorted(os.listdir("/dev")),
}
print(json.dumps(found))
''' % (list(RLIMITS),)


def _run_inside(cage: Cage) -> dict:
    with sandbox_launch([sys.executable, "-I", "-c", PROBE], {"LANG": "C.UTF-8"},
                        user=cage.user) as launch:
        done = subprocess.run(launch.command, capture_output=True, timeout=60, cwd="/",
                              pass_fds=launch.fds,
                              preexec_fn=cage.user.limit if cage.user else None)
    assert done.returncode == 0, done.stderr.decode()
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def found():
    confinement = isolation("auto")
    if not confinement.sandbox:
        pytest.skip(confinement.why_not)
    return confinement


def test_started_by_root_each_sandbox_is_a_host_user_of_its_own(found):
    if os.geteuid() != 0:
        pytest.skip("only root gives each sandbox a host user of its own")
    assert found.user
    first, second = Cage(found, 256), Cage(found, 256)
    try:
        first.make()
        second.make()
        assert first.user.uid != second.user.uid  # allowances not shared between two students
        inside = _run_inside(first)
    finally:
        first.remove()
        second.remove()
    uid = inside["uid"][0]
    assert UID_BASE <= uid < UID_BASE + UID_SLOTS and inside["uid"] == [uid] * 3
    assert inside["gid"] == [uid] * 3 and inside["groups"] == []
    assert inside["limits"] == RLIMITS


def test_what_counts_against_a_users_allowances_is_refused_inside(found):
    if not found.seccomp:
        pytest.skip("no seccomp filter here (libseccomp is not installed)")
    cage = Cage(found, 256)
    try:
        cage.make()
        inside = _run_inside(cage)
    finally:
        cage.remove()
    assert inside["inotify"] == "EPERM"
    assert inside["mq_open"] == "EPERM"
    assert inside["timer_create"] == "EPERM"
    assert inside["sigqueue"] == "EPERM"
    assert inside["inet"] == inside["inet6"] == "EAFNOSUPPORT"  # no TCP buffers at all
    assert inside["unix"] == "ok" and inside["pipe"] == "ok"   # what Python itself may need
    assert inside["aio"] == "ENOSYS"                           # the machine-wide AIO pool
    assert not inside["ptmx"] and "null" in inside["devices"]  # no machine-wide pseudo-terminals


def test_a_uid_is_held_until_released_and_then_free_again():
    if os.geteuid() != 0:
        pytest.skip("host users are root's to give")
    held = [HostUser.take() for _ in range(3)]
    try:
        assert len({user.uid for user in held}) == 3
    finally:
        for user in held:
            user.release()


def test_a_hidden_folder_inside_a_bound_one_is_empty_inside(found):
    import nbgrader

    package = os.path.dirname(nbgrader.__file__)  # a package inside the bound environment
    from pathlib import Path

    cage = Cage(found, 256)
    try:
        cage.make()
        code = f"import os; print(sorted(os.listdir({package!r})))"
        with sandbox_launch([sys.executable, "-I", "-c", code], {}, user=cage.user,
                            hidden=(Path(package),)) as launch:
            done = subprocess.run(launch.command, capture_output=True, timeout=60, cwd="/",
                                  pass_fds=launch.fds,
                                  preexec_fn=cage.user.limit if cage.user else None)
    finally:
        cage.remove()
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout.decode().strip() == "[]"
