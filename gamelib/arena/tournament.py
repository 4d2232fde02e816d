"""Matches and round-robin tournaments, in parallel and resumable.

Players and games are described by name (:mod:`gamelib.arena.registry`), so each
game can be played by any ``concurrent.futures.Executor``: in this process
(``jobs=1``), in worker processes (``jobs=2`` on a 2-core machine), or on a
cluster (``executor=dask_client.get_executor()`` -- the same code, another
machine).  Each game is a task; game ``k`` of a pairing starts from the random
opening of seed ``k // 2`` with the colours of game ``k`` swapped from ``k - 1``.

With ``log`` (a JSON-lines file) every finished game is appended as it ends,
flushed and fsynced; running the same tournament again skips the games already
in the file, so an interrupted run resumes without losing or repeating a game.

Results come with Wilson 95% intervals for each score and Elo ratings fitted to
all the games (maximum likelihood, the mean rating 1500).

>>> t = tournament("tictactoe", ["random", "alphabeta:2", "perfect"], games=4)
>>> [row["player"] for row in t.standings()]
['perfect', 'alphabeta:2', 'random']
"""

from __future__ import annotations

import json
import math
import os
import sys
from collections.abc import Callable, Iterable
from concurrent.futures import Executor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gamelib.arena.match import play_game
from gamelib.arena.registry import make_game, make_player
from gamelib.arena.workers import worker_pool


#: a forfeit's kind as the standings name it (the results file keeps the kind itself)
FORFEIT_WORDS = {"crash": "[forfeit] crash", "closed": "[forfeit] closed",
                 "exception": "[forfeit] exception", "exit": "[forfeit] exit",
                 "garbage": "[forfeit] garbage", "illegal": "[forfeit] illegal",
                 "import": "[forfeit] import", "memory": "[forfeit] memory",
                 "timeout": "[forfeit] timeout",
                 "unread": "[forfeit] unread"}


@dataclass(frozen=True)
class GameTask:
    """One game to play, described so that any worker can rebuild it."""

    game: str
    options: tuple[tuple[str, Any], ...]
    first: str       # player spec taking the game's first side
    second: str
    pairing: tuple[str, str]
    index: int       # game number within the pairing
    seed: int
    opening_plies: int
    max_plies: int

    @property
    def key(self) -> str:
        return f"{self.pairing[0]}|{self.pairing[1]}|{self.index}"


