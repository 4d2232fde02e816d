"""Alpha-beta practice without end (issue 42, item 2, and item 3's practice part): fresh trees
per student and per try, the lecture's answer to each, marking with the rule and the numbers,
named mistakes, first tries kept, and nothing of the answer in the widget before the check."""

import json
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from gamelib.core import MAX
from gamelib.exercises import scores
from gamelib.exercises.misconceptions import MISCONCEPTIONS
from gamelib.exercises.pruning_practice import (EXERCISE, LESSON, LEVELS, Answer,
                                                PruningProblem, VariantAnswer, mark,
                                                parse_windows, practice_seed, searched_with,
                                                variant_answers)
from gamelib.exercises.search_checks import RecordingGame
from gamelib.lecture import alphabeta_table
from gamelib.search import Trace, alphabeta, minimax
from gamelib.search.teaching import ab_max_val, ab_min_val
from gamelib.search.trace import Cutoff, Enter, table_rows
from gamelib.viz.pruning import scene_branches
from gamelib.viz.scenes import scene_problems
from gamelib.widgets.pruning_practice import PruningPractice

INF = float("inf")


# -- the lecture's answer ----------------------------------------------------------------------
@settings(max_examples=120, deadline=None)
@given(level=st.sampled_from(sorted(LEVELS)), seed=st.integers(0, 2**32 - 1))
def test_the_right_answer_is_the_traced_alphabeta_of_the_lecture(level, seed):
    problem = PruningProblem.from_seed(level, seed)
    game, right = problem.game, problem.solution
    # the traced search, run here again: value, move, cut branches, windows in turn
    trace = Trace()
    result = alphabeta(game, game.root, trace=trace, player=MAX,
                       order=problem.order if problem.level.ordered else None)
    assert (right.value, right.move) == (result.value, result.action)
    names = {e.node: e.state for e in trace.events if isinstance(e, Enter)}
    assert right.cuts == {(names[e.node], child) for e in trace.events
                          if isinstance(e, Cutoff) for child in e.skipped}
    rows = {row.node: row.windows for row in table_rows(trace)}
    assert right.windows == {node: rows[node] for node in problem.inner_nodes if node in rows}
    # the root's value is the minimax value, and the lecture's board form (MaxVal/MinVal,
    # untraced) searches exactly the branches the practice says it does, in order
    assert right.value == minimax(game, game.root, player=MAX).value
    recorder = RecordingGame(problem.search_game, game.root)
    form = ab_max_val if game.root_player == MAX else ab_min_val
    assert form(recorder, game.root, problem.level.depth, -INF, INF,
                lambda u: game.values[u]) == right.value
    assert tuple((g.parent, g.child) for g in recorder.generated) == right.searched
    # every branch is searched or pruned, or lies under a pruned one
    reached = {game.root} | {child for _, child in right.searched}
    for parent, child in problem.edges:
        assert (child in reached) != ((parent, child) in right.cuts) or parent not in reached
    # and the lecture's answer written as a student would is marked right
    assert mark(problem, problem.right_answer(), "en").all_right


def test_the_practice_reads_the_lectures_own_tables():
    """The same machinery on Figure 4.8 gives the lecture's tables (both roots)."""
    from gamelib import lecture

    for root, value, cut in (("max", 10, {("4", "11"), ("4", "12"), ("7", "16"), ("7", "17"),
                                          ("9", "20")}),
                             ("min", 8, {("3", "9"), ("4", "11"), ("4", "12")})):
        game = lecture.load("fig4_8", root=root)
        level = LEVELS[1] if root == "max" else LEVELS[4]
        problem = PruningProblem(level, 0, game, {})
        assert problem.solution.value == value and problem.solution.cuts == cut
        windows = {row.node: row.windows for row in alphabeta_table("fig4_8", root)}
        assert all(problem.solution.windows[n] == windows[n] for n in problem.solution.windows)


def test_levels_grow_from_depth_3_to_4_and_from_2_to_3_children():
    shapes = {(lvl.depth, lvl.branching, lvl.root, lvl.ordered) for lvl in LEVELS.values()}
    assert (3, 2, "MAX", False) in shapes and (3, 3, "MAX", False) in shapes
    assert (4, 2, "MAX", False) in shapes and (4, 2, "MIN", False) in shapes
    assert any(ordered for *_, ordered in shapes)
    ordered = PruningProblem.from_seed(5, 3)
    assert set(ordered.estimates) == set(ordered.inner_nodes)
    # children are searched best first by f: highest at MAX, lowest at MIN
    for node in ordered.inner_nodes:
        fs = [ordered.f(child) for child in ordered.order(node, ordered.game.children[node])]
        assert fs == sorted(fs, reverse=ordered.game.to_move(node) == MAX)
    with pytest.raises(ValueError, match="level 9 does not exist; the levels are 1, 2, 3, 4, 5"):
        PruningProblem.from_seed(9, 1)


