"""The words gamelib shows people, in English and Vietnamese, and the language they are shown in.

This module is the mechanism; the words are in two catalogues beside it: ``texts.py``
(sentences with fields, by key) and ``phrases.py`` (the widgets' words, by their English).

Two kinds of entry: sentences with fields, by key (:func:`text`), and the short words of the
widgets -- buttons, labels, menus, titles -- by their English wording (:func:`tr`). Every entry
has both languages (a test checks it, and that every ``tr("...")`` in the code is here).

>>> text("cut_min", "en", node="4", beta="8", alpha="10", children="children 11, 12 are")
'β at node 4 falls to 8 ≤ α = 10: children 11, 12 are cut'
>>> text("cut_min", "vi", node="4", beta="8", alpha="10", children="11, 12")
'β tại đỉnh 4 giảm xuống 8 ≤ α = 10: 11, 12 bị cắt tỉa'

The language of a notebook: the Vietnamese lessons start with ``set_language("vi")``, and every
widget and picture made after it speaks Vietnamese unless told otherwise.

>>> set_language("vi"); tr("Undo"), text("check")
('Hoàn tác', 'Kiểm tra')
>>> set_language("en"); tr("Undo")
'Undo'
"""

from __future__ import annotations

from gamelib.i18n.phrases import PHRASES
from gamelib.i18n.texts import CATALOGUE

__all__ = ["CATALOGUE", "LANGUAGES", "PHRASES", "current_language", "label", "player_word",
           "set_language", "side_words", "text", "tr"]

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

#: players as Vietnamese names them (the lecture's Trắng and Đen; X, O, A, B stay as they are)
PLAYER_WORDS = {"vi": {"BLACK": "Đen", "WHITE": "Trắng", "Black": "Đen", "White": "Trắng"}}


def player_word(player: object, lang: str | None = None) -> str:
    """A player's name in ``lang``: ``player_word("WHITE", "vi") == "Trắng"``."""
    return PLAYER_WORDS.get(lang or current_language(), {}).get(str(player), str(player))


def side_words(maximizing: bool, lang: str | None = None, game: object = None,
               state: object = None) -> str:
    """How a node's side is named: MAX or MIN, with the lecture's đỉnh Trắng / đỉnh Đen on its
    own trees, or with whose turn it is in a real game.

    >>> side_words(True, "vi"), side_words(False, "en")
    ('MAX, đỉnh Trắng', 'MIN')
    """
    side = text("MAX" if maximizing else "MIN", lang)
    if game is None or state is None or getattr(game, "states_are_names", False):
        return text("lecture_MAX" if maximizing else "lecture_MIN", lang)
    return text("side_to_move", lang, side=side, player=player_word(game.to_move(state), lang))


def text(key: str, lang: str | None = None, **fields: object) -> str:
    """The catalogue entry ``key`` in ``lang`` (default: the current language), with ``fields``
    filled in."""
    lang = lang or current_language()
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    try:
        entry = CATALOGUE[key]
    except KeyError:
        raise KeyError(f"no catalogue entry {key!r}") from None
    return entry[lang].format(**fields)


def tr(phrase: str, lang: str | None = None, **fields: object) -> str:
    """A widget's word or short phrase, given in English, in ``lang`` (default: the current
    language); ``fields`` fill its ``{placeholders}``.

    >>> tr("{n} / {total} {what}", "vi", n=3, total=10, what=tr("games", "vi"))
    '3 / 10 ván'
    """
    lang = lang or current_language()
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    if phrase not in PHRASES:
        raise KeyError(f"no catalogue entry for the phrase {phrase!r}: add it to gamelib/i18n/phrases.py")
    words = phrase if lang == "en" else PHRASES[phrase]
    return words.format(**fields) if fields else words


def label(words: str, lang: str | None = None) -> str:
    """A name that comes with data -- a player, a series, an axis: in Vietnamese when the
    catalogue has it (``label("best first", "vi") == "tốt nhất trước"``), as it is otherwise
    (``label("alphabeta:3", "vi") == "alphabeta:3"``)."""
    lang = lang or current_language()
    return PHRASES.get(words, words) if lang == "vi" else words
