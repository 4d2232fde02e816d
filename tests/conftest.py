"""Shared test setup: a headless matplotlib backend for every test."""

import os

os.environ.setdefault("MPLBACKEND", "Agg")

# The test bots are submissions, not tests: some never finish importing, one does not parse.
collect_ignore = ["bots", "new_games"]  # new_games: game folders test_new_game.py puts in place


def pytest_collection_modifyitems(config, items):
    """Mark the kinds of test by where they live, so a subset can be run while developing:
    ``pytest -m "not slow and not notebook and not browser"`` takes about a minute."""
    import pytest

    for item in items:
        path = str(item.fspath)
        if "/tests/browser/" in path:
            item.add_marker(pytest.mark.browser)
        if path.endswith("test_notebooks.py"):
            item.add_marker(pytest.mark.notebook)
        if any(path.endswith(name) for name in ("test_bot_tournament.py", "test_othello_server.py",
                                                "test_othello_evaluation.py")):
            item.add_marker(pytest.mark.slow)
