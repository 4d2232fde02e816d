"""Othello (Cờ lật): rules, perft, the variant, the bot function, the engine."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib import IllegalActionError
from gamelib.engines.othello import OthelloEngine, engine_player
from gamelib.engines.othello_bot import board_to_cell, bot, parse_board
from gamelib.games.othello import (BLACK, PASS, WHITE, Othello, OthelloState, _rules_functions,
                                   flips, legal_moves, random_victory_cells, square_index,
                                   squares)

GAME = Othello()
STANDARD = Othello(rule="standard")
PERFT = [1, 4, 12, 56, 244, 1396, 8200, 55092, 390216]  # the published numbers (standard rules)


@pytest.mark.parametrize("depth", range(9))
def test_perft_from_the_start(depth):
    assert STANDARD.perft(STANDARD.initial_state(), depth) == PERFT[depth]
    assert GAME.perft(GAME.initial_state(), depth) == PERFT[depth]  # no rule differs before 9


def test_perft_under_both_rules_equals_a_plain_second_implementation():
    """data/othello/perft.json was derived by tests/othello_reference.py (a list of squares,
    nothing shared with the bitboards); the shallow depths are derived again here."""
    import json
    from pathlib import Path

    from tests import othello_reference as ref

    derived = json.loads((Path(__file__).parent.parent / "data" / "othello" / "perft.json").read_text())
    for rule, game in (("course", GAME), ("standard", STANDARD)):
        counts = [game.perft(game.initial_state(), d) for d in range(1, 10)]
        assert counts == derived[rule], rule
        assert [ref.perft(ref.start(), "B", d, rule) for d in range(1, 6)] == counts[:5]
    assert derived["course"][8] == 3_005_264 and derived["standard"][8] == 3_005_288
    # the difference at depth 9 is exactly the 8-ply lines whose mover is then stuck
    stuck = derived["stuck_after_8"]
    assert derived["standard"][8] - derived["course"][8] == len(stuck) == 24
    for line in stuck:
        state = GAME.initial_state()
        for move in line.split():
            state = GAME.result(state, GAME.parse_action(state, move))
        assert GAME.is_terminal(state) and STANDARD.legal_actions(state) in ((), (PASS,))


def names(state):
    return [GAME.action_to_str(state, a) for a in GAME.legal_actions(state)]


def test_the_opening_of_figures_2_to_9():
    s = GAME.initial_state()
    assert names(s) == ["d3", "c4", "f5", "e6"]  # Figure 2
    expected = {"d3": ["c3", "e3", "c5"],              # Figure 4, White after d3
                "c5": ["b6", "c6", "d6", "e6", "f6"],  # Figure 6, Black after c5
                "d6": ["c3", "e3", "c7", "e7"],        # Figure 8, White after d6
                "e3": ["f3", "b4", "f4", "b5", "f5"]}  # Black after e3 (Figure 9)
    for move, replies in expected.items():
        s = GAME.result(s, GAME.parse_action(s, move))
        assert names(s) == replies, move
    assert GAME.discs(s) == {BLACK: 3, WHITE: 5}


def naive_moves(me, opp):
    """Legal moves and flips, square by square -- the slow way, to check the bitboards."""
    result = {}
    for square in range(64):
        if (me | opp) >> square & 1:
            continue
        r, c = divmod(square, 8)
        flipped = 0
        for dr, dc in [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]:
            rr, cc, line = r + dr, c + dc, 0
            while 0 <= rr < 8 and 0 <= cc < 8 and opp >> (rr * 8 + cc) & 1:
                line |= 1 << (rr * 8 + cc)
                rr, cc = rr + dr, cc + dc
            if line and 0 <= rr < 8 and 0 <= cc < 8 and me >> (rr * 8 + cc) & 1:
                flipped |= line
        if flipped:
            result[square] = flipped
    return result


@settings(max_examples=300, deadline=None)
@given(st.integers(0, 2**64 - 1), st.integers(0, 2**64 - 1))
def test_bitboard_moves_and_flips_match_the_slow_way(a, b):
    me, opp = a & ~b, b & ~a
    slow = naive_moves(me, opp)
    assert set(squares(legal_moves(me, opp))) == set(slow)
    for square, flipped in slow.items():
        assert flips(me, opp, square) == flipped
    # the compiled twins the rules use when numba is installed: the same answers, Python ints
    moves, compiled_flips = _rules_functions()
    if moves is not legal_moves:
        assert moves(me, opp) == legal_moves(me, opp) and type(moves(me, opp)) is int
        for square in range(64):
            if not (me | opp) >> square & 1:
                assert compiled_flips(me, opp, square) == flips(me, opp, square)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.booleans())
def test_random_games_keep_the_rules(seed, variant):
    rng = random.Random(seed)
    game = Othello(random_victory_cells(seed)) if variant else GAME
    s = game.initial_state()
    for _ in range(80):
        if game.is_terminal(s):
            break
        before = game.discs(s)
        action = rng.choice(game.legal_actions(s))
        mover = s.to_move
        s = game.successor(s, action)
        after = game.discs(s)
        assert s.black & s.white == 0
        if action == PASS:
            assert after == before and not variant
        else:  # one disc placed, at least one flipped
            gained = after[mover] - before[mover]
            assert gained >= 2 and sum(after.values()) == sum(before.values()) + 1
    assert game.is_terminal(s) or len(game.legal_actions(s)) > 0


def position(rows, to_move=BLACK):
    black, white = parse_board("\n".join(" ".join(row) for row in rows))
    return OthelloState(black, white, to_move)


def test_passing_in_the_standard_game_and_not_under_the_course_rule_or_in_the_variant():
    # White to move has no legal move, Black does: White passes; under the course's rule (and
    # in the variant) the game ends there
    rows = [["E"] * 8 for _ in range(8)]
    rows[0][0:3] = ["B", "B", "E"]
    rows[1][0] = "W"
    s = position(rows, WHITE)
    assert STANDARD.legal_actions(s) == (PASS,) and not STANDARD.is_terminal(s)
    assert GAME.legal_actions(s) == () and GAME.is_terminal(s) and GAME.winner(s) == BLACK
    with pytest.raises(ValueError, match="no passing"):
        Othello("a1 b1 c1 d1 e1", rule="standard")
    with pytest.raises(ValueError, match="unknown Othello rule 'fide'"):
        Othello(rule="fide")
    variant = Othello("a1 b1 c1 d1 e1")
    assert variant.is_terminal(s) and variant.legal_actions(s) == ()
    assert variant.winner(s) == BLACK  # 2 discs to 1


def test_variant_end_rules():
    cells = "a1 h1 a8 h8 d4"
    variant = Othello(cells)
    start = variant.initial_state()
    assert variant.winner(start) is None and not variant.is_terminal(start)
    # holding all five victory cells wins at once, discs notwithstanding
    black = sum(1 << square_index(c) for c in cells.split())
    white = (1 << square_index("b2")) | (1 << square_index("c3")) | (1 << square_index("e5")) \
        | (1 << square_index("f6")) | (1 << square_index("g7")) | (1 << square_index("b7"))
    s = OthelloState(black, white, WHITE)
    assert variant.is_terminal(s) and variant.winner(s) == BLACK
    # equal discs: more victory cells wins; equal cells too: a draw (no disc touches another)
    tie = OthelloState((1 << square_index("a1")) | (1 << square_index("b4")),
                       (1 << square_index("c8")) | (1 << square_index("g6")), BLACK)
    assert variant.is_terminal(tie) and variant.winner(tie) == BLACK
    draw = OthelloState((1 << square_index("b5")), (1 << square_index("g5")), BLACK)
    assert variant.is_terminal(draw) and variant.winner(draw) is None
    assert variant.utility(draw, BLACK) == 0
    with pytest.raises(ValueError, match="exactly 5 distinct victory cells"):
        Othello("a1 b2")


def test_illegal_moves_are_refused_with_the_legal_ones():
    s = GAME.initial_state()
    with pytest.raises(IllegalActionError, match="illegal move 'a1'.*legal moves: d3, c4, f5, e6"):
        GAME.parse_action(s, "a1")
    with pytest.raises(IllegalActionError, match="illegal move 'z0'"):
        GAME.parse_action(s, "z0")


def test_bot_function_answers_hand_made_positions():
    cells = "a1 c7 d5 g4 f3"
    start = board_to_cell(GAME.initial_state())
    assert bot(cells, start, "BLACK", level="medium") in {"d3", "c4", "f5", "e6"}
    # a corner is free for Black: the engine takes it
    rows = [["E"] * 8 for _ in range(8)]
    rows[0][1], rows[0][2] = "W", "B"
    rows[4][4], rows[4][5], rows[4][6] = "B", "W", "E"
    assert bot(cells, "\n".join(" ".join(r) for r in rows), "BLACK", level="medium") in {"a1", "g5"}
    # no legal move: NULL
    lonely = [["E"] * 8 for _ in range(8)]
    lonely[3][3] = "B"
    lonely[7][7] = "W"
    assert bot(cells, "\n".join(" ".join(r) for r in lonely), "WHITE") == "NULL"


def test_bot_takes_the_last_victory_cell_to_win():
    cells = "a1 h1 a8 h8 c1"
    rows = [["E"] * 8 for _ in range(8)]
    for name in ["a1", "h1", "a8", "h8"]:
        rows[int(name[1]) - 1]["abcdefgh".index(name[0])] = "B"
    rows[0][3], rows[0][4] = "W", "B"  # c1 takes d1 (between c1 and e1)
    rows[4][4], rows[4][5] = "W", "W"
    assert bot(cells, "\n".join(" ".join(r) for r in rows), "BLACK", level="weak") == "c1"


@pytest.mark.parametrize("victory, cell, you, message", [
    ("a1 c7 d5 g4", None, "BLACK", "victory_cell must name 5 squares"),
    ("a1 c7 d5 g4 g4", None, "BLACK", "names a square twice"),
    ("a1 c7 d5 g4 z9", None, "BLACK", "'z9' is not a square"),
    (None, "E E E\nE E E", "BLACK", "cell must have 8 lines"),
    (None, "bad-row", "BLACK", "cell must have 8 lines"),
    (None, "X", "BLACK", "row 4, column d of cell is 'X'"),
    (None, "short", "BLACK", "row 1 of cell must have 8 symbols"),
    (None, None, "black", "you must be 'BLACK' or 'WHITE'"),
    (42, None, "BLACK", "victory_cell must be a string"),
])
def test_bot_function_refuses_malformed_input(victory, cell, you, message):
    good_cell = board_to_cell(GAME.initial_state())
    if cell == "X":
        cell = good_cell.replace("W", "X", 1)
    elif cell == "short":
        cell = "E E E\n" + "\n".join(good_cell.splitlines()[1:])
    elif cell == "bad-row":
        cell = good_cell + "\nE E E E E E E E"
    with pytest.raises(ValueError, match=message):
        bot("a1 c7 d5 g4 f3" if victory is None else victory, good_cell if cell is None else cell, you)


def test_engine_beats_greedy_and_reports_its_search():
    from gamelib.arena import play_match

    game = Othello()
    engine = OthelloEngine(game, depth=3, endgame=8, name="engine d3")
    result = play_match(game, engine, engine_player(game, "greedy"), games=6, opening_plies=4, seed=2)
    assert result.wins >= 5, str(result)
    engine.search(game.initial_state())
    assert engine.info.depth == 3 and engine.info.nodes > 0


def test_the_exact_endgame_keeps_the_disc_margin():
    """A won or lost endgame is solved to its exact margin (not "win by 1"): checked against a
    plain exhaustive minimax, on positions 8 empties from the end of FFO #40."""
    import random

    from gamelib.engines.othello import WIN
    from tests import othello_reference as ref

    text = "O--OOOOX-OOOOOOXOOXXOOOXOOXOOOXXOOOOOOXX---OOOOX----O--X-------- X"
    squares_text, side = text.split()
    black = sum(1 << i for i, ch in enumerate(squares_text) if ch == "X")
    white = sum(1 << i for i, ch in enumerate(squares_text) if ch == "O")
    rng = random.Random(40)
    margins = set()
    for _ in range(4):
        state = OthelloState(black, white, BLACK if side == "X" else WHITE)
        while 64 - (state.black | state.white).bit_count() > 8 and GAME.legal_actions(state):
            state = GAME.successor(state, rng.choice(GAME.legal_actions(state)))
        if not GAME.legal_actions(state):
            continue
        board = ["B" if state.black >> i & 1 else "W" if state.white >> i & 1 else "."
                 for i in range(64)]
        exact = ref.solve_margin(board, "B" if state.to_move == BLACK else "W")
        engine = OthelloEngine(GAME, depth=20, endgame=12)
        engine.choose(GAME, state)
        value = engine.info.value
        margin = 0 if value == 0 else value - WIN if value > 0 else value + WIN
        assert engine.info.exact and margin == exact, (margin, exact)
        margins.add(exact)
    assert len(margins) >= 2 and any(abs(m) > 1 for m in margins)  # real margins, not ±1
