"""One small catalogue of the words gamelib shows people, in English and Vietnamese.

>>> text("cut_min", "en", node="4", beta="8", alpha="10", children="children 11, 12 are")
'β at node 4 falls to 8 ≤ α = 10: children 11, 12 are cut'
>>> text("cut_min", "vi", node="4", beta="8", alpha="10", children="11, 12")
'β tại đỉnh 4 giảm xuống 8 ≤ α = 10: 11, 12 bị cắt tỉa'
"""

from __future__ import annotations

LANGUAGES = ("en", "vi")

CATALOGUE: dict[str, dict[str, str]] = {
    # sides
    "MAX": {"en": "MAX", "vi": "MAX"},
    "MIN": {"en": "MIN", "vi": "MIN"},
    # the lecture's own names for MAX and MIN nodes (lecture 002 §4.1: White is MAX)
    "lecture_MAX": {"en": "MAX", "vi": "MAX, đỉnh Trắng"},
    "lecture_MIN": {"en": "MIN", "vi": "MIN, đỉnh Đen"},
    # a real game's node: whose turn it is there
    "side_to_move": {"en": "{side}, {player} to move", "vi": "{side}, lượt {player}"},
    # step captions
    "start": {"en": "Start: the search is about to enter the root {node}.",
              "vi": "Bắt đầu: thuật toán sắp xét gốc {node}."},
    "enter": {"en": "Enter node {node} ({side}) with α = {alpha}, β = {beta}",
              "vi": "Xét đỉnh {node} ({side}) với α = {alpha}, β = {beta}"},
    "enter_plain": {"en": "Enter node {node} ({side})", "vi": "Xét đỉnh {node} ({side})"},
    # an explicit tree's leaf carries the evaluation's value (Figure 4.8); a game's may end it
    "leaf": {"en": "Leaf {node} is valued by the evaluation: f({node}) = {value}",
             "vi": "Đỉnh lá {node} có giá trị hàm đánh giá f({node}) = {value}"},
    "terminal": {"en": "The game is over at node {node}: f({node}) = {value}",
                 "vi": "Ván cờ kết thúc tại đỉnh {node}: f({node}) = {value}"},
    "leaf_depth": {"en": "Depth limit at node {node}: f({node}) = {value}",
                   "vi": "Hết độ sâu tại đỉnh {node}: f({node}) = {value}"},
    "alpha_up": {"en": "α at node {node} rises to {value} (from child {child})",
                 "vi": "α tại đỉnh {node} tăng lên {value} (từ đỉnh con {child})"},
    "beta_down": {"en": "β at node {node} falls to {value} (from child {child})",
                  "vi": "β tại đỉnh {node} giảm xuống {value} (từ đỉnh con {child})"},
    "val_max": {"en": "val at node {node} rises to {value} (from child {child})",
                "vi": "val tại đỉnh {node} tăng lên {value} (từ đỉnh con {child})"},
    "val_min": {"en": "val at node {node} falls to {value} (from child {child})",
                "vi": "val tại đỉnh {node} giảm xuống {value} (từ đỉnh con {child})"},
    "cut_max": {"en": "α at node {node} rises to {alpha} ≥ β = {beta}: {children} cut",
                "vi": "α tại đỉnh {node} tăng lên {alpha} ≥ β = {beta}: {children} bị cắt tỉa"},
    "cut_min": {"en": "β at node {node} falls to {beta} ≤ α = {alpha}: {children} cut",
                "vi": "β tại đỉnh {node} giảm xuống {beta} ≤ α = {alpha}: {children} bị cắt tỉa"},
    "one_child": {"en": "child {names} is", "vi": "đỉnh con {names}"},
    "many_children": {"en": "children {names} are", "vi": "các đỉnh con {names}"},
    "exit": {"en": "Node {node} returns {value} to node {parent}",
             "vi": "Đỉnh {node} trả về giá trị {value} cho đỉnh {parent}"},
    "exit_root": {"en": "Root {node} has value {value}; best move: {action}",
                  "vi": "Gốc {node} có giá trị {value}; nước đi tốt nhất: {action}"},
    "root_name": {"en": "root", "vi": "gốc"},
    # a real game's root has no name of its own
    "start_game": {"en": "Start: the search is about to enter the root (the position to move from).",
                   "vi": "Bắt đầu: thuật toán sắp xét gốc (thế cờ hiện tại)."},
    "exit_root_game": {"en": "The root has value {value}; best move: {action}",
                       "vi": "Gốc có giá trị {value}; nước đi tốt nhất: {action}"},
    "step_of": {"en": "step {step} of {total}", "vi": "bước {step} / {total}"},
    # table headings
    "node": {"en": "Node", "vi": "Đỉnh"},
    "value": {"en": "Value", "vi": "Giá trị"},
    "windows": {"en": "α, β (in turn)", "vi": "α, β (lần lượt)"},
    "cut": {"en": "Cut", "vi": "Cắt"},  # the lecture's tables write "=> Cắt 11,12"
    # drawing
    "pruned": {"en": "pruned", "vi": "bị cắt"},
    "legend_max": {"en": "MAX node", "vi": "đỉnh MAX"},
    "legend_min": {"en": "MIN node", "vi": "đỉnh MIN"},
    "rows_above": {"en": "rows above", "vi": "dòng phía trên"},
    "rows_below": {"en": "rows below", "vi": "dòng phía dưới"},
    "legend_current": {"en": "current step", "vi": "bước hiện tại"},
    "legend_pruned": {"en": "pruned", "vi": "bị cắt tỉa"},
    # exercise
    "question": {"en": "Node {child} returned {value} to node {node} ({side}). "
                       "What is the window (α, β) of node {node} now?",
                 "vi": "Đỉnh {child} trả về giá trị {value} cho đỉnh {node} ({side}). "
                       "Cửa sổ (α, β) của đỉnh {node} bây giờ là gì?"},
    "will_cut": {"en": "α ≥ β: the remaining children are cut",
                 "vi": "α ≥ β: các đỉnh con còn lại bị cắt tỉa"},
    "check": {"en": "Check", "vi": "Kiểm tra"},
    "next_question": {"en": "Next question", "vi": "Câu tiếp theo"},
    "correct": {"en": "Correct: (α, β) = ({alpha}, {beta}){cut}.",
                "vi": "Đúng: (α, β) = ({alpha}, {beta}){cut}."},
    "wrong": {"en": "Not quite: the window is (α, β) = ({alpha}, {beta}){cut}. {why}",
              "vi": "Chưa đúng: cửa sổ là (α, β) = ({alpha}, {beta}){cut}. {why}"},
    "and_cut": {"en": ", and the remaining children are cut",
                "vi": ", và các đỉnh con còn lại bị cắt tỉa"},
    "and_no_cut": {"en": ", and nothing is cut", "vi": ", và không đỉnh nào bị cắt tỉa"},
    "why_max_up": {"en": "At a MAX node α rises to a child's value when it is larger: {value} > {old}.",
                   "vi": "Ở đỉnh MAX, α tăng lên giá trị của đỉnh con khi lớn hơn: {value} > {old}."},
    "why_max_keep": {"en": "At a MAX node α only rises: {value} ≤ {old}, so α stays.",
                     "vi": "Ở đỉnh MAX, α chỉ tăng: {value} ≤ {old}, nên α giữ nguyên."},
    "why_min_down": {"en": "At a MIN node β falls to a child's value when it is smaller: {value} < {old}.",
                     "vi": "Ở đỉnh MIN, β giảm xuống giá trị của đỉnh con khi nhỏ hơn: {value} < {old}."},
    "why_min_keep": {"en": "At a MIN node β only falls: {value} ≥ {old}, so β stays.",
                     "vi": "Ở đỉnh MIN, β chỉ giảm: {value} ≥ {old}, nên β giữ nguyên."},
    "bad_bound": {"en": "{text!r} is not a bound; write a number, inf or -inf (∞ and -∞ work too)",
                  "vi": "{text!r} không phải một cận; hãy viết một số, inf hoặc -inf (∞, -∞ cũng được)"},
    "value_question": {"en": "Every child of node {node} ({side}) has returned. What value does {node} return?",
                       "vi": "Mọi đỉnh con của đỉnh {node} ({side}) đã trả về giá trị. "
                             "Đỉnh {node} có giá trị bao nhiêu?"},
    "value_correct": {"en": "Correct: {value}.", "vi": "Đúng: {value}."},
    "value_wrong": {"en": "Not quite: the value is {value} = {pick}({values}).",
                    "vi": "Chưa đúng: giá trị là {value} = {pick}({values})."},
    "value_label": {"en": "value =", "vi": "giá trị ="},
    "score": {"en": "Score: {right} of {asked}", "vi": "Điểm: {right} / {asked}"},
    "done": {"en": "All {total} questions answered.", "vi": "Đã trả lời hết {total} câu."},
}


