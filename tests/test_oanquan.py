"""Ô ăn quan: every rule clause on hand-built positions, the report's example, random play."""

import random

import pytest

from gamelib import IllegalActionError
from gamelib.arena import play_match
from gamelib.engines.oanquan import player, report_example
from gamelib.games.oanquan import A, B, OAnQuan
from gamelib.play.session import Session

GAME = OAnQuan()


def play(game, state, move):
    return game.result(state, game.parse_action(state, move))


def test_chain_sowing_takes_up_the_next_full_square():
    s = GAME.position([0, 0, 1, 0, 2, 0, 0, 0, 0, 0, 0, 0], quan=(True, True), dan=(10, 10))
    after = play(GAME, s, "2+")  # 1 stone into 3; square 4 (2) is taken up: 5, 6; then two empties
    assert after.cells == (0, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0)
    assert GAME.scores(after) == {A: 10, B: 10} and after.to_move == B


def test_a_chain_of_captures_sweeps_round_the_board_and_takes_a_quan():
    s = GAME.position([2, 1, 0, 3, 0, 2, 0, 0, 4, 0, 5, 0], quan=(True, True))
    after = play(GAME, s, "1+")
    # 1 into 2; take up 3: 4, 5, 6; then 7 empty -> capture 8 (4); 9 empty -> 10 (5);
    # 11 empty -> the quan cell 0 (quan + 2); 1 empty -> 2 (1); 3 empty -> 4 (1); 5 is full: stop
    assert after.dan == (13, 0) and after.quans == (1, 0) and after.quan == (False, True)
    # B's squares are all empty and B's store too: B cannot refill, the game ends and A takes
    # the 3 dân left on square 5 (under the folk rule B would borrow and play on)
    assert GAME.is_terminal(after) and GAME.scores(after)[A] == 23 + 3
    assert OAnQuan(refill="borrow").scores(after)[A] == 23
    assert after.cells == (0, 0, 0, 0, 0, 3, 1, 0, 0, 0, 0, 0)


def test_capturing_a_quan_cell_and_the_quan_non_rule():
    s = GAME.position([3, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2], quan=(True, True))
    after = play(GAME, s, "3-")  # 1 into 2; 1 is empty; the quan cell 0 (quan + 3 dân) is taken
    assert after.quan[0] is False and GAME.scores(after)[A] == 13
    young = OAnQuan(quan_non=5)
    kept = play(young, s, "3-")  # only 3 dân with the quan: a young quan cannot be taken
    assert kept.quan[0] is True and young.scores(kept)[A] == 0 and kept.cells[0] == 3
    assert OAnQuan(quan_value=5).scores(after)[A] == 8


def test_a_quan_cell_with_stones_ends_the_turn_and_the_quan_stops_variant():
    s = GAME.position([2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 3], quan=(True, True))
    after = play(GAME, s, "2-")  # the last stone lands in 1; next is the full quan cell 0
    assert GAME.scores(after)[A] == 0 and after.cells[11] == 3
    empty_quan = GAME.position([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 3], quan=(False, True),
                               dan=(0, 10))
    folk = play(GAME, empty_quan, "2-")  # an empty quan cell counts as empty: capture 11
    assert GAME.scores(folk)[A] == 3
    variant = OAnQuan(quan_stops=True)
    assert variant.scores(play(variant, empty_quan, "2-"))[A] == 0  # any quan cell ends the turn


def test_a_capture_goes_on_while_empty_and_full_cells_alternate():
    s = GAME.position([0, 1, 0, 0, 5, 0, 0, 3, 0, 0, 0, 0], quan=(True, True))
    after = play(GAME, s, "1+")  # 1 into 2; 3 empty -> capture 4 (5); 5 empty -> quan cell 6 (10)
    assert GAME.scores(after)[A] == 15 and after.quan == (True, False)
    s = GAME.position([0, 1, 0, 0, 5, 0, 0, 3, 0, 0, 0, 0], quan=(True, False))
    assert GAME.scores(play(GAME, s, "1+"))[A] == 5  # 5 and 6 empty: the capture stops
    s = GAME.position([0, 1, 0, 0, 0, 5, 0, 3, 0, 0, 0, 0], quan=(True, True))
    assert GAME.scores(play(GAME, s, "1+"))[A] == 0  # 3 and 4 empty: the turn ends


