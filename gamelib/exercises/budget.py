"""A time budget for a student's function: a call that does not return in time is stopped and
reported, never left to hang a lesson or an autograder.

In the main thread (a notebook's cells, nbgrader's kernel) the budget is a real-time timer
(``SIGALRM``) that interrupts any Python code, an endless ``while True: pass`` included.
Elsewhere (a thread, a platform without ``setitimer``) a trace function checks the clock on
every line the student's code runs: slower, but it stops pure-Python loops just the same.

>>> with time_limit(0.2):
...     while True:
...         pass
Traceback (most recent call last):
...
gamelib.exercises.budget.DidNotFinish: did not finish in 0.2 s
>>> with time_limit(5):
...     sum(range(10))
45
"""

from __future__ import annotations

import signal
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager


class DidNotFinish(Exception):
    """A student's function ran past its time budget."""

    def __init__(self, seconds: float):
        super().__init__(f"did not finish in {seconds:g} s")
        self.seconds = seconds


def _signals_work() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


@contextmanager
def time_limit(seconds: float) -> Iterator[None]:
    """Run the block with at most ``seconds`` of wall time; past that, raise
    :class:`DidNotFinish` inside it.  A timer already running (the caller's own) is put back."""
    if _signals_work():
        def stop(signum: int, frame: object) -> None:
            raise DidNotFinish(seconds)

        previous = signal.signal(signal.SIGALRM, stop)
        outer_delay, _ = signal.setitimer(signal.ITIMER_REAL, seconds)
        started = time.monotonic()
        try:
            yield
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
            if outer_delay:  # the caller's own timer goes on with what it had left
                left = outer_delay - (time.monotonic() - started)
                signal.setitimer(signal.ITIMER_REAL, max(left, 0.001))
        return
    deadline = time.monotonic() + seconds
    previous_trace = sys.gettrace()

    def watch(frame: object, event: str, arg: object):
        if time.monotonic() > deadline:
            raise DidNotFinish(seconds)
        return watch

    sys.settrace(watch)
    try:
        yield
    finally:
        sys.settrace(previous_trace)
