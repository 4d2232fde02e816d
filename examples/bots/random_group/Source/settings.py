"""The random group's one setting."""
SEED = 7