def test_refilling_borrowing_and_repaying():
    folk = OAnQuan(refill="borrow")
    s = folk.position([0, 0, 0, 0, 0, 0, 4, 3, 3, 3, 3, 3], quan=(True, True), dan=(2, 10))
    assert folk.legal_actions(s)[:2] == ((1, 1), (1, -1))  # every square may be chosen
    after = play(folk, s, "5+")
    assert after.owed == (3, 0) and after.dan[1] == 7  # A had 2 of the 5 dân, borrowed 3 from B
    assert folk.total_stones(after) == folk.total_stones(s)
    assert GAME.is_terminal(s)  # the report: a store of 2 cannot pay for 5 stones, the game ends


def test_the_reports_store_counts_a_captured_quan_when_refilling():
    """KiemTra/ThieuQuan test the score (diemnguoi >= 5), in which a captured quan counts 10."""
    s = GAME.position([0, 0, 0, 0, 0, 0, 0, 3, 3, 3, 3, 3], quan=(False, True), dan=(0, 4),
                      quans=(1, 0))
    assert GAME.store(s, A) == 10 and not GAME.is_terminal(s)  # A holds a quan: A refills
    assert len(GAME.legal_actions(s)) == 10  # every square, both ways, after the refill
    after, steps = GAME.play(s, (1, 1), record=True)
    assert steps[0].kind == "refill" and GAME.total_stones(after) == GAME.total_stones(s)
    gained = sum(step.gained for step in steps if step.kind == "capture")
    assert GAME.store(after, A) == 10 - 5 + gained  # the store paid 5 for the refill
    dan_only = OAnQuan(refill="end-dan")
    assert dan_only.store(s, A) == 0 and dan_only.is_terminal(s)  # only dân pay: it ends


def test_the_end_sweep_and_debts():
    s = GAME.position([0, 2, 0, 1, 0, 0, 0, 4, 0, 0, 0, 0], quan=(False, False), dan=(20, 15),
                      quans=(1, 1))
    assert GAME.is_terminal(s) and GAME.legal_actions(s) == ()
    assert GAME.scores(s) == {A: 20 + 10 + 3, B: 15 + 10 + 4}  # each side sweeps its squares
    assert GAME.winner(s) == A and GAME.utility(s, B) == -1
    owing = s._replace(owed=(3, 0))
    assert GAME.scores(owing) == {A: 30, B: 32}


def test_illegal_choices_are_refused_clearly():
    s = GAME.position([1, 0, 0, 2, 0, 0, 1, 0, 3, 0, 0, 0], quan=(True, True))
    with pytest.raises(IllegalActionError, match=r"illegal move '2\+'.*legal moves: 3\+, 3-"):
        GAME.parse_action(s, "2+")  # an empty square
    with pytest.raises(IllegalActionError, match="illegal move '8-'"):
        GAME.parse_action(s, "8-")  # the opponent's square
    with pytest.raises(IllegalActionError, match="illegal move '3x'"):
        GAME.parse_action(s, "3x")  # no such direction
    with pytest.raises(IllegalActionError):
        GAME.result(s, (3, 2))
    assert GAME.parse_action(s, "3 cw") == (3, 1) and GAME.parse_action(s, "3 CCW") == (3, -1)
    with pytest.raises(ValueError, match="refill must be 'end'.*'end-dan'.*'borrow'"):
        OAnQuan(refill="never")


@pytest.mark.parametrize("options", [{}, {"quan_stops": True}, {"quan_non": 5},
                                     {"refill": "borrow"}, {"refill": "end-dan"},
                                     {"dan_per_square": 10, "quan_extra": 20}])
