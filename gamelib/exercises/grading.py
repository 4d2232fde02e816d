"""Grading a Dodgem evaluation by the games it wins, against gamelib's own as the pass mark.

A student's evaluation plays, inside an alpha-beta search two plies deep, a fixed set of seeded
games against four fixed opponents (every opening twice, colours swapped): the same search
valuing only the cars taken off, the same search with the lecture's evaluation 1 and with
report 003's evaluation 2 -- gamelib's own, the public baseline of lessons 03 and 04 -- and a
search one ply deeper with evaluation 2.

The marks are measured, never assumed: the same games are played by gamelib's evaluation, by
a constant one and by evaluations that answer at random.

* **0** for an evaluation no better than a constant or a random one (its mean score at most
  the best of theirs, plus a margin);
* **5 of 10, the pass mark,** for an evaluation as good as gamelib's own (the same mean score
  over the four opponents), in proportion between;
* **up to 5 more** for beating the two stronger opponents (report 003's evaluation at the same
  depth and one ply deeper): from gamelib's own score against them to 75 %.

An evaluation that calls gamelib's evaluations or searches, or is one of them with the names
changed, is refused; one that does not finish within :data:`GRADING_SECONDS` gets 0.

>>> grade = evaluation_grade(cars_off)   # the cars-off baseline, as a student's evaluation
>>> grade.points < 5
True
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from gamelib.games import plays_the_game
from gamelib.i18n import number, percent, tr

MAX_POINTS = 10.0
PASS_POINTS = 5.0
#: the mean score above the constant and random evaluations' best that still earns nothing
MARGIN = 0.05
#: the score against the stronger opponents that earns the last points
FULL_MARKS_SCORE = 0.75
#: games against each opponent (every opening twice, colours swapped)
GAMES = 40
#: seconds the whole grading may take (it takes about one here); past that, 0 points
GRADING_SECONDS = 60.0
#: modules a student's evaluation may not call: they hold evaluations that would do the work (and
#: a game folder's kit, evaluation and engine: :func:`gamelib.games.plays_the_game`)
FORBIDDEN_MODULES = ("gamelib.evaluation", "gamelib.engines", "gamelib.kits", "gamelib.search",
                     "gamelib.play.players", "gamelib.exercises")


def cars_off(state: Any, player: Any) -> int:
    """The simplest evaluation: cars taken off the board by ``player`` minus the opponent's."""
    from gamelib.games.dodgem import BLACK

    pieces = state.size - 1
    black_off = pieces - state.black.bit_count()
    white_off = pieces - state.white.bit_count()
    return black_off - white_off if player == BLACK else white_off - black_off


def _opponents(game: Any) -> dict[str, tuple[int, Callable[[Any, Any], float]]]:
    """The four fixed opponents: (search depth, evaluation) by name."""
    from gamelib.evaluation.dodgem import DodgemEvaluation

    report = DodgemEvaluation.report2(game)
    return {"cars off, depth 2": (2, cars_off),
            "evaluation 1 (lecture), depth 2": (2, DodgemEvaluation.lecture(game)),
            "evaluation 2 (report 003), depth 2": (2, report),
            "evaluation 2 (report 003), depth 3": (3, report)}


#: the opponents whose scores earn the points above the pass mark
STRONGER = ("evaluation 2 (report 003), depth 2", "evaluation 2 (report 003), depth 3")


def _scores(evaluate: Callable[[Any, Any], float], game: Any, seed: int) -> dict[str, float]:
    from gamelib.arena.match import play_match
    from gamelib.play.players import SearchPlayer

    scores = {}
    for number, (name, (depth, opponent_evaluation)) in enumerate(_opponents(game).items()):
        student = SearchPlayer("alphabeta", depth=2, evaluate=evaluate, seed=seed, name="yours")
        opponent = SearchPlayer("alphabeta", depth=depth, evaluate=opponent_evaluation,
                                seed=seed + 1 + number, name=name)
        scores[name] = play_match(game, student, opponent, games=GAMES, opening_plies=2,
                                  seed=seed, max_plies=200).score
    return scores


def _random_evaluation(seed: int) -> Callable[[Any, Any], float]:
    """An evaluation that answers at random (each position its own random number)."""
    rng, drawn = random.Random(seed), {}

    def evaluate(state: Any, player: Any) -> float:
        if (state, player) not in drawn:
            drawn[state, player] = rng.random()
        return drawn[state, player]
    return evaluate


@dataclass(frozen=True)
class Bar:
    """What the marks are measured against, on the same games: gamelib's own evaluation (the
    pass mark) and the best of a constant and three random evaluations (nothing)."""

    own: dict[str, float]
    nothing: float

    @property
    def own_mean(self) -> float:
        return sum(self.own.values()) / len(self.own)

    @property
    def own_stronger(self) -> float:
        return sum(self.own[name] for name in STRONGER) / len(STRONGER)