def play_task(task: GameTask) -> dict[str, Any]:
    """Play one game (in whatever process the executor chose) and describe the result."""
    game = make_game(task.game, **dict(task.options))
    first_side, second_side = game.players
    seats = {first_side: make_player(task.game, game, task.first, seed=task.seed + task.index),
             second_side: make_player(task.game, game, task.second, seed=task.seed + task.index + 1)}
    record = play_game(game, seats, max_plies=task.max_plies, opening_plies=task.opening_plies,
                       seed=task.seed * 100_003 + task.index // 2)
    winner = None if record.winner is None else (task.first if record.winner == first_side
                                                 else task.second)
    return {"key": task.key, "pairing": list(task.pairing), "index": task.index,
            "first": task.first, "second": task.second, "winner": winner, "ended": record.ended,
            "plies": record.plies, "moves": list(record.moves)}


def wilson(points: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """A 95% interval for a score of ``points`` out of ``games`` (draws count half)."""
    if games == 0:
        return (0.0, 1.0)
    p = points / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


def points_of(record: dict[str, Any], player: str) -> float:
    """What one game gave ``player``: 1 a win, 0.5 a draw, 0 a loss -- or the record's own
    ``points`` (a game both players forfeited gives each 0)."""
    if "points" in record:
        return record["points"].get(player, 0.0)
    return 1.0 if record["winner"] == player else 0.5 if record["winner"] is None else 0.0


def _rated(results: Iterable[dict[str, Any]]) -> list[dict[str, Any]]:
    """The games that say something about strength (not those both players forfeited)."""
    return [r for r in results if "points" not in r]


def elo(results: Iterable[dict[str, Any]], players: list[str], iterations: int = 2000) -> dict[str, float]:
    """Elo ratings fitted to every game (Bradley-Terry by maximum likelihood), mean 1500.

    A draw counts as half a win each way.  A small prior of one draw against the
    mean keeps ratings finite when a player wins or loses everything.  No players, no ratings:

    >>> elo([], [])
    {}
    """
    if not players:  # the mean of no strengths is not a number
        return {}
    score = {p: 0.5 for p in players}                  # the prior draw
    games: dict[tuple[str, str], float] = {}
    for r in _rated(results):
        a, b = r["first"], r["second"]
        pair = (a, b) if a < b else (b, a)
        games[pair] = games.get(pair, 0) + 1
        score[a] += points_of(r, a)
        score[b] += points_of(r, b)
    strength = {p: 1.0 for p in players}
    for _ in range(iterations):  # the minorize-maximize update of Bradley-Terry
        new = {}
        for p in players:
            denominator = 1 / (strength[p] + 1)  # the prior game against a player of strength 1
            for (a, b), n in games.items():
                if p in (a, b):
                    other = b if p == a else a
                    denominator += n / (strength[p] + strength[other])
            new[p] = score[p] / denominator
        mean = math.exp(sum(math.log(v) for v in new.values()) / len(new))
        strength = {p: v / mean for p, v in new.items()}
    return {p: 1500 + 400 * math.log10(strength[p]) for p in players}


def elo_margins(results: Iterable[dict[str, Any]], ratings: dict[str, float]) -> dict[str, float]:
    """Half the width of each rating's 95% interval, from the curvature of the likelihood.

    The inverse of the Fisher information of the log-strengths (the prior game included, so it
    is invertible), taken relative to the mean rating as the ratings are, gives each rating's
    variance; 1.96 standard errors each way.  Ten games at 80% put two players 224 points apart,
    each rating within about ±127:

    >>> games = [{"first": "a", "second": "b", "winner": "a"}] * 8 + [{"first": "a", "second": "b", "winner": "b"}] * 2
    >>> margins = elo_margins(games, elo(games, ["a", "b"]))
    >>> round(margins["a"]), round(margins["b"])
    (127, 127)
    """
    import numpy as np

    players = list(ratings)
    if not players:
        return {}
    index = {p: i for i, p in enumerate(players)}
    strength = np.array([10 ** ((ratings[p] - 1500) / 400) for p in players])
    information = np.diag(strength / (strength + 1) ** 2)  # the prior game against strength 1
    for r in _rated(results):
        i, j = index[r["first"]], index[r["second"]]
        share = strength[i] * strength[j] / (strength[i] + strength[j]) ** 2
        information[i, i] += share
        information[j, j] += share
        information[i, j] -= share
        information[j, i] -= share
    centre = np.eye(len(players)) - 1 / len(players)  # ratings are relative to their mean
    variance = np.diag(centre @ np.linalg.inv(information) @ centre)
    scale = 400 / math.log(10)
    return {p: float(1.96 * scale * math.sqrt(max(0.0, variance[index[p]]))) for p in players}


@dataclass
class Tournament:
    """The games of a tournament (or a single match) and what follows from them."""

    game: str
    players: list[str]
    results: list[dict[str, Any]] = field(default_factory=list)

    def score(self, a: str, b: str) -> tuple[float, int]:
        """a's points against b, and the number of games."""
        points, n = 0.0, 0
        for r in self.results:
            if {r["first"], r["second"]} == {a, b}:
                n += 1
                points += points_of(r, a)
        return points, n

    def standings(self) -> list[dict[str, Any]]:
        """Per player: points, games, wins/draws/losses, score with its interval, Elo with its
        interval, and forfeits by kind; best first."""
        ratings = elo(self.results, self.players)
        margins = elo_margins(self.results, ratings)
        rows = []
        for p in self.players:
            mine = [r for r in self.results if p in (r["first"], r["second"])]
            points = sum(points_of(r, p) for r in mine)
            wins = sum(1 for r in mine if points_of(r, p) == 1)
            draws = sum(1 for r in mine if points_of(r, p) == 0.5)
            forfeits: dict[str, int] = {}
            for r in mine:
                for fault in r.get("forfeits") or []:
                    if fault["player"] == p:
                        forfeits[fault["kind"]] = forfeits.get(fault["kind"], 0) + 1
            low, high = wilson(points, len(mine))
            rows.append({"player": p, "points": points, "games": len(mine), "wins": wins,
                         "draws": draws, "losses": len(mine) - wins - draws,
                         "score": points / len(mine) if mine else 0.0, "low": low, "high": high,
                         "elo": round(ratings[p]), "elo_margin": round(margins[p]),
                         "forfeits": forfeits})
        return sorted(rows, key=lambda row: (-row["points"] / max(1, row["games"]), -row["elo"],
                                             row["player"]))

    def cross_table(self) -> dict[str, Any]:
        """The shape :func:`gamelib.viz.plots.plot_cross_table` draws."""
        scores = {}
        for a in self.players:
            for b in self.players:
                if a != b:
                    points, n = self.score(a, b)
                    if n:
                        scores[(a, b)] = points / n
        return {"players": self.players, "scores": scores}

    def table_html(self, title: str = "", lang: str | None = None) -> str:
        """The standings as an HTML table (a notebook's: each column its own cell, headed in
        the lesson's language, read cell by cell by a screen reader), the columns of
        :meth:`table_text`.

        >>> t = Tournament("tictactoe", ["random", "perfect"],
        ...                [{"first": "perfect", "second": "random", "winner": "perfect"}])
        >>> html = t.table_html(lang="vi")
        >>> "<th>người chơi</th>" in html and "<td>hoàn hảo</td>" in html
        True
        """
        from gamelib.i18n import label, number, percent, tr
        from gamelib.viz.table import records_html

        rows = []
        for row in self.standings():
            rows.append({
                "player": label(row["player"], lang),
                "points": number(float(row["points"]), lang, decimals=1),
                "games": row["games"],
                "W-D-L": f"{row['wins']}-{row['draws']}-{row['losses']}",
                "score (%)": percent(row["score"], lang, decimals=1),
                "95% interval": f"{percent(row['low'], lang, decimals=1)}–"
                                f"{percent(row['high'], lang, decimals=1)}",
                "Elo": f"{row['elo']} ± {row['elo_margin']}"})
        forfeits = [row["forfeits"] for row in self.standings()]
        if any(forfeits):  # (the bots' tournament day: a crash, a timeout, an illegal move)
            for shown, lost in zip(rows, forfeits):
                shown["forfeits"] = ", ".join(
                    tr("{n} {kind}", lang, n=n, kind=tr(FORFEIT_WORDS.get(kind, kind), lang))
                    for kind, n in sorted(lost.items())) or "—"
        return records_html(rows, title=title, lang=lang)

    def table_text(self) -> str:
        """The standings as a text table, headed in the current language."""
        from gamelib.i18n import label, number, percent, tr

        heads = [tr(w) for w in ("player", "points", "games", "W-D-L", "score (%)", "95% interval", "Elo")]
        wide = max(15, len(heads[5]) + 1)
        lines = [f"{heads[0]:<22}{heads[1]:>8}{heads[2]:>7}{heads[3]:>11}{heads[4]:>11}   "
                 f"{heads[5]:<{wide}}{heads[6]:>5}  {'±':>4}"]
        for row in self.standings():
            record = f"{row['wins']}-{row['draws']}-{row['losses']}"
            interval = f"{percent(row['low'], decimals=1)}–{percent(row['high'], decimals=1)}"
            points = number(float(row["points"]), decimals=1)
            line = (f"{label(row['player']):<22}{points:>8}{row['games']:>7}{record:>11}"
                    f"{percent(row['score'], decimals=1):>11}   {interval:<{wide}}"
                    f"{row['elo']:>5}  {row['elo_margin']:>4}")
            if row["forfeits"]:
                line += "   " + tr("forfeits:") + " " + ", ".join(
                    tr("{n} {kind}", n=n, kind=tr(FORFEIT_WORDS.get(kind, kind)))
                    for kind, n in sorted(row["forfeits"].items()))
            lines.append(line)
        return "\n".join(lines)


def round_robin_rounds(players: list[str]) -> list[list[tuple[str, str]]]:
    """Every pair exactly once, in rounds where nobody plays twice (the circle method); with an
    odd number of players one sits out each round.

    >>> round_robin_rounds(["a", "b", "c", "d"])
    [[('a', 'd'), ('b', 'c')], [('a', 'c'), ('d', 'b')], [('a', 'b'), ('c', 'd')]]
    """
    seats = list(players) + ([None] if len(players) % 2 else [])
    rounds = []
    for _ in range(len(seats) - 1):
        pairs = [(seats[i], seats[-1 - i]) for i in range(len(seats) // 2)]
        rounds.append([(a, b) for a, b in pairs if a is not None and b is not None])
        seats = [seats[0], seats[-1]] + seats[1:-1]
    return rounds


def _tasks(game: str, options: dict[str, Any], players: list[str], games: int, seed: int,
           opening_plies: int, max_plies: int) -> list[GameTask]:
    frozen = tuple(sorted(options.items()))
    tasks = []
    for i, a in enumerate(players):
        for b in players[i + 1:]:
            for k in range(games):
                first, second = (a, b) if k % 2 == 0 else (b, a)
                tasks.append(GameTask(game, frozen, first, second, (a, b), k, seed,
                                      opening_plies, max_plies))
    return tasks


RECORD_KEYS = ("key", "first", "second", "winner")


def _read_log(path: Path | None, check: Callable[[dict[str, Any]], str | None] | None = None,
              ) -> dict[str, dict[str, Any]]:
    """The games a results file already holds.  Only its last line may be cut short (a run
    killed while writing): that game is played again.  Anything else that is not a game record
    means the file is another kind of file: an error that says so, rather than a guess."""
    if path is None or not path.exists():
        return {}
    if path.is_dir():
        raise ValueError(f"--out {path} is a folder; give a file name for the results")
    # lines end at "\n" only: a line separator inside an old record's text is no line's end
    lines = path.read_text(encoding="utf-8", errors="replace").split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    done = {}
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (json.JSONDecodeError, RecursionError):
            if number == len(lines):
                continue  # cut short when the run was killed: that game is played again
            raise ValueError(f"{path}, line {number}: not a results line (JSON); "
                             "use a new file for --out") from None
        if not isinstance(record, dict) or not all(k in record for k in RECORD_KEYS):
            raise ValueError(f"{path}, line {number}: not a game record of gamelib's arena "
                             f"(it needs {', '.join(RECORD_KEYS)}); use a new file for --out")
        problem = check(record) if check is not None else None
        if problem:
            raise ValueError(f"{path}, line {number}: {problem}; this file was not written by "
                             "this tournament as it is: use a new file for --out")
        done[record["key"]] = record
    return done


def tournament(game: str, players: list[str], *, games: int = 10, options: dict[str, Any] | None = None,
               seed: int = 0, opening_plies: int = 2, max_plies: int = 300, jobs: int = 1,
               executor: Executor | None = None, log: str | Path | None = None,
               progress: Callable[[int, int], Any] | None = None) -> Tournament:
    """A round robin: every pair of ``players`` plays ``games`` games (colours alternated)."""
    if len(set(players)) != len(players) or len(players) < 2:
        raise ValueError(f"a tournament needs two or more different players, got {players}")
    options = options or {}
    scratch = make_game(game, **options)
    for spec in players:  # a bad player name fails here, not in a worker
        make_player(game, scratch, spec)
    path = Path(log) if log is not None else None
    done = open_log(path)
    todo = [t for t in _tasks(game, options, players, games, seed, opening_plies, max_plies)
            if t.key not in done]
    result = Tournament(game, list(players), [r for r in done.values()
                                              if r["first"] in players and r["second"] in players])
    run_logged(todo, play_task, result, path, jobs=jobs, executor=executor, progress=progress)
    return result


def open_log(path: Path | None, check: Callable[[dict[str, Any]], str | None] | None = None,
             ) -> dict[str, dict[str, Any]]:
    """The games a results file already holds (by key), after dropping a half-written last line;
    ``check(record)`` may name what makes a record impossible (ValueError naming the line)."""
    done = _read_log(path, check)
    if path is not None and path.exists() and path.stat().st_size:
        data = path.read_bytes()
        if not data.endswith(b"\n"):  # a run killed mid-line: drop the half line (replayed)
            with path.open("rb+") as handle:
                handle.truncate(data.rfind(b"\n") + 1)
    return done


def json_line(record: dict[str, Any]) -> str:
    """One results line: JSON that keeps readable letters (é, ư) as they are but escapes every
    character a line reader could split on (U+2028, U+2029, NEL), and lone surrogates, so the
    line is one line for any reader and always encodes as UTF-8 (an example:
    :mod:`gamelib.bots.untrusted`, whose bots' words it writes)."""
    text = json.dumps(record, ensure_ascii=False)
    if not text.isprintable():  # raw only inside strings: JSON's own escapes for them
        text = "".join(char if char.isprintable() else json.dumps(char)[1:-1] for char in text)
    return text + "\n"


def append_record(path: Path, record: dict[str, Any]) -> None:
    """Add one game to a results file, flushed and fsynced: a kill loses no finished game."""
    from gamelib.core.paths import open_output

    path.parent.mkdir(parents=True, exist_ok=True)
    with os.fdopen(open_output(path), "a", encoding="utf-8") as handle:  # no link, no FIFO
        handle.write(json_line(record))
        handle.flush()
        os.fsync(handle.fileno())


def run_logged(todo: list[Any], play: Callable[[Any], dict[str, Any]], result: Tournament,
               path: Path | None, *, jobs: int = 1, executor: Executor | None = None,
               progress: Callable[[int, int], Any] | None = None, total: int | None = None) -> None:
    """Play ``todo`` (here, in ``jobs`` worker processes, or on ``executor``), adding each
    finished game to ``result`` and to the results file at ``path`` as soon as it ends."""
    total = total if total is not None else len(result.results) + len(todo)
    if progress:
        progress(len(result.results), total)
    own_pool = None
    if executor is None and jobs > 1 and len(todo) > 1:
        executor = own_pool = worker_pool(jobs)
    try:
        if executor is None:
            finished = (play(t) for t in todo)
        else:
            finished = (f.result() for f in as_completed([executor.submit(play, t) for t in todo]))
        for record in finished:
            result.results.append(record)
            if path is not None:
                append_record(path, record)
            if progress:
                progress(len(result.results), total)
    finally:
        if own_pool is not None:
            own_pool.shutdown()


def match(game: str, a: str, b: str, **options: Any) -> Tournament:
    """A two-player tournament: ``a`` against ``b``."""
    return tournament(game, [a, b], **options)


def text_progress(stream=None) -> Callable[[int, int], None]:
    """A progress line for the terminal."""
    stream = stream or sys.stderr

    def show(done: int, total: int) -> None:
        bar = "#" * (30 * done // max(1, total))
        stream.write(f"\r[{bar:<30}] {done}/{total} games")
        if done == total:
            stream.write("\n")
        stream.flush()
    return show
