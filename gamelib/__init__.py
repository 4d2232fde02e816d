"""gamelib: adversarial search taught on real games, interactively.

The package is built in layers; a module imports only from its own part and from the layers
below it (so there is no import circle).  Highest first::

    __main__                                   python -m gamelib
    cli                                        the command line, one module per command
    widgets · grading · course                 what a student and a teacher use
    exercises                                  questions, checks of students' code, grading
    bots                                       the Othello assignment: bots, server, tournament day
    arena                                      matches, tournaments, the evaluation lab
    lecture                                    the lecture's examples and tables
    kits                                       what a kit is, and every game's kit, found
    viz                                        pictures and tables, pure functions of data
    engines                                    strong game-specific players
    evaluation · play                          evaluations; players and a game in progress
    search                                     game-agnostic algorithms and the trace recorder
    games                                      one folder per game (rules, kit, scene, words)
    sandbox                                    where untrusted code runs: bots and graded answers
    core · i18n                                the Game protocol, checks, files; words

``LAYERS`` below is the same list, lowest first; ``tests/test_layers.py`` reads every import
and checks it.  Every part is a package named for what it is (nothing loose beside
``__init__`` and ``__main__``).  A game is one folder, ``games/<game>/``, whose modules each keep the layer of
what they are (``GAME_FOLDER``): its rules (``__init__``) in ``games``, its words in ``i18n``,
its scene in ``viz``, its kit in ``kits``, its board in ``widgets`` -- so the folder holds the
whole game and every import still points downwards.
"""

from gamelib.core import MAX, MIN, Game, GameError, IllegalActionError

__version__ = "0.1.0"
__all__ = ["GAME_FOLDER", "LAYERS", "MAX", "MIN", "Game", "GameError", "IllegalActionError", "__version__"]

#: the package's layers, lowest first (see the docstring)
LAYERS: tuple[tuple[str, ...], ...] = (
    ("core", "i18n"),
    ("sandbox",),
    ("games",),
    ("search",),
    ("evaluation", "play"),
    ("engines",),
    ("viz",),
    ("kits",),
    ("lecture",),
    ("arena",),
    ("bots",),
    ("exercises",),
    ("widgets", "grading", "course"),
    ("cli",),
    ("__main__",),
)

#: a game folder's modules (``games/<game>/<module>.py``) and the layer each belongs to; any
#: other module there is taken for part of the rules (``games``)
GAME_FOLDER: dict[str, str] = {
    "__init__": "games", "bits": "games", "words": "i18n", "evaluation": "evaluation",
    "engine": "engines", "scene": "viz", "kit": "kits", "board": "widgets"}
