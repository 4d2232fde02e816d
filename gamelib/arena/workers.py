"""Worker processes that end with the process that started them.

A pool's workers are children of the arena or the server; if that parent is killed outright
(``kill -9``), nothing tells them to stop and they would linger under PID 1.  Each worker runs
:func:`die_with_parent` first: a daemon thread that notices the parent has gone (the worker's
parent PID changes) and ends the worker within about a second.

>>> pool = worker_pool(1)
>>> pool.submit(sum, [1, 2, 3]).result()
6
>>> pool.shutdown()
"""

from __future__ import annotations

import os
import threading
import time
from concurrent.futures import ProcessPoolExecutor


def _watch(parent: int, every: float) -> None:
    while True:
        time.sleep(every)
        if os.getppid() != parent:
            os._exit(0)  # the parent is gone: no one is left to take this worker's results


def die_with_parent(every: float = 1.0) -> None:
    """Pool initializer: end this process soon after its parent dies, however it died."""
    threading.Thread(target=_watch, args=(os.getppid(), every), daemon=True,
                     name="gamelib-parent-watch").start()


def worker_pool(jobs: int) -> ProcessPoolExecutor:
    """A process pool whose workers end with this process."""
    return ProcessPoolExecutor(max_workers=jobs, initializer=die_with_parent)
