"""Hostile: an answer and an error made to break the standings page's inline script."""
_moves = []


def bot(victory_cell, cell, you):
    _moves.append(1)
    if len(_moves) == 1:
        return "</script><!--<script>alert(1)//"
    raise ValueError("</script><!--<script>")
