"""The checks of notebook 05 catch what students get wrong, and pass what is right.

A student's search passes only when it gives minimax's value and generates exactly the
lecture's positions in order, on the published positions and on random ones drawn anew each
run; gamelib's own searches may not be called.
"""

import math
import time

import model_answers as model
import pytest
from hypothesis import given, settings, strategies as st

from gamelib import exercises as ex

INF = math.inf
GAMES = ["tictactoe", "dodgem"]


def _alphabeta(cut, pass_window=True, evaluate_side="me", order=lambda actions: actions,
               eager=False, fail_soft=False):
    """An alpha-beta in the lecture's form, with one thing changed (or none)."""
    def search(game, state, depth, evaluate, alpha=-INF, beta=INF):
        me = game.to_move(state)

        def value(u, d, alpha, beta):
            if d == 0 or game.is_terminal(u):
                return evaluate(u, me if evaluate_side == "me" else game.to_move(u))
            maximizing = game.to_move(u) == me
            actions = order(list(game.legal_actions(u)))
            children = [game.successor(u, a) for a in actions] if eager else None
            best = -INF if maximizing else INF
            for index, a in enumerate(actions):
                child = children[index] if eager else game.successor(u, a)
                window = (alpha, beta) if pass_window else (-INF, INF)
                v = value(child, d - 1, *window)
                best = max(best, v) if maximizing else min(best, v)
                if maximizing:
                    alpha = max(alpha, v)
                else:
                    beta = min(beta, v)
                if cut(alpha, beta):
                    break
            if fail_soft:
                return best
            return alpha if maximizing else beta
        return value(state, depth, alpha, beta)
    return search


RIGHT = {
    "the lecture's form": model.alphabeta,
    "fail-soft": _alphabeta(lambda a, b: a >= b, fail_soft=True),
}
WRONG = {
    "cuts five points early": (_alphabeta(lambda a, b: a >= b - 5), "a cut too early"),
    # named as the known mistake: its rows give that cause (test_lecture_convention.py)
    "cuts late (α > β)": (_alphabeta(lambda a, b: a > b), "no cut where α = β"),
    "never cuts": (ex.alphabeta_without_cut, "a cut is missing"),
    "no window passed down": (_alphabeta(lambda a, b: a >= b, pass_window=False), "a cut is missing"),
    "evaluates for the side to move": (_alphabeta(lambda a, b: a >= b, evaluate_side="mover"), ""),
    "moves in reverse order": (_alphabeta(lambda a, b: a >= b, order=lambda x: x[::-1]),
                               "game.legal_actions order"),
    "generates every child first": (_alphabeta(lambda a, b: a >= b, eager=True),
                                    "generate each child just before you search it"),
}


@pytest.mark.parametrize("game", GAMES)
def test_model_answers_pass(game):
    assert ex.check_minimax(model.minimax, game).passed
    assert ex.check_alphabeta(model.alphabeta, game).passed


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", list(RIGHT))
def test_right_alphabetas_pass_on_published_and_random_positions(name, game):
    """Right alpha-betas pass, on positions that hold every witness (search_checks.WITNESSES)."""
    for seed in range(4):
        report = ex.check_alphabeta(RIGHT[name], game, seed=seed)
        assert report.passed, [r.verdict for r in report.rows if not r.ok]
        # RANDOM_POSITIONS of them, then one more for each witness none of those before is
        drawn = ex.random_positions(game, seed)
        assert sum(r.source.startswith("random") for r in report.rows) == len(drawn)
        checks, count = ex.search_checks, ex.search_checks.RANDOM_POSITIONS
        facts = [checks.witnessed(p) for p in drawn]
        for index in range(count, len(drawn)):
            assert any(test(*facts[index]) and not any(test(*f) for f in facts[:index])
                       for _, test in checks.WITNESSES)
        assert all(any(test(*f) for f in facts) for _, test in checks.WITNESSES)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("name", list(WRONG))
