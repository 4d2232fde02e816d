"""Shared test setup: a headless matplotlib backend for every test."""

import os

os.environ.setdefault("MPLBACKEND", "Agg")
