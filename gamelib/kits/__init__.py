"""One kit per game: everything gamelib knows about a game, in one place.

A kit (:class:`~gamelib.kits.base.GameKit`) names the game's rules class, its players — each
with one name, the label a board's menu shows, its strength in plain words and how to build
it — its named evaluations (the default first), the scene that draws a position, and what
else the game offers: solving it from the start, counting its tree (perft), solving given
positions, the positions students' searches are checked on, the evaluation lab's numbers.
Everything that lists games reads :data:`KITS`: the command line's choices, tournaments, the
evaluation lab, the exercises, notebooks' pictures and every board.

Adding a game is one folder, ``gamelib/games/<game>/``: its rules in ``__init__.py`` and a
``kit`` module defining ``KIT`` (with its scene, words and board beside them, see the README).
It is found by looking, never listed by hand: :data:`KITS` is derived, in the order the kits
declare; the kit's ``scene`` makes it playable on a board.

>>> kit("othello").kind("Strong engine").spec
'strong'
>>> [kind.spec for kind in kit("tictactoe").players]
['random', 'greedy', 'minimax:D', 'alphabeta:D', 'iterative:S', 'perfect']
>>> make_game("dodgem", size=4, rule="vout")
Dodgem(size=4, rule='vout', first='Black')
>>> kit_of(make_game("tictactoe")).name
'tictactoe'
"""

from __future__ import annotations

import importlib
import importlib.util
import pkgutil
from typing import Any

from gamelib.core import Game
from gamelib.kits.base import ExerciseSet, GameKit, LabGame, PlayerKind, Settings

__all__ = ["KITS", "ExerciseSet", "GameKit", "LabGame", "PlayerKind", "Settings", "all_kits",
           "kit", "kit_of", "make_game"]


def _discover() -> dict[str, str]:
    """Every game by name and the module holding its kit, found by looking: each folder of
    :mod:`gamelib.games` with a ``kit`` module (defining ``KIT``) is a game, listed in the
    kits' declared ``order``, then by name.  Its words join the catalogue as it is found."""
    import gamelib.games
    from gamelib.i18n import add_words

    found = []
    for folder in pkgutil.iter_modules(gamelib.games.__path__):
        dotted = f"gamelib.games.{folder.name}.kit"
        if not folder.ispkg or importlib.util.find_spec(dotted) is None:
            continue
        made = getattr(importlib.import_module(dotted), "KIT", None)
        if not isinstance(made, GameKit):
            raise ValueError(f"{dotted} defines no KIT = GameKit(...): a game folder's kit "
                             "module names its kit KIT")
        if made.name != folder.name:
            raise ValueError(f"{dotted} names its game {made.name!r}: a game is called by its "
                             f"folder's name, {folder.name!r}")
        words = importlib.util.find_spec(f"gamelib.games.{folder.name}.words")
        if words is not None:
            add_words(importlib.import_module(words.name).WORDS, words.name)
        found.append((made.order, made.name, dotted))
    return {name: dotted for _, name, dotted in sorted(found)}


def __getattr__(name: str) -> Any:
    """``KITS``: every game by name and its kit's module, found when first asked for (importing
    :mod:`gamelib.kits` imports no game), then kept."""
    if name == "KITS":
        globals()["KITS"] = found = _discover()
        return found
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _kits() -> dict[str, str]:
    return globals()["KITS"] if "KITS" in globals() else __getattr__("KITS")


def kit(name: str) -> GameKit:
    """The kit of the game called ``name``."""
    kits = _kits()
    if name not in kits:
        raise ValueError(f"unknown game {name!r}; games: {', '.join(kits)}")
    return importlib.import_module(kits[name]).KIT


def all_kits() -> list[GameKit]:
    """Every game's kit, in the course's order."""
    return [kit(name) for name in _kits()]


def kit_of(game: Game) -> GameKit:
    """The kit whose rules ``game`` is.

    >>> kit_of(object())  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: object is not the rules of a game with a kit (games: tictactoe, dodgem, ...)
    """
    for each in all_kits():
        if type(game) is each.rules:
            return each
    raise ValueError(f"{type(game).__name__} is not the rules of a game with a kit "
                     f"(games: {', '.join(_kits())})")


def make_game(name: str, **options: Any) -> Game:
    """The game called ``name`` with its options (``size``, ``rule``, ...)."""
    return kit(name).make_game(**options)


# a notebook shows any game's position as its board (outside IPython: nothing happens)
from gamelib.kits.pictures import show_positions_as_pictures  # noqa: E402

show_positions_as_pictures()
