"""The one catalogue of the words gamelib shows people, in English and Vietnamese, and the
language they are shown in.

Two kinds of entry: sentences with fields, by key (:func:`text`), and the short words of the
widgets -- buttons, labels, menus, titles -- by their English wording (:func:`tr`). Every entry
has both languages (a test checks it, and that every ``tr("...")`` in the code is here).

>>> text("cut_min", "en", node="4", beta="8", alpha="10", children="children 11, 12 are")
'β at node 4 falls to 8 ≤ α = 10: children 11, 12 are cut'
>>> text("cut_min", "vi", node="4", beta="8", alpha="10", children="11, 12")
'β tại đỉnh 4 giảm xuống 8 ≤ α = 10: 11, 12 bị cắt tỉa'

The language of a notebook: the Vietnamese lessons start with ``set_language("vi")``, and every
widget and picture made after it speaks Vietnamese unless told otherwise.

>>> set_language("vi"); tr("Undo"), text("check")
('Hoàn tác', 'Kiểm tra')
>>> set_language("en"); tr("Undo")
'Undo'
"""

from __future__ import annotations

LANGUAGES = ("en", "vi")
_current = ["en"]


def set_language(lang: str) -> None:
    """Show every later widget, caption, table and picture in ``lang`` ("en" or "vi")."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    _current[0] = lang


def current_language() -> str:
    """The language set by :func:`set_language` ("en" until then)."""
    return _current[0]

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
    "pruned": {"en": "pruned", "vi": "bị cắt tỉa"},
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
    # expectimax: chance nodes
    "chance_node": {"en": "chance", "vi": "đỉnh ngẫu nhiên"},
    "legend_chance": {"en": "chance (average)", "vi": "đỉnh ngẫu nhiên (trung bình)"},
    "exit_chance": {"en": "Chance node {node} returns the average of its children, {value}, to "
                          "node {parent}",
                    "vi": "Đỉnh ngẫu nhiên {node} trả về trung bình các con, {value}, cho đỉnh "
                          "{parent}"},
    # values at cut nodes are bounds (lesson 02)
    "bound_exact": {"en": "exactly {value}", "vi": "đúng bằng {value}"},
    "bound_at_most": {"en": "at most {value} (an upper bound)",
                      "vi": "không lớn hơn {value} (cận trên)"},
    "bound_at_least": {"en": "at least {value} (a lower bound)",
                       "vi": "không nhỏ hơn {value} (cận dưới)"},
    "practice_bound": {
        "en": "Alpha-beta entered node {node} ({side}) with the window (α, β) = {window} and "
              "returned {value}. What does that say of node {node}'s minimax value?",
        "vi": "Alpha-beta vào đỉnh {node} ({side}) với cửa sổ (α, β) = {window} và trả về "
              "{value}. Điều đó cho biết gì về giá trị minimax của đỉnh {node}?"},
    "practice_bound_why_exact": {
        "en": "{value} lies strictly inside the window, so nothing was cut that could change it: "
              "the value is exact ({true}).",
        "vi": "{value} nằm hẳn trong cửa sổ, nên không nhánh nào bị cắt có thể làm nó thay đổi: "
              "giá trị là chính xác ({true})."},
    "practice_bound_why_most": {
        "en": "{value} ≤ α: the node's loop found nothing better for White than the parent already "
              "has, and the children it left out could only lower a MIN node's value -- so it is at "
              "most {value}. Its minimax value is {true}.",
        "vi": "{value} ≤ α: vòng lặp của đỉnh không tìm được gì tốt hơn cho Trắng so với cái đỉnh "
              "cha đã có, và các con bị bỏ qua chỉ có thể làm giá trị của đỉnh MIN nhỏ đi -- nên nó "
              "không lớn hơn {value}. Giá trị minimax của nó là {true}."},
    "practice_bound_why_least": {
        "en": "{value} ≥ β: the node was cut as soon as it reached β, and the children it left "
              "out could only raise a MAX node's value -- so it is at least {value}. Its minimax "
              "value is {true}.",
        "vi": "{value} ≥ β: đỉnh bị cắt tỉa ngay khi đạt tới β, và các con bị bỏ qua chỉ có thể "
              "làm giá trị của đỉnh MAX lớn lên -- nên nó không nhỏ hơn {value}. Giá trị minimax "
              "của nó là {true}."},
    # practice questions (gamelib.exercises.practice)
    "practice_placeholder": {"en": "your answer", "vi": "câu trả lời của bạn"},
    "practice_empty": {"en": "Write or choose an answer first.",
                       "vi": "Hãy viết hoặc chọn một câu trả lời trước."},
    "practice_saved": {"en": "kept in {file}", "vi": "đã lưu vào {file}"},
    "practice_right": {"en": "Right. {why}", "vi": "Đúng. {why}"},
    "practice_wrong": {"en": "Not quite: the answer is {answer}. {why}",
                       "vi": "Chưa đúng: đáp án là {answer}. {why}"},
    "practice_no_squares": {"en": "write squares separated by commas, e.g. d3, c4",
                            "vi": "hãy viết các ô, cách nhau bằng dấu phẩy, ví dụ d3, c4"},
    "practice_open_lines": {
        "en": "Value this position for X with the open-lines evaluation: the lines (rows, "
              "columns, diagonals) still open for X minus those still open for O.",
        "vi": "Tính giá trị thế cờ này cho X bằng hàm đánh giá số đường mở: số đường (hàng, cột, "
              "đường chéo) còn mở cho X trừ số đường còn mở cho O."},
    "practice_open_lines_why": {
        "en": "{x} lines have no O on them and {o} have no X: {x} − {o} = {value}.",
        "vi": "{x} đường không có O và {o} đường không có X: {x} − {o} = {value}."},
    "practice_dodgem_value": {
        "en": "Value this Dodgem position for White with the lecture's evaluation: each car's "
              "square value, plus the bonuses for blocking.",
        "vi": "Tính giá trị thế cờ Dodgem này cho Trắng bằng hàm đánh giá của bài giảng: giá trị "
              "ô của từng xe, cộng điểm cản."},
    "practice_dodgem_pieces": {"en": "{side}: {where} (sum {total})",
                               "vi": "{side}: {where} (tổng {total})"},
    "practice_dodgem_block": {"en": "{blocker} blocks {blocked} {kind}: {points}",
                              "vi": "{blocker} {kind} {blocked}: {points}"},
    "practice_direct": {"en": "directly", "vi": "cản trực tiếp"},
    "practice_indirect": {"en": "indirectly", "vi": "cản gián tiếp"},
    "practice_no_blocks": {"en": "no car blocks another", "vi": "không xe nào cản xe nào"},
    "practice_dodgem_value_why": {"en": "{pieces}; {blocks}. Value for White: {value}.",
                                  "vi": "{pieces}; {blocks}. Giá trị cho Trắng: {value}."},
    "practice_minimax_choice": {
        "en": "{side} to move. Which move does minimax choose, searching two plies deep with "
              "the lecture's evaluation?",
        "vi": "Đến lượt {side}. Minimax chọn nước nào khi tìm sâu hai nước với hàm đánh giá "
              "của bài giảng?"},
    "practice_minimax_choice_why": {
        "en": "After each move the opponent replies with the move worst for {side}; the values "
              "for {side} are {values}. Minimax takes the largest, {best}.",
        "vi": "Sau mỗi nước, đối thủ đáp lại bằng nước tệ nhất cho {side}; giá trị cho {side} "
              "là {values}. Minimax lấy giá trị lớn nhất, {best}."},
    "practice_step_pick": {"en": "take up square {cell}", "vi": "bốc ô {cell}"},
    "practice_step_sow": {"en": "sow into {cell}", "vi": "rải vào ô {cell}"},
    "practice_step_capture": {"en": "capture square {cell}", "vi": "ăn ô {cell}"},
    "practice_step_refill": {"en": "refill", "vi": "rải lại"},
    "practice_step_end": {"en": "the turn ends at {cell}", "vi": "hết lượt ở ô {cell}"},
    "practice_capture": {"en": "{side} plays {move}. How many dân (small stones) does the move "
                               "capture?",
                         "vi": "{side} đi {move}. Nước này ăn được bao nhiêu quân dân?"},
    "practice_capture_why": {"en": "Stone by stone: {steps} ({sown} stones sown in all); "
                                   "{captured} dân captured.",
                             "vi": "Từng viên một: {steps} (rải tất cả {sown} viên); ăn "
                                   "{captured} quân dân."},
    "practice_othello_count": {"en": "{side} to move. How many legal moves does {side} have?",
                               "vi": "Đến lượt {side}. {side} có bao nhiêu nước đi hợp lệ?"},
    "practice_othello_which": {"en": "Name every legal move of {side} (e.g. d3, c4).",
                               "vi": "Hãy kể mọi nước đi hợp lệ của {side} (ví dụ d3, c4)."},
    "practice_othello_moves_why": {
        "en": "A move must flip at least one line of the opponent's discs: {moves}.",
        "vi": "Một nước đi phải lật được ít nhất một hàng quân của đối thủ: {moves}."},
    "practice_othello_flips": {"en": "{side} plays {move}. How many discs does it flip?",
                               "vi": "{side} đi {move}. Nước này lật bao nhiêu quân?"},
    "practice_othello_flips_why": {"en": "It flips {discs}.", "vi": "Nước này lật {discs}."},
    "practice_caro_block": {
        "en": "O to move. X threatens to make five in a row next move: name every square "
              "where X would win at once (O must take it, and can stop only one).",
        "vi": "Đến lượt O. X dọa tạo năm quân liên tiếp ở nước sau: hãy kể mọi ô mà X đi vào "
              "là thắng ngay (O phải chiếm ô đó, và chỉ chặn được một ô)."},
    "practice_caro_block_why": {
        "en": "X wins at once on {squares}. One square: O blocks it. Two: X wins whatever O does "
              "-- the threat had to be stopped a move earlier, which a search that keeps only "
              "its top ten candidates may never see.",
        "vi": "X thắng ngay ở {squares}. Một ô: O chặn ô đó. Hai ô: X thắng dù O đi đâu -- lẽ "
              "ra phải chặn từ nước trước, điều mà một thuật toán chỉ giữ mười nước tốt nhất có "
              "thể không bao giờ thấy."},
    "practice_order_first": {
        "en": "MAX is at the root of a tree whose MIN children have these leaves: {leaves}. "
              "Which child should alpha-beta search first to cut the most?",
        "vi": "MAX ở gốc một cây mà các con MIN có các lá: {leaves}. Alpha-beta nên xét con nào "
              "trước để cắt tỉa được nhiều nhất?"},
    "practice_order_first_why": {
        "en": "The children's values (the smallest leaf of each) are {values}. Searching the "
              "best, {best}, first sets α = {best} at once, so every other child is cut as "
              "soon as one of its leaves is at most {best}.",
        "vi": "Giá trị các con (lá nhỏ nhất của mỗi con) là {values}. Xét con tốt nhất, {best}, "
              "trước thì α = {best} ngay lập tức, nên mỗi con khác bị cắt tỉa ngay khi gặp một lá "
              "không lớn hơn {best}."},
    "practice_minimal_tree": {
        "en": "A uniform tree has branching {b} and depth {d}. If every node searches its best "
              "child first, how many leaves does alpha-beta evaluate?",
        "vi": "Một cây đều có hệ số nhánh {b} và độ sâu {d}. Nếu mọi đỉnh đều xét con tốt nhất "
              "trước, alpha-beta đánh giá bao nhiêu lá?"},
    "practice_minimal_tree_why": {
        "en": "The minimal tree (Knuth and Moore): b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {value} leaves for "
              "b = {b}, d = {d}, against {b}^{d} without cuts.",
        "vi": "Cây tối thiểu (Knuth và Moore): b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {value} lá với b = {b}, "
              "d = {d}, so với {b}^{d} lá khi không cắt tỉa."},
    "practice_chance": {
        "en": "In the same tree Black now plays at random, each move equally likely: node {node} "
              "becomes a chance node with leaves {leaves}. What is it worth to expectimax (two "
              "decimals)?",
        "vi": "Trong cùng cây ấy, giờ Đen đi ngẫu nhiên, mọi nước có khả năng như nhau: đỉnh "
              "{node} thành đỉnh ngẫu nhiên với các lá {leaves}. Với expectimax nó có giá trị bao "
              "nhiêu (hai chữ số thập phân)?"},
    "practice_chance_why": {
        "en": "The average of its leaves: {sum} / {n} = {value} (minimax would take the smallest, "
              "{minimax}).",
        "vi": "Trung bình các lá: {sum} / {n} = {value} (minimax sẽ lấy lá nhỏ nhất, {minimax})."},
    "practice_elo_expected": {
        "en": "A bot rated {a} plays one rated {b}. What score per game does Elo expect of the "
              "first (a win 1, a draw 0.5)? Two decimals.",
        "vi": "Một bot có hệ số Elo {a} đấu với bot có hệ số {b}. Theo Elo, bot thứ nhất được kỳ "
              "vọng bao nhiêu điểm mỗi ván (thắng 1, hòa 0,5)? Hai chữ số thập phân."},
    "practice_elo_expected_why": {"en": "E = 1 / (1 + 10^((1400 − 1600)/400)) = {e}.",
                                  "vi": "E = 1 / (1 + 10^((1400 − 1600)/400)) = {e}."},
    "practice_elo_points": {"en": "The same two bots play {n} games. How many points does Elo "
                                  "expect the bot rated {a} to score?",
                            "vi": "Hai bot ấy đấu {n} ván. Theo Elo, bot có hệ số {a} được kỳ "
                                  "vọng bao nhiêu điểm?"},
    "practice_elo_points_why": {"en": "{e} a game × 20 games = {points} points.",
                                "vi": "{e} mỗi ván × 20 ván = {points} điểm."},
    "practice_elo_gap": {"en": "A bot scores {won} points in {n} games against another. About "
                               "how many Elo points stronger is it?",
                         "vi": "Một bot được {won} điểm sau {n} ván đấu với bot khác. Nó mạnh "
                               "hơn khoảng bao nhiêu điểm Elo?"},
    "practice_elo_gap_why": {"en": "A score of 0.75 a game: 400 · log10(0.75 / 0.25) ≈ {gap}.",
                             "vi": "Được 0,75 điểm mỗi ván: 400 · log10(0,75 / 0,25) ≈ {gap}."},
    # checking a student's own search (gamelib.exercises.search_checks)
    "check_root": {"en": "the root position", "vi": "thế cờ gốc"},
    "check_where": {"en": "the position after {moves}", "vi": "thế cờ sau các nước {moves}"},
    "check_where_unknown": {"en": "a position not reached from the root",
                            "vi": "một thế cờ không đi từ gốc tới"},
    "check_none_generated": {
        "en": "you generated no positions: a search looks at the moves, generating each "
              "position with game.successor",
        "vi": "bạn không sinh thế cờ nào: thuật toán tìm kiếm phải xét các nước đi, sinh từng "
              "thế cờ bằng game.successor"},
    "check_twice": {"en": "generated position {i}: you generated {where} a second time "
                          "(generate each child once and keep it)",
                    "vi": "thế cờ sinh thứ {i}: bạn sinh {where} lần thứ hai (mỗi con chỉ sinh "
                          "một lần rồi giữ lại)"},
    "check_too_deep": {"en": "generated position {i}: you generated {where}, deeper than depth "
                             "{depth} (at depth 0 return evaluate(position, me))",
                       "vi": "thế cờ sinh thứ {i}: bạn sinh {where}, sâu hơn độ sâu {depth} "
                             "(ở độ sâu 0 hãy trả về evaluate(thế cờ, me))"},
    "check_after_end": {"en": "generated position {i}: you generated {where}, but the game is "
                              "over at {parent} (a finished game is a leaf: return "
                              "evaluate(position, me))",
                        "vi": "thế cờ sinh thứ {i}: bạn sinh {where}, nhưng ván cờ đã kết thúc "
                              "tại {parent} (ván đã kết thúc là lá: trả về evaluate(thế cờ, me))"},
    "check_missing_cut": {
        "en": "generated position {i}: you generated {where}, where alpha-beta has already cut: "
              "at {parent} α = {alpha} ≥ β = {beta}, so its remaining moves are not looked at (a "
              "cut is missing, or α and β were not passed down)",
        "vi": "thế cờ sinh thứ {i}: bạn sinh {where}, nơi alpha-beta đã cắt tỉa: tại {parent} "
              "α = {alpha} ≥ β = {beta}, nên các nước còn lại không được xét (thiếu một nhát "
              "cắt, hoặc α và β không được truyền xuống)"},
    "check_cut_early": {
        "en": "generated position {i}: alpha-beta generates {where} next, but you skipped it: "
              "there α = {alpha} < β = {beta} still, so the loop goes on (a cut too early: cut "
              "only when α ≥ β)",
        "vi": "thế cờ sinh thứ {i}: alpha-beta sinh tiếp {where}, nhưng bạn bỏ qua: ở đó vẫn "
              "còn α = {alpha} < β = {beta}, nên vòng lặp phải tiếp tục (cắt quá sớm: chỉ cắt "
              "khi α ≥ β)"},
    "check_skipped": {
        "en": "generated position {i}: {algorithm} generates {where} next, but you skipped it "
              "({algorithm} looks at every move down to the depth limit)",
        "vi": "thế cờ sinh thứ {i}: {algorithm} sinh tiếp {where}, nhưng bạn bỏ qua ({algorithm} "
              "xét mọi nước đi cho tới giới hạn độ sâu)"},
    "check_wrong_value": {
        "en": "wrong value: {algorithm} gives {value} for the player to move",
        "vi": "sai giá trị: {algorithm} cho {value} với người đang đến lượt"},
    "check_order": {
        "en": "generated position {i}: at {parent} you took {got} before {expected}; take the "
              "moves in game.legal_actions order",
        "vi": "thế cờ sinh thứ {i}: tại {parent} bạn xét {got} trước {expected}; hãy xét các "
              "nước theo thứ tự của game.legal_actions"},
    "check_eager": {
        "en": "generated position {i}: you generated {where} before searching {previous}; "
              "generate each child just before you search it, as MaxVal and MinVal do (alpha-beta "
              "may never need the later ones)",
        "vi": "thế cờ sinh thứ {i}: bạn sinh {where} trước khi xét {previous}; hãy sinh mỗi con "
              "ngay trước khi xét nó, như MaxVal và MinVal (alpha-beta có thể không bao giờ cần "
              "đến các con sau)"},
    "check_extra": {"en": "generated position {i}: you generated {where}, which the lecture's "
                          "algorithm does not generate here",
                    "vi": "thế cờ sinh thứ {i}: bạn sinh {where}, thế cờ mà thuật toán của bài "
                          "giảng không sinh ở đây"},
    "check_value_only": {"en": "the positions you generated are right: check what you return "
                               "and whose side evaluate(position, me) takes",
                         "vi": "các thế cờ bạn sinh đều đúng: hãy kiểm tra giá trị trả về và "
                               "evaluate(thế cờ, me) đánh giá cho bên nào"},
    "check_right_value_but": {"en": "right value, but {why}", "vi": "đúng giá trị, nhưng {why}"},
    "check_refused": {
        "en": "refused: your function calls {name} -- write the search yourself, with "
              "game.legal_actions, game.successor and evaluate",
        "vi": "bị từ chối: hàm của bạn gọi {name} -- hãy tự viết thuật toán tìm kiếm, với "
              "game.legal_actions, game.successor và evaluate"},
    # report 000's worked example (§3.4): what reading it exactly takes
    "report000_note_1": {"en": 'Every printed array is written from the side to move (its squares are 7-11) and turned round after each move; read that way, all 20 nodes and their scores come out exactly.',
                          "vi": 'Mỗi mảng in trong báo cáo được viết theo bên đến lượt đi (các ô của bên đó là 7-11) và được xoay lại sau mỗi nước; đọc theo cách đó, cả 20 đỉnh cùng điểm của chúng đều khớp chính xác.'},
    "report000_note_2": {"en": '§3.2.2 says the computer plays squares 1-5; in the example it plays the squares at 7-11.',
                          "vi": 'Mục 3.2.2 nói máy đi các ô 1-5; trong ví dụ máy đi các ô ở vị trí 7-11.'},
    "report000_note_3": {"en": "The root has exactly two moves: only one of the mover's squares (9 stones) is not empty.",
                          "vi": 'Gốc có đúng hai nước đi: trong các ô của bên đi chỉ có một ô (9 quân) không trống.'},
    "report000_note_4": {"en": 'Node 1.7 is printed with 13 numbers; the first 12 are the board.',
                          "vi": 'Đỉnh 1.7 được in với 13 số; 12 số đầu là bàn cờ.'},
    "report000_note_5": {"en": "Nodes 2.6-2.9 print f = 0 - 5 = -5, but their scores are d(0, 0), so f = 0; the report's own conclusion (node 2's worst case is -3) agrees with the scores, not with those values.",
                          "vi": 'Các đỉnh 2.6-2.9 in f = 0 - 5 = -5, nhưng điểm của chúng là d(0, 0), nên f = 0; chính kết luận của báo cáo (trường hợp xấu nhất của đỉnh 2 là -3) khớp với điểm, không khớp với các giá trị đó.'},
    "report000_note_6": {"en": 'Node 2.1 prints f = 0 - 0 = -0 and node 2.10 f = 0 - = 0: slips of the pen.',
                          "vi": 'Đỉnh 2.1 in f = 0 - 0 = -0 và đỉnh 2.10 in f = 0 - = 0: lỗi viết nhầm.'},
    "report000_note_7": {"en": '§3.3.1 writes vitri_keke = vitri_ke + 1; read literally that looks one cell to the right whatever the direction. §3.3.4 writes contro2 = contro1 + chieu, which is what reproduces the example.',
                          "vi": 'Mục 3.3.1 viết vitri_keke = vitri_ke + 1; đọc đúng từng chữ thì luôn xét ô bên phải, bất kể chiều rải. Mục 3.3.4 viết contro2 = contro1 + chieu, và chính cách này tái tạo được ví dụ.'},
    "report000_note_8": {"en": 'Both readings of a quan cell after the last stone (the turn ends only if it holds stones, or always) give the same nodes here.',
                          "vi": 'Cả hai cách hiểu về ô quan sau quân cuối cùng (chỉ hết lượt khi ô có quân, hoặc luôn hết lượt) đều cho cùng các đỉnh ở đây.'},
    "report000_note_9": {"en": 'The moves are listed square by square from the far end (11 down to 7 in the printed frame), clockwise before anticlockwise.',
                          "vi": 'Các nước được liệt kê từng ô một từ đầu xa (từ 11 xuống 7 trong khung in), theo chiều kim đồng hồ trước rồi mới ngược chiều kim đồng hồ.'},
}


#: players as Vietnamese names them (the lecture's Trắng and Đen; X, O, A, B stay as they are)
PLAYER_WORDS = {"vi": {"BLACK": "Đen", "WHITE": "Trắng", "Black": "Đen", "White": "Trắng"}}


def player_word(player: object, lang: str | None = None) -> str:
    """A player's name in ``lang``: ``player_word("WHITE", "vi") == "Trắng"``."""
    return PLAYER_WORDS.get(lang or current_language(), {}).get(str(player), str(player))