def test_wrong_alphabetas_are_refused_with_the_first_difference(name, game):
    function, says = WRONG[name]
    failures = [row for seed in range(3)
                for row in ex.check_alphabeta(function, game, seed=seed).rows if not row.ok]
    assert failures, f"{name} passed on {game}"
    assert any(says in row.verdict for row in failures), [r.verdict for r in failures][:3]
    assert all("generated position" in row.verdict or "wrong value" in row.verdict
               for row in failures)


@settings(max_examples=25, deadline=None)
@given(k=st.floats(1e-12, 10), game=st.sampled_from(GAMES), seed=st.integers(0, 10**6))
def test_a_cut_early_by_any_amount_is_refused_on_every_game(k, game, seed):
    """α ≥ β − k for any k ≥ 10⁻¹²: the near-tie values make a node with 0 < β − α ≤ k, where
    the lecture's alpha-beta goes on (the issue's example, α ≥ β − 5, passed on Dodgem, whose
    evaluation moves in steps of 5)."""
    early = _alphabeta(lambda a, b: a >= b - k)
    report = ex.check_alphabeta(early, game, seed=seed)
    assert not report.passed
    assert any("a cut too early" in r.verdict for r in report.rows if not r.ok)


def test_a_missing_cut_names_the_rule_and_the_numbers():
    report = ex.check_alphabeta(ex.alphabeta_without_cut, "tictactoe", seed=0)
    assert not report.passed
    row = report.rows[0]
    assert row.got == row.expected  # the values are right: only the positions are not
    assert row.verdict.startswith("right value, but generated position 12: you generated the "
                                  "position after b1 c1, where alpha-beta has already cut: at the "
                                  "position after the move b1 α = -1 ≥ β = -1: whatever the "
                                  "remaining children are worth, they cannot change the root's "
                                  "value")
    assert row.nodes_used > row.nodes_expected


def test_a_function_that_never_returns_fails_within_its_budget():
    def endless(game, state, depth, evaluate, alpha=-INF, beta=INF):
        while True:
            pass

    started = time.monotonic()
    report = ex.check_alphabeta(endless, "tictactoe", seed=0)
    spent = time.monotonic() - started
    assert not report.passed
    first, *rest = report.rows
    assert first.got == "did not finish" and "an endless loop?" in first.verdict
    assert rest and all(r.verdict.startswith("not tried") for r in rest)
    assert spent < 3 * ex.search_checks.POSITION_SECONDS  # one budget, not one a position
    with pytest.raises(ex.CheckFailed, match="did not finish in 5 s"):
        report.require()


def test_a_failed_check_says_why_in_words():
    report = ex.check_alphabeta(_alphabeta(lambda a, b: a > b), "tictactoe", seed=0)
    with pytest.raises(ex.CheckFailed) as failed:
        report.require()
    message = str(failed.value)
    assert message.startswith("search: ") and "generated position" in message
    ex.check_alphabeta(model.alphabeta, "tictactoe", seed=0).require()  # passes: nothing raised


def test_a_failing_summary_counts_the_positions_that_were_wrong():
    """Vietnamese lecturer, read 1, #1: "chưa đạt 1/17 thế cờ" read as "has not reached a score
    of 1/17" when 16 of 17 passed. Both languages say how many positions were wrong, of how
    many tried."""
    from gamelib.i18n import set_language

    def slip(game, state, depth, evaluate):  # the model's value, one more at depth 2 only
        return model.minimax(game, state, depth, evaluate) + (depth == 2)

    for lang, said in (("en", "wrong on 1 of 17 positions (the value or the positions "
                              "generated)"),
                       ("vi", "sai ở 1/17 thế cờ (sai giá trị hoặc sai dãy thế cờ sinh ra)")):
        set_language(lang)
        try:
            report = ex.check_minimax(slip, "dodgem", seed=0)
        finally:
            set_language("en")
        assert sum(not row.ok for row in report.rows) == 1 and len(report.rows) == 17
        assert report.summary == said