# -- seeds per student and per try ---------------------------------------------------------------
def test_two_students_get_different_trees_and_each_try_a_new_one():
    a = PruningProblem.for_student("Nguyễn Văn A", 1, 1)
    b = PruningProblem.for_student("Trần Thị B", 1, 1)
    again = PruningProblem.for_student("Nguyễn Văn A", 1, 1)
    retry = PruningProblem.for_student("Nguyễn Văn A", 1, 2)
    assert a.seed != b.seed and a.game.values != b.game.values
    assert again.seed == a.seed and again.game.to_dict() == a.game.to_dict()
    assert retry.seed != a.seed and retry.game.values != a.game.values
    # the seed alone makes the tree again (a teacher's check)
    assert PruningProblem.from_seed(1, a.seed).game.to_dict() == a.game.to_dict()
    # names differing only in spaces are one student
    assert practice_seed("Nguyễn  Văn A ", 1, 1) == a.seed
    with pytest.raises(ValueError, match="the try number counts from 1"):
        practice_seed("A", 1, 0)


def test_the_widget_gives_a_new_tree_per_try_and_after_reopening(tmp_path):
    first = PruningPractice(level=1, lang="en", folder=tmp_path, student="Lê Văn C")
    seed = first.problem.seed
    assert str(seed) in first.about.value and "Lê Văn C" in first.about.value
    _answer(first, first.problem.right_answer())
    first.check.click()
    first.new_tree.click()
    assert first.attempt == 2 and first.problem.seed != seed
    # a student opening the lesson again is given the tree after the last one answered
    reopened = PruningPractice(level=1, lang="en", folder=tmp_path, student="Lê Văn C")
    assert reopened.attempt == 2 and reopened.problem.seed == first.problem.seed
    other = PruningPractice(level=1, lang="en", folder=tmp_path, student="Phạm D")
    assert other.problem.seed != seed
    first.level_choice.value = 4
    assert first.problem.game.root_player == "MIN" and first.attempt == 1
    # a teacher looks at a student's tree by its seed; answers to it are not kept
    first.show_tree(seed)
    assert first.problem.game.to_dict() == PruningProblem.from_seed(4, seed).game.to_dict()
    _answer(first, first.problem.right_answer())
    first.check.click()
    assert "level4" not in " ".join(scores.load(tmp_path)[LESSON][EXERCISE])


# -- marking -----------------------------------------------------------------------
def _answer(widget, answer):
    for parent, child in answer.cuts:
        widget.board.click(f"{parent}-{child}")
    for node, text in answer.windows.items():
        widget.rows[node].value = text
    widget.value.value, widget.move.value = answer.value, answer.move


def test_a_right_answer_by_clicks_is_marked_right_and_kept_once(tmp_path):
    practice = PruningPractice(level=2, lang="en", folder=tmp_path, student="Nguyễn Văn A")
    right = practice.problem.right_answer()
    _answer(practice, right)
    assert practice.marked == set(right.cuts)
    practice.check.click()
    assert (practice.right, practice.asked) == (1, 1)
    assert "✓" in practice.feedback.value and "All right" in practice.feedback.value
    kept = scores.load(tmp_path)[LESSON][EXERCISE]
    assert sorted(kept) == sorted(f"level2-try1-seed{practice.problem.seed}-{part}"
                                  for part in ("cuts", "table", "root"))
    assert all(record["correct"] for record in kept.values())
    # the solution is shown after the check: the lecture's table and the picture
    assert "gl-abtable" in practice.solution.value and "<svg" in practice.solution.value
    # a second press of Check on the same tree changes nothing
    before = (tmp_path / scores.SCORE_FILE).read_text(encoding="utf-8")
    practice.check.click()
    assert (tmp_path / scores.SCORE_FILE).read_text(encoding="utf-8") == before
    assert (practice.right, practice.asked) == (1, 1)
    assert scores.summary(tmp_path)[LESSON] == {"right": 3, "asked": 3}


