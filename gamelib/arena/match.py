"""Play games and matches between any two players on any two-player game.

Games that can go on for ever (Dodgem) are stopped after ``max_plies`` moves
and counted as draws ("move limit").  Openings vary: the first
``opening_plies`` moves are random (drawn from ``game.opening_actions``: every legal
move, or Caro's central squares), from a seed per pair of games, and each
opening is played twice with the colours swapped -- so a match between
deterministic players explores many positions, the first player's advantage
cancels out, and the whole match can be repeated exactly.

>>> from gamelib.games.tictactoe import TicTacToe
>>> from gamelib.play.players import RandomPlayer, SearchPlayer
>>> result = play_match(TicTacToe(), SearchPlayer(depth=9), RandomPlayer(seed=1), games=10,
...                     opening_plies=0)
>>> result.losses, result.games
(0, 10)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from gamelib.core import Game, Side, State
from gamelib.play.players import Player


@dataclass(frozen=True)
class GameRecord:
    """One finished game: its moves, who played which side, and how it ended."""

    moves: tuple[str, ...]
    sides: Mapping[Side, str]
    winner: Side | None
    ended: str  # "win", "draw" or "move limit"
    opening_plies: int = 0

    @property
    def plies(self) -> int:
        return len(self.moves)


def play_game(game: Game, players: Mapping[Side, Player], *, start: State | None = None,
              max_plies: int = 300, opening_plies: int = 0, seed: int | None = None) -> GameRecord:
    """Play one game; ``players`` maps each side (e.g. "X", "Black") to a player."""
    missing = [side for side in game.players if side not in players]
    if missing:
        raise ValueError(f"no player for {', '.join(map(str, missing))}; "
                         f"{type(game).__name__} needs one for each of {game.players}")
    rng = random.Random(seed)
    state = game.initial_state() if start is None else start
    moves: list[str] = []
    while not game.is_terminal(state) and len(moves) < max_plies:
        side = game.to_move(state)
        if len(moves) < opening_plies:
            action = rng.choice(list(game.opening_actions(state)))
        else:
            action = players[side].choose(game, state)
            if action not in game.legal_actions(state):
                legal = [game.action_to_str(state, a) for a in game.legal_actions(state)]
                raise ValueError(f"{players[side].name} chose the illegal move {action!r}; "
                                 f"legal moves: {', '.join(legal)}")
        moves.append(game.action_to_str(state, action))
        state = game.successor(state, action)
    sides = {side: players[side].name for side in game.players}
    if not game.is_terminal(state):
        return GameRecord(tuple(moves), sides, None, "move limit", opening_plies)
    winner = next((p for p in game.players if game.utility(state, p) > 0), None)
    return GameRecord(tuple(moves), sides, winner, "win" if winner else "draw", opening_plies)


@dataclass
class MatchResult:
    """The score of player ``a`` against player ``b`` over a match."""

    a: str
    b: str
    wins: int = 0
    draws: int = 0
    losses: int = 0
    records: list[GameRecord] = field(default_factory=list)

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses

    @property
    def score(self) -> float:
        """a's points per game: 1 per win, ½ per draw."""
        return (self.wins + 0.5 * self.draws) / self.games if self.games else 0.0

    def __str__(self) -> str:
        from gamelib.i18n import label, percent, tr

        return tr("{a} vs {b}: +{wins} ={draws} -{losses} in {games} games (score {score})",
                  a=label(self.a), b=label(self.b), wins=self.wins, draws=self.draws,
                  losses=self.losses, games=self.games, score=percent(self.score, decimals=1))


