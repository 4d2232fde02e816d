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


def option_value(text: str, kind: Any, what: str, sides: Any = ()) -> Any:
    """A game option written on a command line (``text``), read as the rules' constructor
    declares it (``kind``: its annotation, or the default's type when it has none): ``int``,
    ``float``, ``bool`` (true/false, yes/no, 1/0), ``tuple[int, ...]`` written ``3,4,5``, a
    ``Literal`` of its choices, ``str`` (a side is written in any case: ``sides``).  A union
    holding ``str`` leaves the text to the rules; ``None`` in a union is never chosen from text.
    A mistake names the option (``what``) and what it takes.

    >>> option_value("3,4,5", tuple[int, ...], "--heaps")
    (3, 4, 5)
    >>> option_value("yes", bool, "--pass"), option_value("0,5", float, "--komi")
    (True, 0.5)
    >>> option_value("black", str, "--first", sides=("Black", "White"))
    'Black'
    >>> option_value("3,x", tuple[int, ...], "--heaps")
    Traceback (most recent call last):
    ...
    ValueError: --heaps takes whole numbers separated by commas (such as 3,4,5), not '3,x'
    >>> option_value("4.5", int, "--size")
    Traceback (most recent call last):
    ...
    ValueError: --size takes a whole number (such as 4), not '4.5'
    """
    import types
    import typing

    origin, arguments = typing.get_origin(kind), typing.get_args(kind)
    if origin in (typing.Union, types.UnionType):
        if str in arguments:
            return option_value(text, str, what, sides)
        chosen = [argument for argument in arguments if argument is not type(None)]
        if len(chosen) == 1:
            return option_value(text, chosen[0], what, sides)
        return text
    if origin is typing.Literal:
        for choice in arguments:
            if str(choice).lower() == text.strip().lower():
                return choice
        raise ValueError(f"{what} is one of {', '.join(map(str, arguments))}, not {text!r}")
    if origin in (tuple, list) or kind in (tuple, list):
        item = arguments[0] if arguments and arguments[0] is not Ellipsis else int
        words = [word.strip() for word in text.split(",")]
        try:
            if not all(words):
                raise ValueError
            items = [option_value(word, item, what) for word in words]
        except ValueError:
            sort = {int: "whole numbers", float: "numbers"}.get(item, "values")
            raise ValueError(f"{what} takes {sort} separated by commas (such as 3,4,5), "
                             f"not {text!r}") from None
        return tuple(items) if (origin or kind) is tuple else items
    if kind is bool:
        answer = text.strip().lower()
        if answer not in ("true", "false", "yes", "no", "1", "0"):
            raise ValueError(f"{what} is true or false (yes or no, 1 or 0), not {text!r}")
        return answer in ("true", "yes", "1")
    if kind is int:
        if not text.strip().lstrip("-").isdigit():
            raise ValueError(f"{what} takes a whole number (such as 4), not {text!r}")
        return int(text)
    if kind is float:
        try:
            number = float(text.strip().replace(",", "."))
        except ValueError:
            number = math.nan
        if not math.isfinite(number):
            raise ValueError(f"{what} takes a number (such as 0.5), not {text!r}")
        return number
    named = {str(side).lower(): side for side in sides}  # a side is written in any case
    return named.get(text.strip().lower(), text)
