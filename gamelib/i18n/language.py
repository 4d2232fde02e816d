"""The language people are shown words in: what :func:`set_language` chose ("en" until then).
The words themselves are in :mod:`gamelib.i18n`; numbers (:mod:`gamelib.i18n.numbers`) read
the language here, so neither imports the other.

>>> set_language("vi"); current_language()
'vi'
>>> set_language("en"); current_language()
'en'
"""

from __future__ import annotations

LANGUAGES = ("en", "vi")
_current = ["en"]


def set_language(lang: str) -> None:
    """Show every later widget, caption, table and picture in ``lang`` ("en" or "vi")."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _current[0] = lang


def current_language() -> str:
    """The language set by :func:`set_language` ("en" until then)."""
    return _current[0]