def test_gamelibs_short_searches_pasted_with_new_names_are_listed_not_refused():
    namespace = {}
    pasted = """
def mine(g, s, depth, ev, lo=float("-inf"), hi=float("inf")):
    def h(node):
        return ev(node, g.max_side)

    def walk(node, left, lo, hi):
        if left == 0 or g.is_terminal(node):
            return h(node)
        mx = g.to_move(node) == g.max_side
        for m in g.legal_actions(node):
            got = walk(g.successor(node, m), left - 1, lo, hi)
            if mx:
                lo = max(lo, got)
            else:
                hi = min(hi, got)
            if lo >= hi:
                break
        return lo if mx else hi

    return walk(s, depth, lo, hi)
"""
    exec(compile(pasted, "<student cell>", "exec"), namespace)  # as a notebook cell defines it
    import linecache
    linecache.cache["<student cell>"] = (len(pasted), None, pasted.splitlines(True), "<student cell>")
    report = ex.check_alphabeta(namespace["mine"], "tictactoe", seed=0)
    # issue 51, item 3: a short search is graded as written (an honest transcription of the
    # lecture can have the model answer's structure); the likeness is kept for the teacher
    assert report.refused is None and report.passed and "names changed" not in report.summary
    assert "model answer for the alpha-beta assignment" in report.resembles
    assert "model answer" not in report._repr_html_() and "model answer" not in str(report)

    teaching = """
def up(g, u, d, f):
    if d == 0 or g.is_terminal(u):
        return f(u)
    best = float("-inf")
    for a in g.legal_actions(u):
        best = max(best, down(g, g.successor(u, a), d - 1, f))
    return best


def down(g, u, d, f):
    if d == 0 or g.is_terminal(u):
        return f(u)
    best = float("inf")
    for a in g.legal_actions(u):
        best = min(best, up(g, g.successor(u, a), d - 1, f))
    return best


def mine(game, state, depth, evaluate):
    me = game.to_move(state)
    return up(game, state, depth, lambda u: evaluate(u, me))
"""
    namespace = {}
    exec(compile(teaching, "<lesson 01 pasted>", "exec"), namespace)
    linecache.cache["<lesson 01 pasted>"] = (len(teaching), None, teaching.splitlines(True),
                                             "<lesson 01 pasted>")
    report = ex.check_minimax(namespace["mine"], "tictactoe", seed=0)
    assert report.refused is None and "gamelib.search.teaching" in report.resembles


def test_calling_gamelib_search_is_refused():
    import gamelib.search as library
    from gamelib.search import alphabeta as renamed

    def borrowed(game, state, depth, evaluate, alpha=-INF, beta=INF):
        return library.alphabeta(game, state, depth=depth, evaluate=evaluate).value

    def aliased(game, state, depth, evaluate, alpha=-INF, beta=INF):
        return renamed(game, state, depth=depth, evaluate=evaluate).value

    def teaching_form(game, state, depth, evaluate, alpha=-INF, beta=INF):
        from gamelib.search.teaching import ab_max_val
        me = game.to_move(state)
        return ab_max_val(game, state, depth, alpha, beta, lambda u: evaluate(u, me))

    for function, called in ((borrowed, "gamelib.search.alphabeta.alphabeta"),
                             (aliased, "gamelib.search.alphabeta.alphabeta"),
                             (teaching_form, "gamelib.search.teaching.ab_max_val")):
        report = ex.check_alphabeta(function, "tictactoe")
        assert not report.passed and report.refused == called
        assert "refused: your function calls" in report._repr_html_()