def test_a_wrong_answer_is_marked_wrong_with_the_rule_and_the_numbers(tmp_path):
    practice = PruningPractice(level=1, lang="en", folder=tmp_path, student="Trần Thị B")
    problem = practice.problem
    right = problem.right_answer()
    # forget the cuts, get one row of the table wrong, and choose another move
    windows = dict(right.windows)
    windows[problem.game.root] = "-inf,inf"
    other = next(c for c in problem.game.children["1"] if c != right.move)
    _answer(practice, Answer(frozenset(), windows, right.value, other))
    practice.check.click()
    marking = practice.marking
    assert marking.parts == {"cuts": not problem.solution.cuts, "table": False, "root": False}
    text = practice.feedback.value
    assert "✗" in text and "Wrong" in text
    assert "Node 1: you wrote (-∞, ∞), the lecture&#x27;s search has (-∞, ∞) → (" in text
    assert f"its value is {right.value} and its move goes to node {right.move}" in text
    assert all(f"node {child} returns " in text for child in problem.game.children[problem.game.root])
    kept = scores.load(tmp_path)[LESSON][EXERCISE]
    assert [r["correct"] for k, r in sorted(kept.items()) if k.endswith("-root")] == [False]
    # the board now shows each branch's verdict, in words too
    titles = [t["title"] for t in scene_branches(practice.board.scene)]
    assert sum("missed: this branch is pruned" in t for t in titles) == len(problem.solution.cuts)
    assert not any(t["on"] for t in scene_branches(practice.board.scene))


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_summary_names_only_the_wrong_part_of_the_root(lang):
    """Reader 2, #2 and #8: a right value with another move (a tie at the root), or a wrong
    value with the right move, is named alone; an answer with nothing right says so."""
    practice = PruningPractice(level=1, lang=lang, keep_scores=False, student="A")
    practice.show_tree(8)  # level 1, seed 8: the root's children both return 6; its move is 2
    right = practice.problem.right_answer()
    assert (right.value, right.move) == ("6", "2")
    said = {}
    for case, answer in (("move", replace(right, move="3")), ("value", replace(right, value="5")),
                         ("nothing", Answer(frozenset({("1", "3")}), {"1": "-inf,inf"}, "5", "3"))):
        practice.show_tree(8)
        _answer(practice, answer)
        practice.check.click()
        said[case] = practice.board.announcement
    if lang == "en":
        assert said["move"] == ("Right: the cuts, the α/β table, the root's value (6). Wrong: "
                                "the root's move.")
        assert said["value"] == ("Right: the cuts, the α/β table, the root's move. Wrong: the "
                                 "root's value.")
        assert said["nothing"].startswith("Nothing right yet. Wrong: the cuts, the α/β table, "
                                          "the root's value and move")
    else:
        assert said["move"] == ("Đúng: các nhánh bị cắt tỉa, bảng α/β, giá trị ở gốc (6). Sai: "
                                "nước đi ở gốc.")
        assert said["value"] == ("Đúng: các nhánh bị cắt tỉa, bảng α/β, nước đi ở gốc. Sai: giá "
                                 "trị ở gốc.")
        assert said["nothing"].startswith("Chưa phần nào đúng. Sai:")
    assert "—" not in said["nothing"]


@pytest.mark.parametrize("lang", ["en", "vi"])
def test_the_summary_never_says_nothing_is_right_when_the_move_is(lang):
    """Vietnamese lecturer, read 1, #2: an answer whose cuts, table and value are wrong but
    whose move is right was told "Nothing right yet. Wrong: ..., the root's value (its move is
    right)" -- nothing right, then something right. A right move is something right."""
    practice = PruningPractice(level=1, lang=lang, keep_scores=False, student="A")
    practice.show_tree(8)  # the root's move is 2
    answer = Answer(frozenset({("1", "3")}), {"1": "-inf,inf"}, "5", "2")
    _answer(practice, answer)
    practice.check.click()
    said = practice.board.announcement
    assert said == {"en": "Right: the root's move. Wrong: the cuts, the α/β table, the root's "
                          "value.",
                    "vi": "Đúng: nước đi ở gốc. Sai: các nhánh bị cắt tỉa, bảng α/β, giá trị ở "
                          "gốc."}[lang]
    assert "Nothing right" not in said and "Chưa phần nào đúng" not in said
    assert practice.feedback.value.count(said.replace("'", "&#x27;")) == 1  # (the same words shown)


def test_an_unreadable_answer_is_not_marked_and_the_first_real_one_is_kept(tmp_path):
    practice = PruningPractice(level=1, lang="vi", folder=tmp_path, student="A")
    practice.check.click()
    assert "Hãy điền bảng α/β trước" in practice.feedback.value
    practice.rows["1"].value = "-∞,∞ 4"
    practice.value.value, practice.move.value = "4", practice.move.options[0][1]
    practice.check.click()
    assert "Đỉnh 1: 3 số không ghép đủ thành các cặp" in practice.feedback.value
    assert not (tmp_path / scores.SCORE_FILE).exists() and practice.asked == 0
    _answer(practice, practice.problem.right_answer())
    practice.rows["1"].value = practice.problem.right_answer().windows["1"]
    practice.check.click()
    assert practice.asked == 1 and len(scores.load(tmp_path)[LESSON][EXERCISE]) == 3


def test_reading_windows():
    assert parse_windows("(-∞, ∞) → (3, ∞); [3,5]", "2") == ((-INF, INF), (3, INF), (3, 5))
    assert parse_windows("  ", "2") == ()
    with pytest.raises(ValueError, match=r"Node 7: 'x' cannot be read"):
        parse_windows("-inf,inf x", "7", "en")


def test_the_lectures_cut_note_in_a_row_is_accepted():
    """The lecture ends a row where it cuts with "=>Cắt 11,12": the practice reads that row
    (the note set aside: the cuts are the branches marked), in either case, with or without
    the nodes, and still refuses a word it does not know."""
    problem = PruningProblem.from_seed(1, 0)
    right = problem.right_answer()
    cut_nodes = {parent for parent, _ in right.cuts}
    assert cut_nodes
    for note in ("=>Cắt", " => cắt ", " => Cắt {children}", " ⇒ cut {children}"):
        windows = {node: f"{text} " + note.format(children=",".join(
                       c for p, c in sorted(right.cuts) if p == node)) if node in cut_nodes
                   else text for node, text in right.windows.items()}
        assert mark(problem, replace(right, windows=windows), "vi").all_right, note
    with pytest.raises(ValueError, match="cannot be read"):
        parse_windows("-inf,inf 3,2 =>cắtx", "7", "en")


