"""Othello (Cờ lật)'s own words, in Vietnamese, looked up by their English wording (the
format of :mod:`gamelib.i18n.catalogue`, which keeps the words every game shares).
Joined to the catalogue by :mod:`gamelib.i18n`; a test checks every word the game shows
is here or there."""

#: English wording -> Vietnamese
WORDS: dict[str, str] = {
    'Othello (Cờ lật)': 'Cờ lật (Othello)',
    'assignment 001': 'đồ án 001',
    'the engine given {seconds} s a move': 'chương trình, {seconds} giây mỗi nước',
    'Engine to a depth': 'Chương trình tới một độ sâu',
    'the engine searching {depth} moves ahead': 'chương trình tìm trước {depth} nước',
    'disc difference': 'hiệu số quân',
    "Othello: the engine's square weights (row 1 first) and terms; engine to depth 2": 'Cờ lật: trọng số ô của chương trình (hàng 1 trước) và các số hạng; chương trình tìm tới độ sâu 2',
    ' (exact)': ' (chính xác)',
    'Alpha-beta (traced)': 'Alpha-beta (có ghi vết)',
    'course: no move ends the game': 'môn học: hết nước đi là hết ván',
    'depth {depth}{exact}, value {value}, {nodes} nodes in {seconds} s': 'độ sâu {depth}{exact}, giá trị {value}, {nodes} đỉnh trong {seconds} giây',
    'engine evaluation': 'đánh giá của chương trình',
    'flips the most discs now, never looking ahead: easy to beat': 'lật nhiều quân nhất ngay bây giờ, không nhìn trước: dễ thắng',
    'looks 2 moves ahead: a beginner can beat it': 'nhìn trước 2 nước: người mới chơi cũng thắng được',
    'looks 4 moves ahead and plays the whole endgame exactly: a fair fight': 'nhìn trước 4 nước và chơi chính xác cả phần tàn cuộc: một trận cân sức',
    'Medium engine': 'Chương trình trung bình',
    'Pass': 'Bỏ lượt',
    'standard: no move, pass': 'quốc tế: hết nước đi thì bỏ lượt',
    'Strong engine': 'Chương trình mạnh',
    "the lesson's alpha-beta, {depth} moves ahead, with its search shown under the board: slow but open": 'alpha-beta của bài học, nhìn trước {depth} nước, lần tìm kiếm hiện dưới bàn cờ: chậm nhưng nhìn thấy được',
    'thinks {seconds} s a move (about 10 moves ahead or more) and plays the endgame exactly: hard to beat': 'nghĩ {seconds} giây mỗi nước (nhìn trước khoảng 10 nước trở lên) và chơi chính xác phần tàn cuộc: khó thắng',
    'Weak engine': 'Chương trình yếu',
    "{side} cannot move, so the game ends (the course's rule). ": '{side} không còn nước đi, nên ván cờ kết thúc (luật của môn học). ',
    '{side} to move, {black} black and {white} white discs':
        '{side} đi, {black} quân đen và {white} quân trắng',
    "black disc": "quân Đen",
    "white disc": "quân Trắng",
    "victory cell": "ô chiến thắng",
}
