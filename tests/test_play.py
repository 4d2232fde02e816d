"""Sessions (undo/redo), players and matches."""

import pytest

from gamelib import IllegalActionError
from gamelib.arena import play_game, play_match
from gamelib.evaluation.dodgem import DodgemEvaluation
from gamelib.games.dodgem import BLACK, WHITE, Dodgem
from gamelib.games.tictactoe import TicTacToe
from gamelib.play.players import GreedyPlayer, PerfectPlayer, RandomPlayer, SearchPlayer
from gamelib.search.retrograde import solve
from gamelib.play.session import Session


def test_undo_redo_round_trip_and_illegal_moves_change_nothing():
    session = Session(Dodgem(3))
    seen = []
    session.observe(lambda s: seen.append(len(s.actions)))
    for move in ["a2-a1", "c1-c2", "a3-b3"]:
        session.play_text(move)
    after = session.state
    session.undo(2)
    assert session.moves_text() == ["a2-a1"] and session.can_redo
    session.redo(5)  # more than there is: redoes what there is
    assert session.state == after and not session.can_redo
    with pytest.raises(IllegalActionError):
        session.play_text("a1-a2")  # White to move: not its piece
    assert session.state == after and seen[-1] == 3
    session.undo()
    session.play_text("a3-a2")  # a new move drops the redo list
    assert not session.can_redo and session.moves_text()[-1] == "a3-a2"
    session.restart()
    assert session.actions == [] and session.state == Dodgem(3).initial_state()


def test_perfect_players_draw_tic_tac_toe_and_win_3x3_dodgem_as_first_player():
    game = TicTacToe()
    perfect = PerfectPlayer(solve(game), seed=1)
    result = play_match(game, perfect, PerfectPlayer(solve(game), seed=2), games=6, opening_plies=0)
    assert result.draws == 6
    against_random = play_match(game, perfect, RandomPlayer(seed=5), games=20, opening_plies=0)
    assert against_random.losses == 0 and against_random.wins > 10
    dodgem = Dodgem(3)
    record = play_game(dodgem, {BLACK: PerfectPlayer(solve(dodgem)), WHITE: RandomPlayer(seed=2)})
    assert record.winner == BLACK


def test_search_players_keep_their_last_search():
    game = Dodgem(3)
    player = SearchPlayer("alphabeta", depth=3, evaluate=DodgemEvaluation.lecture(game), record=True)
    action = player.choose(game, game.initial_state())
    assert action in game.legal_actions(game.initial_state())
    assert player.last_trace is not None and len(player.last_trace) > 10
    assert player.last_result.nodes == sum(type(e).__name__ == "Enter" for e in player.last_trace)
    with pytest.raises(ValueError, match="unknown algorithm 'mcts'"):
        SearchPlayer("mcts")


def test_greedy_and_matches_are_reproducible():
    game = Dodgem(3)
    greedy = lambda: GreedyPlayer(DodgemEvaluation.report2(game), seed=4)  # noqa: E731
    first = play_match(game, greedy(), RandomPlayer(seed=9), games=10, seed=3, max_plies=60)
    again = play_match(game, greedy(), RandomPlayer(seed=9), games=10, seed=3, max_plies=60)
    assert [r.moves for r in first.records] == [r.moves for r in again.records]
    assert first.games == 10 and 0 <= first.score <= 1


def test_a_game_without_a_player_for_a_side_is_refused():
    with pytest.raises(ValueError, match="no player for O"):
        play_game(TicTacToe(), {"X": RandomPlayer()})
