"""Tournament day: the class's Othello bots against each other and gamelib's reference bots.

Each submission (:mod:`gamelib.bots.submissions`) plays in a process of its own
(:mod:`gamelib.bots.sandbox`), asked for one move at a time as the assignment's
``bot(victory_cell, cell, you)`` and given ``time_per_move`` seconds to answer. A bot that fails
in any way loses that game by forfeit, with the kind of failure and its detail recorded, and the
tournament goes on.

Pairings: a round robin (every pair plays ``games`` games), or ``swiss=R`` rounds for a class
too large for one -- a round robin of ``n`` bots needs n(n-1)/2 pairings (60 groups: 1,770),
a Swiss tournament ``R`` rounds of n/2 pairings, each bot meeting bots of about its own score.
Game ``k`` of every pairing uses the same victory cells and the same random opening (both drawn
from ``seed`` and ``k // 2``) and colours alternate, so no pairing is luckier than another.

Every finished game is appended to the results file ``out`` at once; running the same
tournament again plays only what is missing. Each record says in ``ended`` which rule decided
the game (:data:`ENDINGS`) and in ``reason`` the details; ``forfeits`` lists who failed and how
(a kind of :data:`gamelib.bots.sandbox.FAULT_KINDS`).
"""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable, Iterable
from concurrent.futures import Executor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gamelib.sandbox.isolation import Isolation, isolation, sweep_leftovers
from gamelib.bots.sandbox import BotFault, BotProcess
from gamelib.bots.names import refuse_look_alikes, shown
from gamelib.bots.submissions import Submission
from gamelib.bots.untrusted import safe_strings
from gamelib.arena.tournament import Tournament, open_log, points_of, run_logged
from gamelib.engines.othello_bot import board_to_cell
from gamelib.games.othello import (BLACK, PASS, WHITE, Othello, OthelloState, random_victory_cells,
                                   square_index, square_name)

#: the games a tournament can be played under
VARIANTS = {
    "victory": "assignment 001's variant: five victory cells, no passing (the default)",
    "course": "the course's Othello: no victory cells; the player who cannot move ends the game",
    "standard": "international Othello: a player who cannot move passes",
}
#: which rule ended a game (a record's ``ended``), with assignment 001's paragraph
ENDINGS = {
    "victory-cells": "the winner holds all five victory cells (§II.1.2)",
    "more-discs": "the side to move has no move; the winner has more discs (§II.1.3)",
    "tie-break": "equal discs; the winner holds more victory cells (§II.1.3)",
    "draw": "equal discs and equal victory cells (§II.1.3)",
    "surrender": 'a bot answered "NULL" (§II.1.4, §II.3)',
    "forfeit": "a bot failed: crashed, raised, answered garbage or an illegal square, ran out "
               "of time or memory, ended its process, or could not be loaded",
}
SQUARE = re.compile(r"^[a-h][1-8]$")


@dataclass(frozen=True)
class BotGame:
    """One game to play: everything a worker, on any machine, needs."""

    black: Submission
    white: Submission
    pairing: tuple[str, str]
    index: int
    round: int
    variant: str
    seed: int
    opening_plies: int
    time_per_move: float
    memory_mb: int
    startup_s: float
    faulty: tuple[tuple[str, str], ...] = ()  # (name, why) of bots that failed to load beforehand
    sandbox: str = "auto"   # see gamelib.sandbox.isolation: each worker confines bots the same way

    @property
    def key(self) -> str:
        prefix = f"r{self.round}|" if self.round else ""
        return f"{prefix}{self.pairing[0]}|{self.pairing[1]}|{self.index}"


def game_for(variant: str, seed: int, number: int) -> Othello:
    """The rules of game ``number`` of every pairing (its victory cells come from the seed)."""
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; choose one of {', '.join(VARIANTS)}")
    if variant == "victory":
        return Othello(victory_cells=random_victory_cells(seed * 1_000_003 + number))
    return Othello(rule=variant)


