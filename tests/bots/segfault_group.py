"""Test bot: its process dies of a segmentation fault, as a broken C extension would."""

import os
import signal


def bot(victory_cell, cell, you):
    os.kill(os.getpid(), signal.SIGSEGV)
    return "NULL"
