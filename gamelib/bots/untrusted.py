"""Text a bot controls, made safe for every place it is shown or stored (stdlib only).

Whatever a bot sends -- an exception's message, its last output, a file name in its ZIP -- may
hold escape sequences that set a terminal's title or erase its lines, lone surrogates that no
UTF-8 writer can encode, or line separators (U+2028, U+2029, NEL) that some readers take for the
end of a line. :func:`printable` writes every such character as a visible escape, so the text
reads the same on the terminal, in the results file and on the page, and a results line stays one
line for any reader::

    >>> printable("\\x1b]0;owned\\x07ok\\u2028\\ud800 é")
    '\\\\x1b]0;owned\\\\x07ok\\\\u2028\\\\ud800 é'
    >>> printable("two\\nlines"), printable("two\\nlines", newlines=True)
    ('two\\\\nlines', 'two\\nlines')
    >>> json_line({"detail": "a\\u2028b\\x85c"})
    '{"detail": "a\\\\u2028b\\\\u0085c"}\\n'
"""

from __future__ import annotations

from typing import Any

from gamelib.arena.tournament import json_line  # noqa: F401 - results lines, one a game


def _escape(char: str) -> str:
    code = ord(char)
    if code < 0x100:
        return {"\t": "\\t", "\n": "\\n", "\r": "\\r"}.get(char, f"\\x{code:02x}")
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def printable(text: Any, limit: int | None = None, *, newlines: bool = False) -> str:
    """``text`` (anything: it is made a string) with every character that is not printable --
    control characters, escape sequences, lone surrogates, line and paragraph separators,
    formatting characters such as right-to-left overrides -- written as a backslash escape;
    with ``newlines`` a plain ``\\n`` is kept. At most ``limit`` characters of the text are
    kept (the escapes may make it longer), with ``...`` where it was cut."""
    text = text if isinstance(text, str) else str(text)
    cut = limit is not None and len(text) > limit
    if cut:
        text = text[:limit]
    if text.isprintable():  # U+2028, U+2029, NEL, surrogates, escapes are not printable
        shown = text
    else:
        shown = "".join(char if char.isprintable() or (newlines and char == "\n") else _escape(char)
                        for char in text)
    return shown + "..." if cut else shown


def safe_strings(value: Any) -> Any:
    """``value`` (JSON-like: dicts, lists, strings, numbers) with every string and key made
    :func:`printable` (newlines kept): what a results file may hold of a bot's words."""
    if isinstance(value, str):
        return printable(value, newlines=True)
    if isinstance(value, dict):
        return {safe_strings(k): safe_strings(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [safe_strings(v) for v in value]
    return value