def test_marking_a_branch_prunes_what_lies_under_it():
    practice = PruningPractice(level=3, lang="en", keep_scores=False, student="A")
    practice.click_branch("2", "4")
    practice.click_branch("1", "2")           # the branch above: the mark below goes
    assert practice.marked == {("1", "2")}
    below = [t for t in scene_branches(practice.board.scene) if t["name"] == "2-4"][0]
    assert not below["on"] and "under a branch marked as pruned" in below["title"]
    practice.click_branch("1", "2")
    assert practice.marked == set()
    assert practice.board.announcement == "Branch 1 → 2: mark cleared."


# -- named mistakes -----------------------------------------------------------------------------
def _tree_where(key):
    """A practice tree where the mistake ``key`` answers differently from the lecture, and
    differently from every mistake named before it (its whole answer: cuts, table, root)."""
    order = [m.key for m in MISCONCEPTIONS.values()]
    for level in sorted(LEVELS):
        for seed in range(300):
            problem = PruningProblem.from_seed(level, seed)
            right = problem.solution
            answers = {v.misconception.key: v for v in variant_answers(problem)}
            mine = answers.get(key)
            # (a mistake whose table and root are the lecture's differs only in a branch
            # marked, as a forgotten mark does: not named, see the next test)
            if mine is None or (mine.windows, mine.value, mine.move) == (
                    right.windows, right.value, right.move):
                continue
            if any(v.answer() == mine.answer() for k, v in answers.items()
                   if order.index(k) < order.index(key)):
                continue
            return problem, mine
    raise AssertionError(f"no tree where {key} differs")


@pytest.mark.parametrize("key", ["late-cut", "window-not-passed", "negamax-window",
                                 "bound-before-value", "last-value", "wrong-side"])
def test_each_alphabeta_mistake_is_named_where_it_differs(key):
    """The mistake's whole answer -- its cuts, its α/β table row for row, its root value and
    move -- is named; the same answer with the table's rows the lecture's (a table that
    contradicts the mistake) is not (issue 51, S1: the name came from the cuts and the value
    alone, whatever the student's own table said)."""
    problem, variant = _tree_where(key)
    answer = variant.answer()
    for lang, words in (("en", "a known mistake"), ("vi", "Một lỗi thường gặp")):
        marking = mark(problem, answer, lang)
        assert not marking.all_right
        assert marking.misconception is MISCONCEPTIONS[key]
        assert marking.misconception.explained(lang).startswith(words)
        assert marking.parting  # where it parts from the lecture's search
        assert marking.unnamed(lang) == ""
    right = problem.right_answer()
    if variant.windows != problem.solution.windows:
        contradicted = Answer(answer.cuts, right.windows, answer.value, answer.move)
        marking = mark(problem, contradicted, "en")
        assert marking.misconception is None and marking.unnamed("en")
    # the widget says it, in the student's language, before the points one by one
    practice = PruningPractice(level=problem.level.number, lang="vi", keep_scores=False)
    practice.show_tree(problem.seed)
    _answer(practice, answer)
    practice.check.click()
    feedback = practice.feedback.value
    assert "Một lỗi thường gặp" in feedback
    if key == "wrong-side":  # lesson 02's own name for it: the leaves negated (reader 2, #7)
        assert "Một lỗi thường gặp: đổi dấu giá trị ở lá (đánh giá nhầm bên) — " in feedback
        assert MISCONCEPTIONS[key].explained("en", paper=True).startswith(
            "a known mistake: negating the leaves' values (evaluating for the wrong side) — ")
    assert "Chỗ đầu tiên mà cách làm có lỗi này khác thuật toán của bài giảng" in feedback
    if "<ul>" in feedback:
        assert feedback.index("Một lỗi thường gặp") < feedback.index("<ul>")


def test_a_right_table_with_a_branch_left_unmarked_names_no_mistake():
    """The lecturer's read: a student whose α/β table is right (α ≥ β where the cut is) but who
    forgot to mark one pruned branch was told "no cut at all" -- which their own table
    contradicts. Now only the branch's own feedback speaks (the rule, this tree's numbers)."""
    checked = 0
    for level in (1, 2, 3):
        for seed in range(12):
            problem = PruningProblem.from_seed(level, seed)
            right = problem.right_answer()
            if not right.cuts:
                continue
            missing = sorted(right.cuts)[0]
            marking = mark(problem, Answer(right.cuts - {missing}, right.windows,
                                           str(int(problem.solution.value)), right.move), "en")
            assert marking.parts == {"cuts": False, "table": True, "root": True}
            assert marking.misconception is None, (level, seed, marking.misconception)
            said = " ".join(m.message for m in marking.mistakes)
            assert f"Branch {missing[0]} → {missing[1]} is pruned" in said
            checked += 1
    assert checked >= 20


def test_the_mistakes_that_cannot_show_on_a_tree_are_left_out():
    problem = PruningProblem.from_seed(1, 8)
    keys = {v.misconception.key for v in variant_answers(problem)}
    assert "index" not in keys and "too-shallow" not in keys  # no value / an inner node valued
    too_deep = next(v for v in variant_answers(problem) if v.misconception.key == "too-deep")
    assert (too_deep.cuts, too_deep.value) == (problem.solution.cuts, problem.solution.value)


