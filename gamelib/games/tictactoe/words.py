"""Tic-tac-toe's own words, in Vietnamese, looked up by their English wording (the
format of :mod:`gamelib.i18n.catalogue`, which keeps the words every game shares).
Joined to the catalogue by :mod:`gamelib.i18n`; a test checks every word the game shows
is here or there."""

#: English wording -> Vietnamese
WORDS: dict[str, str] = {
    'Tic-tac-toe': 'Tic-tac-toe (cờ ca-rô 3×3)',
}