#: players as Vietnamese names them (the lecture's Trắng and Đen; X, O, A, B stay as they are)
PLAYER_WORDS = {"vi": {"BLACK": "Đen", "WHITE": "Trắng", "Black": "Đen", "White": "Trắng"}}


def player_word(player: object, lang: str = "en") -> str:
    """A player's name in ``lang``: ``player_word("WHITE", "vi") == "Trắng"``."""
    return PLAYER_WORDS.get(lang, {}).get(str(player), str(player))


def side_words(maximizing: bool, lang: str = "en", game: object = None, state: object = None) -> str:
    """How a node's side is named: MAX or MIN, with the lecture's đỉnh Trắng / đỉnh Đen on its
    own trees, or with whose turn it is in a real game.

    >>> side_words(True, "vi"), side_words(False, "en")
    ('MAX, đỉnh Trắng', 'MIN')
    """
    side = text("MAX" if maximizing else "MIN", lang)
    if game is None or state is None or type(game).__name__ == "TreeGame":
        return text("lecture_MAX" if maximizing else "lecture_MIN", lang)
    return text("side_to_move", lang, side=side, player=player_word(game.to_move(state), lang))


def text(key: str, lang: str = "en", **fields: object) -> str:
    """The catalogue entry ``key`` in ``lang``, with ``fields`` filled in."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    try:
        entry = CATALOGUE[key]
    except KeyError:
        raise KeyError(f"no catalogue entry {key!r}") from None
    return entry[lang].format(**fields)
