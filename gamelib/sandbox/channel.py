"""The channel back from a sandboxed process: one line at a time on its standard output, within
a deadline and a size, while what it prints on its standard error is kept aside.

Both clients of the sandbox talk to their process this way (a bot answers a move, a student's
answers reply to a position); each keeps what the process printed as it needs (a tournament the
end of it, a grader the start) and says in its own words what went wrong.

>>> import os, subprocess, sys
>>> said, said_here = os.pipe()
>>> child = subprocess.Popen([sys.executable, "-c", "import sys; print('hi', file=sys.stderr);"
...                          " print('{}'); sys.stdout.flush()"], stdout=subprocess.PIPE,
...                         stderr=said_here)
>>> os.close(said_here)
>>> kept = bytearray()
>>> channel = LineChannel(child.stdout, said, kept.extend)
>>> channel.read_line(10, 100)
b'{}'
>>> channel.drain(0.5); bytes(kept)
b'hi\\n'
>>> child.wait(); os.close(said)
0
"""

from __future__ import annotations

import os
import selectors
import time
from collections.abc import Callable
from typing import IO


class NoLine(Exception):
    """No line came: ``why`` is "late" (the deadline passed), "closed" (the output ended) or
    "too long" (more than the bytes allowed without a newline)."""

    def __init__(self, why: str):
        super().__init__(why)
        self.why = why


class LineChannel:
    """Lines from ``stdout`` (a pipe) within a deadline; whatever arrives meanwhile on the pipe
    ``stderr`` (a file descriptor, or None) is handed to ``keep``."""

    def __init__(self, stdout: IO[bytes], stderr: int | None, keep: Callable[[bytes], None]):
        self.stdout, self.stderr, self.keep = stdout, stderr, keep
        self.buffer = b""

    def read_line(self, seconds: float, max_bytes: int) -> bytes:
        """The next line (without its newline), or :class:`NoLine`."""
        deadline = time.monotonic() + seconds
        with selectors.DefaultSelector() as selector:
            selector.register(self.stdout, selectors.EVENT_READ)
            if self.stderr is not None:
                selector.register(self.stderr, selectors.EVENT_READ)
            while b"\n" not in self.buffer:
                left = deadline - time.monotonic()
                ready = selector.select(left) if left > 0 else []
                if not ready:
                    raise NoLine("late")
                for key, _ in ready:
                    if key.fileobj is not self.stdout:
                        self._keep_output(selector)
                        continue
                    chunk = os.read(self.stdout.fileno(), 1 << 20)
                    if not chunk:
                        raise NoLine("closed")
                    self.buffer += chunk
                    if len(self.buffer) > max_bytes and b"\n" not in self.buffer[:max_bytes]:
                        raise NoLine("too long")
        line, _, self.buffer = self.buffer.partition(b"\n")
        return line

    def drain(self, seconds: float) -> None:
        """Keep what is still in the standard error pipe, waiting for it at most ``seconds``."""
        if self.stderr is None:
            return
        until = time.monotonic() + seconds
        with selectors.DefaultSelector() as selector:
            selector.register(self.stderr, selectors.EVENT_READ)
            while (left := until - time.monotonic()) > 0 and selector.select(left):
                if not self._keep_output():
                    break

    def _keep_output(self, selector: selectors.BaseSelector | None = None) -> bool:
        """Read what the process printed (once); False at the end of its output."""
        try:
            chunk = os.read(self.stderr, 65536)
        except BlockingIOError:
            return True
        except OSError:
            chunk = b""
        if not chunk:
            if selector is not None:
                selector.unregister(self.stderr)
            return False
        self.keep(chunk)
        return True
