"""Debian's GRhino as an outside Othello opponent, over its GTP-style text protocol.

``/usr/games/gtp-rhino --level=N`` (packages ``grhino`` and ``grhino-data``) reads commands on
stdin -- ``boardsize 8``, ``clear_board``, ``play black d3``, ``genmove white`` -- and answers
``= <move>`` then a blank line. Levels 1-5 search 2/4/6/8/10 plies in the midgame and solve the
last 4/6/10/14/18 empty squares exactly. It plays standard Othello (a side without a move
passes); it refuses ``play <colour> pass``, so passes are left implicit: the board is replayed
from the start before every ``genmove``.
"""

from __future__ import annotations

import random
import shutil
import subprocess
import time
from pathlib import Path

from gamelib.engines.othello import OthelloEngine
from gamelib.games.othello import BLACK, PASS, WHITE, Othello, square_index, square_name

GRHINO = Path("/usr/games/gtp-rhino")


def ensure_grhino() -> Path:
    """Install GRhino with apt-get if it is missing (the benchmark's set-up)."""
    if not GRHINO.exists():
        apt = shutil.which("apt-get")
        if apt is None:
            raise RuntimeError("GRhino is missing and there is no apt-get: install grhino and grhino-data")
        sudo = [] if shutil.which("sudo") is None else ["sudo"]
        subprocess.run(sudo + [apt, "install", "-y", "-q", "grhino", "grhino-data"], check=True,
                       stdout=subprocess.DEVNULL)
    return GRHINO


class GRhino:
    """One GRhino process at a fixed level."""

    def __init__(self, level: int):
        self.level = level
        self.process = subprocess.Popen([str(ensure_grhino()), f"--level={level}"], stdin=subprocess.PIPE,
                                        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.cpu_seconds = 0.0   # measured when it closes
        self._send("boardsize 8")

    def _send(self, command: str) -> str:
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()
        lines = []
        while True:
            line = self.process.stdout.readline()
            if line == "":
                raise RuntimeError(f"GRhino ended while answering {command!r}")
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.strip())
        answer = lines[0]
        if not answer.startswith("="):
            raise RuntimeError(f"GRhino refused {command!r}: {answer}")
        return answer[1:].strip()

    def choose(self, moves: list[str], colour: str) -> str:
        """GRhino's move for ``colour`` after ``moves`` (passes implicit)."""
        self._send("clear_board")
        game, state = Othello(rule="standard"), Othello(rule="standard").initial_state()
        for move in moves:
            if move != "pass":
                self._send(f"play {state.to_move.lower()} {move}")
            state = game.successor(state, game.parse_action(state, move))
        return self._send(f"genmove {colour.lower()}").lower()

    def close(self) -> None:
        self.cpu_seconds = _process_cpu(self.process.pid)
        try:
            self.process.stdin.write("quit\n")
            self.process.stdin.flush()
        except OSError:
            pass
        self.process.kill()
        self.process.wait()


def _process_cpu(pid: int) -> float:
    """CPU seconds a running process has used (Linux ``/proc``; 0 elsewhere). GRhino's own time:
    the children's usage counts only processes already waited for."""
    import os

    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def play(level: int, engine_colour: str, seconds: float, opening_seed: int,
         opening_plies: int = 4) -> dict:
    """One game, standard rules: gamelib's engine (``seconds`` a move) against GRhino."""
    game = Othello(rule="standard")
    engine = OthelloEngine(game, time_limit=seconds, name="strong", clock=time.process_time)
    rhino = GRhino(level)
    rng = random.Random(opening_seed)
    state, moves = game.initial_state(), []
    engine_time = 0.0
    try:
        while not game.is_terminal(state):
            legal = game.legal_actions(state)
            if len(moves) < opening_plies:
                action = rng.choice(legal)
            elif legal == (PASS,):
                action = PASS
            elif state.to_move == engine_colour:
                start = time.process_time()
                action = engine.choose(game, state)
                engine_time += time.process_time() - start
            else:
                answer = rhino.choose(moves, state.to_move)
                action = square_index(answer)
                if action not in legal:
                    raise RuntimeError(f"GRhino played {answer}, not legal: "
                                       f"{[square_name(a) for a in legal]}")
            moves.append(game.action_to_str(state, action))
            state = game.successor(state, action)
    finally:
        rhino.close()
    discs = game.discs(state)
    mine, theirs = discs[engine_colour], discs[WHITE if engine_colour == BLACK else BLACK]
    return {"level": level, "engine": engine_colour, "seed": opening_seed, "moves": moves,
            "engine_discs": mine, "grhino_discs": theirs,
            "result": "win" if mine > theirs else "loss" if mine < theirs else "draw",
            "engine_cpu": round(engine_time, 1), "grhino_cpu": round(rhino.cpu_seconds, 1)}
