"""The command line, run as a user runs it."""

import json
import subprocess
import sys


def run(*args):
    return subprocess.run([sys.executable, "-m", "gamelib", *args], capture_output=True,
                          text=True, timeout=60)


def test_lecture_table_json_for_both_roots():
    white = json.loads(run("lecture", "fig4_8", "--root", "max", "--json").stdout)
    assert white[0] == {"node": "1", "value": 10,
                        "windows": [["-inf", "inf"], [-3, "inf"], [10, "inf"]], "cut": []}
    assert white[3] == {"node": "4", "value": 8, "windows": [[10, "inf"], [10, 8]],
                        "cut": ["11", "12"]}
    assert white[10] == {"node": "11", "value": 17, "windows": [], "cut": []}
    black = json.loads(run("lecture", "fig4_8", "--root", "min", "--json").stdout)
    assert black[0]["value"] == 8 and black[2]["cut"] == ["9"]
    assert black[8] == {"node": "9", "value": None, "windows": [], "cut": []}
    assert [row["node"] for row in black] == [str(i) for i in range(1, 21)]


def test_lecture_table_text():
    out = run("lecture", "fig4_8", "--root", "min").stdout
    assert "▲ 4   8" in out and "11, 12" in out and out.strip().endswith("1 = 8")


def test_lecture_minimax_values_json():
    values = json.loads(run("lecture", "fig4_3", "--json").stdout)
    assert values["a"] == 2 and values["i"] == 3 and values["d"] == 2 and len(values) == 15


def test_unknown_tree_lists_the_known_ones():
    done = run("lecture", "fig9_9")
    assert done.returncode == 2
    assert "invalid choice: 'fig9_9'" in done.stderr and "'fig4_8'" in done.stderr


def test_solve_dodgem_and_tictactoe():
    dodgem = json.loads(run("solve", "dodgem", "--size", "3", "--rule", "vout", "--json").stdout)
    assert dodgem["winner"] == "Black" and dodgem["positions"] == 1963
    assert dodgem["winning_first_moves"] == ["a3-b3"]
    text = run("solve", "tictactoe").stdout
    assert "positions reachable: 5,478" in text and "value: draw" in text
    assert run("solve", "dodgem", "--size", "9").returncode == 2
