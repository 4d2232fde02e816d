"""gamelib: adversarial search taught on real games, interactively.

Layers, importing only downwards::

    gamelib.widgets   ipywidgets views and controllers
    gamelib.viz       pictures and tables, pure functions of data
    gamelib.search    game-agnostic algorithms and the trace recorder
    gamelib.games     one module per game: rules only
    gamelib.core      the Game protocol and its errors
"""

from gamelib.core import MAX, MIN, Game, GameError, IllegalActionError

__version__ = "0.1.0"
__all__ = ["MAX", "MIN", "Game", "GameError", "IllegalActionError", "__version__"]