def side_words(maximizing: bool, lang: str | None = None, game: object = None,
               state: object = None) -> str:
    """How a node's side is named: MAX or MIN, with the lecture's đỉnh Trắng / đỉnh Đen on its
    own trees, or with whose turn it is in a real game.

    >>> side_words(True, "vi"), side_words(False, "en")
    ('MAX, đỉnh Trắng', 'MIN')
    """
    side = text("MAX" if maximizing else "MIN", lang)
    if game is None or state is None or getattr(game, "states_are_names", False):
        return text("lecture_MAX" if maximizing else "lecture_MIN", lang)
    return text("side_to_move", lang, side=side, player=player_word(game.to_move(state), lang))


def text(key: str, lang: str | None = None, **fields: object) -> str:
    """The catalogue entry ``key`` in ``lang`` (default: the current language), with ``fields``
    filled in."""
    lang = lang or current_language()
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    try:
        entry = CATALOGUE[key]
    except KeyError:
        raise KeyError(f"no catalogue entry {key!r}") from None
    return entry[lang].format(**fields)


def tr(phrase: str, lang: str | None = None, **fields: object) -> str:
    """A widget's word or short phrase, given in English, in ``lang`` (default: the current
    language); ``fields`` fill its ``{placeholders}``.

    >>> tr("{n} / {total} {what}", "vi", n=3, total=10, what=tr("games", "vi"))
    '3 / 10 ván'
    """
    lang = lang or current_language()
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; choose one of {', '.join(LANGUAGES)}")
    if phrase not in PHRASES:
        raise KeyError(f"no catalogue entry for the phrase {phrase!r}: add it to gamelib.i18n.PHRASES")
    words = phrase if lang == "en" else PHRASES[phrase]
    return words.format(**fields) if fields else words


