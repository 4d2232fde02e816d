"""The words gamelib shows people, in English and Vietnamese, and the language they are shown in.

This module is the mechanism; the words every game shares are in the catalogue beside it,
``catalogue.py``, and each game's own words in its folder (``gamelib/games/<game>/words.py``,
a ``WORDS`` dict in the same format), joined into one :data:`CATALOGUE` where every entry is
looked up by its English wording (a bracketed context in front tells apart the
rare English wording with two translations). :func:`tr` gives an entry in a language, with its
``{fields}`` filled in; :func:`label` names that come with data (a player, a series), translated
when the catalogue has them. Every entry has both languages (a test checks it, and that every
``tr("...")`` in the code is in the catalogue).

>>> tr("β at node {node} falls to {beta} ≤ α = {alpha}: {children} cut", "vi", node="4",
...    beta="8", alpha="10", children="11, 12")
'β tại đỉnh 4 giảm xuống 8 ≤ α = 10: 11, 12 bị cắt tỉa'
>>> tr("[lecture] MAX", "en"), tr("[lecture] MAX", "vi")
('MAX', 'MAX, đỉnh Trắng')

The language of a notebook: the Vietnamese lessons start with ``set_language("vi")``, and every
widget and picture made after it speaks Vietnamese unless told otherwise.

>>> set_language("vi"); tr("Undo"), tr("Check")
('Hoàn tác', 'Kiểm tra')
>>> set_language("en"); tr("Undo")
'Undo'
"""

from __future__ import annotations

from collections.abc import Mapping

from gamelib.i18n.catalogue import CATALOGUE

__all__ = ["CATALOGUE", "LANGUAGES", "MissingWord", "add_words", "current_language", "label",
           "number", "parse_number", "percent", "player_word", "set_language", "side_words", "tr",
           "words_file"]

from gamelib.i18n.language import LANGUAGES, current_language, set_language


def add_words(words: Mapping[str, str], source: str) -> None:
    """Join a game's words (its folder's ``WORDS``) to the catalogue.  A wording the catalogue
    already has keeps its one translation: a second, different one is refused.

    >>> add_words({"Black": "Trắng"}, "a careless game")
    Traceback (most recent call last):
    ...
    ValueError: a careless game: 'Black' is in the catalogue as 'Đen', not 'Trắng'; one wording has one translation (a bracketed context in front tells two apart)
    """
    for english, vietnamese in words.items():
        have = CATALOGUE.get(english)
        if have is not None and have != vietnamese:
            raise ValueError(f"{source}: {english!r} is in the catalogue as {have!r}, not "
                             f"{vietnamese!r}; one wording has one translation (a bracketed "
                             "context in front tells two apart)")
    CATALOGUE.update(words)