def opening(game: Othello, plies: int, seed: int) -> list[int]:
    """``plies`` random legal moves from the start (the same for every pairing)."""
    rng, state, moves = random.Random(seed), game.initial_state(), []
    while len(moves) < plies and not game.is_terminal(state):
        move = rng.choice(list(game.legal_actions(state)))
        moves.append(move)
        state = game.successor(state, move)
    return moves


def forced_pass(game: Othello, state: OthelloState) -> bool:
    """Whether the side to move can only pass (standard rules): the referee plays it, nobody is
    asked."""
    return game.legal_actions(state) == (PASS,)


def referee(game: Othello, state: OthelloState, answer: str) -> int | None:
    """What a bot's answer means under the assignment's protocol (§II.3), for the match server
    and the tournament alike: the move it names, or None for ``NULL`` (a surrender).  Anything
    else is a :class:`BotFault`: ``garbage`` when it is not a square, ``illegal`` when the rules
    refuse the square (the message names the legal ones).

    >>> game = Othello()
    >>> square_name(referee(game, game.initial_state(), " D3 "))
    'd3'
    >>> referee(game, game.initial_state(), "a1")
    Traceback (most recent call last):
    ...
    gamelib.bots.sandbox.BotFault: illegal: a1 is not a legal move for BLACK; legal: d3, c4, f5, e6
    """
    word = answer.strip(" \t\r\n")  # ASCII spaces only: U+2028 or NEL around a square is garbage
    if word == "NULL":
        return None
    word = word.lower()
    if not SQUARE.match(word):
        raise BotFault("garbage", f"answered {answer[:80]!r}; a move is a square from a1 to h8, "
                                  "or NULL to surrender")
    move = square_index(word)
    legal = game.legal_actions(state)
    if move not in legal:
        raise BotFault("illegal", f"{word} is not a legal move for {state.to_move}; legal: "
                                  + ", ".join(square_name(m) for m in legal))
    return move


#: how a game that was played out ended, in words ({side}: the winner, {score}: the discs)
ENDING_WORDS = {"victory-cells": "{side} holds all five victory cells",
                "draw": "discs {score} and victory cells equal: a draw",
                "tie-break": "discs {score}; {side} holds more victory cells",
                "more-discs": "discs {score}; {side} has more"}


def how_it_ended(game: Othello, state: OthelloState) -> tuple[str, str]:
    """The rule that decided a finished game (:meth:`Othello.outcome`), and the words for it."""
    outcome = game.outcome(state)
    assert outcome is not None, "how_it_ended asked of a game that goes on"
    discs = game.discs(state)
    return outcome.rule, ENDING_WORDS[outcome.rule].format(
        side=outcome.winner, score=f"{discs[BLACK]}-{discs[WHITE]}")


#: what each kind of fault means, in words for people (the results file keeps the kind)
FAULT_WORDS = {"exception": "raised an exception", "timeout": "ran out of time", "crash": "crashed",
               "memory": "used more memory than allowed", "closed": "closed its connection",
               "garbage": "answered something that is not a move", "illegal": "played an illegal move",
               "import": "could not be loaded", "exit": "exited during the game",
               "unread": "stopped reading its connection"}


def pairing_words(record: dict[str, Any], lang: str | None = None) -> str:
    """The two players of a recorded game, first to move first, as the standings name them
    (gamelib's reference bots in the lesson's language).

    >>> pairing_words({"first": "crashing_group", "second": "weak"}, "vi")
    'crashing_group – bot yếu'
    """
    from gamelib.i18n import label

    return f"{label(record['first'], lang)} – {label(record['second'], lang)}"


