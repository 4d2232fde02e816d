"""Test bot: tries to take 4 GB of memory."""


def bot(victory_cell, cell, you):
    hoard = bytearray(4 * 1024 ** 3)
    return str(len(hoard))
