"""The copy benchmark: every answer of ``tests/copies_corpus/`` compared with gamelib's own code
and with each other, as ``course similarity`` compares a class (see
:mod:`gamelib.exercises.structure`).  ``python tests/copies_benchmark.py`` prints the numbers
``BENCHMARKS.md`` reports; ``tests/test_copies.py`` asserts them."""

from __future__ import annotations

import json
import re
import statistics
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from gamelib.exercises.structure import (THRESHOLD, Answer, closest, compare,  # noqa: E402
                                         gamelib_references, with_compiled)

CORPUS = Path(__file__).parent / "copies_corpus"
ENTRIES = {"minimax": "my_minimax", "alpha-beta": "my_alphabeta"}


@dataclass
class Piece:
    """One answer of the corpus: whose, which task, read; for a copy, what it copies."""

    name: str
    task: str
    answer: Answer
    copy_of: str = ""


_RUN = """
import json, sys
sys.path.insert(0, sys.argv[1])
from gamelib.grading.student_runner import CompiledLog
log = CompiledLog((sys.argv[1] + "/gamelib", sys.prefix, sys.base_prefix))
sys.addaudithook(log.hook)
out = {}
for path in sys.argv[2:]:
    text = open(path, encoding="utf-8").read()
    log.cell = text
    exec(compile(text, "<cell " + path + ">", "exec"), {"__name__": "__main__"})
    out[path] = log.take()
print(json.dumps(out))
"""


def compiled_at_run_time(paths: list[Path]) -> dict[str, list[dict]]:
    """What each file of the corpus compiles when it runs, recorded as the sandbox records a
    graded answer's (:class:`gamelib.grading.student_runner.CompiledLog`), in a process of its
    own (an audit hook stays for the life of its process)."""
    root = str(Path(__file__).resolve().parents[1])
    done = subprocess.run([sys.executable, "-c", _RUN, root, *map(str, paths)], check=True,
                          capture_output=True, text=True, timeout=120)
    return json.loads(done.stdout)


def _read(path: Path, entry: str, compiled: dict[str, list[dict]]) -> Answer:
    source, _ = with_compiled(path.read_text(encoding="utf-8"), compiled.get(str(path), []))
    return Answer.read(source, entry)


def corpus() -> tuple[list[Piece], list[Piece]]:
    """(honest answers, disguised copies): each honest file holds both tasks; each copy one,
    its first line saying what it copies (``# copy of: WHAT`` with ``(task)`` for another
    student's file). Each answer is read with the code it compiles when it runs, as autograde
    records it in the sandbox."""
    honest, copies = [], []
    paths = sorted((CORPUS / "honest").glob("*.py")) + sorted((CORPUS / "disguised").glob("*.py"))
    compiled = compiled_at_run_time(paths)
    for path in sorted((CORPUS / "honest").glob("*.py")):
        for task, entry in ENTRIES.items():
            honest.append(Piece(f"honest/{path.name} ({task})", task, _read(path, entry,
                                                                              compiled)))
    for path in sorted((CORPUS / "disguised").glob("*.py")):
        source = path.read_text(encoding="utf-8")
        what = re.match(r"# copy of: (.+)", source).group(1).strip()
        task = "alpha-beta" if "my_alphabeta" in source else "minimax"
        copies.append(Piece(f"disguised/{path.name}", task, _read(path, ENTRIES[task], compiled),
                            what))
    return honest, copies


def rewritten() -> list[Piece]:
    """Copies rewritten past what the structure sees (two functions merged into one by a flag
    or a sign): measured and reported, not asserted -- the teacher's eye, not the measure."""
    paths = sorted((CORPUS / "rewritten").glob("*.py"))
    compiled = compiled_at_run_time(paths) if paths else {}
    out = []
    for path in paths:
        what = re.match(r"# copy of: (.+)", path.read_text(encoding="utf-8")).group(1).strip()
        task = "alpha-beta" if "my_alphabeta" in path.read_text(encoding="utf-8") else "minimax"
        out.append(Piece(f"rewritten/{path.name}", task, _read(path, ENTRIES[task], compiled),
                         what))
    return out


def measure() -> dict:
    """Every score the benchmark looks at."""
    honest, copies = corpus()
    references = gamelib_references()
    by_name = {p.name: p.answer for p in honest} | references

    def best(answer: Answer, others: dict[str, Answer]) -> tuple[float, str]:
        scored = [(found.score, name) for name, other in others.items()
                  if other is not answer and (found := compare(answer, other))]
        return max(scored, default=(0.0, ""))

    honest_rows = []
    for piece in honest:
        same_task = {p.name: p.answer for p in honest if p.task == piece.task and
                     p.name.split(" ")[0] != piece.name.split(" ")[0]}
        honest_rows.append((piece.name, best(piece.answer, references),
                            best(piece.answer, same_task)))
    copy_rows = []
    for piece in copies:
        source = by_name[piece.copy_of]
        found = compare(piece.answer, source)
        copy_rows.append((piece.name, piece.copy_of, found.score if found else 0.0,
                          best(piece.answer, by_name)))
    negatives = [s for _, (g, _), (o, _) in honest_rows for s in (g, o)]
    positives = [s for *_, s, _ in copy_rows]
    flagged_honest = [name for name, (g, _), (o, _) in honest_rows if max(g, o) >= THRESHOLD]
    # as ``course similarity`` reads a class: every function of an answer, not only its entry
    # (:func:`gamelib.exercises.structure.closest`)
    flagged_any_function = sorted({
        piece.name for piece in honest for other in [*references.values(), *(
            p.answer for p in honest if p.task == piece.task
            and p.name.split(" ")[0] != piece.name.split(" ")[0])]
        if closest(piece.answer, other, (), ENTRIES[piece.task],
                   every=any(other is r for r in references.values()))})
    caught = sum(s >= THRESHOLD for s in positives)
    return {"honest": honest_rows, "copies": copy_rows, "flagged_honest": flagged_honest,
            "flagged_honest_any_function": flagged_any_function,
            "precision": caught / (caught + len(flagged_honest)) if caught else 0.0,
            "recall": caught / len(positives), "honest_max": max(negatives),
            "copy_min": min(positives), "honest_median": statistics.median(negatives),
            "copy_median": statistics.median(positives)}


