"""One folder per game, the whole game in it; ``tree`` (the lecture's explicit trees and random
trees) is rules alone.

``tictactoe``, ``dodgem`` (report 003), ``oanquan`` (Ô ăn quan, report 000), ``othello`` (Cờ
lật, assignment 001; ``othello.bits``: its rules on bitboards for numba), ``caro`` (report
004).  A game's folder holds its rules (``__init__``: ``gamelib.games.othello.Othello``), its
kit (``kit``, found by :mod:`gamelib.kits`: nothing lists the games by hand), its scene, its
words and, if it needs one, its own board; each module keeps the layer of what it is
(``gamelib.GAME_FOLDER``).  ``gamelib.kits.make_game(name, **options)`` builds a game by name.
"""