def _add_the_games_words() -> None:
    """Each game folder's ``words.py`` (a plain ``WORDS`` dict, read on its own: the game's
    rules are not imported for their words)."""
    import importlib.util
    from pathlib import Path

    for path in sorted((Path(__file__).resolve().parents[1] / "games").glob("*/words.py")):
        spec = importlib.util.spec_from_file_location(f"_words_of_{path.parent.name}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        add_words(module.WORDS, f"gamelib/games/{path.parent.name}/words.py")


_add_the_games_words()


def player_word(player: object, lang: str | None = None, game: object = None) -> str:
    """A side's name in ``lang``: the word ``game``'s rules declare (``game.side_name``), looked
    up like any word (a missing one warns); without a game, a side named by data (a record's
    ``"Black"``) is a :func:`label`.

    >>> from gamelib.games.othello import Othello
    >>> player_word("WHITE", "vi", Othello()), player_word("White", "vi"), player_word(None)
    ('Trắng', 'Trắng', 'None')
    """
    side_name = getattr(game, "side_name", None)
    return tr(side_name(player), lang) if side_name else label(str(player), lang)


def side_words(maximizing: bool, lang: str | None = None, game: object = None,
               state: object = None) -> str:
    """How a node's side is named: MAX or MIN, with the lecture's đỉnh Trắng / đỉnh Đen on its
    own trees, or with whose turn it is in a real game.

    >>> side_words(True, "vi"), side_words(False, "en")
    ('MAX, đỉnh Trắng', 'MIN')
    """
    side = "MAX" if maximizing else "MIN"
    if game is None or state is None or getattr(game, "states_are_names", False):
        return tr("[lecture] MAX" if maximizing else "[lecture] MIN", lang)
    return tr("{side}, {player} to move", lang, side=side,
              player=player_word(game.to_move(state), lang, game))


def tr(english: str, lang: str | None = None, **fields: object) -> str:
    """The catalogue's entry for ``english`` in ``lang`` (default: the current language), with
    ``fields`` filled in; a field that is a number is written as ``lang`` writes numbers (its
    decimal sign and minus; not grouped: a number given to a sentence may be a seed or a year).

    >>> tr("{n} / {total} {what}", "vi", n=3, total=10, what=tr("games", "vi"))
    '3 / 10 ván'
    >>> tr("lecture: {lecture}, gamelib: {ours}", "vi", lecture=-5, ours=-5.0)
    'bài giảng: −5, gamelib: −5'
    """
    lang = lang or current_language()
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    if english not in CATALOGUE and lang != "en" and english in _translations():
        words = english  # already in the language (a title the Vietnamese lesson's code gives)
    elif english not in CATALOGUE:  # a word a new game brought: English, and a warning once
        _missing(english)
        words = _shown(english)
    else:
        words = CATALOGUE[english] if lang != "en" else _shown(english)
    if not fields:
        return words
    return words.format(**{name: _number_field(value, lang) for name, value in fields.items()})


def _number_field(value: object, lang: str) -> object:
    """A number in a sentence, as ``lang`` writes it (anything else as it is)."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        return number(value, lang, group=False)
    return value


_warned: set[str] = set()


def _translations() -> frozenset[str]:
    """Every text of the catalogue in a language other than English."""
    size, texts = _TRANSLATED
    if size != len(CATALOGUE):  # (the catalogue grows when a game adds words)
        _TRANSLATED[:] = [len(CATALOGUE), frozenset(CATALOGUE.values())]
    return _TRANSLATED[1]


_TRANSLATED: list = [-1, frozenset()]


def _missing(english: str) -> None:
    """Say once that ``english`` has no catalogue entry (it is shown in English meanwhile).

    >>> import warnings
    >>> with warnings.catch_warnings(record=True) as caught:
    ...     warnings.simplefilter("always")
    ...     tr("a word nobody translated", "vi"), tr("a word nobody translated", "vi")
    ('a word nobody translated', 'a word nobody translated')
    >>> len(caught)
    1
    """
    if english in _warned:
        return
    _warned.add(english)
    import sys
    import warnings

    caller = sys._getframe(2)  # the first module outside gamelib.i18n that asked for it
    while caller.f_back is not None and caller.f_globals.get("__name__", "").startswith(
            "gamelib.i18n"):
        caller = caller.f_back
    asking = caller.f_globals.get("__name__", "")
    warnings.warn(f"no catalogue entry for {english!r}: shown in English; add it to "
                  f"{words_file(asking)}", MissingWord, stacklevel=3)


def words_file(module: str) -> str:
    """Where a word that ``module`` shows is added: its game's own ``words.py`` for a module of a
    game's folder, else the catalogue of the words every game shares (with the hint that a
    game's own word goes in its folder).

    >>> words_file("gamelib.games.dodgem.board")
    'gamelib/games/dodgem/words.py'
    >>> words_file("gamelib.widgets.tree_stepper")
    'gamelib/i18n/catalogue.py (or, if only one game shows it, gamelib/games/<game>/words.py)'
    """
    parts = module.split(".")
    if len(parts) >= 3 and parts[:2] == ["gamelib", "games"] and parts[2] != "tree":
        return f"gamelib/games/{parts[2]}/words.py"
    return ("gamelib/i18n/catalogue.py (or, if only one game shows it, "
            "gamelib/games/<game>/words.py)")


class MissingWord(UserWarning):
    """A word shown to people that the catalogue does not have yet."""


def _shown(english: str) -> str:
    """A key as English readers see it: without its bracketed context (``[lecture] MAX``)."""
    return english.split("] ", 1)[1] if english.startswith("[") else english


def label(words: str, lang: str | None = None) -> str:
    """A name that comes with data -- a player, a series, an axis: in Vietnamese when the
    catalogue has it (``label("best first", "vi") == "tốt nhất trước"``), as it is otherwise
    (``label("alphabeta:3", "vi") == "alphabeta:3"``)."""
    lang = lang or current_language()
    return CATALOGUE.get(words, words) if lang == "vi" else words


from gamelib.i18n.numbers import number, parse_number, percent  # noqa: E402 (numbers use tr's language)