def test_a_mistake_searching_the_lecturers_branches_is_shown_where_its_values_first_differ():
    """Returning the last child's value searches the lecture's branches on level 1's tree of
    seed 0; what parts them is the first window the values passed up make differ -- node 2's,
    once node 4 returned (−5 in the lecture, −6 with the mistake) -- not the root's value alone
    (the Vietnamese lecturer's read, reader 5, item 6)."""
    from gamelib.exercises.pruning_practice import parting

    problem = PruningProblem.from_seed(1, 0)
    last = next(v for v in variant_answers(problem) if v.misconception.key == "last-value")
    assert last.searched == problem.solution.searched
    assert parting(problem, last, "en") == (
        "both search the same branches but pass different values up: the first window that "
        "differs is node 2's once node 4 has returned, (-∞, -5) in the lecture's search and "
        "(-∞, -6) in this faulty search (as in your answer); at the root, -5 and -7")
    assert parting(problem, last, "vi").startswith(
        "cả hai duyệt cùng những nhánh nhưng trả về những giá trị khác nhau: cửa sổ đầu tiên "
        "khác nhau là của đỉnh 2, sau khi đỉnh 4 trả về: thuật toán của bài giảng ghi (−∞, −5)")


def test_a_window_not_passed_down_in_the_table_is_named():
    """Every row starting at (−∞, ∞), as a search that does not pass the window down writes
    them: named; a single such row in an otherwise right table is not (its other rows show the
    window passed down), and the feedback says that no named mistake gives the answer."""
    problem = PruningProblem.from_seed(1, 8)
    blind = next(v for v in variant_answers(problem) if v.misconception.key == "window-not-passed")
    marking = mark(problem, blind.answer(), "en")
    assert marking.misconception is MISCONCEPTIONS["window-not-passed"]
    right = problem.right_answer()
    windows = dict(right.windows, **{"3": "-inf,inf  -inf,6"})
    marking = mark(problem, Answer(right.cuts, windows, right.value, right.move), "en")
    assert marking.parts == {"cuts": True, "table": False, "root": True}
    assert marking.misconception is None
    assert marking.unnamed("en").startswith("No named mistake gives this whole answer")
    assert "starts at (−∞, ∞)" not in marking.unnamed("en")   # one such row: not every row


def test_every_row_at_the_full_window_is_said_when_no_mistake_is_named():
    """S1's case (issue 51): every row starting at (−∞, ∞), in an answer no named mistake
    gives whole, is told so in one line, in both editions."""
    problem = PruningProblem.from_seed(1, 8)
    right = problem.right_answer()
    windows = {node: ("-∞,∞ " + text.split(None, 1)[1] if len(text.split()) > 1 else "-∞,∞")
               if text.strip() else text for node, text in right.windows.items()}
    marking = mark(problem, Answer(frozenset(), windows, right.value, right.move), "en")
    assert marking.misconception is None and marking.every_row_open
    nodes = ", ".join(marking.rightly_open)
    assert marking.unnamed("en").endswith("each child must start with the window (α, β) its "
                                          "parent has. (−∞, ∞) is right only where no value has "
                                          f"come back yet: {nodes}.")
    assert marking.unnamed("vi").endswith("mỗi đỉnh con phải bắt đầu với cửa sổ (α, β) mà đỉnh "
                                          "cha đang có. (−∞, ∞) chỉ đúng ở những đỉnh được duyệt "
                                          f"khi chưa có giá trị nào trả về: {nodes}.")


# -- nothing of the answer before the check --------------------------------------------------
def _states(widget):
    """Every synced state of a widget and of the widgets inside it, as JSON text."""
    import ipywidgets as widgets

    seen, out, todo = set(), [], [widget]
    while todo:
        w = todo.pop()
        if id(w) in seen:
            continue
        seen.add(id(w))
        out.append(json.dumps(w.get_state(), ensure_ascii=False, default=str))
        for name in w.keys:
            value = getattr(w, name)
            for item in value if isinstance(value, (list, tuple)) else [value]:
                if isinstance(item, widgets.Widget):
                    todo.append(item)
    assert len(seen) > 20  # every part of the widget was read
    return "\n".join(out)


def test_nothing_of_the_answer_is_in_the_widget_before_the_check():
    practice = PruningPractice(level=1, lang="en", keep_scores=False, student="A")
    problem = practice.problem
    practice.click_branch(*problem.edges[-1])   # a student at work: a mark, a row, a value
    practice.rows["1"].value = "-∞,∞"
    practice.value.value = "3"
    assert "solution" not in vars(problem)      # the answer has not even been computed
    state = _states(practice)
    assert "gl-abtable" not in state and "<svg" not in state
    assert "right: pruned" not in state and "missed" not in state
    for node, text in problem.right_answer().windows.items():
        if len(problem.solution.windows.get(node, ())) > 1:
            assert text not in state
    titles = [t["title"] for t in scene_branches(practice.board.scene)]
    assert all(t.endswith(("not marked", "marked as pruned", "under a branch marked as pruned"))
               for t in titles)