def test_a_search_in_a_game_folder_is_refused_as_gamelibs_own():
    """A game folder's kit, evaluation or engine plays the game: a student's search may not call
    it (here a search defined as if in gamelib/games/tictactoe/kit.py)."""
    import gamelib.search as library

    folder_module = {"__name__": "gamelib.games.tictactoe.kit", "library": library, "INF": INF}
    exec("def kit_search(game, state, depth, evaluate):\n"
         "    return library.minimax(game, state, depth=depth, evaluate=evaluate).value\n",
         folder_module)

    def borrowed(game, state, depth, evaluate, alpha=-INF, beta=INF):
        return folder_module["kit_search"](game, state, depth, evaluate)

    report = ex.check_alphabeta(borrowed, "tictactoe")
    assert not report.passed and report.refused == "gamelib.games.tictactoe.kit.kit_search"


def test_remembered_answers_fail_on_the_random_positions():
    published = {}
    for game, state, depth, evaluate in ex.exercise_positions("tictactoe"):
        published[state, depth] = model.alphabeta(game, state, depth, evaluate)
        # ... and the student even replays the right positions for the published ones
    replay = {}
    for game, state, depth, evaluate in ex.exercise_positions("tictactoe"):
        recorder = ex.RecordingGame(game, state)
        model.alphabeta(recorder, state, depth, evaluate)
        replay[state, depth] = [(g.parent, g.action) for g in recorder.generated]

    def remembered(game, state, depth, evaluate, alpha=-INF, beta=INF):
        for parent, action in replay.get((state, depth), []):
            game.successor(parent, action)
        return published.get((state, depth), 0)

    report = ex.check_alphabeta(remembered, "tictactoe")
    assert not report.passed
    assert all(row.ok for row in report.rows if row.source == "published")
    assert not any(row.ok for row in report.rows if row.source == "published, near ties")
    assert not any(row.ok for row in report.rows if row.source.startswith("random"))


def test_minimax_mistakes_are_named():
    def one_ply_too_deep(game, state, depth, evaluate):
        me = game.to_move(state)

        def value(u, d):
            if d < 0 or game.is_terminal(u):
                return evaluate(u, me)
            values = [value(game.successor(u, a), d - 1) for a in game.legal_actions(u)]
            return max(values) if game.to_move(u) == me else min(values)
        return value(state, depth)

    report = ex.check_minimax(one_ply_too_deep, "dodgem", seed=0)
    assert not report.passed and any("deeper than depth" in r.verdict for r in report.rows)


def test_wrong_values_errors_and_unwritten_functions():
    def always_zero(game, state, depth, evaluate):
        for action in game.legal_actions(state):
            game.successor(state, action)
        return 0

    report = ex.check_minimax(always_zero)
    assert not report.passed and "wrong value: the lecture&#x27;s MaxVal gives" in report._repr_html_()

    def crashes(game, state, depth, evaluate):
        return 1 / 0

    assert "ZeroDivisionError" in ex.check_minimax(crashes).rows[0].got

    def unwritten(game, state, depth, evaluate):
        raise NotImplementedError

    assert "not written yet" in str(ex.check_minimax(unwritten))
    with pytest.raises(ValueError, match="no exercise positions for 'chess'"):
        ex.check_minimax(model.minimax, "chess")


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10**6), game=st.sampled_from(GAMES))
def test_the_model_answers_pass_on_any_random_positions(seed, game):
    assert ex.check_minimax(model.minimax, game, seed=seed, random_count=2).passed
    assert ex.check_alphabeta(model.alphabeta, game, seed=seed, random_count=2).passed


def test_the_verdicts_speak_vietnamese():
    from gamelib.i18n import set_language

    set_language("vi")
    try:
        report = ex.check_alphabeta(ex.alphabeta_without_cut, "tictactoe", seed=0)
    finally:
        set_language("en")
    assert report.rows[0].verdict.startswith("giá trị đúng, nhưng thế cờ thứ 12 bạn sinh ra là thế "
                                             "cờ sau các nước b1 c1")
    assert "ngẫu nhiên" in report.rows[-1].source