def play_match(game: Game, a: Player, b: Player, *, games: int = 100, opening_plies: int = 2,
               seed: int = 0, max_plies: int = 300,
               progress: Callable[[int, int], Any] | None = None) -> MatchResult:
    """``games`` games between ``a`` and ``b``: a takes the first side in even-numbered games,
    and games 2k and 2k+1 start from the same random opening.  ``progress(done, games)`` is
    called after each game (a notebook's progress bar)."""
    first, second = game.players
    result = MatchResult(a.name, b.name)
    for i in range(games):
        if progress and i:
            progress(i, games)
        seats = {first: a, second: b} if i % 2 == 0 else {first: b, second: a}
        record = play_game(game, seats, max_plies=max_plies, opening_plies=opening_plies,
                           seed=seed * 100_003 + i // 2)
        result.records.append(record)
        a_side = first if i % 2 == 0 else second
        if record.winner is None:
            result.draws += 1
        elif record.winner == a_side:
            result.wins += 1
        else:
            result.losses += 1
    if progress:
        progress(games, games)
    return result


def _games_so_far(progress: Callable[[int, int], Any] | None, before: int,
                  total: int) -> Callable[[int, int], Any] | None:
    """A match's ``progress`` callback that reports the games of a whole series."""
    if progress is None:
        return None
    return lambda done, _: progress(before + done, total)


def score_by_depth(game: Game, make_a, make_b, depths, *, games: int = 100, seed: int = 0,
                   opening_plies: int = 2, max_plies: int = 200,
                   progress: Callable[[int, int], Any] | None = None) -> list[dict]:
    """A match per depth between ``make_a(depth)`` and ``make_b(depth)``; one row per depth.

    Rows hold the depth, wins/draws/losses of a, a's score and a 95% interval;
    ``progress(done, total)`` counts the games of all the matches.
    """
    import math

    rows, depths = [], list(depths)
    for number, depth in enumerate(depths):
        result = play_match(game, make_a(depth), make_b(depth), games=games, seed=seed,
                            opening_plies=opening_plies, max_plies=max_plies,
                            progress=_games_so_far(progress, number * games, len(depths) * games))
        half_width = 1.96 * math.sqrt(max(result.score * (1 - result.score), 1e-9) / result.games)
        rows.append({"depth": depth, "a": result.a, "b": result.b, "wins": result.wins,
                     "draws": result.draws, "losses": result.losses, "score": result.score,
                     "low": max(0.0, result.score - half_width),
                     "high": min(1.0, result.score + half_width)})
    return rows


def score_table(game: Game, challengers: Mapping[str, Player], reference: Player, *,
                games: int = 40, seed: int = 0, opening_plies: int = 4,
                max_plies: int = 300) -> list[dict]:
    """Each challenger's score against the same reference player, with a 95% interval."""
    import math

    rows = []
    for name, player in challengers.items():
        result = play_match(game, player, reference, games=games, seed=seed,
                            opening_plies=opening_plies, max_plies=max_plies)
        half_width = 1.96 * math.sqrt(max(result.score * (1 - result.score), 1e-9) / result.games)
        rows.append({"name": name, "against": reference.name, "wins": result.wins,
                     "draws": result.draws, "losses": result.losses, "score": result.score,
                     "low": max(0.0, result.score - half_width),
                     "high": min(1.0, result.score + half_width)})
    return rows


def round_robin(game: Game, players: list[Player], *, games: int = 20, seed: int = 0,
                opening_plies: int = 2, max_plies: int = 300,
                progress: Callable[[int, int], Any] | None = None) -> dict[str, Any]:
    """Every player against every other (``games`` each, colours alternated); ``progress(done,
    total)`` counts the games of all the matches.

    Returns ``{"players": names, "scores": {(a, b): a's score against b},
    "results": {(a, b): MatchResult}, "standings": [(name, points, games)]}``,
    standings sorted by points (1 a win, ½ a draw).
    """
    names = [p.name for p in players]
    if len(set(names)) != len(names):
        raise ValueError(f"players need distinct names, got {names}")
    results, points = {}, {n: 0.0 for n in names}
    played = {n: 0 for n in names}
    pairs = [(a, b) for i, a in enumerate(players) for b in players[i + 1:]]
    for number, (a, b) in enumerate(pairs):
        result = play_match(game, a, b, games=games, seed=seed, opening_plies=opening_plies,
                            max_plies=max_plies, progress=_games_so_far(
                                progress, number * games, len(pairs) * games))
        results[(a.name, b.name)] = result
        points[a.name] += result.wins + result.draws / 2
        points[b.name] += result.losses + result.draws / 2
        played[a.name] += result.games
        played[b.name] += result.games
    scores = {}
    for (a, b), result in results.items():
        scores[(a, b)] = result.score
        scores[(b, a)] = 1 - result.score
    standings = sorted(((n, points[n], played[n]) for n in names), key=lambda row: -row[1])
    return {"players": names, "scores": scores, "results": results, "standings": standings}