def test_the_scene_keeps_the_boards_rules_and_names_every_branch():
    for level in LEVELS:
        problem = PruningProblem.from_seed(level, 11)
        practice = PruningPractice(level=level, lang="vi", keep_scores=False, student="A")
        scene = practice.board.scene
        assert scene_problems(scene) == []
        branches = scene_branches(scene)
        assert len(branches) == len(practice.problem.edges)
        assert branches[0]["title"] == "nhánh từ đỉnh 1 đến đỉnh 2, chưa đánh dấu"
        assert {t["row"] for t in branches} == set(range(problem.level.depth))
        # the branches under a branch lie straight below it (so the arrow keys find them)
        by_name = {t["name"]: t for t in branches}
        for parent, child in practice.problem.edges:
            for grandchild in practice.problem.game.children.get(child, ()):
                low, high = by_name[f"{child}-{grandchild}"], by_name[f"{parent}-{child}"]
                assert high["x"] <= low["x"] and low["x"] + low["w"] <= high["x"] + high["w"]


def test_the_class_table_counts_the_practice(tmp_path):
    scores.set_student_name("Nguyễn Văn A", tmp_path)
    practice = PruningPractice(level=1, lang="en", folder=tmp_path)
    assert practice.problem.seed == practice_seed("Nguyễn Văn A", 1, 1)
    _answer(practice, practice.problem.right_answer())
    practice.check.click()
    heads, rows = scores.class_table(tmp_path)
    assert rows[0]["lesson 02"] == "3/3" and rows[0]["student"] == "Nguyễn Văn A"


# -- a student at the keyboard, in Lab and Voilà (issue 51, item 4) -----------------------------
def _submitted(practice, answer):
    """The message the browser sends when Check is pressed: what every box holds then."""
    values = {f"gl-pp-row-{node}": {"text": text} for node, text in answer.windows.items()}
    values["gl-pp-value"] = {"text": answer.value}
    values["gl-pp-move"] = {"index": list(practice.move.options).index(
        next(o for o in practice.move.options if o[1] == answer.move))}
    return {"type": "submit", "button": "gl-pp-check", "values": values}


def test_check_reads_what_the_boxes_hold_when_pressed_and_keeps_the_focus():
    practice = PruningPractice(level=1, lang="en", keep_scores=False, student="Fast Typist")
    right = practice.problem.right_answer()
    for parent, child in right.cuts:
        practice.click_branch(parent, child)
    # the kernel has seen only the first keystrokes ("-" of "-8") when the click comes in
    practice.value.value = right.value[:1]
    assert practice.names.submit["gl-pp-check"][-2:] == ["gl-pp-value", "gl-pp-move"]
    practice.names.receive(_submitted(practice, right))
    assert practice.value.value == right.value and (practice.right, practice.asked) == (1, 1)
    # Check stays enabled (the keyboard's focus stays on it); the answer's boxes are locked,
    # a second press changes nothing and says so
    assert not practice.check.disabled and practice.value.disabled and practice.move.disabled
    practice.names.receive(_submitted(practice, right))
    practice.check.click()
    assert (practice.right, practice.asked) == (1, 1)
    assert "New tree gives another" in practice.board.announcement
    # what the browser says is checked: a field of no form, a value of the wrong kind
    practice.next_tree()
    practice.names.receive({"type": "submit", "button": "gl-pp-check",
                            "values": {"gl-pp-value": {"text": 8}, "gl-nothing": {"text": "1"},
                                       "gl-pp-move": {"index": 99}}})
    assert practice.value.value == "" and practice.move.value is None and practice.asked == 1


def test_the_quizzes_check_what_is_typed_when_pressed():
    from gamelib import lecture
    from gamelib.widgets import PredictWindow, Practice

    game = lecture.load("fig4_8")
    trace = Trace()
    alphabeta(game, "1", trace=trace)
    quiz = PredictWindow(trace, game=game, lang="en")
    quiz.alpha.value = "-"
    quiz.names.receive({"type": "submit", "button": "gl-quiz-check",
                        "values": {"gl-quiz-alpha": {"text": "-7"}, "gl-quiz-beta": {"text": "inf"},
                                   "gl-quiz-cut": {"checked": False}}})
    assert (quiz.right, quiz.asked) == (1, 1)
    practice = Practice("10", lang="en", folder=None, keep_scores=False)
    practice.names.receive({"type": "submit", "button": "gl-practice-check",
                            "values": {"gl-practice-answer": {"text": "0.76"}}})
    assert (practice.right, practice.asked) == (1, 1)


def test_tree_numbers_never_skip_when_the_levels_are_browsed(tmp_path):
    practice = PruningPractice(level=1, lang="en", folder=tmp_path, student="Browsing")
    first = practice.problem.seed
    practice.level_choice.value = 2
    practice.level_choice.value = 1          # back: the same tree, still tree 1
    assert practice.attempt == 1 and practice.problem.seed == first
    _answer(practice, practice.problem.right_answer())
    practice.check.click()
    practice.level_choice.value = 2
    assert practice.attempt == 1
    practice.level_choice.value = 1          # answered: the next tree
    assert practice.attempt == 2 and "tree 2" in practice.about.value
    practice.new_tree.click()                # left unanswered by choice: the next one
    assert practice.attempt == 3