def ending_words(record: dict[str, Any], lang: str | None = None) -> str:
    """Why a recorded game ended, in ``lang`` (the record's own ``reason`` stays English, as
    the results file and the page keep it).

    >>> ending_words({"ended": "more-discs", "winner_side": "WHITE",
    ...               "discs": {"BLACK": 17, "WHITE": 37}}, "vi")
    'số quân 17-37; Trắng nhiều quân hơn'
    >>> ending_words({"ended": "forfeit", "forfeits": [{"player": "bob", "side": "BLACK",
    ...               "kind": "timeout", "detail": "..."}]}, "en")
    'bob (Black) forfeits: ran out of time'
    """
    from gamelib.i18n import player_word, tr

    ended, side = record.get("ended"), player_word(str(record.get("winner_side")).capitalize(), lang)
    discs = record.get("discs") or {}
    score = f"{discs.get(BLACK, '?')}-{discs.get(WHITE, '?')}"
    if ended == "forfeit":
        faults = record.get("forfeits", [])
        if not faults:  # a record from elsewhere that says only its reason
            return str(record.get("reason", ""))
        if len(faults) == 2:
            return tr("both bots failed to load: each loses", lang)
        fault = faults[0]
        why = FAULT_WORDS.get(fault["kind"])
        return tr("{player} ({side}) forfeits: {why}", lang, player=fault["player"],
                  side=player_word(fault["side"].capitalize(), lang),
                  why=tr(why, lang) if why else fault["kind"])
    if ended == "surrender":
        loser = WHITE if record.get("winner_side") == BLACK else BLACK
        name = record.get("black" if loser == BLACK else "white", "")
        return tr("{player} ({side}) answered NULL: surrenders", lang, player=name,
                  side=player_word(loser.capitalize(), lang))
    if ended in ENDING_WORDS:
        return tr(ENDING_WORDS[ended], lang, side=side, score=score)
    return str(record.get("reason", ""))


