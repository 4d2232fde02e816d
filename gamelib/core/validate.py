"""Checks for values that come from outside (command lines, JSON from clients and files), so a
mistake gets a message saying what was wrong and what is allowed -- never a traceback, a hang
or a silent misreading.

>>> seconds("0.5", "time_limit")
0.5
>>> seconds("nan", "time_limit")
Traceback (most recent call last):
...
ValueError: time_limit must be a number of seconds from 0.001 to 3600, got 'nan'
>>> whole("3", "depth", low=1)
3
>>> loads_json("[" * 5000, "the message")
Traceback (most recent call last):
...
ValueError: the message is nested too deeply to read (JSON arrays or objects inside each other)
"""

from __future__ import annotations

import json
import math
from typing import Any


def seconds(value: Any, what: str, low: float = 0.001, high: float = 3600) -> float:
    """``value`` as a finite number of seconds in [low, high] (numbers or numeric strings)."""
    try:
        if isinstance(value, bool) or value is None or isinstance(value, (list, dict)):
            raise ValueError
        number = float(value)
    except (TypeError, ValueError):
        number = math.nan
    if not (math.isfinite(number) and low <= number <= high):
        raise ValueError(f"{what} must be a number of seconds from {low:g} to {high:g}, "
                         f"got {value!r}")
    return number


def whole(value: Any, what: str, low: int = 0, high: int | None = None,
          text: bool = True) -> int:
    """``value`` as a whole number in [low, high]: an int, or with ``text`` a string of digits
    (never a bool or a float)."""
    number: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        number = value
    elif text and isinstance(value, str) and value.strip().lstrip("-").isdigit():
        number = int(value)
    if number is None or number < low or (high is not None and number > high):
        allowed = f"at least {low}" if high is None else f"from {low} to {high}"
        raise ValueError(f"{what} must be a whole number {allowed}, got {value!r}")
    return number


def loads_json(text: str | bytes, what: str) -> Any:
    """Parse JSON, turning every way it can fail into a ValueError that names ``what``."""
    try:
        return json.loads(text)
    except RecursionError:
        raise ValueError(f"{what} is nested too deeply to read (JSON arrays or objects inside "
                         "each other)") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"{what} is not JSON ({exc})") from None