def test_no_number_of_the_tree_is_drawn_under_11_px():
    from gamelib.viz.pruning import LEAST_PX

    for level in LEVELS:
        problem = PruningProblem.from_seed(level, 5)
        practice = PruningPractice(level=level, lang="vi", keep_scores=False, student="A")
        scene = practice.board.scene
        scale = scene["min_px"] / scene["width"]    # the least the board is shrunk to
        sizes = [float(s["a"]["font-size"]) for s in scene["shapes"] if s["t"] == "text"]
        assert min(sizes) * scale >= LEAST_PX - 0.01, (level, min(sizes), scale)
        assert problem.level.number == level


# -- a tree a screen reader walks (issue 51, item 5) ----------------------------------------------
def test_the_practice_tree_as_an_outline_marks_branches_and_tells_the_review():
    practice = PruningPractice(level=1, lang="vi", keep_scores=False, student="A")
    game = practice.problem.game
    items = {item["id"]: item for item in practice.outline.items}
    assert list(items) == [n for n in _preorder(game)] and items[game.root]["parent"] is None
    assert items[game.root]["label"] == "đỉnh 1, độ sâu 0, MAX" and not items["1"]["active"]
    leaf = next(n for n in game.nodes if n in game.values)
    assert f"giá trị lá {game.values[leaf]}".replace("-", "−") in items[leaf]["label"]
    practice.outline.receive({"type": "activate", "id": "2"})   # Enter on node 2
    assert practice.marked == {("1", "2")}
    items = {item["id"]: item for item in practice.outline.items}
    assert items["2"]["label"].endswith("nhánh từ đỉnh 1: đã đánh dấu là bị cắt tỉa")
    under = game.children["2"][0]
    assert not items[under]["active"] and "nằm dưới một nhánh" in items[under]["label"]
    practice.outline.receive({"type": "activate", "id": "1"})   # the root has no branch
    practice.outline.receive({"type": "activate", "id": "2"})   # cleared
    assert practice.marked == set()
    _answer(practice, practice.problem.right_answer())
    practice.check.click()
    items = practice.outline.items
    assert not any(item["active"] for item in items)
    for _, child in practice.problem.solution.cuts:   # the review's words, as on the board
        assert "đúng: nhánh này bị cắt tỉa" in next(i["label"] for i in items if i["id"] == child)


def _preorder(game):
    out, stack = [], [game.root]
    while stack:
        node = stack.pop()
        out.append(node)
        stack.extend(reversed(game.children.get(node, ())))
    return out


def test_the_steppers_tree_as_an_outline_tells_only_what_the_search_has_seen():
    from gamelib import lecture
    from gamelib.widgets import TreeStepper

    game = lecture.load("fig4_8")
    trace = Trace()
    alphabeta(game, "1", trace=trace)
    stepper = TreeStepper(trace, game=game, lang="en")
    first = stepper.outline.items
    assert len(first) == 20 and all("not searched yet" in i["label"] for i in first)
    assert first[1]["parent"] == first[0]["id"] and "depth 1" in first[1]["label"]
    stepper.last.click()
    last = stepper.outline.items
    assert [i["id"] for i in last] == [i["id"] for i in first]   # the same nodes at every step
    assert last[0]["label"] == "1 (MAX), depth 0, value 10, α=10 β=∞"
    assert any(i.get("state") == "pruned" for i in last)
    stepper.language.value = "vi"
    assert "độ sâu 0" in stepper.outline.items[0]["label"] and "danh sách" in stepper.outline.label


def test_a_black_roots_value_with_its_sign_flipped_is_named_the_other_convention():
    """Vietnamese lecturer, read 1, #16, and reader 4, m11: a right table whose MIN root's value
    has the wrong sign is the side to move's value -- what lesson 05 accepts as the other
    convention: named so, with the convention this exercise uses, and never told it matches
    no known mistake."""
    problem = PruningProblem.from_seed(4, 3)  # a MIN root worth -1
    right = problem.right_answer()
    assert right.value == "-1"
    for lang, said in (
            ("en", "You wrote 1: the value for the side to move at the root (the other "
                   "convention, as the negamax Minimax of the Ô ăn quan report gives it); this "
                   "exercise uses the lecture's: a value is always White's (MAX's), also at a "
                   "Black root: -1, not 1."),
            ("vi", "Bạn ghi 1: đó là giá trị cho bên đến lượt đi ở gốc (theo quy ước còn lại, "
                   "tức cách tính của hàm Minimax đổi dấu – negamax – trong báo cáo Ô ăn quan); "
                   "bài tập này dùng "
                   "quy ước của bài giảng: giá trị luôn được tính cho Trắng (MAX), kể cả khi "
                   "gốc là Đen: −1, không phải 1.")):
        marking = mark(problem, replace(right, value="1"), lang)
        assert marking.parts == {"cuts": True, "table": True, "root": False}
        assert marking.mistakes[-1].message.endswith(said)
        assert marking.unnamed(lang) == ""
    # lesson 05 calls it by the same name ("the other convention", "quy ước còn lại")
    from gamelib.i18n import tr
    assert "quy ước còn lại" in tr("all {n} positions accepted, in the other convention (values "
                                   "for the side to move at the root; the lecture values every "
                                   "position for {white}, MAX)", "vi", n=2, white="Trắng")
    other = mark(problem, replace(right, value="2"), "en")
    assert "side to move" not in other.mistakes[-1].message  # (another wrong value: no sign)
    assert other.unnamed("en").startswith("No named mistake")
    # the sign flipped and a row wrong besides: the row is no convention, so the line stays
    row = next(n for n, t in right.windows.items() if t.strip())
    slipped = replace(right, value="1", windows={**right.windows, row: "-inf,inf  -inf,9"})
    assert mark(problem, slipped, "en").unnamed("en").startswith("No named mistake")


