"""The words every game shares, in Vietnamese, looked up by their English wording (each game's
own words are in its folder, ``gamelib/games/<game>/words.py``, in this format).

One table, one keying (gettext's): an entry's key is the English a person reads, and its value
the Vietnamese; ``{fields}`` are filled in after the lookup, the same names in both. When one
English wording needs two translations, a bracketed context in front of the key tells them
apart and is not shown: ``"[lecture] MAX"`` reads "MAX" in English and "MAX, đỉnh Trắng" in
Vietnamese, on the lecture's own trees. Read by :func:`gamelib.i18n.tr` and
:func:`gamelib.i18n.label`; a test checks that every ``tr("...")`` in the code is here.
"""

#: English wording -> Vietnamese
CATALOGUE: dict[str, str] = {
    # -- the widgets' words: buttons, labels, menus, titles, table headers ----------------------
    # -- the players every game offers, and the games' names other parts of the course use ----
    'Ô ăn quan': 'Ô ăn quan',
    'Iterative deepening': 'Tìm kiếm sâu dần',
    'searches deeper and deeper until its {seconds} s are up': 'tìm sâu dần, mỗi lần sâu thêm một nước, cho đến khi hết {seconds} giây',
    # the Othello assignment's wire format names the sides so (bot records, server results)
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
    'stopped reading its connection': 'không nhận những gì máy chủ gửi',
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
    'victory-cells':
        'chiếm đủ năm ô chiến thắng',
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
    '{name} (0..{last} stones)': '{name} (0..{last} quân)',
    'Knuth-Moore minimum':
        'số lá tối thiểu (Knuth–Moore)',
    'effective branching factor b*': 'hệ số nhánh hiệu dụng b*',
    'visits': 'số lượt thăm',
    'mean result': 'kết quả trung bình',
    'freestyle': 'tự do',
    'exact': 'đúng năm',
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
    'X': 'X',
    'O': 'O',
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
    'the move, stone by stone ({n} steps): scroll sideways': 'nước đi, từng viên một ({n} bước): cuộn ngang để xem',
    'legal moves (squares)': 'các nước đi hợp lệ (số ô)',
    'game over': 'ván cờ đã kết thúc',
    "the lecture's MAX": 'MAX của bài giảng',
    'level': 'mức',
    'equal': 'ngang giá trị',
    'worse': 'tệ hơn',
    'level 2 as written': 'mức 2 như báo cáo viết',
    'level 3 as written': 'mức 3 như báo cáo viết',
    'value at the root': 'giá trị ở gốc',
    'node chosen': 'đỉnh được chọn',
    '(not printed)': '(không in)',
    'lecture': 'bài giảng',
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
    "children in the lecture's order": 'các đỉnh con theo thứ tự của bài giảng',
    'children in reverse order': 'các đỉnh con theo thứ tự ngược lại',
    'negamax, White (MAX) at the root': 'negamax, Trắng (MAX) ở gốc',
    'negamax, Black (MIN) at the root': 'negamax, Đen (MIN) ở gốc',
    'search': 'thuật toán',
    'value': 'giá trị',
    'best move': 'nước đi tốt nhất',
    'evaluations': 'số lần đánh giá',
    'cut-offs': 'số lần cắt tỉa',
    'table hits': 'số lần tra bảng',
    'yes': 'có',
    'no': 'không',
    'win': 'thắng',
    ', {cutoffs} cut-offs': ', {cutoffs} lần cắt tỉa',
    '002 §4.2.1 (Examples 1 and 2, Figures 4.4–4.6); 003 §3.1–3.2 (evaluations 1 and 2)': '002 mục 4.2.1 (Ví dụ 1 và 2, Hình 4.4–4.6); 003 mục 3.1–3.2 (hàm đánh giá 1 và 2)',
    '002 §4.2.2 (Figures 4.7 and 4.8, both tables); 000 §3.1.2 (negamax form)': '002 mục 4.2.2 (Hình 4.7 và 4.8, cả hai bảng); 000 mục 3.1.2 (dạng negamax)',
    '003 (rules, MaxVal/MinVal, evaluations, depth 10); 002 §4.1 (Figure 4.2)': '003 (luật chơi, MaxVal/MinVal, hàm đánh giá, độ sâu 10); 002 mục 4.1 (Hình 4.2)',
    '95% interval': 'khoảng tin cậy 95%',
    '; you generate fewer positions than alpha-beta: something is cut too early': '; bạn sinh ít thế cờ hơn alpha-beta: có chỗ bị cắt quá sớm',
    '<b>{black}</b> (black, {black_discs} discs) against <b>{white}</b> (white, {white_discs} discs) — move {k} of {n}':
        '<b>{black}</b> (Đen, {black_discs} quân) đấu <b>{white}</b> (Trắng, {white_discs} quân) — nước {k} / {n}',
    'A person is to move: click the board.': 'Đến lượt người chơi: hãy bấm vào bàn cờ.',
    'AI move': 'Máy đi',
    'all {n} positions right': 'đúng cả {n} thế cờ',
    'all {n} positions accepted, in the other convention (values for the side to move at the root; the lecture values every position for {white}, MAX)':
        'được chấp nhận ở cả {n} thế cờ, theo quy ước còn lại (giá trị cho bên đến lượt đi ở gốc; bài giảng đánh giá mọi thế cờ cho {white}, MAX)',
    'Alpha-beta': 'Alpha-beta',
    'alpha-beta': 'alpha-beta',
    'alpha-beta + table': 'alpha-beta + bảng chuyển vị',
    'Alpha-beta on Figure 4.8, Black (MIN) at the root': 'Alpha-beta trên Hình 4.8, Đen (MIN) ở gốc',
    'Alpha-beta on Figure 4.8, White (MAX) at the root': 'Alpha-beta trên Hình 4.8, Trắng (MAX) ở gốc',
    'Alpha-beta on uniform random trees, b = 3': 'Alpha-beta trên cây ngẫu nhiên đều, b = 3',
    'alpha-beta, ordered': 'alpha-beta, có sắp xếp',
    'Alpha-beta, two plies': 'Alpha-beta, hai nước',
    'as written': 'như mã đã viết',
    'as written stops five': 'mã đã viết chặn được thế năm',
    'best first': 'tốt nhất trước',
    'best move first': 'nước tốt nhất trước',
    'Black pieces (Đen)': 'quân Đen',
    'blocking bonus doubled': 'thưởng cản gấp đôi',
    'board size': 'kích thước bàn cờ',
    'candidates': 'số ứng viên',
    'cell must be a string, got {kind}': 'cell phải là một chuỗi, nhưng nhận được {kind}',
    'cell must have 8 lines (row 1 to row 8), got {n}': 'cell phải có 8 dòng (hàng 1 tới hàng 8), nhận được {n}',
    'Chapter III: alpha-beta, move ordering and the top-10 cut, evaluate(), winning_situation()': 'Chương III: alpha-beta, sắp xếp nước đi và giữ 10 nước tốt nhất, evaluate(), winning_situation()',
    'compiled (numba)': 'đã biên dịch (numba)',
    'Course assignment: Cờ lật (Othello / Reversi) and its victory-cells variant': 'Đồ án môn học: Cờ lật (Othello / Reversi) và biến thể ô chiến thắng',
    'default weights': 'trọng số mặc định',
    'depth': 'độ sâu',
    'depth d': 'độ sâu d',
    'Document': 'Tài liệu',
    'Dodgem 3×3 from the start': 'Dodgem 3×3 từ đầu ván',
    'Dodgem 3×3, lecture rule: evaluation 2 against evaluation 1': 'Dodgem 3×3, luật bài giảng: hàm đánh giá 2 đấu với hàm đánh giá 1',
    'Dodgem 3×3: score of the row player': 'Dodgem 3×3: điểm của người chơi ở hàng',
    'Dodgem 3×3: two plies from the start (Black moves first)': 'Dodgem 3×3: hai nước từ đầu ván (Đen đi trước)',
    'Dodgem: edited blocking bonuses, 20 games each': 'Dodgem: điểm thưởng cản đã sửa, mỗi loại 20 ván',
    'draw': 'hoà',
    'the game goes on': 'ván cờ tiếp tục',
    "not tried: your function used up the {seconds} s this check gives all its positions (the lecture's search takes a few milliseconds a position)":
        "chưa chạy: hàm của bạn đã dùng hết {seconds} giây dành chung cho tất cả các thế cờ của lần kiểm tra này (thuật toán của bài giảng chỉ mất vài mili giây cho một thế cờ)",
    "the top of the MCTS tree: under each node its move, its visits and its mean result for the player who moved there (+1 a win, −1 a loss); bigger nodes were visited more, green did well, red badly":
        "các tầng trên cùng của cây MCTS: dưới mỗi đỉnh là nước đi, số lượt thăm và kết quả trung bình tính cho bên vừa đi nước đó (+1 là thắng, −1 là thua); đỉnh được thăm càng nhiều thì vẽ càng to, màu xanh lá là tốt, màu đỏ là kém",
    'Draw.': 'Hoà.',
    'edited against unchanged: +{wins} ={draws} -{losses} in {games} games, score {score} (95% {low}-{high})': 'bản đã sửa đấu bản gốc: thắng {wins}, hoà {draws}, thua {losses} trong {games} ván, điểm {score} (95%: {low}–{high})',
    'edited evaluation, series by series': 'hàm đánh giá đã sửa, theo từng loạt ván',
    'Elo': 'Elo',
    'Engine': 'Chương trình mạnh',
    'engine seconds a move': 'giây mỗi nước (chương trình)',
    'evaluation': 'hàm đánh giá',
    'every term in Vietnamese and English, and where the source documents use it': 'toàn bộ thuật ngữ bằng tiếng Việt và tiếng Anh, kèm nơi chúng xuất hiện trong các tài liệu gốc',
    'expected': 'đáp án',
    'f': 'f',
    'FFO #40, Black to move': 'FFO số 40, Đen đi',
    'FFO #40: Black plays {move} and wins by {margin} discs ({nodes} positions searched)':
        'FFO số 40: Đen đi {move} và thắng cách biệt {margin} quân ({nodes} thế cờ đã duyệt)',
    'Figure 4.3 after minimax': 'Hình 4.3 sau minimax',
    'the move v': 'nước đi v',
    'its value': 'giá trị của nó',
    'MiniMax(a, v, 2) on Figure 4.3': 'MiniMax(a, v, 2) trên Hình 4.3',
    'Figure 4.3 before the search': 'Hình 4.3 trước khi tìm kiếm',
    'Figure 4.7: the subtree under a is never searched': 'Hình 4.7: cây con dưới a không bao giờ được duyệt',
    'Figure 4.8 (rebuilt), before the search': 'Hình 4.8 (dựng lại), trước khi tìm kiếm',
    'Figure 4.8, White at the root, after the search': 'Hình 4.8, Trắng ở gốc, sau khi tìm kiếm',
    'file': 'tệp',
    'Finished games': 'Các ván đã xong',
    'first': 'đi trước',
    'first step': 'bước đầu',
    'forfeits:': 'bị xử thua:',
    'forfeits': 'số ván bị xử thua',
    'game': 'ván',
    'gamelib board': 'bàn chơi theo gamelib',
    'gamelib d': 'd theo gamelib',
    'games': 'ván',
    'Greedy': 'Tham lam',
    'Human': 'Người',
    'improved': 'bản đã sửa',
    'improved stops five': 'bản đã sửa chặn được thế năm',
    'In English': 'Tiếng Anh',
    "It is not a person's turn to move.": 'Chưa đến lượt người chơi.',
    'iterative deepening': 'tìm kiếm sâu dần',
    'Key': 'Mã',
    'Knuth-Moore': 'Knuth–Moore',
    'last search: value {value}, {nodes} nodes': 'lần tìm kiếm cuối: giá trị {value}, {nodes} đỉnh',
    'last step': 'bước cuối',
    'leaves evaluated': 'số lá được đánh giá',
    'Lecture notes, chapter 4: Tìm kiếm có đối thủ (adversarial search)': 'Bài giảng, chương 4: Tìm kiếm có đối thủ',
    'Lesson': 'Bài học',
    'Load': 'Mở',
    'loaded {path}': 'đã mở {path}',
    'looks {depth} moves ahead (every move, no pruning); deeper is stronger and slower': 'nhìn trước {depth} nước (xét mọi nước, không cắt tỉa); càng sâu càng mạnh và càng chậm',
    'looks {depth} moves ahead, pruning what cannot matter; deeper is stronger': 'nhìn trước {depth} nước, cắt bỏ những gì không ảnh hưởng; càng sâu càng mạnh',
    'matches, round robins with Elo, parallel and resumable runs; editing evaluations': 'trận đấu, giải vòng tròn với hệ số Elo, chạy song song và chạy tiếp được; sửa hàm đánh giá',
    'MCTS after 3000 playouts (visits, mean result)':
        'MCTS sau 3.000 ván chơi thử (số lượt thăm, kết quả trung bình)',
    'MCTS with more playouts': 'MCTS với nhiều ván chơi thử hơn',
    'Minimax': 'Minimax',
    'minimax': 'minimax',
    'Minimax on Figure 4.3': 'Minimax trên Hình 4.3',
    'move': 'nước',
    'moves': 'số nước',
    'New game': 'Ván mới',
    'next step': 'bước sau',
    'no blocking bonus': 'không thưởng cản',
    'no mobility': 'bỏ độ cơ động',
    'No search yet: let a minimax or alpha-beta player move first.': 'Chưa có lần tìm kiếm nào: hãy để một người chơi minimax hoặc alpha-beta đi trước.',
    'node': 'đỉnh',
    'nodes visited': 'số đỉnh đã duyệt',
    'nodes visited (mean)': 'số đỉnh đã duyệt (trung bình)',
    'not written yet -- fill in the starter cell and run it again': 'chưa viết — hãy điền vào ô mẫu và chạy lại',
    'not written yet -- fill in the starter cell above and run it again, in JupyterLab (a Voilà page shows no cells to edit)':
        'chưa viết — hãy điền vào ô mẫu ở trên và chạy lại, trong JupyterLab (trang Voilà không có ô nào để sửa)',
    'Notebook': 'Sổ tay',
    'open lines': 'số đường còn mở',
    'Othello, alpha-beta two plies deep (engine evaluation)': 'Cờ lật, alpha-beta sâu hai nước (hàm đánh giá của chương trình)',
    'only {kept} of {total} nodes drawn: the path to the current node and its siblings':
        'chỉ vẽ {kept} trên {total} đỉnh: đường tới đỉnh hiện tại và các đỉnh anh em của nó',
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
    'position': 'thế cờ',
    'positions generated (expected / yours)': 'số thế cờ đã sinh (đáp án / của bạn)',
    'published': 'thế cờ cho sẵn',
    'window (α, β) on entry': 'cửa sổ (α, β) khi vào',
    'side': 'loại đỉnh',
    'against the best replies': 'trước các nước đáp tốt nhất',
    'against a random opponent': 'trước đối thủ đi ngẫu nhiên',
    'Expectimax on Figure 4.8: Black at random': 'Expectimax trên Hình 4.8: Đen đi ngẫu nhiên',
    'White (MAX) at the root': 'Trắng (MAX) ở gốc',
    'Black (MIN) at the root': 'Đen (MIN) ở gốc',
    'alpha-beta returned': 'alpha-beta trả về',
    'so its minimax value is':
        'suy ra giá trị minimax',
    'minimax value': 'giá trị minimax',
    'not searched yet': 'chưa được duyệt',
    'depth {depth}': 'độ sâu {depth}',
    'value {value}': 'giá trị {value}',
    'pruned: never searched': 'bị cắt tỉa: không bao giờ được duyệt',
    'random, seed = {seed}': 'ngẫu nhiên, seed = {seed}',
    'from': 'nguồn',
    'positions searched': 'số thế cờ đã duyệt',
    'previous step': 'bước trước',
    'printed board': 'bàn chơi in trong báo cáo',
    'printed d(người, máy)': 'd(người, máy) in trong báo cáo',
    'printed f': 'f in trong báo cáo',
    'PVS, ordered': 'PVS, có sắp xếp',
    'Random': 'Ngẫu nhiên',
    'random order': 'thứ tự ngẫu nhiên',
    'Random trees, 3 children per node': 'Cây ngẫu nhiên, mỗi đỉnh 3 đỉnh con',
    'Redo': 'Làm lại',
    "Report 000 §3.4: minimax to depth 2 (values: B's points minus A's)": 'Báo cáo 000 mục 3.4: minimax tới độ sâu 2 (giá trị: điểm của B trừ điểm của A)',
    "report 004's evaluate() for O": 'evaluate() của báo cáo 004 cho O',
    'Reset': 'Đặt lại',
    'right': 'đúng',
    "right value, but alpha-beta in this move order generates only {n} positions: a cut is missing (stop a node's loop as soon as α ≥ β)": 'giá trị đúng, nhưng alpha-beta với thứ tự nước đi này chỉ sinh {n} thế cờ: thiếu một lần cắt tỉa (dừng vòng lặp của một đỉnh ngay khi α ≥ β)',
    'right value, but plain minimax generates exactly {n} positions here: check the depth limit and terminal positions': 'giá trị đúng, nhưng minimax thuần sinh đúng {n} thế cờ ở đây: hãy kiểm tra giới hạn độ sâu và các thế cờ kết thúc',
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
    'your clock: seconds a move (0: none)': 'đồng hồ của bạn: giây mỗi nước (0: không tính giờ)',
    'Sections': 'Các mục',
    'series {n}': 'loạt {n}',
    'share': 'tỉ lệ',
    'share of the visits': 'tỉ lệ lượt thăm',
    'Show search': 'Xem tìm kiếm',
    'Source': 'Nguồn',
    'Source documents (Vietnamese)': 'Tài liệu gốc (tiếng Việt)',
    'square weights': 'trọng số các ô',
    'step': 'bước',
    'takes the move that looks best right now, never looking ahead: easy to beat': 'chọn nước trông tốt nhất ngay bây giờ, không nhìn trước: dễ thắng',
    "The AI's search from {position}": 'Lần tìm kiếm của máy từ thế cờ {position}',
    'the boards of notebooks 04–08 together, for playing': 'các bàn cờ của bài 4–8 ở cùng một chỗ, để chơi',
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
    'W-D-L':
        'T-H-T',
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
    '{failed} of {n} positions wrong': 'sai ở {failed}/{n} thế cờ',
    'wrong on {failed} of {n} positions (the value or the positions generated)':
        'sai ở {failed}/{n} thế cờ (sai giá trị hoặc sai dãy thế cờ sinh ra)',
    'your function': 'hàm của bạn',
    '{kernel}: depth {depth}, {nodes} positions, {rate} a second': '{kernel}: độ sâu {depth}, {nodes} thế cờ, {rate} thế cờ mỗi giây',
    '{n} / {total} {what}': '{n} / {total} {what}',
    '{player} is thinking…': '{player} đang suy nghĩ…',
    '{side} to move ({who}).': 'Lượt {side} ({who}).',
    '{side} wins.': '{side} thắng.',
    '§1 (the game, rules, variants), §3.2 (the 12-cell array), §3.3 (levels 1–3), §3.4 (the worked example)': 'mục 1 (trò chơi, luật, biến thể), mục 3.2 (mảng 12 ô), mục 3.3 (mức 1–3), mục 3.4 (ví dụ tính tay)',
    '§4.1 (two-player games, game trees); §4.2.1 (Minimax, Figure 4.3, evaluation functions)': 'mục 4.1 (trò chơi hai người, cây trò chơi); mục 4.2.1 (Minimax, Hình 4.3, hàm đánh giá)',
    '§4.2.2 taken further: move ordering, the minimal tree (Knuth–Moore), transposition tables, iterative deepening, PVS, MCTS': 'mở rộng mục 4.2.2: sắp xếp nước đi, cây tối thiểu (Knuth–Moore), bảng chuyển vị, tìm kiếm sâu dần, PVS, MCTS',
    '§4.3: tic-tac-toe and Dodgem with Minimax and Alpha-Beta': 'mục 4.3: tic-tac-toe và Dodgem với Minimax và Alpha-Beta',
    '§I (rules, Figures 1–9), §II.1 (the variant), §II.3 (the bot), §II.4 (server/client)': 'mục I (luật chơi, Hình 1–9), mục II.1 (biến thể), mục II.3 (bot), mục II.4 (server/client)',
    "Ô ăn quan: the report's levels and gamelib's player":
        'Ô ăn quan: các mức của báo cáo và người chơi của gamelib',
    'mobility': 'độ cơ động',
    'mobility share': 'tỉ lệ cơ động',
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
    'classic':
        'hàm cổ điển',
    'The tuned evaluation against the classic one, depth 4, 100 games': 'Hàm đánh giá tinh chỉnh đấu với hàm cổ điển, độ sâu 4, 100 ván',
    '—': '—',
    # -- sentences with fields: step captions, quizzes, practice, checks, notes -------------
    # sides
    "MAX": "MAX",
    "MIN": "MIN",
    # the lecture's own names for MAX and MIN nodes (lecture 002 §4.1: White is MAX)
    "[lecture] MAX": "MAX, đỉnh Trắng",
    "[lecture] MIN": "MIN, đỉnh Đen",
    # a real game's node: whose turn it is there
    "{side}, {player} to move": "{side}, lượt {player}",
    # step captions
    "Start: the search is about to enter the root {node}.":
        "Bắt đầu: thuật toán sắp duyệt gốc {node}.",
    "Enter node {node} ({side}) with α = {alpha}, β = {beta}":
        "Xét đỉnh {node} ({side}) với α = {alpha}, β = {beta}",
    "Enter node {node} ({side})": "Xét đỉnh {node} ({side})",
    # an explicit tree's leaf carries the evaluation's value (Figure 4.8); a game's may end it
    "Leaf {node} is valued by the evaluation: f({node}) = {value}":
        "Đỉnh lá {node} có giá trị hàm đánh giá f({node}) = {value}",
    "The game is over at node {node}: f({node}) = {value}":
        "Ván cờ kết thúc tại đỉnh {node}: f({node}) = {value}",
    "Depth limit at node {node}: f({node}) = {value}":
        "Hết độ sâu tại đỉnh {node}: f({node}) = {value}",
    "α at node {node} rises to {value} (from child {child})":
        "α tại đỉnh {node} tăng lên {value} (từ đỉnh con {child})",
    "β at node {node} falls to {value} (from child {child})":
        "β tại đỉnh {node} giảm xuống {value} (từ đỉnh con {child})",
    "val at node {node} rises to {value} (from child {child})":
        "val tại đỉnh {node} tăng lên {value} (từ đỉnh con {child})",
    "val at node {node} falls to {value} (from child {child})":
        "val tại đỉnh {node} giảm xuống {value} (từ đỉnh con {child})",
    "α at node {node} rises to {alpha} ≥ β = {beta}: {children} cut":
        "α tại đỉnh {node} tăng lên {alpha} ≥ β = {beta}: {children} bị cắt tỉa",
    "β at node {node} falls to {beta} ≤ α = {alpha}: {children} cut":
        "β tại đỉnh {node} giảm xuống {beta} ≤ α = {alpha}: {children} bị cắt tỉa",
    "child {names} is": "đỉnh con {names}",
    "children {names} are": "các đỉnh con {names}",
    "Node {node} returns {value} to node {parent}":
        "Đỉnh {node} trả về giá trị {value} cho đỉnh {parent}",
    "Root {node} has value {value}; best move: {action}":
        "Gốc {node} có giá trị {value}; nước đi tốt nhất: sang đỉnh {action}",
    # a real game's root has no name of its own
    "Start: the search is about to enter the root (the position to move from).":
        "Bắt đầu: thuật toán sắp duyệt gốc (thế cờ hiện tại).",
    "The root has value {value}; best move: {action}":
        "Gốc có giá trị {value}; nước đi tốt nhất: {action}",
    "step {step} of {total}": "bước {step} / {total}",
    # table headings
    "Node": "Đỉnh",
    "Value": "Giá trị",
    "α, β (in turn)": "α, β (lần lượt)",
    "Cut": "Cắt",
    # drawing
    "pruned": "bị cắt tỉa",
    "MAX node": "đỉnh MAX",
    "MIN node": "đỉnh MIN",
    "[lecture] MAX node": "đỉnh MAX (đỉnh Trắng)",
    "[lecture] MIN node": "đỉnh MIN (đỉnh Đen)",
    "rows above": "dòng phía trên",
    "rows below": "dòng phía dưới",
    "current step": "bước hiện tại",
    # exercise
    "Node {child} returned {value} to node {node} ({side}). What is the window (α, β) of node {node} now?":
        "Đỉnh {child} trả về giá trị {value} cho đỉnh {node} ({side}). Cửa sổ (α, β) của đỉnh {node} bây giờ là gì?",
    "α ≥ β: the remaining children are cut": "α ≥ β: các đỉnh con còn lại bị cắt tỉa",
    "Check": "Kiểm tra",
    "Next question": "Câu tiếp theo",
    "Correct: (α, β) = ({alpha}, {beta}){cut}.": "Đúng: (α, β) = ({alpha}, {beta}){cut}.",
    "Not quite: the window is (α, β) = ({alpha}, {beta}){cut}. {why}":
        "Chưa đúng: cửa sổ là (α, β) = ({alpha}, {beta}){cut}. {why}",
    ", and the remaining children are cut": ", và các đỉnh con còn lại bị cắt tỉa",
    ", and nothing is cut": ", và không đỉnh nào bị cắt tỉa",
    "At a MAX node α rises to a child's value when it is larger: {value} > {old}.":
        "Ở đỉnh MAX, α được nâng lên bằng giá trị của đỉnh con nếu giá trị đó lớn hơn α: {value} > {old}.",
    "At a MAX node α only rises: {value} ≤ {old}, so α stays.":
        "Ở đỉnh MAX, α chỉ tăng: {value} ≤ {old}, nên α giữ nguyên.",
    "At a MIN node β falls to a child's value when it is smaller: {value} < {old}.":
        "Ở đỉnh MIN, β được hạ xuống bằng giá trị của đỉnh con nếu giá trị đó nhỏ hơn β: {value} < {old}.",
    "At a MIN node β only falls: {value} ≥ {old}, so β stays.":
        "Ở đỉnh MIN, β chỉ giảm: {value} ≥ {old}, nên β giữ nguyên.",
    '{text!r} is not a number; write a number (such as {example}), inf or -inf (∞ and -∞ work too)':
        '{text!r} không phải là một số; hãy viết một số (ví dụ {example}), inf hoặc -inf (∞ và -∞ cũng được)',
    "Every child of node {node} ({side}) has returned. What value does {node} return?":
        "Mọi đỉnh con của đỉnh {node} ({side}) đã trả về giá trị. Đỉnh {node} có giá trị bao nhiêu?",
    "Correct: {value}.": "Đúng: {value}.",
    "a whole number too large to compare": "một số nguyên quá lớn, không so sánh được",
    "at this position you return the lecture's value (for MAX, that is {white}), but at {n} other positions the value for the side to move: a search keeps one convention at every position -- always for MAX as the lecture does, or always for the side to move as the Ô ăn quan report's negamax does":
        "ở thế cờ này bạn trả về giá trị theo quy ước của bài giảng (tính cho MAX, tức {white}), nhưng ở {n} thế cờ khác lại trả về giá trị cho bên đến lượt đi: một hàm tìm kiếm phải dùng cùng một quy ước ở mọi thế cờ — hoặc luôn tính cho MAX như bài giảng, hoặc luôn tính cho bên đến lượt đi như negamax trong báo cáo Ô ăn quan",
    "at this position you return the value for the side to move, but at {n} other positions the lecture's value (for MAX, that is {white}): a search keeps one convention at every position -- always for MAX as the lecture does, or always for the side to move as the Ô ăn quan report's negamax does":
        "ở thế cờ này bạn trả về giá trị cho bên đến lượt đi, nhưng ở {n} thế cờ khác lại theo quy ước của bài giảng (tính cho MAX, tức {white}): một hàm tìm kiếm phải dùng cùng một quy ước ở mọi thế cờ — hoặc luôn tính cho MAX như bài giảng, hoặc luôn tính cho bên đến lượt đi như negamax trong báo cáo Ô ăn quan",
    "Before the search: node {node} is the root ({side}); the leaves keep the values the figure prints (still for White, MAX). What value does the search return for node {node}?":
        "Trước khi chạy thuật toán: đỉnh {node} là gốc ({side}); các lá giữ nguyên giá trị ghi trên hình (vẫn tính cho Trắng, MAX). Thuật toán trả về giá trị bao nhiêu cho đỉnh {node}?",
    "Not quite: the search returns {value} for node {node}. The tables and the step-through tool below show why.":
        "Chưa đúng: thuật toán trả về giá trị {value} cho đỉnh {node}. Các bảng và công cụ đi từng bước bên dưới cho thấy vì sao.",
    " {given} is the value seen from the side to move at the root, Black (MIN); the lecture always values for White (MAX).":
        " {given} là giá trị nhìn từ phía bên đến lượt đi ở gốc, tức Đen (MIN); bài giảng luôn tính cho Trắng (MAX).",
    "Not quite: the value is {value} = {pick}({values}).":
        "Chưa đúng: giá trị là {value} = {pick}({values}).",
    "value =": "giá trị =",
    "Score: {right} of {asked}": "Điểm: {right} / {asked}",
    "All {total} questions answered.": "Đã trả lời hết {total} câu.",
    # expectimax: chance nodes
    "chance": "đỉnh ngẫu nhiên",
    "chance (average)": "đỉnh ngẫu nhiên (trung bình)",
    'Chance node {node} returns the average of its children, {value}, to node {parent}':
        'Đỉnh ngẫu nhiên {node} trả về cho đỉnh {parent} giá trị trung bình của các con: {value}',
    # values at cut nodes are bounds (lesson 02)
    "exactly {value}": "đúng bằng {value}",
    "at most {value} (an upper bound)": "không lớn hơn {value} (cận trên)",
    "at least {value} (a lower bound)": "không nhỏ hơn {value} (cận dưới)",
    "Alpha-beta entered node {node} ({side}) with the window (α, β) = {window} and returned {value}. What does that say of node {node}'s minimax value?":
        "Alpha-beta vào đỉnh {node} ({side}) với cửa sổ (α, β) = {window} và trả về {value}. Điều đó cho biết gì về giá trị minimax của đỉnh {node}?",
    '{value} lies strictly between α = {alpha} and β = {beta}: node {node} searched every child that could change it, so the value is exact ({true}).':
        '{value} nằm hẳn giữa α = {alpha} và β = {beta}: đỉnh {node} đã duyệt mọi đỉnh con có thể làm giá trị thay đổi, nên giá trị này là chính xác ({true}).',
    "{value} ≤ α = {alpha}: Black found at node {node} a reply worth {value}, no better for White than the α = {alpha} the parent already has, so the node stopped searching its remaining children (they were pruned); they could only have lowered a Black node's value — so its value is at most {value}. Its minimax value is {true}.":
        '{value} ≤ α = {alpha}: tại đỉnh {node}, Đen đã tìm được một nước đáp có giá trị {value}, không tốt hơn cho Trắng so với α = {alpha} mà đỉnh cha đã có, nên đỉnh {node} dừng duyệt các đỉnh con còn lại (chúng bị cắt tỉa); các đỉnh con ấy chỉ có thể làm giá trị của một đỉnh Đen nhỏ đi — nên giá trị của đỉnh {node} không lớn hơn {value}. Giá trị minimax của nó là {true}.',
    "{value} ≥ β = {beta}: node {node} stopped searching its remaining children as soon as its value reached β (they were pruned), and they could only have raised a White node's value — so its value is at least {value}. Its minimax value is {true}.":
        '{value} ≥ β = {beta}: đỉnh {node} dừng duyệt các đỉnh con còn lại ngay khi giá trị của nó đạt tới β (các đỉnh con ấy bị cắt tỉa), mà chúng chỉ có thể làm giá trị của một đỉnh Trắng lớn lên — nên giá trị của đỉnh {node} không nhỏ hơn {value}. Giá trị minimax của nó là {true}.',
    # practice questions (gamelib.exercises.practice)
    "your answer": "câu trả lời của bạn",
    "Write or choose an answer first.": "Hãy viết hoặc chọn một câu trả lời trước.",
    "kept in {file}": "đã lưu vào {file}",
    "Right. {why}": "Đúng. {why}",
    "Not quite: the answer is {answer}. {why}": "Chưa đúng: đáp án là {answer}. {why}",
    "write squares separated by commas, e.g. d3, c4":
        "hãy viết các ô, cách nhau bằng dấu phẩy, ví dụ d3, c4",
    "Value this position for X with the open-lines evaluation: the lines (rows, columns, diagonals) still open for X minus those still open for O.":
        "Tính giá trị thế cờ này cho X bằng hàm đánh giá số đường mở: số đường (hàng, cột, đường chéo) còn mở cho X trừ số đường còn mở cho O.",
    "{x} lines have no O on them and {o} have no X: {x} − {o} = {value}.":
        "{x} đường không có O và {o} đường không có X: {x} − {o} = {value}.",
    "Value this Dodgem position for White with the lecture's evaluation: each piece's square value, plus the bonuses for blocking.":
        'Tính giá trị thế cờ Dodgem này cho Trắng bằng hàm đánh giá của bài giảng: giá trị ô của từng quân, cộng điểm cản.',
    "{side}: {where} (sum {total})": "{side}: {where} (tổng {total})",
    "{blocker} blocks {blocked} {kind}: {points}": "{blocker} {kind} {blocked}: {points}",
    "directly": "cản trực tiếp",
    "indirectly": "cản gián tiếp",
    'no piece blocks another':
        'không quân nào cản quân nào',
    "{pieces}; {blocks}. Value for White: {value}.":
        "{pieces}; {blocks}. Giá trị cho Trắng: {value}.",
    "{side} to move. Which move does minimax choose, searching two plies deep with the lecture's evaluation?":
        "Đến lượt {side}. Minimax chọn nước nào khi tìm sâu hai nước với hàm đánh giá của bài giảng?",
    "After each move the opponent replies with its own best move; the values, always White's as in the lecture, are {values}.":
        'Sau mỗi nước, đối thủ đáp lại bằng nước tốt nhất cho mình; các giá trị, như trong bài giảng, luôn tính cho Trắng: {values}.',
    "take up square {cell}": "bốc ô {cell}",
    "sow into {cell}": "rải vào ô {cell}",
    "capture square {cell}": "ăn ô {cell}",
    "refill": "rải lại",
    "{side} plays {move}. How many dân (small stones) does the move capture?":
        "{side} đi {move}. Nước này ăn được bao nhiêu quân dân?",
    'Step by step: {steps}. {sown} stones sown in all; {captured} dân captured.':
        'Diễn biến: {steps}. Rải tất cả {sown} quân; ăn được {captured} quân dân.',
    "{side} to move. How many legal moves does {side} have?":
        "Đến lượt {side}. {side} có bao nhiêu nước đi hợp lệ?",
    "Name every legal move of {side} (e.g. d3, c4).":
        "Hãy kể mọi nước đi hợp lệ của {side} (ví dụ d3, c4).",
    "A move must flip at least one line of the opponent's discs: {moves}.":
        "Một nước đi phải lật được ít nhất một hàng quân của đối thủ: {moves}.",
    "{side} plays {move}. How many discs does it flip?":
        "{side} đi {move}. Nước này lật bao nhiêu quân?",
    "It flips {discs}.": "Nước này lật {discs}.",
    "O to move. X threatens to make five in a row next move: name every square where X would win at once (O must take it, and can stop only one).":
        "Đến lượt O. X doạ tạo năm quân liên tiếp ở nước sau: hãy kể mọi ô mà X đi vào là thắng ngay (O phải chiếm ô đó, và chỉ chặn được một ô).",
    'X has every square of {line} but {square}: O must take {square}, the only square where X wins at once.':
        'X đã có mọi ô của đường {line} trừ {square}: O phải đánh vào {square}, ô duy nhất mà X thắng ngay.',
    "MAX is at the root of a tree whose MIN children have these leaves: {leaves}. Which child should alpha-beta search first to cut the most?":
        "MAX ở gốc một cây mà các con MIN có các lá: {leaves}. Alpha-beta nên xét con nào trước để cắt tỉa được nhiều nhất?",
    "The children's values (the smallest leaf of each): {values}. Searching the best child (node {child}, worth {best}) first sets α = {best} at once, so in every other child the remaining leaves are pruned as soon as one of its leaves is at most {best}.":
        'Giá trị các con (lá nhỏ nhất của mỗi con): {values}. Xét con tốt nhất (đỉnh {child}, giá trị {best}) trước thì α = {best} ngay lập tức, nên ở mỗi con khác, các lá còn lại bị cắt tỉa ngay khi gặp một lá không lớn hơn {best}.',
    "A uniform tree has branching {b} and depth {d}. If every node searches its best child first, how many leaves does alpha-beta evaluate?":
        "Một cây đều có hệ số nhánh {b} và độ sâu {d}. Nếu mọi đỉnh đều xét con tốt nhất trước, alpha-beta đánh giá bao nhiêu lá?",
    'The minimal tree (Knuth and Moore): b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {value} leaves for b = {b}, d = {d}, against {b}^{d} = {all} without cuts.':
        'Cây tối thiểu (Knuth và Moore): b^⌈d/2⌉ + b^⌊d/2⌋ − 1 = {value} lá với b = {b}, d = {d}, so với {b}^{d} = {all} lá khi không cắt tỉa.',
    "In the same tree Black now plays at random, each move equally likely: node {node} becomes a chance node with leaves {leaves}. What is it worth to expectimax (two decimals)?":
        "Trong cùng cây ấy, giờ Đen đi ngẫu nhiên, mọi nước có khả năng như nhau: đỉnh {node} thành đỉnh ngẫu nhiên với các lá {leaves}. Với expectimax nó có giá trị bao nhiêu (hai chữ số thập phân)?",
    "The average of its leaves: {sum} / {n} = {value} (minimax would take the smallest, {minimax}).":
        "Trung bình các lá: {sum} / {n} = {value} (minimax sẽ lấy lá nhỏ nhất, {minimax}).",
    "A bot rated {a} plays one rated {b}. What score per game does Elo expect of the first (a win 1, a draw 0.5)? Two decimals.":
        "Một bot có hệ số Elo {a} đấu với bot có hệ số {b}. Theo Elo, bot thứ nhất được kỳ vọng bao nhiêu điểm mỗi ván (thắng 1, hoà 0,5)? Hai chữ số thập phân.",
    "E = 1 / (1 + 10^((1400 − 1600)/400)) = {e}.": "E = 1 / (1 + 10^((1400 − 1600)/400)) = {e}.",
    "The same two bots play {n} games. How many points does Elo expect the bot rated {a} to score?":
        "Hai bot ấy đấu {n} ván. Theo Elo, bot có hệ số {a} được kỳ vọng bao nhiêu điểm?",
    "{e} a game × 20 games = {points} points.": "{e} mỗi ván × 20 ván = {points} điểm.",
    "A bot scores {won} points in {n} games against another. About how many Elo points stronger is it?":
        "Một bot được {won} điểm sau {n} ván đấu với bot khác. Nó mạnh hơn khoảng bao nhiêu điểm Elo?",
    "A score of 0.75 a game: 400 · log10(0.75 / 0.25) ≈ {gap}.":
        "Được 0,75 điểm mỗi ván: 400 · log10(0,75 / 0,25) ≈ {gap}.",
    # checking a student's own search (gamelib.exercises.search_checks)
    "the root position": "thế cờ gốc",
    "the position after {moves}": "thế cờ sau các nước {moves}",
    "a position not reached from the root": "một thế cờ không đi từ gốc tới",
    "you generated no positions: while the depth is positive, the root generates its children with game.successor and searches on down them, valuing a node with f(u) = evaluate(u, game.max_side) when d = 0":
        "bạn không sinh thế cờ nào: khi độ sâu còn dương, gốc phải sinh các đỉnh con bằng game.successor rồi duyệt tiếp xuống, đánh giá bằng f(u) = evaluate(u, game.max_side) khi d = 0",
    "start the search with d = depth, not one ply less":
        "hãy bắt đầu tìm kiếm với d = depth, không bớt đi một mức",
    "generated position {i}: you generated {where} a second time (generate each child once, just before you search it)":
        "thế cờ thứ {i} bạn sinh ra là {where}, sinh lần thứ hai (mỗi đỉnh con chỉ sinh một lần, ngay trước khi duyệt nó)",
    "1 ply below the root": "ở mức 1 tính từ gốc",
    "{count} plies below the root": "ở mức {count} tính từ gốc",
    "generated position {i}: you generated {where}, {plies}, deeper than depth {depth}: {max_val} and {min_val} return f(u) = evaluate(u, game.max_side) when d = 0, that is at the nodes {below}":
        'thế cờ thứ {i} bạn sinh ra là {where}, {plies}, vượt quá độ sâu {depth}: {max_val} và {min_val} trả về f(u) = evaluate(u, game.max_side) khi d = 0, tức là tại các đỉnh {below}',
    'generated position {i}: you generated {where}, but the game is over at {parent} (a finished game is a leaf: return f(u) = evaluate(u, game.max_side))':
        'thế cờ thứ {i} bạn sinh ra là {where}, nhưng ván cờ đã kết thúc tại {parent} (thế cờ kết thúc (đỉnh kết thúc) là lá: trả về f(u) = evaluate(u, game.max_side))',
    "generated position {i}: you generated {where}, where alpha-beta has already cut: at {parent} α = {alpha} ≥ β = {beta}: whatever the remaining children are worth, they cannot change the root's value, so alpha-beta does not look at them ({hint})":
        'thế cờ thứ {i} bạn sinh ra là {where}, một thế cờ mà alpha-beta đã cắt bỏ: tại {parent} đã có α = {alpha} ≥ β = {beta}, dù các đỉnh con còn lại có giá trị bao nhiêu thì cũng không làm thay đổi được giá trị của gốc, nên alpha-beta không xét chúng ({hint})',
    'a cut is missing, or α and β were not passed down as they are':
        'thiếu một lần cắt tỉa, hoặc α, β truyền xuống không đúng',
    'a cut too early, or α and β shifted by a wrong value a child returned: cut only when α ≥ β; MaxVal returns α, MinVal returns β; leaves are valued with f(u) = evaluate(u, game.max_side)':
        'cắt quá sớm, hoặc α, β đã lệch vì một đỉnh con trả về giá trị sai: chỉ cắt khi α ≥ β; MaxVal trả về α, MinVal trả về β; lá được đánh giá bằng f(u) = evaluate(u, game.max_side)',
    'α and β shifted by leaves valued for the wrong side, the mistake named above: value every leaf with f(u) = evaluate(u, game.max_side), never evaluate(u, game.to_move(u))':
        'α, β đã lệch vì giá trị ở lá bị tính cho nhầm bên, lỗi đã nêu ở trên: hãy đánh giá mọi lá bằng f(u) = evaluate(u, game.max_side), không phải evaluate(u, game.to_move(u))',
    'no cut where α = β, the mistake named above: cut as soon as α ≥ β, not only when α > β':
        'thiếu lần cắt tỉa khi α = β, lỗi đã nêu ở trên: hãy cắt ngay khi α ≥ β, không chỉ khi α > β',
    'the cut one child late, the mistake named above: first raise α (at MAX) or lower β (at MIN) with the value the child returned, then test α ≥ β':
        'cắt chậm một đỉnh con, lỗi đã nêu ở trên: trước hết nâng α lên (ở đỉnh MAX) hoặc hạ β xuống (ở đỉnh MIN) theo giá trị đỉnh con vừa trả về, rồi mới kiểm tra α ≥ β',
    "(in the lecture's convention; in yours, α = {alpha} and β = {beta})":
        '(theo quy ước của bài giảng; trong cách tính của bạn là α = {alpha} và β = {beta})',
    "generated position {i}: alpha-beta generates {where} next, but you skipped it: at its parent, {parent}, α = {alpha} < β = {beta} still, so the loop goes on ({hint})":
        "thế cờ thứ {i} mà alpha-beta sinh ra là {where}, nhưng bạn bỏ qua nó: tại đỉnh cha của nó ({parent}) vẫn còn α = {alpha} < β = {beta}, nên vòng lặp phải tiếp tục ({hint})",
    "generated position {i}: {algorithm} generates {where} next, but you skipped it ({algorithm} looks at every move down to the depth limit)":
        "thế cờ thứ {i} mà {algorithm} sinh ra là {where}, nhưng bạn bỏ qua nó ({algorithm} xét mọi nước đi cho tới giới hạn độ sâu)",
    "wrong value: {algorithm} gives {value} for the player to move":
        "sai giá trị: {algorithm} cho {value} với người đang đến lượt",
    "wrong value: the lecture's {function} gives {value} here (every position valued for {white}, MAX: f(u) = evaluate(u, game.max_side))":
        'sai giá trị: {function} của bài giảng cho {value} ở đây (mọi thế cờ được đánh giá cho {white}, MAX: f(u) = evaluate(u, game.max_side))',
    "wrong value: the lecture's {function} gives {value} here":
        "sai giá trị: {function} của bài giảng cho {value} ở đây",
    "generated position {i}: at {parent} you took {got} before {expected}; take the moves in game.legal_actions order":
        "thế cờ thứ {i} bạn sinh ra là do xét nước đi sai thứ tự: tại {parent} bạn xét nước {got} trước nước {expected}; hãy xét các nước đi theo đúng thứ tự của game.legal_actions",
    "generated position {i}: you generated {where} without searching down {previous} (d = {d} > 0 there: not a leaf yet), going on to its next sibling instead: either you took it for a leaf too early (check the starting depth and the test d = 0), or you generated all the children before searching the first one (generate each child just before you search it, as the exercise asks)":
        "thế cờ thứ {i} bạn sinh ra là {where}: bạn không duyệt xuống {previous} (còn d = {d} > 0: chưa phải lá) mà chuyển sang đỉnh anh em kế tiếp: hoặc bạn coi nó là lá quá sớm (xem độ sâu ban đầu và điều kiện d = 0), hoặc bạn sinh sẵn mọi đỉnh con trước khi duyệt đỉnh con đầu tiên (hãy sinh mỗi đỉnh con ngay trước khi duyệt nó, như đề bài yêu cầu)",
    "generated position {i}: you generated {where} without searching down {previous} (d = {d} > 0 there: not a leaf yet), going on to its next sibling instead: either you took it for a leaf too early (check the starting depth and the test d = 0), or you generated all the children before searching the first one (generate each child just before you search it, as the exercise asks; alpha-beta may never need the later ones)":
        "thế cờ thứ {i} bạn sinh ra là {where}: bạn không duyệt xuống {previous} (còn d = {d} > 0: chưa phải lá) mà chuyển sang đỉnh anh em kế tiếp: hoặc bạn coi nó là lá quá sớm (xem độ sâu ban đầu và điều kiện d = 0), hoặc bạn sinh sẵn mọi đỉnh con trước khi duyệt đỉnh con đầu tiên (hãy sinh mỗi đỉnh con ngay trước khi duyệt nó, như đề bài yêu cầu; alpha-beta có thể không bao giờ cần đến các đỉnh con sau)",
    "generated position {i}: you generated {where}, which the lecture's algorithm does not generate here":
        "thế cờ thứ {i} bạn sinh ra là {where}, thế cờ mà thuật toán của bài giảng không sinh ở đây",
    'the positions you generated are right: check what you return, and that every position is valued with f(u) = evaluate(u, game.max_side)':
        'các thế cờ bạn sinh ra đều đúng: hãy kiểm tra giá trị trả về, và xem mọi thế cờ có được đánh giá bằng f(u) = evaluate(u, game.max_side) không',
    "right value, but {why}": "giá trị đúng, nhưng {why}",
    "accepted in the other convention, but not yet the lecture's: {got} is the value for the side to move at the root, as the negamax Minimax of the Ô ăn quan report gives it; the lecture values every position for {white} (MAX), and its MinVal gives {value} here. For the lecture's value, value every position with f(u) = evaluate(u, game.max_side), and take the largest child value where {white} is to move and the smallest where the other side is to move (this root is a MIN node: MinVal)":
        'được chấp nhận theo quy ước còn lại, nhưng chưa theo bài giảng: {got} là giá trị cho bên đến lượt đi ở gốc, tức cách tính của hàm Minimax đổi dấu – negamax – trong báo cáo Ô ăn quan; bài giảng đánh giá mọi thế cờ cho {white} (MAX), và MinVal của bài giảng cho {value} ở đây. Để có giá trị của bài giảng, hãy đánh giá mọi thế cờ bằng f(u) = evaluate(u, game.max_side), lấy giá trị lớn nhất của các đỉnh con ở đỉnh mà {white} đến lượt đi, và nhỏ nhất ở đỉnh mà bên kia đến lượt đi (gốc ở đây là đỉnh của bên kia, nên tính bằng MinVal)',
    "the value {got} is accepted in the other convention: it is the value for the side to move at the root, as the negamax Minimax of the Ô ăn quan report gives it; the lecture values every position for {white} (MAX), and its MinVal gives {value} here (value every position with f(u) = evaluate(u, game.max_side), and take the largest child value where {white} is to move and the smallest where the other side is to move). But the positions you generated are wrong: {why}":
        'giá trị {got} được chấp nhận theo quy ước còn lại: đó là giá trị cho bên đến lượt đi ở gốc, tức cách tính của hàm Minimax đổi dấu – negamax – trong báo cáo Ô ăn quan; bài giảng đánh giá mọi thế cờ cho {white} (MAX), và MinVal của bài giảng cho {value} ở đây (hãy đánh giá mọi thế cờ bằng f(u) = evaluate(u, game.max_side), lấy giá trị lớn nhất của các đỉnh con ở đỉnh mà {white} đến lượt đi, và nhỏ nhất ở đỉnh mà bên kia đến lượt đi). Tuy vậy, dãy thế cờ bạn sinh ra chưa đúng: {why}',
    'the positions you generated are right: check what you return':
        'các thế cờ bạn sinh ra đều đúng: hãy kiểm tra giá trị trả về',
    "refused: your function calls {name} -- write the search yourself, with game.legal_actions, game.successor and evaluate":
        "bị từ chối: hàm của bạn gọi {name} — hãy tự viết thuật toán tìm kiếm, với game.legal_actions, game.successor và evaluate",
    # report 000's worked example (§3.4): what reading it exactly takes
    'Every printed array is written from the side to move (its squares are 7–11) and turned round after each move; read that way, all 20 nodes and their scores come out exactly.':
        'Mỗi mảng in trong báo cáo được viết theo bên đến lượt đi (các ô của bên đó là 7–11) và được xoay lại sau mỗi nước; đọc theo cách đó, cả 20 đỉnh cùng điểm của chúng đều khớp chính xác.',
    '§3.2.2 says the computer plays squares 1–5; in the example it plays the squares at 7–11.':
        'Mục 3.2.2 nói máy đi các ô 1–5; trong ví dụ máy đi các ô ở vị trí 7–11.',
    "The root has exactly two moves: only one of the mover's squares (9 stones) is not empty.":
        "Gốc có đúng hai nước đi: trong các ô của bên đi chỉ có một ô (9 quân) không trống.",
    "Node 1.7 is printed with 13 numbers; the first 12 are the board.":
        "Đỉnh 1.7 được in với 13 số; 12 số đầu là bàn cờ.",
    "Nodes 2.6–2.9 print f = 0 - 5 = -5, but their scores are d(0, 0), so f = 0; the report's own conclusion (node 2's worst case is −3) agrees with the scores, not with those values.":
        'Các đỉnh 2.6–2.9 in f = 0 - 5 = -5, nhưng điểm của chúng là d(0, 0), nên f = 0; chính kết luận của báo cáo (trường hợp xấu nhất của đỉnh 2 là −3) khớp với điểm, không khớp với các giá trị đó.',
    "Node 2.1 prints f = 0 - 0 = -0 and node 2.10 f = 0 - = 0: slips of the pen.":
        "Đỉnh 2.1 in f = 0 - 0 = -0 và đỉnh 2.10 in f = 0 - = 0: lỗi viết nhầm.",
    "§3.3.1 writes vitri_keke = vitri_ke + 1; read literally that looks one cell to the right whatever the direction. §3.3.4 writes contro2 = contro1 + chieu, which is what reproduces the example.":
        "Mục 3.3.1 viết vitri_keke = vitri_ke + 1; đọc đúng từng chữ thì luôn xét ô bên phải, bất kể chiều rải. Mục 3.3.4 viết contro2 = contro1 + chieu, và chính cách này tái tạo được ví dụ.",
    "Both readings of a quan cell after the last stone (the turn ends only if it holds stones, or always) give the same nodes here.":
        "Cả hai cách hiểu về ô quan sau quân cuối cùng (chỉ hết lượt khi ô có quân, hoặc luôn hết lượt) đều cho cùng các đỉnh ở đây.",
    "The moves are listed square by square from the far end (11 down to 7 in the printed frame), clockwise before anticlockwise.":
        "Các nước được liệt kê từng ô một từ đầu xa (từ 11 xuống 7 trong khung in), theo chiều kim đồng hồ trước rồi mới ngược chiều kim đồng hồ.",
    # -- assessment: checks, grades, copies, time budgets ------------------------------------------
    "# Assignment · 1. Minimax\n\nWrite `my_minimax(game, state, depth, evaluate)`: the minimax value of `state` in the lecture's convention, as lesson 05 asks: `MaxVal(state, depth)` when it is `game.max_side`'s turn (White — X in tic-tac-toe — MAX) and `MinVal(state, depth)` when the other side does, valuing every position at depth 0 or at the end of the game for White, MAX: `f(u) = evaluate(u, game.max_side)`. (The other convention, the value for the side to move at the root, is also accepted if your function uses it at every root; at a White root both conventions give the same value.) Generate each child with `game.successor(u, move)` just before you search it, taking the moves in `game.legal_actions(u)` order. The tests compare your value **and the positions you generate, in order,** with the lecture's MaxVal/MinVal on published and random positions of tic-tac-toe and Dodgem; hidden tests try more. Do not call gamelib's searches (that is refused), and write the search yourself: an answer with the structure of gamelib's code, names aside, is shown to your teacher beside it.":
        '# Bài tập lớn · 1. Minimax\n\nViết `my_minimax(game, state, depth, evaluate)`: giá trị minimax của `state` theo quy ước của bài giảng, như bài 05 yêu cầu: `MaxVal(state, depth)` khi đến lượt `game.max_side` (Trắng — X trong tic-tac-toe — MAX) đi và `MinVal(state, depth)` khi bên kia đi, đánh giá mọi thế cờ ở độ sâu 0 hoặc khi ván cờ kết thúc cho Trắng, MAX: `f(u) = evaluate(u, game.max_side)`. (Quy ước còn lại, tức giá trị cho bên đến lượt đi ở gốc, cũng được chấp nhận nếu hàm của bạn dùng nó ở mọi gốc; ở gốc Trắng hai quy ước cho cùng một giá trị.) Sinh mỗi thế cờ con bằng `game.successor(u, move)` ngay trước khi xét nó, lấy các nước đi theo thứ tự của `game.legal_actions(u)`. Các bài kiểm tra so sánh giá trị của bạn **và dãy thế cờ bạn sinh ra, theo đúng thứ tự,** với MaxVal/MinVal của bài giảng trên các thế cờ cho sẵn và ngẫu nhiên của tic-tac-toe và Dodgem; các bài kiểm tra ẩn thử thêm nhiều thế cờ khác. Không được gọi các hàm tìm kiếm của gamelib (sẽ bị từ chối), và hãy tự viết thuật toán tìm kiếm: bài làm có cùng cấu trúc với mã của gamelib (bỏ qua tên biến) sẽ được đưa cho giảng viên xem cạnh mã đó.',
    "# Assignment · 2. Alpha-beta\n\nWrite `my_alphabeta(game, state, depth, evaluate, alpha, beta)`: the same value as minimax, passing α and β down by value as the lecture does, raising α at MAX nodes, lowering β at MIN nodes, and leaving a node's loop as soon as α ≥ β. The tests compare the positions you generate with the lecture's alpha-beta one by one: a missing cut, a cut too early or a move out of order is named at the first position where it shows.":
        '# Bài tập lớn · 2. Cắt tỉa alpha-beta\n\nViết `my_alphabeta(game, state, depth, evaluate, alpha, beta)`: cùng giá trị với minimax, truyền α và β xuống theo kiểu tham trị như bài giảng, tăng α ở đỉnh MAX, giảm β ở đỉnh MIN, và thoát khỏi vòng lặp của một đỉnh ngay khi α ≥ β. Các bài kiểm tra so từng thế cờ bạn sinh ra với alpha-beta của bài giảng: thiếu một lần cắt tỉa, cắt quá sớm hay xét nước đi sai thứ tự đều được chỉ ra ngay ở thế cờ đầu tiên mà lỗi lộ ra.',
    '# Assignment · 3. An evaluation function\n\nWrite `my_evaluation(state, player)`: how good a Dodgem 3×3 position is for `player` (`"Black"` or `"White"`). Black\'s cars drive right and leave from the right-hand column; White\'s drive up and leave from the top row; `state.black` and `state.white` are bit masks of the squares (square `r * 3 + c`, row 0 at the top). Your evaluation plays inside an alpha-beta search two plies deep, 40 games against each of four fixed opponents: the same search valuing only the cars taken off, with the lecture\'s evaluation 1, with report 003\'s evaluation 2 (gamelib\'s own), and that one a ply deeper. As good as gamelib\'s own evaluation is the pass mark (5 of 10); a constant or a random evaluation earns 0; the last 5 points come from beating the two stronger opponents. Pasting one of gamelib\'s evaluations earns nothing.':
        '# Bài tập lớn · 3. Hàm đánh giá\n\nViết `my_evaluation(state, player)`: một thế cờ Dodgem 3×3 tốt đến đâu cho `player` (`"Black"` hoặc `"White"`). Quân Đen đi sang phải và ra khỏi bàn ở cột bên phải; quân Trắng đi lên và ra khỏi bàn ở hàng trên cùng; `state.black` và `state.white` là các mặt nạ bit của các ô (ô `r * 3 + c`, hàng 0 ở trên cùng). Hàm đánh giá của bạn được dùng trong một thuật toán alpha-beta tìm sâu hai nước, chơi 40 ván với mỗi đối thủ trong bốn đối thủ cố định: cùng thuật toán đó nhưng chỉ đếm số quân đã ra khỏi bàn, với hàm đánh giá 1 của bài giảng, với hàm đánh giá 2 của báo cáo 003 (hàm của gamelib), và hàm ấy tìm sâu thêm một nước. Tốt bằng hàm đánh giá của gamelib là đạt (5/10 điểm); hàm hằng hoặc hàm ngẫu nhiên được 0 điểm; 5 điểm còn lại đến từ việc thắng hai đối thủ mạnh hơn. Dán một hàm đánh giá của gamelib vào không được điểm nào.',
    '# Assignment · 4. Predictions\n\nAnswer by assigning a number to each variable. The hidden tests compare your answers with what gamelib computes.':
        '# Bài tập lớn · 4. Dự đoán\n\nTrả lời bằng cách gán một số cho mỗi biến. Các kiểm tra ẩn so câu trả lời của bạn với kết quả gamelib tính ra.',
    'Figure 4.3 (lecture 002): the minimax value of the root `a`.':
        'Hình 4.3 (bài giảng 002): giá trị minimax của gốc `a`.',
    'Figure 4.8, White (MAX) at the root: node 10 has just returned 8 to node 4. What is β at node 4 now?':
        'Hình 4.8, Trắng (MAX) ở gốc: đỉnh 10 vừa trả về 8 cho đỉnh 4. Lúc này β ở đỉnh 4 bằng bao nhiêu?',
    'Othello after d3 c5 f6 f5 e6 e3: how many legal moves has Black?':
        'Cờ lật sau các nước d3 c5 f6 f5 e6 e3: Đen có bao nhiêu nước đi hợp lệ?',
    'Elo: the expected score per game of a bot rated 1600 against one rated 1400 (two decimals).':
        'Elo: điểm kỳ vọng mỗi ván của một bot có hệ số 1600 khi đấu với một bot có hệ số 1400 (hai chữ số thập phân).',
    'fails with the first position where your search differs':
        'báo lỗi ở thế cờ đầu tiên mà thuật toán của bạn làm khác',
    'try it: a number for each side':
        'thử xem: mỗi bên một con số',
    'the practice games':
        'các ván luyện tập',
    "nbgrader takes this number as the cell's score":
        'nbgrader lấy con số này làm điểm của ô',
    'a number, or why not':
        'một con số, hoặc lý do vì sao không phải',
    'YOUR CODE HERE':
        'VIẾT MÃ CỦA BẠN Ở ĐÂY',
    "{value} ≥ β = {beta}: no reply at node {node} was better for Black than the β = {beta} it inherited, and a Black node's value can only be lower than its children's — so its value is at least {value}. Its minimax value is {true}.":
        '{value} ≥ β = {beta}: tại đỉnh {node}, không nước đáp nào tốt hơn cho Đen so với β = {beta} mà nó nhận từ đỉnh cha, và giá trị của một đỉnh Đen không thể nhỏ hơn giá trị nhỏ nhất của các đỉnh con — nên giá trị của đỉnh {node} không nhỏ hơn {value}. Giá trị minimax của nó là {true}.',
    '{value} ≤ α = {alpha}: no child of node {node} was better for White than the α = {alpha} it inherited — so its value is at most {value}. Its minimax value is {true}.':
        '{value} ≤ α = {alpha}: không đỉnh con nào của đỉnh {node} tốt hơn cho Trắng so với α = {alpha} mà nó nhận từ đỉnh cha — nên giá trị của đỉnh {node} không lớn hơn {value}. Giá trị minimax của nó là {true}.',
    "X's {stones} is an open four: {first} and {second} both make five. O can take only one, so X wins whatever O does -- the threat had to be stopped a move earlier, when it was an open three, which a search that keeps only its top ten candidates may never see.":
        '{stones} của X là một hàng bốn mở: cả {first} lẫn {second} đều thành năm. O chỉ chặn được một ô, nên X thắng dù O đi thế nào — lẽ ra phải chặn từ một nước trước, khi đó còn là hàng ba mở, điều mà một thuật toán tìm kiếm chỉ giữ mười ứng viên tốt nhất có thể không bao giờ thấy.',
    'White is MAX and takes the largest, {best}.':
        'Trắng là MAX nên lấy giá trị lớn nhất, {best}.',
    'Black is MIN and takes the smallest, {best}.':
        'Đen là MIN nên lấy giá trị nhỏ nhất, {best}.',
    'Your name':
        'Tên của bạn',
    'name or student number':
        'tên hoặc mã số sinh viên',
    'Your scores are kept as: {name}':
        'Điểm của bạn được lưu dưới tên: {name}',
    'write your name (or your student number) so your teacher knows whose scores these are':
        'hãy nhập tên (hoặc mã số sinh viên) để giảng viên biết đây là điểm của ai',
    'Nothing to compare yet: {summary}':
        'Chưa có gì để so sánh: {summary}',
    'leaf':
        'lá',
    'minimax values with one leaf changed':
        'giá trị minimax khi thay đổi một lá',
    "A move must flip at least one line of the opponent's discs: {side} has {n} squares where one does (the next question asks which).":
        'Một nước đi phải lật được ít nhất một hàng quân của đối phương: {side} có {n} ô như vậy (câu hỏi tiếp theo hỏi đó là những ô nào).',
    '{node} ({side}) {before} → {after}':
        '{node} ({side}) {before} → {after}',
    'Raise leaf {leaf} from {old} to {new}. Does the minimax value of the root a change?':
        'Tăng lá {leaf} từ {old} lên {new}. Giá trị minimax của gốc a có thay đổi không?',
    'Follow it up the path to the root: {steps}.':
        'Lần theo đường đi lên tới gốc: {steps}.',
    'The answers to the questions above appear here once you have answered them.':
        'Đáp án của các câu hỏi phía trên sẽ hiện ở đây sau khi bạn đã trả lời chúng.',
    'Show the answers now':
        'Hiện đáp án ngay',
    'The questions you have not answered stay unanswered in your scores':
        'Các câu chưa trả lời sẽ được tính là bỏ trống trong điểm của bạn',
    'positions generated':
        'số thế cờ đã sinh',
    'the positions checked':
        'các thế cờ đã kiểm tra',
    'Your search':
        'Thuật toán của bạn',
    "The lecture's search":
        'Thuật toán của bài giảng',
    'Both searches generate the same {n} positions.':
        'Cả hai thuật toán sinh cùng {n} thế cờ.',
    'The first {n} positions are the same in both; they part at position {next}: step on to see where.':
        '{n} thế cờ đầu tiên giống nhau ở cả hai; chúng khác nhau từ thế cờ thứ {next}: hãy bước tiếp để xem ở đâu.',
    'Position {at}: the searches parted at position {next} (the last one drawn in each tree is the current step).':
        'Thế cờ {at}: hai thuật toán khác nhau từ thế cờ thứ {next} (thế cờ vẽ cuối cùng trong mỗi cây là bước hiện tại).',
    'The course updated the cell above (your version); its new version is here, to compare: keep what you need.':
        'Môn học đã cập nhật ô phía trên (bản của bạn); bản mới của ô đó ở đây để bạn so sánh: hãy giữ lại những gì bạn cần.',
    '... and {n} more':
        '... và {n} thế cờ nữa',
    '{name}: right':
        '{name}: đúng',
    '{name} = {given} is not right: it is {right}. {how}':
        '{name} = {given} chưa đúng: đáp án là {right}. {how}',
    '{name}: give it a number (for example {name} = 3), not {given!r}':
        '{name}: hãy gán cho nó một số (ví dụ {name} = 3), không phải {given!r}',
    'hidden tests, {game}: {summary}':
        'kiểm tra ẩn, {game}: {summary}',
    "Figure 4.3: a is a MAX node, so a = max(b, c, d); b, c and d are MIN nodes, each the smallest of its children's values.":
        'Hình 4.3: a là đỉnh MAX nên a = max(b, c, d); b, c và d là đỉnh MIN, mỗi đỉnh lấy giá trị nhỏ nhất trong các đỉnh con của nó.',
    "Node 4 is a MIN node: β falls to a child's value when it is smaller, so after node 10 returns 8, β = min(∞, 8).":
        'Đỉnh 4 là đỉnh MIN: β giảm xuống giá trị của đỉnh con khi giá trị đó nhỏ hơn, nên sau khi đỉnh 10 trả về 8, β = min(∞, 8).',
    "A legal move flips at least one line of the opponent's discs: count the empty squares where one does.":
        'Một nước đi hợp lệ phải lật được ít nhất một hàng quân của đối phương: hãy đếm các ô trống có nước đi như vậy.',
    'The expected score of a player rated 200 above the other is 1 / (1 + 10^(−200/400)).':
        'Điểm kỳ vọng của người chơi có hệ số Elo cao hơn đối thủ 200 là 1 / (1 + 10^(−200/400)).',
    "against {opponent}: score {score} (gamelib's own evaluation: {own})":
        'gặp {opponent}: điểm {score} (hàm đánh giá của gamelib: {own})',
    "pass mark ({pass_points} of {total}): a mean score of {own}, as gamelib's own evaluation; nothing at {nothing} or less, as a constant or random evaluation":
        'mức đạt ({pass_points}/{total}): điểm trung bình {own}, như hàm đánh giá của gamelib; 0 điểm nếu từ {nothing} trở xuống, như một hàm hằng hoặc ngẫu nhiên',
    'points: {points} of {total}':
        'điểm: {points}/{total}',
    'refused: your evaluation is {what}, with the names changed -- write your own (0 points)':
        'bị từ chối: hàm đánh giá của bạn là {what}, chỉ đổi tên — hãy tự viết (0 điểm)',
    "your evaluation did not finish: the games took more than {seconds} s (an endless loop?); gamelib's own evaluation plays them in about a second (0 points)":
        'hàm đánh giá của bạn không chạy xong: các ván mất hơn {seconds} giây (có vòng lặp vô hạn?); hàm đánh giá của gamelib chơi hết chúng trong khoảng một giây (0 điểm)',
    'refused: your evaluation calls {name} -- write your own from state.black, state.white and state.size (0 points)':
        'bị từ chối: hàm đánh giá của bạn gọi {name} — hãy tự viết từ state.black, state.white và state.size (0 điểm)',
    'cars off, depth 2':
        'chỉ đếm quân đã ra, độ sâu 2',
    'evaluation 1 (lecture), depth 2':
        'hàm đánh giá 1 (bài giảng), độ sâu 2',
    'evaluation 2 (report 003), depth 2':
        'hàm đánh giá 2 (báo cáo 003), độ sâu 2',
    'evaluation 2 (report 003), depth 3':
        'hàm đánh giá 2 (báo cáo 003), độ sâu 3',
    'every position':
        'mọi thế cờ',
    'not tried: this function did not finish in an earlier check':
        'chưa thử: hàm này đã không chạy xong trong một lần kiểm tra trước',
    'α = {alpha} ≥ β = {beta}, but node {node} has no child left to cut.':
        'α = {alpha} ≥ β = {beta}, nhưng đỉnh {node} không còn đỉnh con nào để cắt tỉa.',
    "gamelib's own {name}":
        'mã của chính gamelib: {name}',
    "gamelib's model answer for the {name} assignment":
        'lời giải mẫu của gamelib cho bài tập {name}',
    "the lecture's pseudocode written in Python for the {name} assignment":
        'mã giả của bài giảng viết bằng Python cho bài tập {name}',
    "refused: your function is {what}, with the names changed -- write the search yourself (if you did, show your teacher: the class's similarity report compares every answer)":
        'bị từ chối: hàm của bạn là {what}, chỉ đổi tên — hãy tự viết thuật toán tìm kiếm (nếu bạn đã tự viết, hãy cho giảng viên xem: báo cáo so sánh của lớp đối chiếu mọi bài làm)',
    'did not finish':
        'không chạy xong',
    "did not finish in {seconds} s (an endless loop?); the lecture's search takes a few milliseconds here":
        'không chạy xong trong {seconds} giây (có vòng lặp vô hạn?); thuật toán của bài giảng chỉ mất vài mili giây ở đây',
    'not tried: your function did not finish on an earlier position':
        'chưa thử: hàm của bạn không chạy xong ở một thế cờ trước đó',
    'published, near ties':
        'thế cờ cho sẵn, giá trị gần bằng nhau',
    "α = {alpha} ≥ β = {beta}: whatever the remaining children are worth, the parent will not choose node {node}, so they cannot change the root's value: they are cut.":
        'α = {alpha} ≥ β = {beta}: dù các đỉnh con còn lại có giá trị bao nhiêu, đỉnh cha cũng sẽ không chọn đỉnh {node}, nên chúng không thể làm thay đổi giá trị của gốc: chúng bị cắt tỉa.',
    'α = {alpha} < β = {beta}: nothing is cut.':
        'α = {alpha} < β = {beta}: không có đỉnh nào bị cắt tỉa.',
    # -- Vietnamese to the last number -------------------------------------------------------------
    'node {node} is {value}':
        'đỉnh {node} là {value}',
    'the position after the move {move}':
        'thế cờ sau nước {move}',
    'weak':
        'bot yếu',
    'medium':
        'bot trung bình',
    'strong':
        'bot mạnh',
    'alphabeta':
        'alpha-beta',
    'the table of values':
        'bảng giá trị các đỉnh',
    'number of games':
        'số ván',
    'take up square {cell} and sow up to square {last}':
        'bốc ô {cell}, rải tới ô {last}',
    'the next square is empty: capture square {cell}':
        'ô kế tiếp trống: ăn ô {cell}',
    'turn over':
        'hết lượt',
    'White to move, boxed in':
        'Trắng đến lượt, bị vây kín',
    '{n} {kind}':
        '{n} lần {kind}',
    '[forfeit] crash':
        'chương trình sập',
    '[forfeit] closed':
        'đóng kết nối',
    '[forfeit] exception':
        'gây lỗi ngoại lệ',
    '[forfeit] exit':
        'tự thoát',
    '[forfeit] garbage':
        'trả lời không phải nước đi',
    '[forfeit] illegal':
        'đi nước không hợp lệ',
    '[forfeit] import':
        'không nạp được',
    '[forfeit] memory':
        'vượt bộ nhớ',
    '[forfeit] timeout':
        'hết giờ',
    '[forfeit] unread':
        'không nhận dữ liệu',
    'board and d match the report':
        'bàn chơi và d khớp báo cáo',
    'f matches the report':
        'f khớp báo cáo',
    '{position}, {side} to move':
        '{position}, lượt {side}',
    '{a} vs {b}: +{wins} ={draws} -{losses} in {games} games (score {score})':
        '{a} gặp {b}: +{wins} ={draws} -{losses} trong {games} ván (điểm {score})',
    'random':
        'ngẫu nhiên',
    'greedy':
        'tham lam',
    'perfect':
        'hoàn hảo',
    'all':
        'tất cả',
    '3, -2 or 0.5':
        '3, -2 hoặc 0,5',
    # -- accessibility: what the boards say to a screen reader, their keys, names of controls ----
    "Arrow keys move between squares; Enter or Space plays; Escape cancels a choice.":
        "Phím mũi tên để đi giữa các ô; Enter hoặc phím cách để đi quân; Escape để bỏ chọn.",
    "empty": "trống",
    "in the winning line": "thuộc đường thắng",
    "last move": "nước vừa đi",
    "you can play here": "bạn có thể đi ở đây",
    "selected": "đang chọn",
    "{side} played {move}.": "{side} đi {move}.",
    "On the board: {moves}": "Trên bàn cờ: {moves}",
    "New game.": "Ván mới.",
    "your search's tree": "cây tìm kiếm của bạn",
    "the lecture's tree": "cây tìm kiếm của bài giảng",
    "{square}. Its moves: {moves}. Enter plays the one focused; Escape cancels.":
        "{square}. Các nước đi từ đây: {moves}. Enter để đi nước đang chọn; Escape để bỏ chọn.",
    "Selection cancelled: {square}.": "Đã bỏ chọn: {square}.",
    "Nothing is selected.": "Chưa chọn gì.",
    "Moves taken back.": "Đã hoàn tác nước đi.",
    "pause": "tạm dừng",
    "stop": "dừng",
    "repeat": "lặp lại",
    "the search tree": "cây tìm kiếm",
    "the α/β table": "bảng α/β",
    "the source of {name}": "mã nguồn của {name}",
    "a line chart of the nodes visited against the depth, one line per algorithm, on a log scale":
        "biểu đồ đường của số đỉnh đã duyệt theo độ sâu, mỗi thuật toán một đường, thang logarit",
    "a line chart of a player's score against the search depth":
        "biểu đồ đường của điểm một người chơi theo độ sâu tìm kiếm",
    "a bar chart of each challenger's score against the reference":
        "biểu đồ cột của điểm mỗi người thách đấu trước người chơi mốc",
    "a heat map of each player's score against each other player":
        "bản đồ nhiệt điểm của mỗi người chơi trước từng người chơi khác",
    "a heat map of values on the squares of the board": "bản đồ nhiệt các giá trị trên các ô của bàn cờ",
    "a line chart": "biểu đồ đường",
    # -- the source shown in the lessons: comments and docstrings ----------------------------------
    "[source] Tic-tac-toe on the core protocol; utility +1 for a win, -1 for a loss, 0 for a draw.":
        "Tic-tac-toe theo giao thức chung của gamelib; giá trị ở thế cờ kết thúc (utility) bằng +1 khi thắng, −1 khi thua, 0 khi hoà.",
    "[source] The board as three lines of X, O and '.'.":
        "Bàn cờ viết thành ba dòng gồm X, O và '.'.",
    "[source] MaxVal(u, d): the value of White (MAX) node u at depth d, the largest of its children's values.":
        "MaxVal(u, d): giá trị của đỉnh Trắng (MAX) u với độ sâu d, là giá trị lớn nhất trong các giá trị của các đỉnh con.",
    "[source] MinVal(u, d): the value of Black (MIN) node u at depth d, the smallest of its children's values.":
        "MinVal(u, d): giá trị của đỉnh Đen (MIN) u với độ sâu d, là giá trị nhỏ nhất trong các giá trị của các đỉnh con.",
    "[source] MaxVal(u, d, α, β): raise α with each child's value; stop as soon as α ≥ β; return α.":
        "MaxVal(u, d, α, β): nâng α lên theo giá trị của từng đỉnh con; dừng ngay khi α ≥ β; trả về α.",
    "[source] MinVal(u, d, α, β): lower β with each child's value; stop as soon as α ≥ β; return β.":
        "MinVal(u, d, α, β): hạ β xuống theo giá trị của từng đỉnh con; dừng ngay khi α ≥ β; trả về β.",
    "[source] MiniMax(u, v, d): the move v for node u, and its value. Each child w is searched to depth d (the lecture's root call: MinVal(w, d) at a White node, MaxVal(w, d) at a Black one); the first child with the best value is chosen.":
        "MiniMax(u, v, d): nước đi v cho đỉnh u, kèm giá trị của nó. Mỗi đỉnh con w được tính với độ sâu d (lời gọi ở gốc của bài giảng: MinVal(w, d) tại đỉnh Trắng, MaxVal(w, d) tại đỉnh Đen); chọn đỉnh con đầu tiên có giá trị tốt nhất.",
    "[source] AlphaBeta(u, v, d): the move v for node u, and its value, with alpha-beta. From α = −∞, β = +∞, each child w is searched to depth d with the window (α, β): at a White node the value MinVal(w, d, α, β) returns raises α, at a Black node the value MaxVal(w, d, α, β) returns lowers β, and the child that moved the bound becomes the move.":
        "AlphaBeta(u, v, d): nước đi v cho đỉnh u, kèm giá trị của nó, có cắt tỉa alpha-beta. Bắt đầu từ α = −∞, β = +∞, mỗi đỉnh con w được tính với độ sâu d và cửa sổ (α, β): tại đỉnh Trắng, giá trị mà MinVal(w, d, α, β) trả về nâng α; tại đỉnh Đen, giá trị mà MaxVal(w, d, α, β) trả về hạ β; đỉnh con làm thay đổi cận đó trở thành nước đi.",
    "[source] The value of ``state`` for ``player`` by alpha-beta pruning, and the best move. Same parameters as :func:`~gamelib.search.minimax.minimax`. The root is searched with the full window (-∞, ∞), so its value equals the minimax value; at an inner node the value returned may be only a bound, even one outside the node's window, as in the lecture.":
        'Giá trị của ``state`` cho ``player`` theo thuật toán cắt tỉa alpha-beta, và nước đi tốt nhất. Tham số như của :func:`~gamelib.search.minimax.minimax`. Gốc được duyệt với cửa sổ đầy đủ (-∞, ∞), nên giá trị của gốc bằng giá trị minimax; ở các đỉnh bên trong, giá trị trả về có thể chỉ là một cận, thậm chí nằm ngoài cửa sổ của đỉnh, như trong bài giảng.',
    "[source] AB(A, depth, x, α, β) of report 000 (A is u here, depth is d, heuristic is h): the value of u seen from x, the side to move, with one function for both sides; h(u, x) values the leaf u from x's side. The loop runs while moves remain and best < β, raising α to best before each child; a child's value is negated and its window is (−β, −α), seen from the other side, since every move gives the turn to the other side (in every game here, as in Ô ăn quan). x is read from the position, and best starts at −∞ for the report's −1000.":
        "AB(A, depth, x, α, β) của báo cáo 000 (ở đây A là u, depth là d, heuristic là h): giá trị của u xét theo phía x, bên đến lượt đi, bằng một hàm dùng chung cho cả hai bên; h(u, x) đánh giá lá u theo phía x. Vòng lặp chạy khi còn nước đi và best < β, nâng α lên best trước mỗi đỉnh con; giá trị của đỉnh con được đổi dấu và cửa sổ của nó là (−β, −α), nhìn từ phía bên kia, vì mỗi nước đi đều chuyển lượt sang bên kia (ở mọi trò chơi trong khoá học, như ở Ô ăn quan). x được đọc từ thế cờ, và best bắt đầu từ −∞ thay cho −1000 của báo cáo.",
    "[source] the report's loop condition: best < β":
        "điều kiện vòng lặp của báo cáo: best < β",
    '[source] every recording call below is skipped when off':
        'khi tắt ghi vết, mọi lời gọi ghi vết bên dưới đều được bỏ qua',
    '[source] MaxVal where the root player moves, MinVal where the opponent does.':
        'MaxVal ở lượt của người chơi ở gốc, MinVal ở lượt của đối thủ.',
    '[source] the remaining subtrees are cut off':
        'các cây con còn lại bị cắt bỏ',
    "[source] The value of ``state`` for ``player`` by negamax alpha-beta, and the best move. Same parameters as :func:`~gamelib.search.minimax.minimax`; ``evaluate`` is called for the side to move at each leaf (the report's ``heuristic(A, x)``).":
        'Giá trị của ``state`` cho ``player`` theo alpha-beta dạng negamax, và nước đi tốt nhất. Tham số như của :func:`~gamelib.search.minimax.minimax`; ở mỗi lá, ``evaluate`` được gọi cho bên đến lượt đi (``heuristic(A, x)`` của báo cáo).',
    "[source] the report's loop condition: best < beta":
        'điều kiện vòng lặp của báo cáo: best < beta',
    '[source] asked once here, passed down':
        'hỏi một lần ở đây rồi truyền xuống',
    "[source] The report's evaluation: my points minus the opponent's (captures so far; at the end, with the sweep).":
        'Hàm đánh giá của báo cáo: điểm của mình trừ điểm của đối thủ (số quân đã ăn được; khi hết ván thì tính cả phần thu quân).',
    "[source] A player by level: \"level 1\", \"level 2\", \"level 3\" (alpha-beta to ``depth``), \"strong\", or one of the report's levels exactly as written (``AS_WRITTEN``).":
        'Người chơi theo mức: "level 1", "level 2", "level 3" (alpha-beta tới độ sâu ``depth``), "strong", hoặc một trong các mức của báo cáo đúng như nó được viết (``AS_WRITTEN``).',
    '[source] How dangerous the windows are: 5 a five, 4 a double four or four-three, 3 two threes.':
        'Mức nguy hiểm của các cửa sổ: 5 là thế năm, 4 là hai thế bốn hoặc thế bốn-ba, 3 là hai thế ba.',
    # -- autograde in the sandbox (gamelib.grading.sandboxed) -------------------------------------
    # (each {why} is a predicate without a subject: it follows "your evaluation" or "your
    # notebook's process", and stands alone too)
    'hidden tests, {game}': 'kiểm tra ẩn, {game}',
    'did not finish in {seconds} s (an endless loop?)':
        'không chạy xong trong {seconds} giây (có vòng lặp vô hạn?)',
    "the grader could not start your notebook's process":
        'chương trình chấm không khởi động được tiến trình chạy sổ tay của bạn',
    'sent more than {kb} KB at once': 'gửi về hơn {kb} KB dữ liệu trong một lần',
    'sent something that is not an answer': 'gửi về một thứ không phải câu trả lời',
    '... (output cut: more than {n} characters)':
        '... (phần in ra đã bị cắt bớt: dài hơn {n} ký tự)',
    'closed its connection to the grader': 'tự đóng kết nối với chương trình chấm',
    'ran out of memory (over {mb} MB)': 'dùng quá bộ nhớ cho phép ({mb} MB)',
    'was killed (signal {number})': 'bị buộc dừng (tín hiệu {number})',
    'exited before it finished (exit status {code})': 'tự thoát giữa chừng (mã thoát {code})',
    'sent no list of the positions it generated': 'không gửi về danh sách các thế cờ đã sinh',
    'generated position {i}: your function produced a position no legal move leads to (generate children only with game.successor(u, a) for a in game.legal_actions(u), and never change u itself)':
        'thế cờ thứ {i} bạn sinh ra không thể có được bằng một nước đi hợp lệ (chỉ sinh thế cờ con bằng game.successor(u, a) với a lấy từ game.legal_actions(u), và không sửa trực tiếp thế cờ u)',
    'generated more than {n} positions': 'sinh ra hơn {n} thế cờ',
    'too many positions': 'quá nhiều thế cờ',
    "was stopped: it used up the {seconds} s the grader gives one notebook (the model solution runs all these checks in a few seconds: look for an endless loop or a search too deep)":
        'đã bị dừng: đã dùng hết {seconds} giây chương trình chấm dành cho một sổ tay Jupyter (notebook) (lời giải mẫu chạy hết các kiểm tra này chỉ trong vài giây: hãy kiểm tra vòng lặp vô hạn hoặc độ sâu tìm kiếm)',
    "was stopped: your notebooks used up the {seconds} s the grader gives one student (the model solution runs all these checks in a few seconds: look for an endless loop or a search too deep)":
        'đã bị dừng: các sổ tay Jupyter (notebook) của bạn đã dùng hết {seconds} giây chương trình chấm dành cho một sinh viên (lời giải mẫu chạy hết các kiểm tra này chỉ trong vài giây: hãy kiểm tra vòng lặp vô hạn hoặc độ sâu tìm kiếm)',
    '(what your code printed after the hidden tests began is not shown)':
        '(những gì mã của bạn in ra sau khi các bài kiểm tra ẩn bắt đầu không được hiển thị)',
    # a hidden test's row: which rule failed, never the position, its depth or its values
    'hidden position {i} of {n}': 'thế cờ ẩn thứ {i}/{n}',
    'wrong': 'sai',
    'wrong value': 'sai giá trị',
    "your notebook's process ended here (often a crash, running out of memory or a recursion too deep)":
        'tiến trình chạy sổ tay của bạn đã dừng ở đây (thường do lỗi chương trình, hết bộ nhớ hoặc đệ quy quá sâu)',
    'your function produced a position no legal move leads to (generate children only with game.successor(u, a) for a in game.legal_actions(u), and never change u itself)':
        'hàm của bạn tạo ra một thế cờ không thể có được bằng một nước đi hợp lệ (chỉ sinh thế cờ con bằng game.successor(u, a) với a lấy từ game.legal_actions(u), và không sửa trực tiếp thế cờ u)',
    'a position generated a second time (generate each child once, just before you search it)':
        'một thế cờ được sinh lần thứ hai (mỗi đỉnh con chỉ sinh một lần, ngay trước khi duyệt nó)',
    'a position generated deeper than the depth asked for ({max_val} and {min_val} return f(u) = evaluate(u, game.max_side) when d = 0)':
        'một thế cờ được sinh sâu hơn độ sâu yêu cầu ({max_val} và {min_val} trả về f(u) = evaluate(u, game.max_side) khi d = 0)',
    'a position generated after the game is over (a finished game is a leaf: return f(u) = evaluate(u, game.max_side))':
        'một thế cờ được sinh sau khi ván cờ đã kết thúc (thế cờ kết thúc (đỉnh kết thúc) là lá: trả về f(u) = evaluate(u, game.max_side))',
    'a position generated where alpha-beta has already cut, at a node where α ≥ β ({hint})':
        'một thế cờ mà alpha-beta đã cắt bỏ lại được sinh ra, tại một đỉnh có α ≥ β ({hint})',
    "a position generated that the lecture's algorithm does not generate there (compare with the lecture's MaxVal/MinVal: the moves in game.legal_actions order, each child generated just before it is searched, leaves at d = 0)":
        'một thế cờ được sinh mà thuật toán của bài giảng không sinh ở đó (hãy so với MaxVal/MinVal của bài giảng: xét các nước theo thứ tự game.legal_actions, sinh mỗi đỉnh con ngay trước khi duyệt, lá ở d = 0)',
    'a node not searched down though it is no leaf (d still positive), its next sibling generated instead: either it was taken for a leaf too early (check the starting depth and the test d = 0), or all the children were generated before the first one was searched (generate each child just before you search it, as the exercise asks)':
        'một đỉnh chưa phải lá (d vẫn còn dương) không được duyệt xuống, mà thuật toán chuyển sang đỉnh anh em kế tiếp: hoặc đỉnh đó bị coi là lá quá sớm (xem độ sâu ban đầu và điều kiện d = 0), hoặc mọi đỉnh con được sinh sẵn trước khi đỉnh con đầu tiên được duyệt (hãy sinh mỗi đỉnh con ngay trước khi duyệt nó, như đề bài yêu cầu)',
    'moves taken out of order (take the moves in game.legal_actions order)':
        'các nước đi được xét sai thứ tự (hãy xét các nước theo thứ tự của game.legal_actions)',
    'a position skipped that alpha-beta generates, at a node where α < β still ({hint})':
        'bỏ qua một thế cờ mà alpha-beta có sinh ra, tại một đỉnh vẫn còn α < β ({hint})',
    'a position skipped that {algorithm} generates ({algorithm} looks at every move down to the depth limit)':
        'một thế cờ {algorithm} sinh ra bị bỏ qua ({algorithm} xét mọi nước đi cho tới giới hạn độ sâu)',
    'a value of type {kind}, not a number': 'giá trị kiểu {kind}, không phải số',
    'no number returned': 'không trả về số nào',
    'your evaluation {why}': 'hàm đánh giá của bạn {why}',
    'your evaluation returned a value of type {kind}, not a number, at the position {where}':
        'hàm đánh giá của bạn trả về giá trị kiểu {kind}, không phải số, ở thế cờ {where}',
    'no function my_evaluation: run its cell': 'chưa có hàm my_evaluation: hãy chạy ô của nó',
    'your evaluation raised an error at the position {where}: {error}':
        'hàm đánh giá của bạn báo lỗi ở thế cờ {where}: {error}',
    'your evaluation returned something that is not a finite number at the position {where}':
        'hàm đánh giá của bạn trả về một giá trị không phải số hữu hạn ở thế cờ {where}',
    "{name}: not graded because your notebook's process {why}":
        '{name}: không chấm được vì tiến trình chạy sổ tay của bạn {why}',
    "not graded because your notebook's process {why}":
        'không chấm được vì tiến trình chạy sổ tay của bạn {why}',
    '{name}: not defined yet -- run its cell': '{name}: chưa được gán — hãy chạy ô của nó',
    '{name}: give it a number (for example {name} = 3), not a value of type {kind}':
        '{name}: hãy gán cho nó một số (ví dụ {name} = 3), không phải một giá trị kiểu {kind}',
    "IPython's % and ! lines do not run in the grader: write plain Python":
        'các dòng % và ! của IPython không chạy trong chương trình chấm: hãy viết Python thuần',
    'not graded: {why}': 'không chấm được: {why}',
    'no function written': 'chưa viết hàm nào',
    '{problem} (0 points)': '{problem} (0 điểm)',
    'not graded yet: your evaluation orders the pairs of positions (with the same side to move) as {what} does ({share} of the pairs ordered the same way; evaluations students wrote themselves, measured, reach at most 88%); your teacher reviews it with you -- 0 points until then':
        'chưa được chấm: hàm đánh giá của bạn xếp thứ tự các cặp thế cờ (cùng bên đến lượt đi) giống '
        '{what} ({share} số cặp được xếp như nhau; các hàm sinh viên tự viết mà chúng tôi đã đo giống '
        'không quá 88%); giảng viên sẽ cùng bạn xem lại hàm này — tạm tính 0 điểm cho đến lúc đó',
    '{name} (the same at {share} of the pairs of positions)': '{name} (giống ở {share} số cặp thế cờ)',
    'not graded yet: your evaluation orders every pair of positions (with the same side to move) as {what} does, at most splitting its ties; your teacher reviews it with you -- 0 points until then':
        'chưa được chấm: hàm đánh giá của bạn xếp thứ tự mọi cặp thế cờ (cùng bên đến lượt đi) giống '
        'hệt {what}, cùng lắm chỉ tách vài cặp mà hàm đó cho bằng điểm; giảng viên sẽ cùng bạn xem '
        'lại hàm này — tạm tính 0 điểm cho đến lúc đó',
    "gamelib's evaluation 2 (report 003)": 'hàm đánh giá 2 của gamelib (báo cáo 003)',
    "the lecture's evaluation 1": 'hàm đánh giá 1 của bài giảng',
    # -- the alpha-beta practice (gamelib.exercises.pruning_practice, gamelib.widgets.pruning_practice)
    'Level {number}: depth {depth}, {branching} children a node, {root} at the root':
        'Cấp độ {number}: độ sâu {depth}, mỗi đỉnh có {branching} đỉnh con, gốc là đỉnh {root}',
    ', children searched in the order of the evaluation f':
        ', các đỉnh con được duyệt theo thứ tự của hàm đánh giá f',
    'Level': 'Cấp độ',
    'New tree': 'Cây mới',
    'Another tree at this level': 'Một cây khác ở cấp độ này',
    'node {node}': 'đỉnh {node}',
    'leaf value {value}': 'giá trị lá {value}',
    'branch from node {parent}: {state}': 'nhánh từ đỉnh {parent}: {state}',
    'the tree as a list (arrow keys walk it; Enter marks the branch into a node)':
        'cây dưới dạng danh sách (dùng các phím mũi tên để đi; Enter đánh dấu nhánh đi vào một đỉnh)',
    'the search tree as a list (arrow keys walk it)': 'cây tìm kiếm dưới dạng danh sách (dùng các phím mũi tên để đi)',
    'This tree is checked: New tree gives another.': 'Cây này đã được kiểm tra: bấm Cây mới để có cây khác.',
    'Root value': 'Giá trị của gốc',
    'Root move': 'Nước đi ở gốc',
    'to node {child}': 'sang đỉnh {child}',
    'The α/β table': 'Bảng α/β',
    "each inner node's windows (α, β) in turn, as the lecture's table prints them (-∞,∞  3,∞  3,5); leave empty the nodes the search never reaches. Leaves are not asked.":
        'lần lượt các cửa sổ (α, β) của mỗi đỉnh trong, như bảng trong bài giảng (-∞,∞  3,∞  3,5); '
        'để trống các đỉnh mà thuật toán không bao giờ duyệt tới. Không cần ghi các lá.',
    'node {node} ({side}): its windows in turn': 'đỉnh {node} ({side}): lần lượt các cửa sổ (α, β) của nó',
    '{student} · level {level} · tree {attempt} · seed {seed} (a teacher makes the same tree with PruningProblem.from_seed({level}, {seed}))':
        '{student} · cấp độ {level} · cây thứ {attempt} · số khởi tạo ngẫu nhiên (seed) {seed} (giảng viên tạo lại đúng cây '
        'này bằng PruningProblem.from_seed({level}, {seed}))',
    'level {level} · seed {seed} · a tree shown by its seed: answers to it are not kept':
        'cấp độ {level} · số khởi tạo ngẫu nhiên (seed) {seed} · cây được tạo lại từ số này: câu trả lời cho cây này '
        'không được lưu',
    "Search the tree with the lecture's alpha-beta: children left to right, leaves valued for MAX, a node stops as soon as α ≥ β.":
        'Duyệt cây bằng thuật toán cắt tỉa alpha-beta của bài giảng: các đỉnh con từ trái sang '
        'phải, giá trị của lá tính cho MAX, một đỉnh dừng ngay khi α ≥ β.',
    "Search the tree with the lecture's alpha-beta, each node's children in the order of f: the highest first at MAX, the lowest first at MIN (ties left to right); leaves valued for MAX, a node stops as soon as α ≥ β.":
        'Duyệt cây bằng thuật toán cắt tỉa alpha-beta của bài giảng, các đỉnh con của mỗi đỉnh '
        'theo thứ tự của f: ở đỉnh MAX đỉnh có f lớn nhất trước, ở đỉnh MIN đỉnh có f nhỏ nhất '
        'trước (bằng nhau thì từ trái sang phải); giá trị của lá tính cho MAX, một đỉnh dừng '
        'ngay khi α ≥ β.',
    '1. Mark every branch the search prunes (click it, or reach it with the arrow keys and press Enter or Space).':
        '1. Đánh dấu mọi nhánh bị cắt tỉa (bấm chuột vào nhánh, hoặc dùng các phím mũi tên đi '
        'tới nhánh rồi nhấn Enter hay phím cách).',
    '2. Fill in the α/β table.':
        '2. Điền bảng α/β.',
    "3. Give the root's value and move. Then Check.":
        '3. Cho biết giá trị và nước đi ở gốc. Rồi bấm Kiểm tra.',
    'A new tree: level {level}, tree {attempt}.': 'Cây mới: cấp độ {level}, cây thứ {attempt}.',
    'Branch {parent} → {child}: mark cleared.': 'Nhánh {parent} → {child}: đã bỏ dấu.',
    'Branch {parent} → {child} marked as pruned.': 'Nhánh {parent} → {child} được đánh dấu là bị cắt tỉa.',
    "All right: the cuts, the table and the root's value and move.":
        'Đúng hết: các nhánh bị cắt tỉa, bảng α/β, giá trị và nước đi ở gốc.',
    'the cuts': 'các nhánh bị cắt tỉa',
    "the root's value and move": 'giá trị và nước đi ở gốc',
    'Right: {right}. Wrong: {wrong}.': 'Đúng: {right}. Sai: {wrong}.',
    'Nothing right yet. Wrong: {wrong}.': 'Chưa phần nào đúng. Sai: {wrong}.',
    "the root's move": 'nước đi ở gốc',
    "the root's value": 'giá trị ở gốc',
    "the root's value ({value})": 'giá trị ở gốc ({value})',
    "Where a search with this mistake first differs from the lecture's (§4.2.2): {where}.":
        'Chỗ đầu tiên mà cách làm có lỗi này khác thuật toán của bài giảng (mục 4.2.2): {where}.',
    "Where a search with these two mistakes first differs from the lecture's (§4.2.2): {where}.":
        'Chỗ đầu tiên mà cách làm có hai lỗi này khác thuật toán của bài giảng (mục 4.2.2): {where}.',
    "The lecture's answer: the root {root} ({side}) is worth {value}, its move goes to node {move}; the search prunes {cuts}.":
        'Đáp án theo bài giảng: gốc {root} ({side}) có giá trị {value}, nước đi sang đỉnh {move}; '
        'các nhánh bị cắt tỉa: {cuts}.',
    'nothing': 'không có',
    "the lecture's search of this tree": 'thuật toán của bài giảng chạy trên cây này',
    'This session: {right} of {asked} trees all right (cuts {cuts}, tables {table}, roots {root})':
        'Buổi này: {right}/{asked} cây đúng hoàn toàn (đúng phần cắt tỉa: {cuts}, bảng α/β: {table}, gốc: {root})',
    'Fill in the α/β table first: the windows in turn of every node the search reaches.':
        'Hãy điền bảng α/β trước: lần lượt các cửa sổ (α, β) của mọi đỉnh mà thuật toán duyệt tới.',
    "Write the root's value first.": 'Hãy ghi giá trị của gốc trước.',
    "Choose the root's move first.": 'Hãy chọn nước đi ở gốc trước.',
    'Node {node}: {text!r} cannot be read; write the windows in turn as pairs α,β, such as -∞,∞  3,∞':
        'Đỉnh {node}: không đọc được {text!r}; hãy ghi lần lượt các cặp α,β, ví dụ -∞,∞  3,∞',
    'Node {node}: {count} bounds make no whole windows; write each window as a pair α,β, such as -∞,∞  3,∞':
        'Đỉnh {node}: {count} số không ghép đủ thành các cặp; hãy ghi mỗi cặp dưới dạng α,β, ví '
        'dụ -∞,∞  3,∞',
    'Branch {parent} → {child} is pruned: at node {parent} ({side}) the window is α = {alpha}, β = {beta} once child {last} has returned {value}, and α ≥ β, so {child} is never searched.':
        'Nhánh {parent} → {child} bị cắt tỉa: tại đỉnh {parent} ({side}), sau khi đỉnh con {last} '
        'trả về {value} thì α = {alpha}, β = {beta}, tức α ≥ β, nên {child} không được duyệt.',
    'Branch {parent} → {child} is searched: when node {parent} comes to it, its window is α = {alpha}, β = {beta}, and α < β, so the search goes on.':
        'Nhánh {parent} → {child} vẫn được duyệt: khi đỉnh {parent} duyệt đến nhánh này thì α = {alpha}, '
        'β = {beta}, tức α < β, nên thuật toán duyệt tiếp.',
    'Branch {parent} → {child} lies under a branch already pruned ({above}): mark only the branch where the search stops.':
        'Nhánh {parent} → {child} nằm dưới một nhánh đã bị cắt tỉa ({above}): chỉ đánh dấu nhánh '
        'tại chỗ thuật toán dừng.',
    'Node {node} is never reached (a branch above it is pruned): leave its row empty.':
        'Đỉnh {node} không được duyệt tới (một nhánh phía trên nó bị cắt tỉa): để trống '
        'dòng của nó.',
    'Node {node} is reached: its windows in turn are {right}.':
        'Đỉnh {node} có được duyệt tới: lần lượt các cửa sổ (α, β) của nó là {right}.',
    "you wrote {mine}, the lecture's search has {right}":
        'bạn ghi {mine}, thuật toán của bài giảng cho {right}',
    'the root starts with the window (−∞, ∞)': 'gốc bắt đầu với (α, β) = (−∞, ∞)',
    'node {node} starts with the window its parent {parent} has when it enters {node}: {window}':
        'đỉnh {node} bắt đầu với cửa sổ (α, β) mà đỉnh cha {parent} đang có lúc đi xuống {node}: {window}',
    'after child {child} returns {value}, {which} becomes {value}: the window is {window}':
        'sau khi đỉnh con {child} trả về {value}, {which} trở thành {value}: cửa sổ (α, β) là {window}',
    "the window changes only when a child's value raises α (at MAX) or lowers β (at MIN); after {window} no child does":
        '(α, β) chỉ thay đổi khi giá trị của một đỉnh con nâng α lên (ở đỉnh MAX) hoặc hạ β xuống '
        '(ở đỉnh MIN); sau {window} không đỉnh con nào làm vậy',
    ', and α ≥ β there: the remaining children are cut':
        ', và tại đó α ≥ β: các đỉnh con còn lại bị cắt tỉa',
    'Node {node}: {said}; {rule}.': 'Đỉnh {node}: {said}; {rule}.',
    'the largest': 'lớn nhất',
    'the smallest': 'nhỏ nhất',
    'The root {root} ({side}) takes {rule} value its children return ({returned}): its value is {value} and its move goes to node {move}.':
        'Gốc {root} ({side}) lấy giá trị {rule} mà các đỉnh con trả về ({returned}): giá trị của '
        'gốc là {value} và nước đi được chọn dẫn sang đỉnh {move}.',
    'node {child} returns {value}': 'đỉnh {child} trả về {value}',
    'A later child returning the same value does not change the move: α rises (β falls) only when a value is strictly better.':
        'Nếu một đỉnh con duyệt sau trả về cùng giá trị thì nước đi vẫn giữ nguyên: α chỉ tăng '
        '(β chỉ giảm) khi gặp giá trị tốt hơn hẳn.',
    "both search the same branches; they part in the value returned: the lecture's search gives the root {right}, this faulty search (as in your answer) {value}":
        'cả hai duyệt cùng những nhánh; chúng khác nhau ở giá trị trả về: thuật toán của '
        'bài giảng cho gốc giá trị {right}, cách làm sai này (như câu trả lời của bạn) cho {value}',
    "both search the same branches but pass different values up: the first window that differs is node {node}'s once node {child} has returned, {ours} in the lecture's search and {theirs} in this faulty search (as in your answer); at the root, {right} and {value}":
        'cả hai duyệt cùng những nhánh nhưng trả về những giá trị khác nhau: cửa sổ đầu tiên '
        'khác nhau là của đỉnh {node}, sau khi đỉnh {child} trả về: thuật toán của bài giảng '
        'ghi {ours}, còn cách làm sai này (như câu trả lời của bạn) ghi {theirs}; ở gốc, '
        'bài giảng được {right}, cách làm sai này được {value}',
    "after node {after}, the lecture's search has finished and this faulty search (as in your answer) goes on to node {theirs}":
        'sau đỉnh {after}, thuật toán của bài giảng đã xong, còn cách làm sai này (như câu trả lời của bạn) duyệt tiếp sang đỉnh '
        '{theirs}',
    "after node {after}, this faulty search (as in your answer) has finished and the lecture's search goes on to node {ours}":
        'sau đỉnh {after}, cách làm sai này (như câu trả lời của bạn) đã xong, còn thuật toán của bài giảng duyệt tiếp sang '
        'đỉnh {ours}',
    "after node {after}, the lecture's search goes to node {ours} (a child of {ours_parent}) and this faulty search (as in your answer) to node {theirs} (a child of {theirs_parent})":
        'sau đỉnh {after}, thuật toán của bài giảng đi sang đỉnh {ours} (con của {ours_parent}), '
        'còn cách làm sai này (như câu trả lời của bạn) đi sang đỉnh {theirs} (con của {theirs_parent})',
    ": the lecture's search cuts at node {node}, where α = {alpha} ≥ β = {beta}":
        '. Lý do: thuật toán của bài giảng cắt tỉa tại đỉnh {node}, nơi α = {alpha} ≥ β = {beta}',
    'practice tree: {count} branches, {marked} marked as pruned':
        'cây luyện tập: {count} nhánh, {marked} nhánh được đánh dấu là bị cắt tỉa',
    'Arrow keys move between branches: left and right along a level, up to the branch above, down to the branches below; Enter or Space marks a branch as pruned or clears the mark.':
        'Các phím mũi tên di chuyển giữa các nhánh: trái và phải trong cùng một tầng, lên nhánh '
        'phía trên, xuống các nhánh phía dưới; Enter hoặc phím cách đánh dấu nhánh là bị cắt tỉa '
        'hoặc bỏ dấu.',
    '▲ MAX   ▼ MIN   ✂ marked as pruned: dashed, two strokes':
        '▲ MAX (đỉnh Trắng)   ▼ MIN (đỉnh Đen)   ✂ nhánh được đánh dấu là bị cắt tỉa: nét đứt, hai vạch chéo',
    '✓ right   ✗ searched, not pruned   ○ missed cut':
        '✓ đúng   ✗ vẫn được duyệt, không bị cắt   ○ bỏ sót nhánh bị cắt',
    'branch from node {parent} to node {child}': 'nhánh từ đỉnh {parent} đến đỉnh {child}',
    'marked as pruned': 'đã đánh dấu là bị cắt tỉa',
    'under a branch marked as pruned': 'nằm dưới một nhánh đã đánh dấu là bị cắt tỉa',
    'not marked': 'chưa đánh dấu',
    'right: pruned': 'đúng: nhánh này bị cắt tỉa',
    'wrong: this branch is searched': 'sai: nhánh này vẫn được duyệt',
    'missed: this branch is pruned': 'bỏ sót: nhánh này bị cắt tỉa',
    # -- the known mistakes in minimax and alpha-beta (gamelib.exercises.misconceptions) ---------
    'a known mistake: {name} — {why}': 'Một lỗi thường gặp: {name} — {why}',
    '{name} — {why}': '{name} — {why}',
    "This answer matches two known mistakes at once: (1) {first}; (2) {second}. With both put right, it is the lecture's answer.":
        'Câu trả lời này khớp với hai lỗi thường gặp cùng lúc: (1) {first}; (2) {second}. Sửa cả hai lỗi này thì câu trả lời sẽ khớp với đáp án của bài giảng.',
    'note: {name} — {why}': 'Lưu ý: {name} — {why}',
    "No named mistake gives this whole answer (its cuts, every row of its α/β table, the root's value and move): the points above say where it differs from the lecture's search, one by one.":
        'Câu trả lời này không trùng với lỗi thường gặp nào (xét cả các nhánh bị cắt tỉa, mọi dòng của bảng α/β, giá trị và nước đi ở gốc): các mục ở trên chỉ ra từng chỗ nó khác với thuật toán của bài giảng.',
    "Every number in your answer is a leaf's value with its sign flipped: the number at each leaf is f(u), its value for White (MAX); use it as it is, never negated.":
        'Mọi số trong câu trả lời của bạn đều là giá trị ở một lá bị đổi dấu: số ở mỗi lá là f(u), giá trị cho Trắng (MAX); hãy dùng nguyên số đó, không đổi dấu.',
    "You wrote {yours}: the value for the side to move at the root (the other convention, as the negamax Minimax of the Ô ăn quan report gives it); this exercise uses the lecture's: a value is always White's (MAX's), also at a Black root: {value}, not {yours}.":
        'Bạn ghi {yours}: đó là giá trị cho bên đến lượt đi ở gốc (theo quy ước còn lại, tức cách tính của hàm Minimax đổi dấu – negamax – trong báo cáo Ô ăn quan); bài tập này dùng quy ước của bài giảng: giá trị luôn được tính cho Trắng (MAX), kể cả khi gốc là Đen: {value}, không phải {yours}.',
    'Every row of yours starts at (−∞, ∞): each child must start with the window (α, β) its parent has.':
        'Mọi dòng của bạn đều bắt đầu ở (−∞, ∞): mỗi đỉnh con phải bắt đầu với cửa sổ (α, β) mà đỉnh cha đang có.',
    '(−∞, ∞) is right only where no value has come back yet: {nodes}.':
        '(−∞, ∞) chỉ đúng ở những đỉnh được duyệt khi chưa có giá trị nào trả về: {nodes}.',
    'cutting only when α > β': 'chỉ cắt khi α > β',
    'the loop must stop as soon as α ≥ β: when they are equal the remaining children cannot change the value either':
        'vòng lặp qua các đỉnh con phải dừng ngay khi α ≥ β: khi α = β, các đỉnh con còn lại cũng '
        'không thể làm thay đổi kết quả',
    'no cut at all, because the loop never breaks early (no break when α ≥ β) or the window is not passed down':
        'không cắt tỉa lần nào, vì vòng lặp không thoát sớm (thiếu break khi α ≥ β) hoặc vì không '
        'truyền cửa sổ (α, β) xuống đỉnh con',
    "instead, a node must leave its loop as soon as α ≥ β, and each child must be searched with the window (α, β) its parent has at that moment; a loop with no break and children started at (−∞, +∞) both search exactly the nodes minimax searches, and nothing is pruned":
        'đúng ra, một đỉnh phải thoát vòng lặp ngay khi α ≥ β, và mỗi đỉnh con phải được duyệt với '
        'cửa sổ (α, β) mà đỉnh cha đang có lúc đó; dù thiếu break hay cho mọi đỉnh con bắt đầu với '
        '(−∞, +∞), thuật toán cũng duyệt mọi đỉnh giống hệt minimax, không cắt nhánh nào',
    'not passing the window (α, β) down to the children':
        'không truyền cửa sổ (α, β) xuống đỉnh con',
    "each child starts with the window (α, β) its parent has at that moment; with every row started at (−∞, ∞) the search goes just as minimax's does, and nothing is pruned":
        'mỗi đỉnh con phải bắt đầu với cửa sổ (α, β) mà đỉnh cha đang có lúc đó; khi mọi dòng đều bắt đầu ở (−∞, ∞), thuật toán duyệt mọi đỉnh giống hệt minimax, không cắt nhánh nào',
    'passing (−β, −α) down as negamax does': 'truyền cửa sổ (−β, −α) xuống như negamax',
    'MaxVal and MinVal pass (α, β) down as they are (by value, as the lecture notes); (−β, −α) belongs to negamax, where every value is negated too':
        'MaxVal và MinVal truyền nguyên (α, β) xuống đỉnh con (theo kiểu tham trị, như bài giảng ghi); (−β, −α) là cách của '
        'negamax, trong đó mọi giá trị đều được đổi dấu',
    "testing the cut before taking the child's value":
        'kiểm tra điều kiện cắt trước khi cập nhật α, β bằng giá trị của đỉnh con',
    'first raise α (at MAX) or lower β (at MIN) with the value the child returned, then test α ≥ β':
        'trước hết nâng α lên (ở đỉnh MAX) hoặc hạ β xuống (ở đỉnh MIN) theo giá trị đỉnh con vừa '
        'trả về, rồi mới kiểm tra α ≥ β',
    "returning the value of the child searched last":
        'trả về giá trị của đỉnh con được duyệt sau cùng',
    "the lecture's MaxVal returns α and MinVal returns β, the bound the loop kept, not the value of the child searched last":
        'trong bài giảng, MaxVal trả về α và MinVal trả về β, tức là cận mà vòng lặp giữ lại, chứ '
        'không phải giá trị của đỉnh con được duyệt sau cùng',
    "returning the best move's index instead of its value":
        'trả về chỉ số của nước đi tốt nhất thay vì giá trị của nó',
    'the search returns the value of the position; the move is what the caller chooses with it':
        'hàm tìm kiếm trả về giá trị của thế cờ (như MaxVal/MinVal); chọn nước đi là việc của hàm '
        'gọi nó, dựa vào các giá trị đó',
    "your search's leaves are depth + 1 plies below the root. The fix: a node is a leaf when d = 0 (not d = −1) or when the game is over, and returns f(u) = evaluate(u, game.max_side); any other node searches each child w one ply shallower: MinVal(w, d − 1, α, β) in MaxVal (MaxVal(w, d − 1, α, β) in MinVal). This check asks for MaxVal(state, depth, α, β) called with α = −∞, β = +∞ (MinVal(state, depth, α, β) at a Black or O root). If you transcribed the lecture's AlphaBeta(u, v, d) as printed, you have not copied it wrong: it calls MinVal(w, d, α, β) for each child w, one ply deeper than MaxVal(u, d, α, β) (at a Black root it calls MaxVal(w, d, α, β), one ply deeper than MinVal(u, d, α, β))":
        'lá của cây mà hàm của bạn duyệt nằm ở mức depth + 1 tính từ gốc. Cách sửa: một đỉnh là lá khi d = 0 (không phải d = −1) hoặc khi ván cờ đã kết thúc, và trả về f(u) = evaluate(u, game.max_side); tại các đỉnh khác, mỗi đỉnh con w được duyệt với d giảm một: MaxVal gọi MinVal(w, d − 1, α, β), MinVal gọi MaxVal(w, d − 1, α, β). Bài kiểm tra này yêu cầu giá trị MaxVal(state, depth, α, β) được gọi với α = −∞, β = +∞ (gốc Đen hoặc O: MinVal(state, depth, α, β)). Nếu bạn chép nguyên văn hàm AlphaBeta(u, v, d) của bài giảng thì bạn đã chép đúng: hàm đó gọi MinVal(w, d, α, β) cho mỗi đỉnh con w, sâu hơn MaxVal(u, d, α, β) một mức (gốc Đen: gọi MaxVal(w, d, α, β), sâu hơn MinVal(u, d, α, β) một mức)',
    'searching one ply deeper than the depth asked':
        'tìm sâu thừa một mức so với độ sâu được yêu cầu',
    'your search\'s leaves are depth + 1 plies below the root. The fix: a node is a leaf when d = 0 (not d = −1) or when the game is over, and returns f(u) = evaluate(u, game.max_side); any other node searches each child w one ply shallower: MinVal(w, d − 1) in MaxVal (MaxVal(w, d − 1) in MinVal). This check asks for MaxVal(state, depth) (MinVal(state, depth) at a Black or O root). If you transcribed the lecture\'s MiniMax(u, v, d) as printed, you have not copied it wrong: "the function that finds the move v for White node u with depth d" calls MinVal(w, d) for each child w, one ply deeper than MaxVal(u, d) (at a Black root, "the function that finds the move v for Black node u with depth d" calls MaxVal(w, d), one ply deeper than MinVal(u, d)); the lecture\'s AlphaBeta(u, v, d) likewise calls MinVal(w, d, α, β) (MaxVal(w, d, α, β) at a Black root)':
        'lá của cây mà hàm của bạn duyệt nằm ở mức depth + 1 tính từ gốc. Cách sửa: một đỉnh là lá khi d = 0 (không phải d = −1) hoặc khi ván cờ đã kết thúc, và trả về f(u) = evaluate(u, game.max_side); tại các đỉnh khác, mỗi đỉnh con w được duyệt với d giảm một: MaxVal gọi MinVal(w, d − 1), MinVal gọi MaxVal(w, d − 1). Bài kiểm tra này yêu cầu giá trị MaxVal(state, depth) (gốc Đen hoặc O: MinVal(state, depth)). Nếu bạn chép nguyên văn hàm MiniMax(u, v, d) của bài giảng thì bạn đã chép đúng: "Hàm tìm nước đi v cho đỉnh Trắng u với độ sâu d" gọi MinVal(w, d) cho mỗi đỉnh con w, sâu hơn MaxVal(u, d) một mức (gốc Đen: "Hàm tìm nước đi v cho đỉnh Đen u với độ sâu d" gọi MaxVal(w, d), sâu hơn MinVal(u, d) một mức); AlphaBeta(u, v, d) của bài giảng cũng vậy: gọi MinVal(w, d, α, β) (gốc Đen: MaxVal(w, d, α, β))',
    'searching one ply too shallow': 'tìm thiếu một mức',
    'the root is called with d = depth, its children with d − 1, ...; a node with d = 0 (depth plies below the root, where the root is at ply 0) or a finished game is valued with f(u): so the search goes depth plies below the root':
        'đúng ra, gốc phải được gọi với d = depth, các đỉnh con với d − 1, ...; đỉnh có d = 0 '
        '(ở mức depth tính từ gốc, gốc ở mức 0) hoặc đỉnh kết thúc thì được đánh giá bằng f(u); '
        'như vậy lá sâu nhất nằm ở mức depth tính từ gốc',
    'evaluating for the wrong side': 'gọi hàm đánh giá cho nhầm bên',
    "negating the leaves' values (evaluating for the wrong side)": 'đổi dấu giá trị ở lá (đánh giá nhầm bên)',
    "the number at each leaf is f(u), its value for White (MAX): use it as it is at every leaf, also at a leaf where MIN moves, never negated (in code: f(u) = evaluate(u, game.max_side), not evaluate(u, game.to_move(u)))":
        'số ghi cạnh mỗi lá là f(u), giá trị của hàm đánh giá cho Trắng (MAX): dùng nguyên số đó ở mọi lá, kể cả lá mà MIN đến lượt đi, không đổi dấu (trong mã: f(u) = evaluate(u, game.max_side), không phải evaluate(u, game.to_move(u)))',
    "evaluate(u, game.to_move(u)) values each leaf for whoever moves there, so a leaf where MIN moves is valued for MIN, while the MAX node above takes the largest value as if it were MAX's; the lecture values every position for MAX (White; X in tic-tac-toe): f(u) = evaluate(u, game.max_side)":
        'evaluate(u, game.to_move(u)) đánh giá mỗi lá cho bên đến lượt đi ở lá đó, nên một lá mà MIN đến lượt đi được đánh giá cho MIN, trong khi đỉnh MAX phía trên vẫn lấy giá trị lớn nhất như thể đó là giá trị của MAX; bài giảng đánh giá mọi thế cờ cho MAX (Trắng; X trong Tic-tac-toe): f(u) = evaluate(u, game.max_side)',
    'not resetting the best value at each node': 'không khởi tạo lại giá trị tốt nhất ở mỗi đỉnh',
    "each node must start its own best value at −∞ (MAX) or +∞ (MIN); one best value kept from node to node mixes the values of different nodes' children":
        'mỗi đỉnh phải tự khởi tạo giá trị tốt nhất của riêng nó: −∞ ở đỉnh MAX, +∞ ở đỉnh MIN; giữ một '
        'giá trị tốt nhất từ đỉnh này sang đỉnh khác sẽ trộn lẫn giá trị các đỉnh con của những '
        'đỉnh khác nhau',
    # the course's website (python -m gamelib site)
    'The arrow keys step too: ← and → one step, Home and End to the first and the last.':
        'Các phím mũi tên cũng đi từng bước: ← và → một bước, Home và End về bước đầu và bước cuối.',
    'Practice': 'Luyện tập',
    'Practice: checked in your browser, and nothing is kept. Graded work and your scores are in the notebooks.':
        'Luyện tập: câu trả lời được kiểm tra ngay trong trình duyệt của bạn và không được lưu lại. '
        'Bài được chấm điểm và điểm của bạn nằm trong các notebook.',
    'Open the notebook': 'Mở notebook',
    'This part needs Python: it runs in the notebook.':
        'Phần này cần Python: nó chạy trong notebook.',
    'Read this page in English': 'Đọc trang này bằng tiếng Anh',
    'Read this page in Vietnamese': 'Đọc trang này bằng tiếng Việt',
    'Course map': 'Bản đồ khóa học',
    # the website's theme (the PyData Sphinx theme has no Vietnamese of its own)
    '[site] Skip to main content': 'Bỏ qua, tới nội dung chính',
    '[site] Back to top': 'Lên đầu trang',
    '[site] Breadcrumb': 'Đường dẫn',
    '[site] Home': 'Trang chủ',
    '[site] On this page': 'Trong trang này',
    '[site] previous page': 'trang trước',
    '[site] previous': 'trước',
    '[site] next page': 'trang sau',
    '[site] next': 'sau',
    '[site] Site navigation': 'Điều hướng trang web',
    '[site] Click to expand': 'Bấm để mở ra',
    '[site] Click to collapse': 'Bấm để thu gọn',
    '[site] Collapse Sidebar': 'Thu gọn thanh bên',
    '[site] Expand Sidebar': 'Mở thanh bên',
    '[site] Section Navigation': 'Các mục',
    '[site] Search': 'Tìm kiếm',
    '[site] Error': 'Lỗi',
    '[site] Index': 'Chỉ mục',
    '[site] Version warning': 'Cảnh báo phiên bản',
    '[site] Announcement': 'Thông báo',
    '[site] Link to this heading': 'Liên kết tới đề mục này',
    '[site] Please activate JavaScript to enable the search functionality.':
        'Hãy bật JavaScript để dùng chức năng tìm kiếm.',
    '[site] Copyright %(copyright)s': 'Bản quyền %(copyright)s',
    '[site] © Copyright %(copyright)s.': '© Bản quyền %(copyright)s.',
    '[site] Color mode': 'Chế độ màu',
    '[site] Light': 'Sáng',
    '[site] Dark': 'Tối',
    '[site] System Settings': 'Theo cài đặt của máy',
    '[site] Lessons': 'Các bài học',
    '[site] Copy': 'Chép',
    '[site] Copied': 'Đã chép',
    '[site] Copy this code': 'Chép đoạn mã này',
    '[site] {title}: a lesson of gamelib, a course on adversarial search (minimax, alpha-beta) on real '
    'games, in English and Vietnamese.':
        '{title}: một bài của gamelib, khoá học về tìm kiếm có đối thủ (minimax, alpha-beta) trên các '
        'trò chơi thật, bằng tiếng Anh và tiếng Việt.',
    # the website's search page (Sphinx's own Vietnamese leaves these empty)
    '[site] Search Results': 'Kết quả tìm kiếm',
    '[site] Searching': 'Đang tìm',
    '[site] Preparing search...': 'Đang chuẩn bị tìm kiếm...',
    '[site] Hide Search Matches': 'Ẩn các chỗ khớp',
    '[site] Nothing found.': 'Không tìm thấy trang nào. Hãy thử từ khác (có dấu hay không dấu đều được).',
    '[site] , in ': ', trong ',
    '[site] Search finished: {count} page found.': 'Tìm xong: {count} trang khớp.',
    '[site] Search finished: {count} pages found.': 'Tìm xong: {count} trang khớp.',
    # the website's words for what runs only in a notebook
    'Download the notebook (.ipynb)': 'Tải notebook (.ipynb)',
    'to run it: ./run.sh lab in a copy of gamelib (its README says how)':
        'để chạy nó: ./run.sh lab trong một bản gamelib (README của nó hướng dẫn)',
    'The lessons below have been run already: every picture, table and answer is in the page.':
        'Các bài học dưới đây đã được chạy sẵn: mọi hình, bảng và câu trả lời đều có trong trang.',
    '[site] Page': 'Trang',
    'Stepping through the search needs JavaScript, which is off in this browser.':
        'Muốn đi từng bước qua quá trình tìm kiếm cần có JavaScript, mà trình duyệt này đang tắt.',
    'Skip the {n} questions: show what they lead to, answers included':
        'Bỏ qua {n} câu hỏi: xem phần tiếp theo của chúng, kể cả đáp án',
}
