"""Playing a game: who plays it and the game in progress.

``players`` (random, greedy, search to a depth or a time, perfect from a solved game: each
with ``choose(game, state)``) and ``session`` (a game in progress: its history, undo and
redo, whose turn; widgets observe it, it imports none).
"""
