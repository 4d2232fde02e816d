"""Show library code in a notebook instead of copying it there."""

from __future__ import annotations

import inspect
from typing import Any


def show_source(*objects: Any) -> Any:
    """The source of functions, classes or modules, one after another, syntax-highlighted for a
    notebook.

    >>> from gamelib.search.teaching import max_val, min_val
    >>> shown = show_source(max_val, min_val).data
    >>> "def max_val" in shown and "def min_val" in shown
    True
    """
    from IPython.display import Code

    if not objects:
        raise TypeError("show_source needs a function, class or module to show")
    return Code("\n\n".join(inspect.getsource(obj).rstrip() for obj in objects) + "\n",
                language="python")