def evaluation_tables() -> dict[str, dict]:
    """The evaluations of ``copies_corpus/evaluations/`` (honest, each a student's own idea)
    and copies of gamelib's evaluation 2 made as the red team made them, each as the table of
    every Dodgem 3×3 position the grader asks for."""
    import random
    import zlib

    from gamelib.evaluation.dodgem import DodgemEvaluation
    from gamelib.games.dodgem import Dodgem
    from gamelib.grading.sandboxed import reachable

    game = Dodgem(3)
    states = reachable(game)

    def table(evaluate) -> dict:
        return {(s, p): float(evaluate(s, p)) for s in states for p in game.players}

    tables = {}
    for path in sorted((CORPUS / "evaluations").glob("*.py")):
        namespace: dict = {}
        exec(path.read_text(encoding="utf-8"), namespace)  # noqa: S102 - the corpus's own
        tables[f"honest: {path.name}"] = table(namespace["my_evaluation"])
    tables["copy: the lecture's evaluation 1 itself"] = table(DodgemEvaluation.lecture(game))
    own = table(DodgemEvaluation.report2(game))
    rng = random.Random(49)
    groups: dict = {}
    for key in own:
        groups.setdefault((key[1], game.to_move(key[0])), []).append(key)
    swapped = dict(own)
    for keys in groups.values():  # the red team's: one pair swapped in each group
        a, b = rng.sample(keys, 2)
        swapped[a], swapped[b] = swapped[b], swapped[a]
    tables["copy: gamelib's evaluation 2, one swap a group"] = swapped
    tables["copy: gamelib's evaluation 2, ties split"] = {
        k: v + 1e-9 * (zlib.crc32(repr(k).encode()) % 1000) for k, v in own.items()}
    tables["copy: gamelib's evaluation 2, 3 × it + 7"] = {k: 3 * v + 7 for k, v in own.items()}
    return tables


def evaluation_report() -> str:
    """The evaluation copies' shares as Markdown."""
    from gamelib.games.dodgem import Dodgem
    from gamelib.grading.sandboxed import EVALUATION_LISTED, EVALUATION_REFUSED, kept_shares

    lines = [f"Refused from {EVALUATION_REFUSED:.0%} of one of gamelib's evaluations' comparisons "
             f"kept, listed for the teacher from {EVALUATION_LISTED:.0%}.", "",
             "| evaluation | evaluation 2 kept | lecture's evaluation 1 kept |", "|---|---|---|"]
    for name, table in evaluation_tables().items():
        shares = [s for _, s in kept_shares(table, Dodgem(3))]
        lines.append(f"| {name} | {shares[0]:.1%} | {shares[1]:.1%} |")
    return "\n".join(lines)


def report() -> str:
    """The benchmark as Markdown."""
    m = measure()
    lines = [f"Threshold {THRESHOLD:.0%}. Honest answers: {len(m['honest'])} "
             f"({len(m['honest']) // 2} students × 2 tasks); disguised copies: {len(m['copies'])}.",
             "",
             f"- precision {m['precision']:.0%}, recall {m['recall']:.0%} at the threshold",
             f"- honest answers: highest score {m['honest_max']:.0%}, median "
             f"{m['honest_median']:.0%} (against gamelib's code and against each other)",
             f"- disguised copies: lowest score {m['copy_min']:.0%}, median "
             f"{m['copy_median']:.0%} (against what they copy)", "",
             "| honest answer | closest gamelib code | score | closest other student | score |",
             "|---|---|---|---|---|"]
    for name, (g, gname), (o, oname) in m["honest"]:
        lines.append(f"| {name} | {gname} | {g:.0%} | {oname} | {o:.0%} |")
    lines += ["", "| disguised copy | copies | score against it | closest overall |",
              "|---|---|---|---|"]
    for name, what, s, (b, bname) in m["copies"]:
        lines.append(f"| {name} | {what} | {s:.0%} | {bname} ({b:.0%}) |")
    honest, _ = corpus()
    by_name = {p.name: p.answer for p in honest}
    lines += ["", "Rewritten past the structure (reported, not asserted: below the threshold "
              "they are the teacher's to find):", "", "| rewritten copy | copies | score |",
              "|---|---|---|"]
    for piece in rewritten():
        found = compare(piece.answer, by_name[piece.copy_of])
        lines.append(f"| {piece.name} | {piece.copy_of} | {found.score if found else 0:.0%} |")
    return "\n".join(lines)


if __name__ == "__main__":
    print(report())
    print()
    print(evaluation_report())
