"""Ô ăn quan's own words, in Vietnamese, looked up by their English wording (the
format of :mod:`gamelib.i18n.catalogue`, which keeps the words every game shares).
Joined to the catalogue by :mod:`gamelib.i18n`; a test checks every word the game shows
is here or there."""

#: English wording -> Vietnamese
WORDS: dict[str, str] = {
    'A': 'A',
    'B': 'B',
    'report 000': 'báo cáo 000',
    'board_weight': 'trọng số quân trên bàn (board_weight)',
    'quan_bonus': 'thưởng quan (quan_bonus)',
    "Ô ăn quan: points difference plus board_weight per stone on one's squares plus quan_bonus per quan on the board; alpha-beta to depth 3": 'Ô ăn quan: hiệu số điểm, cộng board_weight cho mỗi quân trên các ô của mình, cộng quan_bonus cho mỗi quan còn trên bàn; alpha-beta tới độ sâu 3',
    'The last move, stone by stone': 'Nước vừa đi, từng quân một',
    'anticlockwise ↺': 'ngược chiều kim đồng hồ ↺',
    'captures cell {cell}: +{gained}': 'ăn ô {cell}: +{gained}',
    'clockwise ↻': 'theo chiều kim đồng hồ ↻',
    'drops a stone in {cell} ({hand} left)': 'thả một quân vào ô {cell} (còn {hand} quân trên tay)',
    'Level 1': 'Mức 1',
    'Level 2': 'Mức 2',
    'Level 2 as written': 'Mức 2 như báo cáo viết',
    'level 2 exactly as the report writes it, slip included: it always plays its last non-empty square': 'mức 2 đúng như báo cáo viết, kể cả chỗ sơ suất: luôn đi ô không trống cuối cùng của nó',
    'Level 3': 'Mức 3',
    "level 3 as the report's code plays: looks {depth} moves ahead, then takes the first move it saw reach that value, often not the best": 'mức 3 như mã của báo cáo chơi: nhìn trước {depth} nước, rồi chọn nước đầu tiên nó thấy đạt giá trị ấy, thường không phải nước tốt nhất',
    'Level 3 as written': 'Mức 3 như báo cáo viết',
    'looks as far as it can in a fraction of a second a move, trying captures first: hard to beat': 'nhìn xa hết mức có thể trong một phần giây mỗi nước, thử các nước ăn quân trước: khó thắng',
    'No move yet.': 'Chưa có nước đi nào.',
    'points difference (report)': 'hiệu số điểm (báo cáo)',
    'puts one dân on each empty square': 'đặt một quân dân vào mỗi ô trống',
    'step {n}/{total}: ': 'bước {n}/{total}: ',
    'Strong': 'Mạnh',
    'stronger': 'mạnh hơn',
    'takes up square {cell} ({hand} in hand)': 'bốc ô {cell} ({hand} quân trên tay)',
    "the report's level 1: takes the most points now, never looking ahead: easy to beat": 'mức 1 của báo cáo: ăn nhiều điểm nhất ngay bây giờ, không nhìn trước: dễ thắng',
    "the report's level 2: looks 2 moves ahead (minimax)": 'mức 2 của báo cáo: nhìn trước 2 nước (minimax)',
    "the report's level 3: looks {depth} moves ahead (alpha-beta)": 'mức 3 của báo cáo: nhìn trước {depth} nước (alpha-beta)',
    'the turn ends': 'hết lượt',
    '{side}: {points} points ({dan} dân, {quan} quan)': '{side}: {points} điểm ({dan} dân, {quan} quan)',
    "quan cell {n}, 1 quan (worth {value} dân) and {count} dân":
        "ô quan {n}, 1 quan (bằng {value} dân) và {count} dân",
    "quan cell {n}, no quan, {count} dân": "ô quan {n}, hết quan, {count} dân",
    "square {n} ({side}), {count} dân": "ô {n} ({side}), {count} dân",
    "you can sow from here": "bạn có thể rải từ ô này",
    "sow clockwise: {move}": "rải theo chiều kim đồng hồ: {move}",
    "sow anticlockwise: {move}": "rải ngược chiều kim đồng hồ: {move}",
}
