"""One module per game: rules only, no search, no drawing.

``tictactoe``, ``dodgem`` (report 003), ``oanquan`` (Ô ăn quan, report 000), ``othello`` (Cờ
lật, assignment 001; ``othello_bits``: its rules on bitboards for numba), ``caro`` (report 004)
and ``tree`` (the lecture's explicit trees and random trees).  Each game's kit
(:mod:`gamelib.kits`) names its rules class; ``gamelib.kits.make_game(name, **options)``
builds a game by name.
"""
