"""Game-specific engines: search and evaluation tuned to one game, written to win.

The algorithms in :mod:`gamelib.search` are written to be read and traced on
any game; an engine here works on one game's own representation (bitboards)
for speed.  Engines are players: ``choose(game, state) -> action``.
"""

#: the Othello bot levels by name, weakest first (built by :func:`gamelib.engines.othello.engine_player`)
OTHELLO_LEVELS = ("random", "greedy", "weak", "medium", "strong")