def play_bot_game(task: BotGame) -> dict[str, Any]:
    """Play one game between two sandboxed bots and describe it (for the results file)."""
    game = game_for(task.variant, task.seed, task.index // 2)
    names = {BLACK: task.black.name, WHITE: task.white.name}
    record: dict[str, Any] = {
        "key": task.key, "round": task.round, "pairing": list(task.pairing), "index": task.index,
        "first": names[BLACK], "second": names[WHITE], "opening_plies": task.opening_plies,
        "time_per_move": task.time_per_move, "seed": task.seed}
    started = time.monotonic()
    state = game.initial_state()
    moves: list[str] = []
    for move in opening(game, task.opening_plies, task.seed * 100_003 + task.index // 2):
        moves.append(game.action_to_str(state, move))
        state = game.successor(state, move)
    faulty = dict(task.faulty)
    failed = [(side, BotFault("import", faulty[names[side]])) for side in (BLACK, WHITE)
              if names[side] in faulty]
    bots: dict[str, BotProcess] = {}
    longest = {names[BLACK]: 0.0, names[WHITE]: 0.0}
    try:
        if not failed:
            for side, submission in ((BLACK, task.black), (WHITE, task.white)):
                bots[side] = BotProcess(submission, time_limit=task.time_per_move,
                                        memory_mb=task.memory_mb, startup_s=task.startup_s,
                                        confinement=isolation(task.sandbox))
                try:
                    bots[side].start()
                except BotFault as fault:
                    failed.append((side, fault))
                except (OSError, ValueError) as exc:  # nothing a bot does ends the tournament
                    failed.append((side, BotFault("import", f"could not be started: {exc}")))
        surrendered = None
        while not failed and not game.is_terminal(state):
            side = state.to_move
            if forced_pass(game, state):
                moves.append("pass")
                state = game.successor(state, PASS)
                continue
            try:
                answer = bots[side].ask(" ".join(square_name(c) for c in sorted(game.victory_cells or ())),
                                        board_to_cell(state), side, game.rule)
                move = referee(game, state, answer)
            except BotFault as fault:
                failed.append((side, fault))
                break
            if move is None:
                surrendered = side
                break
            moves.append(square_name(move))
            state = game.successor(state, move)
    finally:
        for side, process in bots.items():
            longest[names[side]] = round(process.longest, 3)
            process.close()
    record.update(game_record(game, state, names, moves, faults=failed, surrendered=surrendered))
    record.update({"longest_answer": longest, "seconds": round(time.monotonic() - started, 2)})
    return safe_strings(record)  # the bots' words are printable already; every string, to be sure


def game_record(game: Othello, state: OthelloState, names: dict[str, str], moves: list[str], *,
                faults: Iterable[tuple[str, BotFault]] = (), surrendered: str | None = None
                ) -> dict[str, Any]:
    """How one game went, in the one form the match server and the tournament both record:
    the players by side, the variant and victory cells, the winner (``winner`` its name,
    ``winner_side`` its side), which rule ended it (``ended``, one of :data:`ENDINGS`), the
    ``reason`` in words, the ``moves``, the ``discs``, and ``forfeits``: who failed and how
    (``faults``: (side, fault) pairs). With no fault and no surrender the game must be over.

    >>> game = Othello(rule="course")
    >>> state = game.successor(game.initial_state(), square_index("d3"))
    >>> record = game_record(game, state, {"BLACK": "ann", "WHITE": "bob"}, ["d3"],
    ...                      faults=[("WHITE", BotFault("timeout", "no move within 2 s"))])
    >>> record["winner"], record["ended"], record["reason"]
    ('ann', 'forfeit', 'bob (WHITE) forfeits: timeout -- no move within 2 s')
    """
    faults = list(faults)
    record: dict[str, Any] = {
        "black": names[BLACK], "white": names[WHITE],
        "variant": "victory" if game.victory_cells else game.rule,
        "victory_cell": " ".join(square_name(c) for c in sorted(game.victory_cells or ()))}
    if faults:
        record["forfeits"] = [{"player": names[side], "side": side, "kind": fault.kind,
                               "detail": fault.detail[:1000]} for side, fault in faults]
        if len({side for side, _ in faults}) == 2:
            winner, reason = None, "both bots failed to load: each loses"
            record["points"] = {names[BLACK]: 0.0, names[WHITE]: 0.0}
        else:
            side, fault = faults[0]
            winner = WHITE if side == BLACK else BLACK
            reason = (f"{names[side]} ({side}) forfeits: {fault.kind} -- "
                      f"{fault.detail.splitlines()[0][:200] if fault.detail else ''}")
        ended = "forfeit"
    elif surrendered:
        winner = WHITE if surrendered == BLACK else BLACK
        ended, reason = "surrender", f"{names[surrendered]} ({surrendered}) answered NULL: surrenders"
    else:
        ended, reason = how_it_ended(game, state)
        winner = game.winner(state)
    record.update({"winner": None if winner is None else names[winner], "winner_side": winner,
                   "ended": ended, "reason": reason, "moves": moves, "discs": game.discs(state)})
    return record


def tournament_seed(out: str | Path | None, given: int | None = None) -> int:
    """The seed of a tournament's victory cells and openings: ``given``; else the one its
    results file ``out`` was played with (resuming it; 0 for a file older than the field);
    else one drawn at random, so nobody can work the cells out from the source beforehand.

    >>> tournament_seed(None, 7)
    7
    >>> 0 <= tournament_seed(None) < 2**31
    True
    """
    if given is not None:
        return given
    path = Path(out) if out is not None else None
    if path is not None and path.is_file():
        for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
            try:
                record = json.loads(line)
            except (json.JSONDecodeError, RecursionError):
                continue
            if isinstance(record, dict):  # (open_log checks every record afterwards)
                seed = record.get("seed", 0)
                return seed if isinstance(seed, int) and not isinstance(seed, bool) else 0
    return random.SystemRandom().randrange(2**31)


def record_problem(record: dict[str, Any], names: list[str], variant: str, seed: int) -> str | None:
    """What makes a results line impossible for this tournament (None if nothing): unknown
    players, fields of the wrong type, points that are no game's, moves the rules refuse."""
    players = [record.get(k) for k in ("first", "second", "black", "white")]
    if not all(isinstance(p, str) and p in names for p in players):
        return f"players {players} are not all in this tournament"
    if sorted(players[:2]) != sorted(players[2:]) or players[2] == players[3]:
        return "black and white are not the two players of the game"
    index = record.get("index")
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < 10_000:
        return f"index {index!r} is not a game number"
    if record.get("variant") != variant:
        return f"variant {record.get('variant')!r} is not this tournament's ({variant})"
    if record.get("seed", seed) != seed:  # (a record older than the field: the moves tell)
        return f"seed {record.get('seed')!r} is not this tournament's ({seed}): --seed {record.get('seed')!r} resumes it"
    if record.get("winner") not in (None, record["black"], record["white"]):
        return f"winner {record.get('winner')!r} did not play the game"
    if "points" in record:
        points = record["points"]
        if not (isinstance(points, dict) and set(points) == {record["black"], record["white"]}
                and all(v == 0.0 for v in points.values())):
            return "points can only say that both bots failed (0 each)"
    moves = record.get("moves")
    if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
        return "moves are not a list of squares"
    game = game_for(variant, seed, index // 2)
    state = game.initial_state()
    for number, word in enumerate(moves, 1):
        if game.is_terminal(state):
            return f"move {number} ({word[:10]!r}) comes after the end of the game"
        legal = game.legal_actions(state)
        move = PASS if word == "pass" else (
            (ord(word[0]) - 97) + 8 * (int(word[1]) - 1) if SQUARE.match(word) else None)
        if move not in legal:
            return f"move {number} ({word[:10]!r}) is not legal there"
        state = game.successor(state, move)
    if record.get("ended") not in ENDINGS:
        return f"ended {record.get('ended')!r} is not one of {', '.join(ENDINGS)}"
    if record["ended"] not in ("forfeit", "surrender"):
        names_by_side = {BLACK: record["black"], WHITE: record["white"]}
        won = game.winner(state) if game.is_terminal(state) else "unfinished"
        if won == "unfinished" or record["winner"] != (None if won is None else names_by_side[won]):
            return "the winner is not the one the moves give"
    return None


def check_submission(submission: Submission, *, memory_mb: int = 1024,
                     startup_s: float = 20.0, confinement: Isolation | None = None) -> str | None:
    """Load a bot once before the tournament: None if it loads, else why it does not. Nothing
    a submission holds ends the tournament: every failure is a reason."""
    if submission.problem:
        return submission.problem
    process = BotProcess(submission, memory_mb=memory_mb, startup_s=startup_s,
                         confinement=confinement)
    try:
        process.start()
        return None
    except BotFault as fault:
        return fault.detail
    except (OSError, ValueError) as exc:
        return f"could not be started: {exc}"
    finally:
        process.close()


def swiss_pairings(players: list[str], results: list[dict[str, Any]], round_number: int
                   ) -> list[tuple[str, str]]:
    """Round ``round_number``'s pairings from the games of the earlier rounds.

    Bots are ranked by points (then by their order in ``players``); the best-placed bot meets
    the best-placed one it has not met yet, searching back when a later bot would be left with
    only opponents it has met. With an odd number of bots, the lowest-placed one that has not
    rested yet sits out (it is given no points). Only when no pairing avoids a repeat (more
    rounds than the bots allow) may two bots meet again.
    """
    earlier = [r for r in results if r.get("round", 0) < round_number]
    points = {p: sum(points_of(r, p) for r in earlier if p in (r["first"], r["second"]))
              for p in players}
    met = {frozenset(r["pairing"]) for r in earlier}
    order = sorted(players, key=lambda p: (-points[p], players.index(p)))
    played = {n: {p for r in earlier if r["round"] == n for p in r["pairing"]}
              for n in range(1, round_number)}
    rested = {p for p in players for n in played if p not in played[n]}
    candidates = [None] if len(order) % 2 == 0 else (
        [p for p in reversed(order) if p not in rested] + [p for p in reversed(order) if p in rested])
    budget = [100_000]  # search steps before settling for a repeat

    def pair(left: list[str]) -> list[tuple[str, str]] | None:
        if not left:
            return []
        budget[0] -= 1
        if budget[0] < 0:
            return None
        first, rest = left[0], left[1:]
        for partner in rest:
            if frozenset((first, partner)) not in met:
                tail = pair([p for p in rest if p != partner])
                if tail is not None:
                    return [(first, partner)] + tail
        return None

    for resting in candidates:
        pairs = pair([p for p in order if p != resting])
        if pairs is not None:
            return pairs
    resting = candidates[0]
    left = [p for p in order if p != resting]
    return [(left[i], left[i + 1]) for i in range(0, len(left), 2)]


def bot_tournament(submissions: list[Submission], *, variant: str = "victory", games: int = 2,
                   time_per_move: float = 1.0, memory_mb: int = 1024, startup_s: float = 20.0,
                   seed: int = 0, opening_plies: int = 2, swiss: int = 0, jobs: int = 1,
                   executor: Executor | None = None, out: str | Path | None = None,
                   progress: Callable[[int, int], Any] | None = None,
                   sandbox: str = "auto") -> Tournament:
    """Play the tournament (resuming from ``out``) and return its games.

    >>> from gamelib.bots.submissions import reference_submission
    >>> bots = [reference_submission("random"), reference_submission("greedy")]
    >>> result = bot_tournament(bots, games=2, time_per_move=2.0)
    >>> len(result.results), sorted(result.results[0]) [:4]
    (2, ['black', 'discs', 'ended', 'first'])
    """
    if variant not in VARIANTS:
        raise ValueError(f"unknown variant {variant!r}; choose one of {', '.join(VARIANTS)}")
    names = [s.name for s in submissions]
    if len(names) < 2:
        raise ValueError(f"a tournament needs two or more bots, got {len(names)}: "
                         f"{', '.join(shown(n) for n in names) or 'none'}")
    refuse_look_alikes(names, "bots")  # aIice beside alice would read as one player
    if swiss and swiss >= len(names):
        raise ValueError(f"{swiss} Swiss rounds for {len(names)} bots would pair some twice; "
                         f"use at most {len(names) - 1} rounds, or a round robin (no --swiss)")
    path = Path(out) if out is not None else None
    done = open_log(path, check=lambda record: record_problem(record, names, variant, seed))
    result = Tournament("othello", names, [r for r in done.values()
                                           if r["first"] in names and r["second"] in names])
    by_name = {s.name: s for s in submissions}
    confinement = isolation(sandbox)  # "require" refuses here, before any game
    sweep_leftovers()  # what a tournament killed with kill -9 left behind, if its guard died too
    faulty = tuple((s.name, why) for s in submissions
                   if (why := check_submission(s, memory_mb=memory_mb, startup_s=startup_s,
                                               confinement=confinement)))

    def tasks(pairs: Iterable[tuple[str, str]], round_number: int) -> list[BotGame]:
        made = []
        for a, b in pairs:
            for k in range(games):
                black, white = (a, b) if k % 2 == 0 else (b, a)
                made.append(BotGame(by_name[black], by_name[white], (a, b), k, round_number,
                                    variant, seed, opening_plies, time_per_move, memory_mb,
                                    startup_s, faulty, sandbox))
        return [t for t in made if t.key not in done]

    common = {"jobs": jobs, "executor": executor, "progress": progress}
    if not swiss:
        pairs = [(a, b) for i, a in enumerate(names) for b in names[i + 1:]]
        run_logged(tasks(pairs, 0), play_bot_game, result, path, **common)
        return result
    total = swiss * (len(names) // 2) * games
    for round_number in range(1, swiss + 1):
        pairs = swiss_pairings(names, result.results, round_number)
        run_logged(tasks(pairs, round_number), play_bot_game, result, path, total=total, **common)
    return result
