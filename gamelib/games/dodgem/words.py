"""Dodgem's own words, in Vietnamese, looked up by their English wording (the
format of :mod:`gamelib.i18n.catalogue`, which keeps the words every game shares).
Joined to the catalogue by :mod:`gamelib.i18n`; a test checks every word the game shows
is here or there."""

#: English wording -> Vietnamese
WORDS: dict[str, str] = {
    'Dodgem': 'Dodgem',
    'lecture 002, report 003': 'bài giảng 002, báo cáo 003',
    'Dodgem 3×3: square values (rows from the top) and blocking bonuses; alpha-beta to depth 3': 'Dodgem 3×3: giá trị các ô (hàng trên cùng trước) và điểm thưởng cản; alpha-beta tới độ sâu 3',
    'vout': 'Vout',
    'evaluation 1 (lecture)': 'hàm đánh giá 1 (bài giảng)',
    'evaluation 2 (report 003)': 'hàm đánh giá 2 (báo cáo 003)',
    'lecture: stuck side loses': 'bài giảng: bên bị kẹt thua',
    'Vout: stuck side wins': 'Vout: bên bị kẹt thắng',
    "black piece": "quân Đen",
    "white piece": "quân Trắng",
    "can move {ways}": "có thể đi {ways}",
    "up": "lên",
    "down": "xuống",
    "left": "sang trái",
    "[direction] right": "sang phải",
    "off the board": "ra khỏi bàn cờ",
    "the selected piece can move here": "quân đang chọn đi được đến đây",
    "exit of row {row}, for black pieces": "lối ra của hàng {row}, dành cho quân Đen",
    "exit of column {column}, for white pieces": "lối ra của cột {column}, dành cho quân Trắng",
    "the selected piece can leave here": "quân đang chọn ra khỏi bàn cờ được ở đây",
}
