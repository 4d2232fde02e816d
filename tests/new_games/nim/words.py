"""Nim's words, English -> Vietnamese (the catalogue's format)."""

WORDS: dict[str, str] = {
    'Nim': 'Nim (bốc sỏi)',
    'First player': 'Người đi trước',
    'Second player': 'Người đi sau',
    'Bouton (1901), Nim, a game with a complete mathematical theory': 'Bouton (1901), Nim, một trò chơi có lý thuyết toán học trọn vẹn',
    'nim-sum': 'tổng nim',
    'heap {heap}': 'đống {heap}',
    '{count} stones': '{count} viên sỏi',
    'takes {count}': 'bốc {count} viên',
    'stone': 'sỏi',
}
