"""One folder per game, the whole game in it; ``tree`` (the lecture's explicit trees and random
trees) is rules alone.

``tictactoe``, ``dodgem`` (report 003), ``oanquan`` (Ô ăn quan, report 000), ``othello`` (Cờ
lật, assignment 001; ``othello.bits``: its rules on bitboards for numba), ``caro`` (report
004).  A game's folder holds its rules (``__init__``: ``gamelib.games.othello.Othello``), its
kit (``kit``, found by :mod:`gamelib.kits`: nothing lists the games by hand), its scene, its
words and, if it needs one, its own board; each module keeps the layer of what it is
(``gamelib.GAME_FOLDER``).  ``gamelib.kits.make_game(name, **options)`` builds a game by name.
"""

#: the modules of a game folder that play the game rather than state its rules: its kit (players
#: and evaluations), its evaluations, its engine
PLAYING_MODULES = ("kit", "evaluation", "engine")


def plays_the_game(module: str) -> bool:
    """Whether ``module`` is a game folder's kit, evaluation or engine: code a student's search
    or evaluation may not call to do its work (the rules it may).

    >>> plays_the_game("gamelib.games.othello.kit"), plays_the_game("gamelib.games.othello")
    (True, False)
    >>> plays_the_game("gamelib.games.caro.scene"), plays_the_game("gamelib.kits.base")
    (False, False)
    """
    parts = module.split(".")
    return len(parts) == 4 and parts[:2] == ["gamelib", "games"] and parts[3] in PLAYING_MODULES
