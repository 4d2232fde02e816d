"""Attack: a flood of output (as much as it can print in 2 s, bounded at 1 GB: lines,
escape sequences, lone surrogates written as bytes) before an honest minimax. The defence:
output kept bounded and printable; the feedback stays small; the honest minimax still deserves
its 10."""
from _honest import MINIMAX

FLOOD = '''import os, sys, time
end, written = time.monotonic() + 2, 0
line = ("flood \\x1b[2J\\x1b]0;owned\\x07 " + "x" * 1000 + "\\n")
while time.monotonic() < end and written < 2 ** 30:
    sys.stdout.write(line)
    written += len(line)
    if written % 1000000 < 1100:
        os.write(2, b"\\xed\\xa0\\x80 raw bytes \\xff\\n")
sys.stdout.flush()
'''

STUDENT = "Quách Thị Quyên"
ANSWERS = {"my_minimax": FLOOD + MINIMAX}
DESERVED = {"1_minimax": 10, "2_alphabeta": 0, "3_evaluation": 0, "4_predictions": 0}