_bars: dict[int, Bar] = {}


def bar(seed: int = 2026) -> Bar:
    """The marks' bar for the games drawn from ``seed`` (measured once a process)."""
    if seed not in _bars:
        from gamelib.evaluation.dodgem import DodgemEvaluation
        from gamelib.games.dodgem import Dodgem

        game = Dodgem(3)
        own = _scores(DodgemEvaluation.report2(game), game, seed)
        others = [_scores(lambda s, p: 0, game, seed)] + [
            _scores(_random_evaluation(seed + k), game, seed) for k in range(3)]
        nothing = max(sum(s.values()) / len(s) for s in others) + MARGIN
        _bars[seed] = Bar(own, nothing)
    return _bars[seed]


@dataclass(frozen=True)
class EvaluationGrade:
    """What an evaluation scored against each opponent, and the points that earns."""

    scores: dict[str, float]
    points: float
    bar: Bar | None = None
    refused: str | None = None
    lang: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        if self.refused is not None:
            return self.refused
        lang = self.lang
        lines = [tr("against {opponent}: score {score} (gamelib's own evaluation: {own})", lang,
                    opponent=tr(name, lang), score=percent(score, lang),
                    own=percent(self.bar.own[name], lang))
                 for name, score in self.scores.items()]
        lines.append(tr("pass mark ({pass_points} of {total}): a mean score of {own}, as gamelib's own "
                        "evaluation; nothing at {nothing} or less, as a constant or random "
                        "evaluation", lang, pass_points=number(PASS_POINTS, lang),
                        total=number(MAX_POINTS, lang), own=percent(self.bar.own_mean, lang),
                        nothing=percent(self.bar.nothing, lang)))
        lines.append(tr("points: {points} of {total}", lang, points=number(self.points, lang, 1),
                        total=number(MAX_POINTS, lang)))
        return "\n".join(lines)


def evaluation_grade(evaluate: Callable[[Any, Any], float], *, seed: int = 2026,
                     lang: str | None = None) -> EvaluationGrade:
    """Grade ``evaluate(state, player)`` (how good a Dodgem 3×3 position is for ``player``) by
    the games it wins (see the module docstring)."""
    from gamelib.exercises.budget import DidNotFinish, time_limit
    from gamelib.exercises.copies import copied_from
    from gamelib.games.dodgem import Dodgem

    copied = copied_from(evaluate, lang)
    if copied is not None:
        return EvaluationGrade({}, 0.0, refused=tr(
            "refused: your evaluation is {what}, with the names changed -- write your own (0 "
            "points)", lang, what=copied), lang=lang)
    watched = _Watched(evaluate)
    try:
        with time_limit(GRADING_SECONDS):
            scores = _scores(watched, Dodgem(3), seed)
    except DidNotFinish:
        return EvaluationGrade({}, 0.0, refused=tr(
            "your evaluation did not finish: the games took more than {seconds} s (an endless "
            "loop?); gamelib's own evaluation plays them in about a second (0 points)", lang,
            seconds=f"{GRADING_SECONDS:g}"), lang=lang)
    if watched.called is not None:
        return EvaluationGrade({}, 0.0, refused=tr(
            "refused: your evaluation calls {name} -- write your own from state.black, "
            "state.white and state.size (0 points)", lang, name=watched.called), lang=lang)
    measured = bar(seed)
    mean = sum(scores.values()) / len(scores)
    to_pass = (mean - measured.nothing) / (measured.own_mean - measured.nothing)
    stronger = sum(scores[name] for name in STRONGER) / len(STRONGER)
    beyond = (stronger - measured.own_stronger) / (FULL_MARKS_SCORE - measured.own_stronger)
    points = PASS_POINTS * min(1.0, max(0.0, to_pass))
    if to_pass >= 1:
        points += (MAX_POINTS - PASS_POINTS) * min(1.0, max(0.0, beyond))
    return EvaluationGrade(scores, round(points, 1), measured, lang=lang)


class _Watched:
    """The student's evaluation, watched while it runs: the first call it makes into gamelib's
    evaluations or searches is noted."""

    def __init__(self, evaluate: Callable[[Any, Any], float]):
        self.evaluate, self.called = evaluate, None
        own = getattr(evaluate, "__code__", None)
        self._own = {own} if own is not None else set()

    def _profile(self, frame: Any, event: str, arg: Any) -> None:
        if event == "call" and self.called is None and frame.f_code not in self._own:
            module = frame.f_globals.get("__name__", "")
            if module.startswith(FORBIDDEN_MODULES) or plays_the_game(module):
                self.called = f"{module}.{frame.f_code.co_name}"

    def __call__(self, state: Any, player: Any) -> float:
        previous = sys.getprofile()
        sys.setprofile(self._profile)
        try:
            return self.evaluate(state, player)
        finally:
            sys.setprofile(previous)
