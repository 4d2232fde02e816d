"""Make the Othello engine's tuned evaluation, ``evaluation.npz``, from the engine's own games.

    .venv/bin/python data/othello/train_evaluation.py            # about 30 minutes on 2 cores (3 rounds)
    .venv/bin/python data/othello/train_evaluation.py --games 400 --variant-games 100 --out /tmp/e.npz

1. **Games.** The engine plays itself: a random opening of 4-14 plies (seeded, one seed per
   game), then a fixed-depth search until ``--solve-at`` empty squares are left; from there
   both sides play perfectly (the exact solver) to the end. In the first of ``--rounds`` the
   players use the classic hand-written evaluation; in each later round, the evaluation the
   round before made (better play, so truer labels). Every round's positions are pooled.
2. **Labels.** The exact solve gives the final disc margin with best play from that point;
   every position of the game is labelled with it, from the side to move's point of view
   (exact for the solved part, the game's outcome for the earlier positions).
3. **Fit.** For each stage of the game (``kernel.PHASES``, 5 empty squares each; samples from
   two squares on either side are shared with the neighbouring stages), a ridge regression
   from the features of ``kernel.dense_features`` and the edge and 3x3-corner tables to the
   label, by conjugate gradients on the normal equations. An edge read backwards and a corner
   region mirrored in its diagonal are the same pattern and share one value.
4. **The variant.** Games with five random victory cells (the course's rule: no passes) are
   labelled the same way, a win by the victory cells counting as a margin of 64; the victory
   terms are then fitted to what the standard model leaves unexplained in those games.

One game in ten is kept aside, and the errors on those games are written to
``evaluation.json`` beside the weights, with every setting used. Needs numba (the kernel in
plain Python is far too slow for this).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

from gamelib.engines import othello_kernel as K  # noqa: E402
from gamelib.engines.othello import SQUARE_WEIGHTS, Weights  # noqa: E402

N_FEATURES = len(K.DENSE) + len(K.VICTORY_TERMS)
if K.COMPILED:  # compiled, but not cached: this file runs both as a script and imported by tests,
    import numba  # and numba's cache cannot tell the two apart

    jit = numba.njit
else:
    jit = K.jit
VICTORY_LABEL = 64        # a victory-cells win, as a margin
START_ME, START_OPP = 0x0000000810000000, 0x0000001008000000   # the start, black to move


# -- 1. games and labels ---------------------------------------------------------------------------
def classic_model() -> np.ndarray:
    """The classic evaluation as a kernel model (the first round's players)."""
    classic = Weights()
    return np.array([K.CLASSIC] + [getattr(classic, t) for t in K.TERMS], dtype=np.float64)


def play(seed: int, depth: int, solve_at: int, variant: bool,
         model: np.ndarray) -> tuple[list, list, list, int]:
    """One self-play game, both sides evaluating with ``model``: its positions ``(me, opp)``
    (side to move first), their labels, and the victory mask (0 in standard games)."""
    rng = random.Random(seed)
    victory = sum(1 << c for c in rng.sample(range(64), 5)) if variant else 0
    passes = not variant
    weights = np.array(SQUARE_WEIGHTS, dtype=np.float64)
    buffers, table, endgame_table = K.new_buffers(), K.new_search_table(16), K.new_table(18)
    me, opp, black = START_ME, START_OPP, True
    opening = rng.randint(4, 14)
    positions: list[tuple[int, int, bool]] = []
    black_value = None
    for ply in range(200):
        if victory and ((me & victory) == victory or (opp & victory) == victory):
            value = VICTORY_LABEL if (me & victory) == victory else -VICTORY_LABEL
            break
        moves = int(K.legal_moves(K.U(me), K.U(opp)))
        if not moves:
            if not passes or not int(K.legal_moves(K.U(opp), K.U(me))):
                value = int(K.final_value(K.U(me), K.U(opp), K.U(victory)))
                break
            me, opp, black = opp, me, not black
            continue
        positions.append((me, opp, black))
        empties = 64 - (me | opp).bit_count()
        if empties <= solve_at:
            value, square, _ = K.solve(me, opp, passes=passes, victory=victory, table=endgame_table)
            if black_value is None:
                black_value = value if black else -value
        elif ply < opening:
            square = rng.choice([s for s in range(64) if moves >> s & 1])
        else:
            stats = K.new_stats()
            _, square = K.search_root(K.U(me), K.U(opp), depth, passes, K.U(victory), weights, model,
                                      *buffers, stats, *table)
        flipped = int(K.flips(K.U(me), K.U(opp), square))
        me, opp, black = opp & ~flipped, me | flipped | (1 << square), not black
    else:
        raise RuntimeError(f"game {seed} did not end")
    if black_value is None:  # the game ended before the solver was needed
        black_value = value if black else -value
    black_value = max(-VICTORY_LABEL, min(VICTORY_LABEL, black_value))
    mes = [p[0] for p in positions]
    opps = [p[1] for p in positions]
    labels = [black_value if p[2] else -black_value for p in positions]
    return mes, opps, labels, victory


def _play_many(args: tuple[list[int], int, int, bool, np.ndarray]) -> list[tuple[list, list, list, int]]:
    seeds, depth, solve_at, variant, model = args
    K.warm_up()
    return [play(seed, depth, solve_at, variant, model) for seed in seeds]


def generate(games: int, first_seed: int, depth: int, solve_at: int, variant: bool,
             workers: int, model: np.ndarray) -> dict[str, np.ndarray]:
    """Play ``games`` games on ``workers`` processes; the positions as arrays, with each
    position's game number (to keep whole games aside for validation)."""
    seeds = list(range(first_seed, first_seed + games))
    chunks = [(seeds[i::workers * 8], depth, solve_at, variant, model) for i in range(workers * 8)]
    mes, opps, labels, victories, game_of = [], [], [], [], []
    with ProcessPoolExecutor(workers) as pool:
        for chunk, results in zip(chunks, pool.map(_play_many, chunks)):
            for seed, (m, o, y, v) in zip(chunk[0], results):
                mes += m
                opps += o
                labels += y
                victories += [v] * len(m)
                game_of += [seed] * len(m)
    return {"me": np.array(mes, dtype=np.uint64), "opp": np.array(opps, dtype=np.uint64),
            "label": np.array(labels, dtype=np.float64),
            "victory": np.array(victories, dtype=np.uint64), "game": np.array(game_of)}


# -- 2. features ---------------------------------------------------------------------------------
@jit
def features(me, opp, victory, dense, edges, corners, empties):
    """Every position's dense features, pattern indices and number of empty squares."""
    for i in range(len(me)):
        K.dense_features(me[i], opp[i], victory[i], dense[i])
        for row in range(4):
            edges[i, row] = K.pattern_index(me[i], opp[i], K.EDGE_SQUARES[row])
            corners[i, row] = K.pattern_index(me[i], opp[i], K.CORNER_SQUARES[row])
        empties[i] = 64 - K.popcount(me[i] | opp[i])


def canonical_maps() -> tuple[np.ndarray, np.ndarray]:
    """For every edge and corner index, the index of the same pattern read canonically (an
    edge backwards, a corner region mirrored in its diagonal: the smaller of the two)."""
    def digits(index: int, count: int) -> list[int]:
        return [(index // 3 ** (count - 1 - k)) % 3 for k in range(count)]

    def number(ds: list[int]) -> int:
        value = 0
        for d in ds:
            value = value * 3 + d
        return value

    edge = np.array([min(i, number(digits(i, 8)[::-1])) for i in range(K.EDGE_SIZE)])
    transpose = [c * 3 + r for r in range(3) for c in range(3)]
    corner = np.array([min(i, number([digits(i, 9)[t] for t in transpose]))
                       for i in range(K.CORNER_SIZE)])
    return edge, corner


def featurize(data: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    n = len(data["me"])
    dense = np.zeros((n, N_FEATURES))
    edges, corners = np.zeros((n, 4), dtype=np.int64), np.zeros((n, 4), dtype=np.int64)
    empties = np.zeros(n, dtype=np.int64)
    features(data["me"], data["opp"], data["victory"], dense, edges, corners, empties)
    edge_map, corner_map = canonical_maps()
    return {**data, "dense": dense, "edges": edge_map[edges], "corners": corner_map[corners],
            "empties": empties}


# -- 3. the fit ------------------------------------------------------------------------------------
@jit
def _normal_product(x, dense, edges, corners, columns, ridge, out):
    """out = (X^T X + ridge I) x for the design X: dense columns, then one column per edge
    index, then one per corner index."""
    d = dense.shape[1]
    out[:] = ridge * x
    for i in range(dense.shape[0]):
        value = 0.0
        for k in range(d):
            value += dense[i, k] * x[k]
        for row in range(4):
            value += x[d + edges[i, row]] + x[d + columns + corners[i, row]]
        for k in range(d):
            out[k] += dense[i, k] * value
        for row in range(4):
            out[d + edges[i, row]] += value
            out[d + columns + corners[i, row]] += value


@jit
def _transpose_product(y, dense, edges, corners, columns, out):
    """out = X^T y, and the diagonal of X^T X (for the preconditioner) in the same pass."""
    d = dense.shape[1]
    diagonal = np.zeros_like(out)
    out[:] = 0.0
    for i in range(dense.shape[0]):
        for k in range(d):
            out[k] += dense[i, k] * y[i]
            diagonal[k] += dense[i, k] * dense[i, k]
        for row in range(4):
            out[d + edges[i, row]] += y[i]
            out[d + columns + corners[i, row]] += y[i]
            diagonal[d + edges[i, row]] += 1.0
            diagonal[d + columns + corners[i, row]] += 1.0
    return diagonal


def fit_phase(dense: np.ndarray, edges: np.ndarray, corners: np.ndarray, labels: np.ndarray,
              ridge: float, iterations: int) -> np.ndarray:
    """Ridge regression by preconditioned conjugate gradients: the weights of the dense
    features, the edge table and the corner table, one vector."""
    size = dense.shape[1] + K.EDGE_SIZE + K.CORNER_SIZE
    rhs = np.zeros(size)
    diagonal = _transpose_product(labels, dense, edges, corners, K.EDGE_SIZE, rhs) + ridge
    x, r = np.zeros(size), rhs.copy()
    z = r / diagonal
    p, rz = z.copy(), r @ z
    product = np.zeros(size)
    for _ in range(iterations):
        _normal_product(p, dense, edges, corners, K.EDGE_SIZE, ridge, product)
        step = rz / (p @ product)
        x += step * p
        r -= step * product
        z = r / diagonal
        rz, previous = r @ z, rz
        if rz < 1e-12 * (rhs @ (rhs / diagonal)):
            break
        p = z + (rz / previous) * p
    return x


def predict(model: np.ndarray, data: dict[str, np.ndarray]) -> np.ndarray:
    """The tuned evaluation of every position, computed from its features (as the kernel does)."""
    values = np.zeros(len(data["label"]))
    d, count = len(K.DENSE), N_FEATURES
    for i in range(len(values)):
        base = 1 + K.phase_of(data["empties"][i]) * K.PHASE_SIZE
        used = count if data["victory"][i] else d
        values[i] = model[base:base + used] @ data["dense"][i, :used]
        edges, corners = base + count, base + count + K.EDGE_SIZE
        values[i] += model[edges + data["edges"][i]].sum() + model[corners + data["corners"][i]].sum()
    return values


def fit(train: dict[str, np.ndarray], ridge: float, iterations: int, overlap: int) -> np.ndarray:
    """The standard model: one fit for each stage of the game."""
    model = np.zeros(K.MODEL_SIZE)
    model[0] = K.TUNED
    d = len(K.DENSE)
    edge_map, corner_map = canonical_maps()
    for phase in range(K.PHASES):
        low, high = phase * 5 - overlap, phase * 5 + 5 + overlap
        if phase == K.PHASES - 1:
            high = 64
        chosen = (train["empties"] >= low) & (train["empties"] < high)
        x = fit_phase(train["dense"][chosen, :d], train["edges"][chosen], train["corners"][chosen],
                      train["label"][chosen], ridge, iterations)
        base = 1 + phase * K.PHASE_SIZE
        model[base:base + d] = x[:d]
        edges, corners = base + N_FEATURES, base + N_FEATURES + K.EDGE_SIZE
        model[edges:edges + K.EDGE_SIZE] = x[d:d + K.EDGE_SIZE][edge_map]
        model[corners:corners + K.CORNER_SIZE] = x[d + K.EDGE_SIZE:][corner_map]
        print(f"  stage {phase:2d} ({low}-{high - 1} empties): {chosen.sum()} positions", flush=True)
    return model


def fit_victory(model: np.ndarray, train: dict[str, np.ndarray], ridge: float) -> None:
    """The victory terms of each stage, fitted to what the standard model leaves unexplained in
    the variant's games."""
    d = len(K.DENSE)
    residual = train["label"] - predict(model, train)
    phases = np.minimum(train["empties"] // 5, K.PHASES - 1)
    for phase in range(K.PHASES):
        chosen = np.abs(phases - phase) <= 1
        a = train["dense"][chosen, d:]
        weights = np.linalg.solve(a.T @ a + ridge * np.eye(a.shape[1]), a.T @ residual[chosen])
        base = 1 + phase * K.PHASE_SIZE
        model[base + d:base + N_FEATURES] = weights


def errors(model: np.ndarray, data: dict[str, np.ndarray]) -> dict[str, dict[str, float]]:
    """Mean absolute error (in discs) of the model and of always answering 0, by stage."""
    found = predict(model, data)
    phases = np.minimum(data["empties"] // 5, K.PHASES - 1)
    table = {}
    for phase in range(K.PHASES):
        chosen = phases == phase
        if chosen.any():
            table[f"{phase * 5}-{phase * 5 + 4 if phase < K.PHASES - 1 else 60}"] = {
                "positions": int(chosen.sum()),
                "model": round(float(np.abs(found[chosen] - data["label"][chosen]).mean()), 2),
                "zero": round(float(np.abs(data["label"][chosen]).mean()), 2)}
    return table


def split(data: dict[str, np.ndarray]) -> tuple[dict, dict]:
    aside = data["game"] % 10 == 0
    return ({k: v[~aside] for k, v in data.items()}, {k: v[aside] for k, v in data.items()})


def labelled_games(args: argparse.Namespace, round_: int, model: np.ndarray) -> tuple[dict, dict]:
    """One round's standard and variant games (seeds distinct across rounds), reusing the
    positions kept by an earlier run when ``--positions`` names a folder that has them."""
    cache = args.positions / f"round{round_}.npz" if args.positions else None
    if cache and cache.exists():
        with np.load(cache) as stored:
            print(f"round {round_}: positions from {cache}", flush=True)
            return ({k[2:]: stored[k] for k in stored.files if k.startswith("s_")},
                    {k[2:]: stored[k] for k in stored.files if k.startswith("v_")})
    first = args.seed + 1_000_000 * (round_ - 1)
    began = time.time()
    standard = generate(args.games, first, args.depth, args.solve_at, False, args.workers, model)
    variant = generate(args.variant_games, first + args.games, args.depth, args.solve_at, True,
                       args.workers, model)
    print(f"round {round_}: {args.games} standard games ({len(standard['me'])} positions), "
          f"{args.variant_games} variant games ({len(variant['me'])}), {time.time() - began:.0f} s",
          flush=True)
    if cache:
        cache.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(cache, **{f"s_{k}": v for k, v in standard.items()},
                            **{f"v_{k}": v for k, v in variant.items()})
    return standard, variant


def pool(parts: list[dict[str, np.ndarray]]) -> dict[str, np.ndarray]:
    return {k: np.concatenate([p[k] for p in parts]) for k in parts[0]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=12000, help="standard self-play games a round")
    parser.add_argument("--variant-games", type=int, default=4000, help="games with victory cells a round")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of games (see step 1)")
    parser.add_argument("--depth", type=int, default=4, help="the players' search depth before the solve")
    parser.add_argument("--solve-at", type=int, default=16, help="empty squares from which play is exact")
    parser.add_argument("--ridge", type=float, default=3.0, help="the regression's ridge")
    parser.add_argument("--iterations", type=int, default=300, help="conjugate-gradient iterations at most")
    parser.add_argument("--overlap", type=int, default=2, help="empty squares shared with each neighbouring stage")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--positions", type=Path, help="a folder to keep (or reuse) each round's labelled positions")
    parser.add_argument("--out", type=Path, default=HERE / "evaluation.npz")
    args = parser.parse_args()
    began = time.time()
    model, standard_parts, variant_parts = classic_model(), [], []
    for round_ in range(1, args.rounds + 1):
        standard, variant = labelled_games(args, round_, model)
        standard_parts.append(featurize(standard))
        variant_parts.append(featurize(variant))
        train, held = split(pool(standard_parts))
        model = fit(train, args.ridge, args.iterations, args.overlap)
        variant_train, variant_held = split(pool(variant_parts))
        fit_victory(model, variant_train, args.ridge)
        print(f"round {round_} fitted ({time.time() - began:.0f} s)", flush=True)
    report = {
        "title": "The Othello engine's tuned evaluation",
        "note": "ours: made by data/othello/train_evaluation.py from the engine's own games "
                "(random openings, depth-limited play, exact play from the solve point); "
                "labels are exact final disc margins (empty squares to the winner)",
        "settings": {k: (str(v) if isinstance(v, Path) else v) for k, v in vars(args).items()
                     if k not in ("out", "positions")},
        "positions": {"standard": len(train["me"]) + len(held["me"]),
                      "variant": len(variant_train["me"]) + len(variant_held["me"])},
        "dense_terms": list(K.DENSE), "victory_terms": list(K.VICTORY_TERMS),
        "mean_absolute_error_on_games_kept_aside": {"standard": errors(model, held),
                                                    "variant": errors(model, variant_held)},
        "seconds": round(time.time() - began),
    }
    np.savez_compressed(args.out, model=model.astype(np.float32))
    args.out.with_suffix(".json").write_text(json.dumps(report, indent=1) + "\n")
    print(json.dumps(report["mean_absolute_error_on_games_kept_aside"], indent=1))
    print(f"wrote {args.out} and {args.out.with_suffix('.json')}")


if __name__ == "__main__":
    main()
