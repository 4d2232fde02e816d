"""Shared test setup: a headless matplotlib backend for every test."""

import os

os.environ.setdefault("MPLBACKEND", "Agg")

# The test bots are submissions, not tests: some never finish importing, one does not parse.
collect_ignore = ["bots"]
