"""Show library code in a notebook instead of copying it there."""

from __future__ import annotations

import inspect
from typing import Any


def show_source(obj: Any) -> Any:
    """The source of a function, class or module, syntax-highlighted for a notebook.

    >>> from gamelib.evaluation.material import weighted_sum
    >>> "def weighted_sum" in show_source(weighted_sum).data
    True
    """
    from IPython.display import Code

    return Code(inspect.getsource(obj), language="python")
