"""Matches between players: many games, varied openings, colours alternated."""

from gamelib.arena.match import GameRecord, MatchResult, play_game, play_match

__all__ = ["GameRecord", "MatchResult", "play_game", "play_match"]