def test_stones_are_conserved_and_every_random_game_ends(options):
    game = OAnQuan(**options)
    rng = random.Random(len(options))
    total = game.total_stones(game.initial_state())
    for _ in range(2000):  # 10,000 games over the five rule sets
        s = game.initial_state()
        for ply in range(1000):
            if game.is_terminal(s):
                break
            s = game.successor(s, rng.choice(game.legal_actions(s)))
            assert game.total_stones(s) == total
            assert all(c >= 0 for c in s.cells)
            # a store never goes below zero (under the report's rule a captured quan may pay
            # for a refill, which leaves captured dân below zero while the quan covers it)
            assert min(s.dan) >= 0 if game.refill != "end" else \
                all(game.store(s, p) >= 0 for p in (A, B))
        assert game.is_terminal(s), f"a random game lasted {ply} plies"
        if s.cells[0] == s.cells[6] == 0 and not any(s.quan):  # the natural end: all is shared out
            points = game.scores(s)
            assert points[A] + points[B] == total + 2 * game.quan_value


def test_no_turn_sows_for_ever_on_small_boards():
    """Exhaustive below 6 stones: every turn ends (the argument in the module covers the rest)."""
    import itertools

    for quan_stops in (False, True):
        game = OAnQuan(quan_stops=quan_stops)
        for total in range(1, 6):
            for bars in itertools.combinations(range(total + 11), 11):
                cells, prev = [], -1
                for b in bars + (total + 11,):
                    cells.append(b - prev - 1)
                    prev = b
                for quan in ((True, True), (False, True)):
                    s = game.position(cells, quan=quan)
                    for action in game.legal_actions(s):
                        game.play(s, action)  # raises if it ever passed the proven bound


def test_undo_and_redo_return_exactly_the_same_state():
    session = Session(GAME)
    rng = random.Random(3)
    for _ in range(12):
        session.play(rng.choice(session.legal_actions()))
    states = list(session.states)
    session.undo(12)
    assert session.state == states[0]
    session.redo(12)
    assert session.states == states


def test_the_reports_worked_example_is_reproduced_node_for_node():
    example = report_example()
    assert len(example.rows) == 20 and all(row.matches for row in example.rows)
    assert (example.value, example.choice) == (-1, "1")
    by_name = {row.name: row for row in example.rows}
    assert by_name["1.7"].f_computed == -1 and by_name["2.5"].f_computed == -3
    assert by_name["2.6"].f_written == "0 - 5 = -5" and by_name["2.6"].f_computed == 0
    assert [row.name for row in example.rows if row.f_matches is False] == ["2.6", "2.7", "2.8", "2.9"]
    assert by_name["1"].f_matches is None and by_name["2.1"].f_matches  # "0 - 0 = -0" is 0


def test_the_levels_are_ordered():
    game = OAnQuan()
    result = play_match(game, player("level 2", game), player("level 1", game), games=20)
    assert result.score > 0.5, str(result)
    with pytest.raises(ValueError, match="unknown level 'level 9'"):
        player("level 9")


def test_the_reports_levels_as_written_keep_their_slips():
    from gamelib.arena.registry import make_player
    from gamelib.engines.oanquan import Level2AsWritten, Level3AsWritten, as_written_differences

    s = GAME.initial_state()
    # §3.3.2's inner loops set vitrimax = i on every new minimum: the last square is played
    assert Level2AsWritten().choose(GAME, s)[0] == 5
    assert Level2AsWritten(slip=False).choose(GAME, s) in GAME.legal_actions(s)
    # §3.3.1's DANHSACHDI: the move recorded for the root value is the root move of the first
    # leaf met with that value; searched one ply deep that is the first best capture
    level3 = Level3AsWritten(depth=1)
    assert level3.choose(GAME, s) == (1, -1) and level3.nodes == 11  # 1- takes a quan: +11
    counts = as_written_differences(GAME, "level 3 as written", positions=30)
    assert counts["worse"] > 0 and sum(counts.values()) == 30
    assert make_player("oanquan", GAME, "level3-written:2").name == "level3-written:2"
