"""Grading an evaluation function by the games it wins (CS188 grades its evaluation the same way).

A student's Dodgem evaluation plays, inside an alpha-beta search two plies deep, a fixed set of
seeded games against two fixed opponents: the same search valuing only the cars taken off the
board, and a random player. Every opening is played twice, colours swapped, so neither side
gets the better start.

>>> print(evaluation_grade(cars_off))   # the baseline itself, as a student's evaluation
against cars off only: +... (score ...%, full marks from 75%)
against random: +... (score ...%, full marks from 90%)
points: ... of 10
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

#: full marks from these scores (points a game) up; 0.5 -- no better than the opponent -- earns
#: nothing, and points grow in proportion in between
TARGETS = {"cars off only": 0.75, "random": 0.9}
MAX_POINTS = 10.0


def cars_off(state: Any, player: Any) -> int:
    """The baseline: cars taken off the board by ``player`` minus the opponent's."""
    from gamelib.games.dodgem import BLACK

    pieces = state.size - 1
    black_off = pieces - state.black.bit_count()
    white_off = pieces - state.white.bit_count()
    return black_off - white_off if player == BLACK else white_off - black_off


@dataclass(frozen=True)
class EvaluationGrade:
    """What an evaluation scored against each opponent, and the points that earns."""

    scores: dict[str, float]
    records: dict[str, str]
    points: float

    def __str__(self) -> str:
        lines = [f"against {name}: {self.records[name]} (score {self.scores[name]:.0%}, "
                 f"full marks from {TARGETS[name]:.0%})" for name in self.scores]
        return "\n".join(lines + [f"points: {self.points:.1f} of {MAX_POINTS:.0f}"])


def evaluation_grade(evaluate: Callable[[Any, Any], float], *, games: int = 40, depth: int = 2,
                     seed: int = 2026) -> EvaluationGrade:
    """Play ``evaluate`` (value of a Dodgem 3×3 position for a player) against the fixed
    opponents; half the points come from each: none at a score of 0.5 or less, all from the
    target score up, in proportion in between."""
    from gamelib.arena.match import play_match
    from gamelib.games.dodgem import Dodgem
    from gamelib.players import RandomPlayer, SearchPlayer

    game = Dodgem(3)
    student = SearchPlayer("alphabeta", depth=depth, evaluate=evaluate, seed=seed, name="yours")
    opponents = {"cars off only": SearchPlayer("alphabeta", depth=depth, evaluate=cars_off,
                                               seed=seed + 1, name="cars off only"),
                 "random": RandomPlayer(seed=seed + 2, name="random")}
    scores, records = {}, {}
    for name, opponent in opponents.items():
        result = play_match(game, student, opponent, games=games, opening_plies=2, seed=seed,
                            max_plies=200)
        scores[name] = result.score
        records[name] = f"+{result.wins} ={result.draws} -{result.losses}"
    earned = [min(1.0, max(0.0, (scores[n] - 0.5) / (TARGETS[n] - 0.5))) for n in scores]
    points = sum(earned) * MAX_POINTS / len(scores)
    return EvaluationGrade(scores, records, round(points, 1))
