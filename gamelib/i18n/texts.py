"""Sentences with fields, by key, in English and Vietnamese (read by :func:`gamelib.i18n.text`)."""

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
    "legend_max_lecture": {"en": "MAX node", "vi": "đỉnh MAX (đỉnh Trắng)"},
    "legend_min_lecture": {"en": "MIN node", "vi": "đỉnh MIN (đỉnh Đen)"},
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
