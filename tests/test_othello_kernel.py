"""The Othello engine's kernel (issue 15): compiled by numba and as plain Python, the same
functions give the same numbers -- perft counts, FFO endgame scores, searches."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from gamelib.engines import othello_kernel as kernel
from gamelib.engines.othello import OthelloEngine
from gamelib.games.othello import BLACK, Othello, flips, legal_moves, parse_position, square_index

ROOT = Path(__file__).resolve().parent.parent
PERFT = json.loads((ROOT / "data" / "othello" / "perft.json").read_text())
FFO = ROOT / "data" / "othello" / "ffo-40-45.obf"
FFO_40 = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X--------"
START = Othello().initial_state()


@pytest.mark.parametrize("rule", ["course", "standard"])
def test_perft_counts_exactly_as_the_reference(rule):
    counts = [kernel.perft(kernel.U(START.black), kernel.U(START.white), d, rule == "standard")
              for d in range(1, 10)]
    assert counts == PERFT[rule]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(0, 63), min_size=0, max_size=50))
def test_moves_and_flips_agree_with_the_rules_module(choices):
    """Along random games, the kernel's legal moves and flips are the game module's."""
    game, state = Othello(rule="standard"), START
    for pick in choices:
        me, opp = (state.black, state.white) if state.to_move == BLACK else (state.white, state.black)
        mask = legal_moves(me, opp)
        assert int(kernel.legal_moves(kernel.U(me), kernel.U(opp))) == mask
        if game.is_terminal(state):
            break
        legal = game.legal_actions(state)
        action = legal[pick % len(legal)]
        if action >= 0:
            assert int(kernel.flips(kernel.U(me), kernel.U(opp), action)) == flips(me, opp, action)
        state = game.successor(state, action)


def test_ffo_40_is_solved_exactly():
    """FFO #40 (20 empty squares): a2 wins by 38 -- the published exact score."""
    black, white = parse_position(FFO_40)
    margin, square, nodes = kernel.solve(black, white)
    assert (margin, square) == (38, square_index("a2")) and nodes > 1000


def test_the_ffo_file_says_the_same():
    line = FFO.read_text().splitlines()[2]
    assert line.startswith(FFO_40) and "A2:+38" in line


def test_the_solve_command_prints_move_and_margin():
    done = subprocess.run([sys.executable, "-m", "gamelib", "solve", "othello", "--position", FFO_40,
                           "--to-move", "black", "--json"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    answer = json.loads(done.stdout)
    assert (answer["move"], answer["score"], answer["empties"]) == ("a2", 38, 20)
    wrong = subprocess.run([sys.executable, "-m", "gamelib", "solve", "othello", "--position",
                            FFO_40[:-1] + "Z", "--to-move", "black"], capture_output=True, text=True)
    assert wrong.returncode == 2 and "square h8 of the position is 'Z'" in wrong.stderr


PLAIN_CHECK = r"""
import json
from gamelib.engines import othello_kernel as kernel
from gamelib.engines.othello import OthelloEngine, tuned_model
from gamelib.games.othello import Othello, parse_position
start = Othello().initial_state()
position = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXXX--OOOOXX-X-OOOOXXXXXXO-"
black, white = parse_position(position)
engine = OthelloEngine(Othello(), depth=4, endgame=0)
move = engine.choose(engine.game, start)
variant = OthelloEngine(Othello("a1 c7 d5 g4 f3"), depth=3, endgame=0)   # its victory terms too
variant_move = variant.choose(variant.game, start)
print(json.dumps({"compiled": kernel.COMPILED,
                  "perft": [kernel.perft(start.black, start.white, d, True) for d in range(1, 6)],
                  "solve": kernel.solve(black, white)[:2],
                  "solve_ordered_by_the_tuned_evaluation": kernel.solve(black, white, model=tuned_model()),
                  "engine": [move, engine.info.value, engine.info.nodes],
                  "variant": [variant_move, variant.info.value, variant.info.nodes]}))
"""


def test_plain_python_and_compiled_give_the_same_results():
    """GAMELIB_NUMBA=0 runs the very same functions as Python: same counts, same solve, same
    search (move, value and nodes) on small cases."""
    results = {}
    for flag in ("0", "1"):
        env = {**os.environ, "GAMELIB_NUMBA": flag}
        done = subprocess.run([sys.executable, "-c", PLAIN_CHECK], capture_output=True, text=True,
                              env=env, timeout=600)
        assert done.returncode == 0, done.stderr
        results[flag] = json.loads(done.stdout)
    assert results["0"]["compiled"] is False and results["1"]["compiled"] is kernel.COMPILED
    del results["0"]["compiled"], results["1"]["compiled"]
    assert results["0"] == results["1"]
    assert results["0"]["perft"] == PERFT["standard"][:5]


def test_the_engine_keeps_its_level_words():
    """weak looks 2 plies ahead, medium 4, strong as deep as its time allows (more than 6 here)."""
    from gamelib.engines.othello import engine_player

    game = Othello()
    for level, depth, evaluation in (("weak", 2, "classic"), ("medium", 4, "tuned")):
        player = engine_player(game, level)
        player.choose(game, START)
        assert player.info.depth == depth and player.evaluation == evaluation
    strong = OthelloEngine(game, time_limit=0.5)
    strong.choose(game, game.successor(START, 19))
    assert strong.info.depth > 6