@pytest.mark.parametrize("game", GAMES)
def test_expectimax_checks_the_average_and_every_position(game):
    assert ex.check_expectimax(model.expectimax, game, seed=3).passed
    assert ex.check_expectimax(model.expectimax, game, seed=4).passed
    pessimist = ex.check_expectimax(model.minimax, game, seed=3)  # minimax is no expectimax
    assert not pessimist.passed
    assert any(r.verdict.startswith("wrong value: expectimax gives") for r in pessimist.rows)

    def averages_after_pruning(game, state, depth, evaluate):
        me = game.to_move(state)

        def value(u, d):
            if d == 0 or game.is_terminal(u):
                return evaluate(u, me)
            actions = game.legal_actions(u)
            if game.to_move(u) == me:
                return max(value(game.successor(u, a), d - 1) for a in actions)
            first = value(game.successor(u, actions[0]), d - 1)
            return first  # "the first reply is as good as the average": skips the others
        return value(state, depth)

    skipping = ex.check_expectimax(averages_after_pruning, game, seed=3)
    assert not skipping.passed
    assert any("expectimax generates" in r.verdict and "skipped" in r.verdict for r in skipping.rows)


def test_expectimax_search_agrees_with_the_model_answer():
    from gamelib.search import Enter, Trace, expectimax

    for game, state, depth, evaluate in ex.exercise_positions("tictactoe"):
        trace = Trace()
        result = expectimax(game, state, depth=depth, evaluate=evaluate, trace=trace)
        assert abs(result.value - model.expectimax(game, state, depth, evaluate)) < 1e-9
        enters = [e for e in trace.events if isinstance(e, Enter)]
        assert result.nodes == len(enters)
        assert all(e.chance == (game.to_move(e.state) != game.to_move(state)) for e in enters)


def test_a_library_search_is_refused_even_behind_the_profilers_back():
    """Turning the profiler off, or running gamelib's search in a thread, still shows: the
    positions generated come from a gamelib search."""
    import sys
    import threading

    from gamelib.search import alphabeta

    def profiler_off(game, state, depth, evaluate, alpha=-INF, beta=INF):
        sys.setprofile(None)
        threading.setprofile(None)
        return alphabeta(game, state, depth=depth, evaluate=evaluate).value

    def in_a_thread(game, state, depth, evaluate, alpha=-INF, beta=INF):
        box = []
        worker = threading.Thread(target=lambda: box.append(
            alphabeta(game, state, depth=depth, evaluate=evaluate).value))
        worker.start()
        worker.join()
        return box[0]

    for function in (profiler_off, in_a_thread):
        report = ex.check_alphabeta(function, "tictactoe", seed=0)
        assert not report.passed and report.refused.startswith("gamelib.search.alphabeta."), function
    assert sys.getprofile() is None  # the check leaves no profiler behind
    negamax_form = ex.check_alphabeta(_negamax_form, "dodgem", seed=1)
    assert negamax_form.passed, [r.verdict for r in negamax_form.rows if not r.ok][:1]


def _negamax_form(game, state, depth, evaluate, alpha=-INF, beta=INF):
    """A right alpha-beta in report 000's negamax form: values for the side to move."""
    def value(u, d, alpha, beta):
        if d == 0 or game.is_terminal(u):
            return evaluate(u, game.to_move(u))
        best = -INF
        for a in game.legal_actions(u):
            best = max(best, -value(game.successor(u, a), d - 1, -beta, -alpha))
            alpha = max(alpha, best)
            if alpha >= beta:
                break
        return best
    return value(state, depth, alpha, beta)