def test_two_mistakes_at_once_are_named_first_and_only_when_the_answer_is_theirs():
    """Reader 4, S1: an answer that no one named mistake gives but two do together (the window
    not passed down and the leaves negated) was told it matches no known mistake, then described
    as exactly those two. Now both are named, first, in both editions; an answer that is not
    what the two give (a slip besides) is not told it matches them."""
    problem = PruningProblem.from_seed(1, 0)
    both = VariantAnswer(MISCONCEPTIONS["window-not-passed"],
                         *searched_with(problem, "window-not-passed+wrong-side")).answer()
    marking = mark(problem, both, "en")
    assert marking.misconception is MISCONCEPTIONS["window-not-passed"]
    assert marking.also is MISCONCEPTIONS["wrong-side"]
    assert marking.parting and marking.unnamed("en") == ""
    for lang, head, second, no_match in (
            ("en", "This answer matches two known mistakes at once: (1) not passing the window "
                   "(α, β) down to the children — ", "(2) negating the leaves",
             "No named mistake"),
            ("vi", "Câu trả lời này khớp với hai lỗi thường gặp cùng lúc: (1) không truyền cửa "
                   "sổ (α, β) xuống đỉnh con — ", "(2) đổi dấu giá trị ở lá (đánh giá nhầm bên)",
             "không trùng với lỗi thường gặp nào")):
        practice = PruningPractice(level=1, lang=lang, keep_scores=False)
        practice.show_tree(0)
        _answer(practice, both)
        practice.check.click()
        feedback = practice.feedback.value
        assert head in feedback and second in feedback and no_match not in feedback
        assert feedback.index(head) < feedback.index("<ul>")   # before the points one by one
    # one mistake alone is named alone
    no_cut = next(v for v in variant_answers(problem)
                  if v.misconception.key == "window-not-passed").answer()
    alone = mark(problem, no_cut, "en")
    assert alone.misconception is MISCONCEPTIONS["window-not-passed"] and alone.also is None
    # the two mistakes' answer with a branch marked besides: not theirs, so not named; what the
    # answer shows is still said (every row at (−∞, ∞), every number a leaf's negated)
    extra = next(e for e in problem.edges if e not in both.cuts and e[0] != problem.game.root)
    said = mark(problem, replace(both, cuts=both.cuts | {extra}), "en")
    assert said.misconception is None and said.also is None
    assert said.unnamed("en").startswith("No named mistake gives this whole answer")
    assert "Every row of yours starts at (−∞, ∞)" in said.unnamed("en")
    # (and where (−∞, ∞) is right: the nodes searched before any value came back; UI review 6)
    assert said.rightly_open and f"no value has come back yet: {', '.join(said.rightly_open)}." \
        in said.unnamed("en")
    assert all(problem.right_answer().windows[node].split()[0] in ("-∞,∞", "−∞,∞", "-inf,inf")
               for node in said.rightly_open), problem.right_answer().windows
    assert said.unnamed("en").endswith("Every number in your answer is a leaf's value with its "
                                       "sign flipped: the number at each leaf is f(u), its value "
                                       "for White (MAX); use it as it is, never negated.")
    slip = replace(no_cut, windows={**no_cut.windows, "3": "-inf,inf  -inf,4"})
    assert "sign flipped" not in mark(problem, slip, "en").unnamed("en")
    # the right answer, and a slip on it, are told no pair
    right = problem.right_answer()
    assert mark(problem, right, "en").also is None
    assert mark(problem, replace(right, value="3"), "en").also is None


def test_the_tie_rule_is_said_only_when_the_root_move_is_wrong():
    """Reader 5, item 3: "a later child returning the same value does not change the move" was
    said to a student whose move was right (only the value was wrong): it explains a move."""
    rule = "A later child returning the same value does not change the move"
    for seed in range(60):  # a tree whose root has two children returning its value
        problem = PruningProblem.from_seed(1, seed)
        right = problem.right_answer()
        facts = [m for m in mark(problem, replace(right, move=next(
            c for c in problem.game.children[problem.game.root] if c != right.move)), "en").mistakes
            if m.part == "root"]
        if facts and rule in facts[-1].message:
            break
    else:
        pytest.skip("no tree with a tie at its root in the first 60 seeds")
    wrong_value = mark(problem, replace(right, value=str(int(right.value) + 1)), "en")
    assert not any(rule in m.message for m in wrong_value.mistakes)
