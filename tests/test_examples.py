"""The student's path from the README: the example bot and position work as the guide says."""

import json
import subprocess
import sys
from pathlib import Path

from gamelib.bots.server import load_bot, loopback_match

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


def test_the_example_position_goes_through_the_bot_command():
    given = (EXAMPLES / "position.json").read_text()
    result = subprocess.run([sys.executable, "-m", "gamelib", "othello-bot"], input=given,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0 and result.stdout.strip() in {"d3", "c4", "f5", "e6"}


def test_the_example_bot_plays_a_whole_match_on_the_server():
    bot = load_bot(f"{EXAMPLES / 'mybot.py'}:bot")
    position = json.loads((EXAMPLES / "position.json").read_text())
    assert bot(position["victory_cell"], position["cell"], position["you"]) in {"d3", "c4", "f5", "e6"}
    match = loopback_match([bot], server_bot="weak", time_per_move=2.0)
    (result,) = match["results"]
    assert "forfeit" not in result["reason"] and len(result["moves"]) > 10
