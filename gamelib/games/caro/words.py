"""Caro (Gomoku)'s own words, in Vietnamese, looked up by their English wording (the
format of :mod:`gamelib.i18n.catalogue`, which keeps the words every game shares).
Joined to the catalogue by :mod:`gamelib.i18n`; a test checks every word the game shows
is here or there."""

#: English wording -> Vietnamese
WORDS: dict[str, str] = {
    'Caro (Gomoku)': 'Cờ ca-rô',
    "the engine's windows": 'đánh giá theo cửa sổ năm ô của chương trình',
    'Caro 11×11: the value of a five-square window holding 0..5 stones of one side; engine to depth 2': 'Caro 11×11: giá trị của một cửa sổ năm ô chứa 0..5 quân của một bên; chương trình tìm tới độ sâu 2',
    'caro': 'caro',
    'Heat map': 'Bản đồ nhiệt',
    'report 004': 'báo cáo 004',
    "report 004's AI exactly as its code plays: alpha-beta {depth} moves ahead over its ten best-looking squares, but its deeper positions are all valued alike, so it plays its best-looking square": 'AI của báo cáo 004 đúng như mã của nó chơi: alpha-beta nhìn trước {depth} nước trên mười ô trông tốt nhất, nhưng các thế cờ sâu hơn đều được đánh giá như nhau, nên nó đi ô trông tốt nhất',
    "report 004's AI with its search mended: {depth} moves ahead, sees fives and values positions properly": 'AI của báo cáo 004 với phần tìm kiếm đã sửa: nhìn trước {depth} nước, nhận ra năm quân liên tiếp và đánh giá thế cờ đúng cách',
    "report 004's evaluate() for {side}": 'evaluate() của báo cáo 004 cho {side}',
    'Report AI': 'AI của báo cáo',
    'Report AI, improved': 'AI của báo cáo, đã sửa',
    "the project's engine: knows fours, open threes and forced wins, thinks {seconds} s a move: hard to beat": 'chương trình của dự án: biết thế bốn, thế ba mở và các đường thắng ép buộc, nghĩ {seconds} giây mỗi nước: khó thắng',
    '{nodes} nodes in {seconds} s': '{nodes} đỉnh trong {seconds} giây',
    'Caro {n}×{n}':
        'Cờ ca-rô {n}×{n}',
    '{size}×{size}, {stones} stones, {side} to move':
        '{size}×{size}, {stones} quân, lượt {side}',
}
