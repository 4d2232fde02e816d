"""Evaluation functions: how good a position is, without searching further.

One module per game (plus ``material`` for the lecture's weighted-sum example);
each reads its numbers from ``data/evaluation/`` so they can be edited.
"""