LECTURE_FORM = '''
def max_val(game, u, d, f):
    val = float("-inf")
    if d == 0 or game.is_terminal(u):
        val = f(u)
    else:
        for a in game.legal_actions(u):
            temp = min_val(game, game.successor(u, a), d - 1, f)
            if temp > val:
                val = temp
    return val


def min_val(game, u, d, f):
    val = float("inf")
    if d == 0 or game.is_terminal(u):
        val = f(u)
    else:
        for a in game.legal_actions(u):
            temp = max_val(game, game.successor(u, a), d - 1, f)
            if temp < val:
                val = temp
    return val


def ab_max(game, u, d, alpha, beta, f):
    if d == 0 or game.is_terminal(u):
        return f(u)
    for a in game.legal_actions(u):
        tempval = ab_min(game, game.successor(u, a), d - 1, alpha, beta, f)
        if tempval > alpha:
            alpha = tempval
        if alpha >= beta:
            break
    return alpha


def ab_min(game, u, d, alpha, beta, f):
    if d == 0 or game.is_terminal(u):
        return f(u)
    for a in game.legal_actions(u):
        tempval = ab_max(game, game.successor(u, a), d - 1, alpha, beta, f)
        if tempval < beta:
            beta = tempval
        if alpha >= beta:
            break
    return beta


def lecture_minimax(game, state, depth, evaluate):
    f = lambda u: evaluate(u, game.max_side)   # the lecture values every position for White
    if game.to_move(state) == game.max_side:
        return max_val(game, state, depth, f)
    return min_val(game, state, depth, f)      # a Black (or O) root is a MIN node


def lecture_alphabeta(game, state, depth, evaluate, alpha=float("-inf"), beta=float("inf")):
    f = lambda u: evaluate(u, game.max_side)
    if game.to_move(state) == game.max_side:
        return ab_max(game, state, depth, alpha, beta, f)
    return ab_min(game, state, depth, alpha, beta, f)
'''


from gamelib.exercises.search_checks import fb, published_positions  # noqa: E402


def _cell(source: str, name: str) -> dict:
    """``source`` defined as a notebook cell defines it (its source findable, as in a kernel)."""
    import linecache

    namespace: dict = {}
    exec(compile(source, name, "exec"), namespace)
    linecache.cache[name] = (len(source), None, source.splitlines(True), name)
    return namespace


@pytest.mark.parametrize("game", ["tictactoe", "dodgem"])
def test_the_lectures_own_form_passes_at_a_min_root(game):
    """A student who writes what the lecture writes -- MaxVal and MinVal valuing every position
    for White, MinVal at a Black (or O) root -- passes lesson 05's checks: the published
    positions include roots of both sides, and the values at MIN roots are White's."""
    cell = _cell(LECTURE_FORM, "<lecture form>")
    for check, function in ((ex.check_minimax, cell["lecture_minimax"]),
                            (ex.check_alphabeta, cell["lecture_alphabeta"])):
        report = check(function, game, seed=11)
        assert report.passed, str(report)
        assert any(case.game.to_move(case.state) != case.game.max_side
                   for case in published_positions(game, 11)), "the checks must try a MIN root"
        assert report.misconception is None


def test_a_lecture_form_mistake_is_named_at_a_min_root():
    """The lecture's form with the cut made only when α > β: named as that mistake, its values
    being White's at Black roots."""
    cell = _cell(LECTURE_FORM.replace("if alpha >= beta:", "if alpha > beta:"), "<late cut>")
    report = ex.check_alphabeta(cell["lecture_alphabeta"], "dodgem", seed=3)
    assert not report.passed and report.misconception == "late-cut"


def test_a_wrong_value_at_a_min_root_shows_the_lectures_value():
    """Issue 51, S2: this test used to assert the side to move's value in the answer column at
    Black roots (the lecture's only in brackets) -- the defect. Every row now shows the
    lecture's value, for White, MAX, and says it is MinVal's at a Black root."""
    def zero(game, state, depth, evaluate):
        for a in game.legal_actions(state):
            game.successor(state, a)
        return 12345

    report = ex.check_minimax(zero, "dodgem", seed=0)
    black_rows = [r for r in report.rows if r.position.endswith("Black to move")]
    assert black_rows and all(f"the lecture's MinVal gives {fb(r.expected)} here" in r.verdict
                              for r in black_rows)
    assert all("the lecture's MaxVal gives" in r.verdict for r in report.rows
               if r not in black_rows)
    assert not any("for the player to move" in r.verdict for r in report.rows)
