"""Matches between players (many games, varied openings, colours alternated), and the
measurements of searches on the same positions (:mod:`gamelib.arena.node_counts`)."""

from gamelib.arena.match import GameRecord, MatchResult, play_game, play_match

__all__ = ["GameRecord", "MatchResult", "play_game", "play_match"]
