"""Gravity three's words, English -> Vietnamese (the catalogue's format)."""

WORDS: dict[str, str] = {
    'Gravity three': 'Ba quân rơi',
    'Red': 'Đỏ',
    'Yellow': 'Vàng',
    'a made-up game of the tests: drop discs, three in a line': 'trò chơi bịa ra cho bộ kiểm thử: thả quân, ba quân thẳng hàng',
    'open lines': 'số đường còn mở',
    'Gravity three 5×4: the weight of a two in a line; alpha-beta to depth 2': 'Ba quân rơi 5×4: trọng số của hai quân thẳng hàng; alpha-beta tới độ sâu 2',
}