def label(words: str, lang: str | None = None) -> str:
    """A name that comes with data -- a player, a series, an axis: in Vietnamese when the
    catalogue has it (``label("best first", "vi") == "tốt nhất trước"``), as it is otherwise
    (``label("alphabeta:3", "vi") == "alphabeta:3"``)."""
    lang = lang or current_language()
    return PHRASES.get(words, words) if lang == "vi" else words


#: the widgets' words: English wording -> Vietnamese
PHRASES: dict[str, str] = {
    'WHITE': 'Trắng',
    'BLACK': 'Đen',
    'games, first run': 'số ván, lần chạy đầu',
    'games, run again': 'số ván, khi chạy lại',
    'lines in the log': 'số dòng trong tệp nhật ký',
    'how it ended': 'ván kết thúc vì',
    'raised an exception': 'gây lỗi ngoại lệ',
    'ran out of time': 'hết thời gian',
    'crashed': 'bị sập',
    'used more memory than allowed': 'dùng quá bộ nhớ cho phép',
    'closed its connection': 'tự đóng kết nối',
    'answered something that is not a move': 'trả lời một thứ không phải nước đi',
    'played an illegal move': 'đi một nước không hợp lệ',
    'could not be loaded': 'không nạp được',
    'exited during the game': 'tự thoát giữa ván',
    'both bots failed to load: each loses': 'cả hai bot đều không nạp được: cả hai cùng thua',
    '{player} ({side}) forfeits: {why}': '{player} ({side}) bị xử thua: {why}',
    '{player} ({side}) answered NULL: surrenders': '{player} ({side}) trả lời NULL: đầu hàng',
    '{side} holds all five victory cells': '{side} chiếm cả năm ô chiến thắng',
    'discs {score} and victory cells equal: a draw': 'số quân {score} và số ô chiến thắng bằng nhau: hoà',
    'discs {score}; {side} holds more victory cells': 'số quân {score}; {side} chiếm nhiều ô chiến thắng hơn',
    'discs {score}; {side} has more': 'số quân {score}; {side} nhiều quân hơn',
    'forfeit': 'xử thua',
    'surrender': 'đầu hàng',
    'victory-cells': 'ô chiến thắng',
    'more-discs': 'nhiều quân hơn',
    'tie-break': 'phân định bằng ô chiến thắng',
    'white': 'bảng ô của Trắng',
    'black': 'bảng ô của Đen',
    'block_direct': 'cản trực tiếp (block_direct)',
    'block_indirect': 'cản gián tiếp (block_indirect)',
    'off_value': 'đưa quân ra (off_value)',
    'squares': 'trọng số các ô',
    'potential_mobility': 'độ cơ động tiềm năng (potential_mobility)',
    'stability': 'quân ổn định (stability)',
    'discs_late': 'số quân cuối ván (discs_late)',
    'victory_cells': 'ô chiến thắng (victory_cells)',
    'weights': 'trọng số (weights)',
    'board_weight': 'trọng số quân trên bàn (board_weight)',
    'quan_bonus': 'thưởng quan (quan_bonus)',
    '{name} (0..{last} stones)': '{name} (0..{last} quân)',
    'Dodgem 3×3: square values (rows from the top) and blocking bonuses; alpha-beta to depth 3': 'Dodgem 3×3: giá trị các ô (hàng trên cùng trước) và điểm thưởng cản; alpha-beta tới độ sâu 3',
    "Othello: the engine's square weights (row 1 first) and terms; engine to depth 2": 'Cờ lật: trọng số ô của chương trình (hàng 1 trước) và các số hạng; chương trình tìm tới độ sâu 2',
    'Caro 11×11: the value of a five-square window holding 0..5 stones of one side; engine to depth 2': 'Caro 11×11: giá trị của một cửa sổ năm ô chứa 0..5 quân của một bên; chương trình tìm tới độ sâu 2',
    "Ô ăn quan: points difference plus board_weight per stone on one's squares plus quan_bonus per quan on the board; alpha-beta to depth 3": 'Ô ăn quan: hiệu số điểm, cộng board_weight cho mỗi quân trên các ô của mình, cộng quan_bonus cho mỗi quan còn trên bàn; alpha-beta tới độ sâu 3',
    'Knuth-Moore minimum': 'cực tiểu Knuth-Moore',
    'effective branching factor b*': 'hệ số nhánh hiệu dụng b*',
    'visits': 'số lượt thăm',
    'mean result': 'kết quả trung bình',
    'freestyle': 'tự do',
    'exact': 'đúng năm',
    'caro': 'caro',
    'X plays g3 to complete c3–g3, O on b3 and h3': 'X đi g3 để hoàn thành c3–g3, O ở b3 và h3',
    'square': 'ô',
    'attack': 'tấn công',
    'defence': 'phòng thủ',
    'attack level': 'mức tấn công',
    'defence level': 'mức phòng thủ',
    'total': 'tổng',
    'O plays': 'O đi',
    'why': 'lý do',
    'wins at once': 'thắng ngay',
    'blocks a win': 'chặn một nước thắng',
    'the only candidate': 'nước ứng viên duy nhất',
    'search to depth {depth}': 'tìm kiếm tới độ sâu {depth}',
    'four on the edge (a5-a8), O on a4': 'bốn quân ở mép (a5-a8), O ở a4',
    'four in the centre (h5-h8), O on h4': 'bốn quân ở giữa (h5-h8), O ở h4',
    'four down from the corner (a1-a4)': 'bốn quân dọc từ góc (a1-a4)',
    'four across from the corner (a1-d4)': 'bốn quân chéo từ góc (a1-d4)',
    'start: {moves}': 'ban đầu: {moves}',
    'after {move}: {moves}': 'sau {move}: {moves}',
    'move sequences (perft)': 'số chuỗi nước đi (perft)',
    'move chosen': 'nước được chọn',
    'depth reached': 'độ sâu đạt được',
    'corner squares worth 0': 'ô góc giá trị 0',
    'no corners at all': 'bỏ hẳn góc',
    'Edited evaluations against the default, 200 games each': 'Các hàm đánh giá đã sửa đấu với hàm mặc định, mỗi hàm 200 ván',
    'Black': 'Đen',
    'White': 'Trắng',
    'weak engine': 'chương trình yếu',
    'medium engine': 'chương trình trung bình',
    'victory cells': 'ô chiến thắng',
    "Black's discs": 'số quân Đen',
    "White's discs": 'số quân Trắng',
    'the corrected move': 'nước của bản đã sửa',
    'another move as good': 'nước khác tốt ngang',
    'a worse move': 'nước kém hơn',
    'moves chosen in 100 random positions': 'nước được chọn trong 100 thế cờ ngẫu nhiên',
    'level 1 (greedy)': 'mức 1 (tham lam)',
    'level 2 (minimax d=2)': 'mức 2 (minimax d=2)',
    'level 3 (alpha-beta d={depth})': 'mức 3 (alpha-beta d={depth})',
    'strong ({seconds} s a move)': 'mạnh ({seconds} giây mỗi nước)',
    'cells': 'các ô',
    'quan still on the board': 'quan còn trên bàn',
    'points of A': 'điểm của A',
    'points of B': 'điểm của B',
    'to move': 'lượt đi',
    'level': 'mức',
    'equal': 'ngang giá trị',
    'worse': 'tệ hơn',
    'level 2 as written': 'mức 2 như báo cáo viết',
    'level 3 as written': 'mức 3 như báo cáo viết',
    'value at the root': 'giá trị ở gốc',
    'node chosen': 'đỉnh được chọn',
    '(not printed)': '(không in)',
    'The last move, stone by stone': 'Nước vừa đi, từng quân một',
    'lecture': 'bài giảng',
    'vout': 'Vout',
    'the report says': 'báo cáo ghi',
    'evaluation 1 for White': 'hàm đánh giá 1 cho Trắng',
    'evaluation 1 for Black': 'hàm đánh giá 1 cho Đen',
    'alpha-beta, depth 10': 'alpha-beta, độ sâu 10',
    'wins': 'thắng',
    'draws': 'hoà',
    'losses': 'thua',
    "evaluation 2's games against evaluation 1": 'các ván của hàm đánh giá 2 với hàm đánh giá 1',
    'first to move': 'bên đi trước',
    'moves to the end': 'số nước đến hết ván',
    'positions': 'số thế cờ',
    'winning first moves': 'nước đầu để thắng',
    'lecture: {lecture}, gamelib: {ours}': 'bài giảng: {lecture}, gamelib: {ours}',
    "Black's move": 'nước của Đen',
    'evaluation 1': 'hàm đánh giá 1',
    'evaluation 2': 'hàm đánh giá 2',
    'direct block +40 (the lecture)': 'cản trực tiếp +40 (bài giảng)',
    'direct block +60': 'cản trực tiếp +60',
    "open lines, X's minus O's: {value}": 'số đường mở của X trừ của O: {value}',
    '{side} pieces: {where} (sum {total})': 'Quân {side}: {where} (tổng {total})',
    'none on the board': 'không còn quân trên bàn',
    '{blocker} {at} blocks {blocked} directly: {points}': '{blocker} {at} cản trực tiếp {blocked}: {points}',
    '{blocker} {at} blocks {blocked} indirectly: {points}': '{blocker} {at} cản gián tiếp {blocked}: {points}',
    'taken off: White {white} × {plus}, Black {black} × {minus}': 'đã ra khỏi bàn: Trắng {white} × {plus}, Đen {black} × {minus}',
    'the game is over: ±{win}': 'ván cờ đã kết thúc: ±{win}',
    'value for White = {total}': 'giá trị cho Trắng = {total}',
    'root': 'gốc',
    'White (MAX)': 'Trắng (MAX)',
    'Black (MIN)': 'Đen (MIN)',
    'minimax value of every node': 'giá trị minimax của mọi đỉnh',
    "the lecture's piece values": 'giá trị các quân theo bài giảng',
    'pawn': 'tốt',
    'knight': 'mã',
    'bishop': 'tượng',
    'rook': 'xe',
    'queen': 'hậu',
    'value with k = 5': 'giá trị khi k = 5',
    'value with k = 10': 'giá trị khi k = 10',
    "children in the lecture's order": 'các con theo thứ tự của bài giảng',
    'children in reverse order': 'các con theo thứ tự ngược lại',
    'negamax, White (MAX) at the root': 'negamax, Trắng (MAX) ở gốc',
    'negamax, Black (MIN) at the root': 'negamax, Đen (MIN) ở gốc',
    'search': 'thuật toán',
    'value': 'giá trị',
    'best move': 'nước tốt nhất',
    'evaluations': 'số lần đánh giá',
    'cut-offs': 'số lần cắt tỉa',
    'table hits': 'số lần tra bảng',
    'yes': 'có',
    'no': 'không',
    'win': 'thắng',
    ' (exact)': ' (chính xác)',
    ', {cutoffs} cut-offs': ', {cutoffs} lần cắt tỉa',
    '002 §4.2.1 (Examples 1 and 2, Figures 4.4–4.6); 003 §3.1–3.2 (evaluations 1 and 2)': '002 mục 4.2.1 (Ví dụ 1 và 2, Hình 4.4–4.6); 003 mục 3.1–3.2 (hàm đánh giá 1 và 2)',
    '002 §4.2.2 (Figures 4.7 and 4.8, both tables); 000 §3.1.2 (negamax form)': '002 mục 4.2.2 (Hình 4.7 và 4.8, cả hai bảng); 000 mục 3.1.2 (dạng negamax)',
    '003 (rules, MaxVal/MinVal, evaluations, depth 10); 002 §4.1 (Figure 4.2)': '003 (luật chơi, MaxVal/MinVal, hàm đánh giá, độ sâu 10); 002 mục 4.1 (Hình 4.2)',
    '95% interval': 'khoảng tin cậy 95%',
    '; you generate fewer positions than alpha-beta: something is cut too early': '; bạn sinh ít thế cờ hơn alpha-beta: có chỗ bị cắt quá sớm',
    '<b>{black}</b> (black, {black_discs}) against <b>{white}</b> (white, {white_discs}) — move {k} of {n}': '<b>{black}</b> (Đen, {black_discs}) đấu <b>{white}</b> (Trắng, {white_discs}) — nước {k} / {n}',
    'A person is to move: click the board.': 'Đến lượt người chơi: hãy bấm vào bàn cờ.',
    'AI move': 'Máy đi',
    'all {n} positions right': 'đúng cả {n} thế cờ',
    'Alpha-beta': 'Alpha-beta',
    'alpha-beta': 'alpha-beta',
    'Alpha-beta (traced)': 'Alpha-beta (có ghi vết)',
    'alpha-beta + table': 'alpha-beta + bảng chuyển vị',
    'Alpha-beta on Figure 4.8, Black (MIN) at the root': 'Alpha-beta trên Hình 4.8, Đen (MIN) ở gốc',
    'Alpha-beta on Figure 4.8, White (MAX) at the root': 'Alpha-beta trên Hình 4.8, Trắng (MAX) ở gốc',
    'Alpha-beta on uniform random trees, b = 3': 'Alpha-beta trên cây ngẫu nhiên đều, b = 3',
    'alpha-beta, ordered': 'alpha-beta, có sắp xếp',
    'Alpha-beta, two plies': 'Alpha-beta, hai nước',
    'anticlockwise ↺': 'ngược chiều kim đồng hồ ↺',
    'as written': 'như mã đã viết',
    'as written stops five': 'mã đã viết chặn được năm',
    'best first': 'tốt nhất trước',
    'best move first': 'nước tốt nhất trước',
    'Black pieces (Đen)': 'quân Đen',
    'blocking bonus doubled': 'thưởng cản gấp đôi',
    'board size': 'kích thước bàn cờ',
    'candidates': 'số ứng viên',
    'captures cell {cell}: +{gained}': 'ăn ô {cell}: +{gained}',
    'cell must be a string, got {kind}': 'cell phải là một chuỗi, nhưng nhận được {kind}',
    'cell must have 8 lines (row 1 to row 8), got {n}': 'cell phải có 8 dòng (hàng 1 tới hàng 8), nhận được {n}',
    'Chapter III: alpha-beta, move ordering and the top-10 cut, evaluate(), winning_situation()': 'Chương III: alpha-beta, sắp xếp nước đi và giữ 10 nước tốt nhất, evaluate(), winning_situation()',
    'clockwise ↻': 'theo chiều kim đồng hồ ↻',
    'compiled (numba)': 'đã biên dịch (numba)',
    'Course assignment: Cờ lật (Othello / Reversi) and its victory-cells variant': 'Đồ án môn học: Cờ lật (Othello / Reversi) và biến thể ô chiến thắng',
    'course: no move ends the game': 'môn học: hết nước đi là hết ván',
    'default weights': 'trọng số mặc định',
    'depth': 'độ sâu',
    'depth d': 'độ sâu d',
    'depth {depth}{exact}, value {value}, {nodes} nodes in {seconds} s': 'độ sâu {depth}{exact}, giá trị {value}, {nodes} đỉnh trong {seconds} giây',
    'Document': 'Tài liệu',
    'Dodgem 3×3 from the start': 'Dodgem 3×3 từ đầu ván',
    'Dodgem 3×3, lecture rule: evaluation 2 against evaluation 1': 'Dodgem 3×3, luật bài giảng: hàm đánh giá 2 đấu với hàm đánh giá 1',
    'Dodgem 3×3: score of the row player': 'Dodgem 3×3: điểm của người chơi ở hàng',
    'Dodgem 3×3: two plies from the start (Black moves first)': 'Dodgem 3×3: hai nước từ đầu ván (Đen đi trước)',
    'Dodgem: edited blocking bonuses, 20 games each': 'Dodgem: điểm thưởng cản đã sửa, mỗi loại 20 ván',
    'draw': 'hoà',
    'Draw.': 'Hoà.',
    'drops a stone in {cell} ({hand} left)': 'thả một quân vào ô {cell} (còn {hand} quân trên tay)',
    'edited against unchanged: +{wins} ={draws} -{losses} in {games} games, score {score} (95% {low}-{high})': 'bản đã sửa đấu bản gốc: thắng {wins}, hoà {draws}, thua {losses} trong {games} ván, điểm {score} (95%: {low}–{high})',
    'edited evaluation, series by series': 'hàm đánh giá đã sửa, theo từng loạt ván',
    'Elo': 'Elo',
    'Engine': 'Chương trình mạnh',
    'engine evaluation': 'hàm đánh giá của máy',
    'engine seconds a move': 'giây mỗi nước (máy)',
    'evaluation': 'hàm đánh giá',
    'evaluation 1 (lecture)': 'hàm đánh giá 1 (bài giảng)',
    'evaluation 2 (report 003)': 'hàm đánh giá 2 (báo cáo 003)',
    'every term in Vietnamese and English, and where the lecture uses it': 'mọi thuật ngữ bằng tiếng Việt và tiếng Anh, và chỗ bài giảng dùng nó',
    'expected': 'đáp án',
    'f': 'f',
    'FFO #40, Black to move': 'FFO số 40, Đen đi',
    'FFO #40: Black plays {move} and wins by {margin} discs ({nodes} positions searched)': 'FFO số 40: Đen đi {move} và thắng {margin} quân ({nodes} thế cờ đã duyệt)',
    'Figure 4.3 after minimax: a = 2': 'Hình 4.3 sau minimax: a = 2',
    'Figure 4.3 before the search': 'Hình 4.3 trước khi tìm kiếm',
    'Figure 4.7: the subtree under a is never searched': 'Hình 4.7: cây con dưới a không bao giờ được tìm kiếm',
    'Figure 4.8 (rebuilt), before the search': 'Hình 4.8 (dựng lại), trước khi tìm kiếm',
    'Figure 4.8, White at the root: value 10': 'Hình 4.8, Trắng ở gốc: giá trị 10',
    'file': 'tệp',
    'Finished games': 'Các ván đã xong',
    'first': 'đi trước',
    'first step': 'bước đầu',
    'flips the most discs now, never looking ahead: easy to beat': 'lật nhiều quân nhất ngay bây giờ, không nhìn trước: dễ thắng',
    'forfeits:': 'xử thua:',
    'game': 'ván',
    'gamelib board': 'bàn chơi theo gamelib',
    'gamelib d': 'd theo gamelib',
    'games': 'ván',
    'Greedy': 'Tham lam',
    'Heat map': 'Bản đồ nhiệt',
    'Human': 'Người',
    'improved': 'bản đã sửa',
    'improved stops five': 'bản đã sửa chặn được năm',
    'In English': 'Tiếng Anh',
    "It is not a person's turn to move.": 'Chưa đến lượt người chơi.',
    'iterative deepening': 'tìm kiếm sâu dần',
    'Key': 'Mã',
    'Knuth-Moore': 'Knuth–Moore',
    'last search: value {value}, {nodes} nodes': 'lần tìm kiếm cuối: giá trị {value}, {nodes} đỉnh',
    'last step': 'bước cuối',
    'leaves evaluated': 'số lá được đánh giá',
    'Lecture notes, chapter 4: Tìm kiếm có đối thủ (adversarial search)': 'Bài giảng, chương 4: Tìm kiếm có đối thủ',
    'lecture: stuck side loses': 'bài giảng: bên bị kẹt thua',
    'Lesson': 'Bài học',
    'Level 1': 'Mức 1',
    'Level 2': 'Mức 2',
    'Level 2 as written': 'Mức 2 như báo cáo viết',
    'level 2 exactly as the report writes it, slip included: it always plays its last non-empty square': 'mức 2 đúng như báo cáo viết, kể cả chỗ sơ suất: luôn đi ô không trống cuối cùng của nó',
    'Level 3': 'Mức 3',
    "level 3 as the report's code plays: looks {depth} moves ahead, then takes the first move it saw reach that value, often not the best": 'mức 3 như mã của báo cáo chơi: nhìn trước {depth} nước, rồi chọn nước đầu tiên nó thấy đạt giá trị ấy, thường không phải nước tốt nhất',
    'Level 3 as written': 'Mức 3 như báo cáo viết',
    'Load': 'Mở',
    'loaded {path}': 'đã mở {path}',
    'looks 2 moves ahead: a beginner can beat it': 'nhìn trước 2 nước: người mới chơi cũng thắng được',
    'looks 4 moves ahead and plays the whole endgame exactly: a fair fight': 'nhìn trước 4 nước và chơi chính xác cả phần tàn cuộc: một trận cân sức',
    'looks as far as it can in a fraction of a second a move, trying captures first: hard to beat': 'nhìn xa hết mức có thể trong một phần giây mỗi nước, thử các nước ăn quân trước: khó thắng',
    'looks {depth} moves ahead (every move, no pruning); deeper is stronger and slower': 'nhìn trước {depth} nước (xét mọi nước, không cắt tỉa); càng sâu càng mạnh và càng chậm',
    'looks {depth} moves ahead, pruning what cannot matter; deeper is stronger': 'nhìn trước {depth} nước, cắt bỏ những gì không ảnh hưởng; càng sâu càng mạnh',
    'matches, round robins with Elo, parallel and resumable runs; editing evaluations': 'trận đấu, giải vòng tròn với hệ số Elo, chạy song song và chạy tiếp được; sửa hàm đánh giá',
    'MCTS after 3000 playouts (visits, mean result)': 'MCTS sau 3000 ván chơi thử (số lượt thăm, kết quả trung bình)',
    'MCTS with more playouts': 'MCTS với nhiều ván chơi thử hơn',
    'Medium engine': 'Chương trình trung bình',
    'Minimax': 'Minimax',
    'minimax': 'minimax',
    'Minimax on Figure 4.3': 'Minimax trên Hình 4.3',
    'move': 'nước',
    'moves': 'số nước',
    'New game': 'Ván mới',
    'next step': 'bước sau',
    'no blocking bonus': 'không thưởng cản',
    'no mobility': 'bỏ độ cơ động',
    'No move yet.': 'Chưa có nước đi nào.',
    'No search yet: let a minimax or alpha-beta player move first.': 'Chưa có lần tìm kiếm nào: hãy để một người chơi minimax hoặc alpha-beta đi trước.',
    'node': 'đỉnh',
    'nodes visited': 'số đỉnh đã xét',
    'nodes visited (mean)': 'số đỉnh đã xét (trung bình)',
    'not written yet -- fill in the starter cell and run it again': 'chưa viết -- hãy điền vào ô mẫu và chạy lại',
    'Notebook': 'Sổ tay',
    'open lines': 'số đường còn mở',
    'Othello, alpha-beta two plies deep (engine evaluation)': 'Cờ lật, alpha-beta sâu hai nước (hàm đánh giá của chương trình)',
    'Pass': 'Bỏ lượt',
    'path to the current node: {kept} of {total} nodes': 'đường tới đỉnh hiện tại: {kept} trên {total} đỉnh',
    'Perfect': 'Hoàn hảo',
    'plain Python': 'Python thuần',
    'play': 'chạy',
    'Play out': 'Chơi tới hết',
    'Play series': 'Chơi loạt ván',
    'played': 'đã chơi',
    'player': 'người chơi',
    'playouts': 'số ván chơi thử',
    'plays any legal move at random: easy to beat': 'đi ngẫu nhiên một nước hợp lệ bất kỳ: dễ thắng',
    'plays from the solved game: it never loses': 'chơi theo lời giải của trò chơi: không bao giờ thua',
    'points': 'điểm',
    'points difference (report)': 'hiệu số điểm (báo cáo)',
    'position': 'thế cờ',
    'positions generated (expected / yours)': 'số thế cờ đã sinh (đáp án / của bạn)',
    'published': 'đã công bố',
    'window (α, β) on entry': 'cửa sổ (α, β) khi vào',
    'side': 'loại đỉnh',
    'against the best replies': 'trước các nước đáp tốt nhất',
    'against a random opponent': 'trước đối thủ đi ngẫu nhiên',
    'Expectimax on Figure 4.8: Black at random': 'Expectimax trên Hình 4.8: Đen đi ngẫu nhiên',
    'White (MAX) at the root': 'Trắng (MAX) ở gốc',
    'Black (MIN) at the root': 'Đen (MIN) ở gốc',
    'alpha-beta returned': 'alpha-beta trả về',
    'so its minimax value is': 'nên giá trị minimax của nó',
    'minimax value': 'giá trị minimax',
    'not searched yet': 'chưa được xét',
    'value {value}': 'giá trị {value}',
    'pruned: never searched': 'bị cắt tỉa: không bao giờ được xét',
    'random (seed {seed})': 'ngẫu nhiên (seed {seed})',
    'from': 'nguồn',
    'positions searched': 'số thế cờ đã duyệt',
    'previous step': 'bước trước',
    'printed board': 'bàn chơi in trong báo cáo',
    'printed d(người, máy)': 'd(người, máy) in trong báo cáo',
    'printed f': 'f in trong báo cáo',
    'puts one dân on each empty square': 'đặt một quân dân vào mỗi ô trống',
    'PVS, ordered': 'PVS, có sắp xếp',
    'Random': 'Ngẫu nhiên',
    'random order': 'thứ tự ngẫu nhiên',
    'Random trees, 3 children per node': 'Cây ngẫu nhiên, mỗi đỉnh 3 đỉnh con',
    'Redo': 'Làm lại',
    "Report 000 §3.4: minimax to depth 2 (values: B's points minus A's)": 'Báo cáo 000 mục 3.4: minimax tới độ sâu 2 (giá trị: điểm của B trừ điểm của A)',
    'report 004': 'báo cáo 004',
    "report 004's AI exactly as its code plays: alpha-beta {depth} moves ahead over its ten best-looking squares, but its deeper positions are all valued alike, so it plays its best-looking square": 'AI của báo cáo 004 đúng như mã của nó chơi: alpha-beta nhìn trước {depth} nước trên mười ô trông tốt nhất, nhưng các thế cờ sâu hơn đều được đánh giá như nhau, nên nó đi ô trông tốt nhất',
    "report 004's AI with its search mended: {depth} moves ahead, sees fives and values positions properly": 'AI của báo cáo 004 với phần tìm kiếm đã sửa: nhìn trước {depth} nước, nhận ra năm quân liên tiếp và đánh giá thế cờ đúng cách',
    "report 004's evaluate() for O": 'evaluate() của báo cáo 004 cho O',
    "report 004's evaluate() for {side}": 'evaluate() của báo cáo 004 cho {side}',
    'Report AI': 'AI của báo cáo',
    'Report AI, improved': 'AI của báo cáo, đã sửa',
    'Reset': 'Đặt lại',
    'right': 'đúng',
    "right value, but alpha-beta in this move order generates only {n} positions: a cut is missing (stop a node's loop as soon as α ≥ β)": 'đúng giá trị, nhưng alpha-beta với thứ tự nước đi này chỉ sinh {n} thế cờ: thiếu một nhát cắt (dừng vòng lặp của một đỉnh ngay khi α ≥ β)',
    'right value, but plain minimax generates exactly {n} positions here: check the depth limit and terminal positions': 'đúng giá trị, nhưng minimax thuần sinh đúng {n} thế cờ ở đây: hãy kiểm tra giới hạn độ sâu và các thế cờ kết thúc',
    'row {row} of cell must have 8 symbols separated by spaces, got {n}: {line}': 'hàng {row} của cell phải có 8 ký hiệu cách nhau bởi dấu cách, nhận được {n}: {line}',
    'row {row}, column {column} of cell is {symbol}; allowed symbols are E (empty), B (black) and W (white)': 'ô ở hàng {row}, cột {column} của cell là {symbol}; các ký hiệu hợp lệ là E (trống), B (đen) và W (trắng)',
    'rule': 'luật',
    'same': 'khớp',
    'Save': 'Lưu',
    'saved to {path}': 'đã lưu vào {path}',
    'score': 'điểm',
    'score (win 1, draw ½)': 'điểm (thắng 1, hoà ½)',
    'score against {who} (win 1, draw ½)': 'điểm khi đấu với {who} (thắng 1, hoà ½)',
    'score of the row player': 'điểm của người chơi ở hàng',
    'score of {a} against {b}': 'điểm của {a} khi đấu với {b}',
    'search depth (both players)': 'độ sâu tìm kiếm (cả hai bên)',
    'search tree': 'cây tìm kiếm',
    'score (%)': 'tỉ lệ điểm',
    'seconds': 'giây',
    'seconds a move (0: no clock)': 'giây mỗi nước (0: không tính giờ)',
    'Sections': 'Các mục',
    'series {n}': 'loạt {n}',
    'share': 'tỉ lệ',
    'share of the visits': 'tỉ lệ lượt thăm',
    'Show search': 'Xem tìm kiếm',
    'Source': 'Nguồn',
    'Source documents (Vietnamese)': 'Tài liệu gốc (tiếng Việt)',
    'square weights': 'trọng số các ô',
    'standard: no move, pass': 'quốc tế: hết nước đi thì bỏ lượt',
    'step': 'bước',
    'step {n}/{total}: ': 'bước {n}/{total}: ',
    'Strong': 'Mạnh',
    'Strong engine': 'Chương trình mạnh',
    'stronger': 'mạnh hơn',
    'takes the move that looks best right now, never looking ahead: easy to beat': 'chọn nước trông tốt nhất ngay bây giờ, không nhìn trước: dễ thắng',
    'takes up square {cell} ({hand} in hand)': 'bốc ô {cell} ({hand} quân trên tay)',
    "The AI's search from {position}": 'Lần tìm kiếm của máy từ thế cờ {position}',
    'the boards of notebooks 03–08 together, for playing': 'các bàn cờ của sổ tay 03–08 ở cùng một chỗ, để chơi',
    "the lesson's alpha-beta, {depth} moves ahead, with its search shown under the board: slow but open": 'alpha-beta của bài học, nhìn trước {depth} nước, lần tìm kiếm hiện dưới bàn cờ: chậm nhưng nhìn thấy được',
    "the project's engine: knows fours, open threes and forced wins, thinks {seconds} s a move: hard to beat": 'chương trình của dự án: biết thế bốn, thế ba mở và các đường thắng ép buộc, nghĩ {seconds} giây mỗi nước: khó thắng',
    "the report's level 1: takes the most points now, never looking ahead: easy to beat": 'mức 1 của báo cáo: ăn nhiều điểm nhất ngay bây giờ, không nhìn trước: dễ thắng',
    "the report's level 2: looks 2 moves ahead (minimax)": 'mức 2 của báo cáo: nhìn trước 2 nước (minimax)',
    "the report's level 3: looks {depth} moves ahead (alpha-beta)": 'mức 3 của báo cáo: nhìn trước {depth} nước (alpha-beta)',
    'the turn ends': 'hết lượt',
    'thinks {seconds} s a move (about 10 moves ahead or more) and plays the endgame exactly: hard to beat': 'nghĩ {seconds} giây mỗi nước (nhìn trước khoảng 10 nước trở lên) và chơi chính xác phần tàn cuộc: khó thắng',
    'Tic-tac-toe from the empty board': 'Tic-tac-toe từ bàn trống',
    'Time is up: {move} was played for {side}.': 'Hết giờ: nước {move} đã được đi thay cho {side}.',
    'unchanged': 'bản gốc',
    'Undo': 'Hoàn tác',
    'University report (C#): Dodgem with minimax and alpha-beta': 'Báo cáo đồ án (C#): Dodgem với minimax và alpha-beta',
    'University report (C#): Ô ăn quan (Mandarin Square Capturing) against the computer': 'Báo cáo đồ án (C#): chơi Ô ăn quan với máy tính',
    'University report (Python): Caro (Gomoku) with minimax and alpha-beta': 'Báo cáo đồ án (Python): Cờ ca-rô với minimax và alpha-beta',
    'victory_cell must be a string, got {kind}': 'victory_cell phải là một chuỗi, nhưng nhận được {kind}',
    "victory_cell must name 5 squares separated by spaces, like 'a1 c7 d5 g4 f3'; got {n}: {given}": "victory_cell phải gồm 5 ô cách nhau bởi dấu cách, ví dụ 'a1 c7 d5 g4 f3'; nhận được {n}: {given}",
    'victory_cell names a square twice: {given}': 'victory_cell có một ô bị lặp lại: {given}',
    'Vout: stuck side wins': 'Vout: bên bị kẹt thắng',
    'W-D-L': 'T-H-B',
    'Weak engine': 'Chương trình yếu',
    'where the sources use it': 'chỗ tài liệu gốc dùng',
    'White pieces (Trắng)': 'quân Trắng',
    'win/loss only': 'chỉ thắng/thua',
    'winner': 'người thắng',
    'worst first': 'tệ nhất trước',
    'X threatens': 'X đe doạ',
    'X-squares +50': 'ô X +50',
    'you': 'bạn',
    "you must be 'BLACK' or 'WHITE', got {given}": "you phải là 'BLACK' hoặc 'WHITE', nhận được {given}",
    'you: click the board': 'bạn: hãy bấm vào bàn cờ',
    'your function raised an error here': 'hàm của bạn báo lỗi ở đây',
    'yours': 'của bạn',
    '{failed} of {n} positions wrong -- see the table': 'sai {failed} trên {n} thế cờ -- xem bảng',
    '{kernel}: depth {depth}, {nodes} positions, {rate} a second': '{kernel}: độ sâu {depth}, {nodes} thế cờ, {rate} thế cờ mỗi giây',
    '{nodes} nodes in {seconds} s': '{nodes} đỉnh trong {seconds} giây',
    '{n} / {total} {what}': '{n} / {total} {what}',
    '{player} is thinking…': '{player} đang suy nghĩ…',
    "{side} cannot move, so the game ends (the course's rule). ": '{side} không còn nước đi, nên ván cờ kết thúc (luật của môn học). ',
    '{side} to move ({who}).': 'Lượt {side} ({who}).',
    '{side} wins.': '{side} thắng.',
    '{side}: {points} points ({dan} dân, {quan} quan)': '{side}: {points} điểm ({dan} dân, {quan} quan)',
    '§1 (the game, rules, variants), §3.2 (the 12-cell array), §3.3 (levels 1–3), §3.4 (the worked example)': 'mục 1 (trò chơi, luật, biến thể), mục 3.2 (mảng 12 ô), mục 3.3 (mức 1–3), mục 3.4 (ví dụ tính tay)',
    '§4.1 (two-player games, game trees); §4.2.1 (Minimax, Figure 4.3, evaluation functions)': 'mục 4.1 (trò chơi hai người, cây trò chơi); mục 4.2.1 (Minimax, Hình 4.3, hàm đánh giá)',
    '§4.2.2 taken further: move ordering, the minimal tree (Knuth–Moore), transposition tables, iterative deepening, PVS, MCTS': 'mở rộng mục 4.2.2: sắp xếp nước đi, cây tối thiểu (Knuth–Moore), bảng chuyển vị, tìm kiếm sâu dần, PVS, MCTS',
    '§4.3: tic-tac-toe and Dodgem with Minimax and Alpha-Beta': 'mục 4.3: tic-tac-toe và Dodgem với Minimax và Alpha-Beta',
    '§I (rules, Figures 1–9), §II.1 (the variant), §II.3 (the bot), §II.4 (server/client)': 'mục I (luật chơi, Hình 1–9), mục II.1 (biến thể), mục II.3 (bot), mục II.4 (server/client)',
    "Ô ăn quan: the report's levels and a stronger one": 'Ô ăn quan: các mức của báo cáo và một mức mạnh hơn',
    'mobility': 'độ cơ động',
    'mobility share': 'tỉ lệ độ cơ động',
    'frontier discs': 'quân sát ô trống',
    'corners': 'góc',
    'X-squares': 'ô X',
    'C-squares': 'ô C',
    'stable discs': 'quân ổn định',
    'discs': 'số quân',
    'discs on the board': 'số quân trên bàn cờ',
    'weight (discs)': 'trọng số (quân)',
    'What the tuned evaluation learned': 'Hàm đánh giá tinh chỉnh đã học được gì',
    'tuned': 'tinh chỉnh',
    'classic': 'cổ điển',
    'The tuned evaluation against the classic one, depth 4, 100 games': 'Hàm đánh giá tinh chỉnh đấu với hàm cổ điển, độ sâu 4, 100 ván',
    '—': '—',
}
