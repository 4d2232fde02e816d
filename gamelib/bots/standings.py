"""A tournament as one self-contained web page: standings, cross table, every game, replays.

The page needs nothing from the internet: its style and a small script are inside it, and so
is every game, as the list of positions after each move (computed here, by the rules in
:mod:`gamelib.games.othello`); the script only draws the position it is asked for.

>>> from gamelib.arena.tournament import Tournament
>>> games = [{"key": "a|b|0", "first": "a", "second": "b", "winner": "a", "ended": "more-discs",
...           "reason": "discs 40-24; BLACK has more", "moves": ["d3", "c5"], "victory_cell": "",
...           "variant": "course"}]
>>> page = standings_page(Tournament("othello", ["a", "b"], games), title="Class 1")
>>> "<td>a</td>" in page and "Class 1" in page
True
"""

from __future__ import annotations

import html
import json
from typing import Any

from gamelib.bots.tournament_day import ENDINGS
from gamelib.arena.tournament import Tournament, points_of
from gamelib.games.othello import Othello, square_index

def replay(record: dict[str, Any]) -> tuple[Othello, list[Any]]:
    """The game a record was played under, and its position before the first move and after
    each move (replayed by the rules: a record that breaks them raises ValueError)."""
    cells = record.get("victory_cell") or None
    variant = record.get("variant", "victory" if cells else "course")
    game = Othello(victory_cells=cells) if cells else Othello(rule="standard" if variant == "standard"
                                                              else "course")
    states = [game.initial_state()]
    for move in record.get("moves", []):
        states.append(game.successor(states[-1], game.parse_action(states[-1], move)))
    return game, states


def game_positions(record: dict[str, Any]) -> list[str]:
    """The positions of :func:`replay` as 64 characters a1..h8 by rows: ``B`` black, ``W``
    white, ``-`` empty (what the page's script draws)."""
    return ["".join("B" if s.black >> i & 1 else "W" if s.white >> i & 1 else "-" for i in range(64))
            for s in replay(record)[1]]


def _cell(text: Any, cls: str = "") -> str:
    return f'<td class="{cls}">{html.escape(str(text))}</td>' if cls else f"<td>{html.escape(str(text))}</td>"


def _result_text(record: dict[str, Any]) -> str:
    if "points" in record:
        return "0-0"
    black = points_of(record, record["first"])
    return {1.0: "1-0", 0.0: "0-1"}.get(black, "½-½")


def standings_page(result: Tournament, *, title: str = "Othello tournament",
                   settings: dict[str, Any] | None = None) -> str:
    """The whole page as a string (write it to a ``.html`` file)."""
    rows = result.standings()
    head = ("<tr><th>#</th><th>bot</th><th>points</th><th>games</th><th>W</th><th>D</th>"
            "<th>L</th><th>score</th><th>95% interval</th><th>Elo</th><th>±</th>"
            "<th>forfeits</th></tr>")
    body = []
    for place, row in enumerate(rows, 1):
        forfeits = ", ".join(f"{n} {kind}" for kind, n in sorted(row["forfeits"].items())) or "—"
        body.append("<tr>" + "".join([
            _cell(place), _cell(row["player"]), _cell(f"{row['points']:g}"), _cell(row["games"]),
            _cell(row["wins"]), _cell(row["draws"]), _cell(row["losses"]),
            _cell(f"{row['score']:.1%}"), _cell(f"{row['low']:.0%}–{row['high']:.0%}"),
            _cell(row["elo"]), _cell(row["elo_margin"]), _cell(forfeits, "forfeits")]) + "</tr>")
    order = [row["player"] for row in rows]
    cross_head = "<tr><th></th>" + "".join(f"<th>{html.escape(p)}</th>" for p in order) + "</tr>"
    cross = []
    for a in order:
        cells = []
        for b in order:
            points, n = result.score(a, b)
            cells.append(_cell("" if a == b else f"{points:g}/{n}" if n else "·",
                               "self" if a == b else ""))
        cross.append(f"<tr><th>{html.escape(a)}</th>{''.join(cells)}</tr>")
    games, data = [], []
    swiss = any(r.get("round") for r in result.results)
    for number, record in enumerate(sorted(result.results, key=lambda r: (r.get("round", 0),
                                                                             r["key"])), 1):
        data.append({"black": record["first"], "white": record["second"],
                     "moves": record.get("moves", []), "positions": game_positions(record),
                     "cells": [square_index(c) for c in (record.get("victory_cell") or "").split()],
                     "reason": record.get("reason", record.get("ended", ""))})
        games.append("<tr>" + "".join([
            _cell(number), _cell(record["round"]) if swiss else "", _cell(record["first"]),
            _cell(record["second"]), _cell(_result_text(record), "result"),
            _cell(record.get("ended", "")), _cell(record.get("reason", ""), "reason"),
            _cell(len(record.get("moves", []))),
            f'<td><button type="button" data-game="{number - 1}">replay</button></td>']) + "</tr>")
    settings_text = " · ".join(f"{html.escape(str(k))}: {html.escape(str(v))}"
                               for k, v in (settings or {}).items())
    endings = "".join(f"<li><b>{html.escape(k)}</b>: {html.escape(v)}</li>" for k, v in ENDINGS.items())
    # inside <script>, "<", ">" and "&" in any text a bot wrote could end or bend the script
    # element ("</script>", "<!--<script>"): JSON's own escapes keep them out of the markup
    payload = (json.dumps(data, separators=(",", ":")).replace("<", "\\u003c")
               .replace(">", "\\u003e").replace("&", "\\u0026"))
    return PAGE.format(title=html.escape(title), settings=settings_text, head=head,
                       body="\n".join(body), cross_head=cross_head, cross="\n".join(cross),
                       games="\n".join(games), endings=endings, payload=payload,
                       round_head="<th>round</th>" if swiss else "")


PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title>
<style>
body {{ font: 15px/1.45 system-ui, "Segoe UI", Roboto, "Noto Sans", sans-serif; margin: 1.5rem auto;
       max-width: 1100px; padding: 0 1rem; color: #1d2428; }}
h1 {{ margin-bottom: .2rem; }} .settings {{ color: #555; margin-top: 0; }}
table {{ border-collapse: collapse; margin: .6rem 0 1.4rem; }}
th, td {{ border-bottom: 1px solid #dde3e6; padding: .25rem .55rem; text-align: right; }}
th {{ background: #eef3f1; }} td:nth-child(2), th:nth-child(2) {{ text-align: left; }}
#standings tr:first-child td {{ font-weight: 600; }}
td.forfeits, td.reason, th.reason {{ text-align: left; color: #7a2e1d; max-width: 28rem; }}
td.self {{ background: #eee; }} .scroll {{ overflow-x: auto; }}
#viewer {{ display: flex; gap: 1.2rem; flex-wrap: wrap; align-items: flex-start;
          background: white; padding: .5rem 0; }}
@media (min-width: 900px) and (min-height: 700px) {{ #viewer {{ position: sticky; top: 0; }} }}
#board {{ width: min(360px, 90vw); }} #moves {{ max-width: 34rem; }}
#moves span {{ display: inline-block; min-width: 2.4rem; cursor: pointer; }}
#moves span.now {{ background: #ffd166; }}
button {{ font: inherit; padding: .1rem .6rem; }}
</style></head>
<body>
<h1>{title}</h1>
<p class="settings">{settings}</p>
<h2>Standings</h2>
<div class="scroll"><table id="standings">
{head}
{body}
</table></div>
<p>Elo is fitted to all games (mean 1500; ± is half its 95% interval). A forfeit counts as a loss.</p>
<h2>Cross table</h2>
<p>Points of the row's bot against the column's bot, out of the games they played.</p>
<div class="scroll"><table id="cross">
{cross_head}
{cross}
</table></div>
<h2>Games</h2>
<ul>{endings}</ul>
<div id="viewer" hidden>
  <svg id="board" viewBox="0 0 360 360" role="img" aria-label="Othello board"></svg>
  <div><p id="caption"></p>
  <p><button type="button" id="first">|&lt;</button> <button type="button" id="back">&lt;</button>
     <input id="ply" type="range" min="0" max="0" value="0">
     <button type="button" id="next">&gt;</button> <button type="button" id="last">&gt;|</button></p>
  <p id="moves"></p></div>
</div>
<div class="scroll"><table id="games">
<tr><th>#</th>{round_head}<th>black</th><th>white</th><th>result</th><th>ended</th>
<th class="reason">how</th><th>moves</th><th></th></tr>
{games}
</table></div>
<script type="application/json" id="game-data">{payload}</script>
<script>
(() => {{
  const games = JSON.parse(document.getElementById("game-data").textContent);
  const svg = document.getElementById("board"), ply = document.getElementById("ply");
  const NS = "http://www.w3.org/2000/svg";
  let game = null;
  const add = (tag, attrs) => {{ const e = document.createElementNS(NS, tag);
    for (const k in attrs) e.setAttribute(k, attrs[k]); svg.appendChild(e); return e; }};
  function draw() {{
    const k = Number(ply.value), position = game.positions[k];
    svg.replaceChildren();
    const at = i => [40 + 40 * (i % 8), 40 + 40 * Math.floor(i / 8)];  // centre of square i
    add("rect", {{x: 0, y: 0, width: 360, height: 360, fill: "#1f3d2b", rx: 8}});
    add("rect", {{x: 20, y: 20, width: 320, height: 320, fill: "#2e7d4f"}});
    for (let i = 0; i <= 8; i++) {{
      add("line", {{x1: 20, y1: 20 + 40 * i, x2: 340, y2: 20 + 40 * i, stroke: "#12381f"}});
      add("line", {{x1: 20 + 40 * i, y1: 20, x2: 20 + 40 * i, y2: 340, stroke: "#12381f"}});
    }}
    for (let i = 0; i < 8; i++) {{
      for (const [x, y, t] of [[40 + 40 * i, 14, "abcdefgh"[i]], [10, 45 + 40 * i, String(i + 1)]])
        add("text", {{x, y, fill: "#d8e8dc", "font-size": 13, "text-anchor": "middle"}}).textContent = t;
    }}
    for (const c of game.cells) {{ const [x, y] = at(c);
      add("rect", {{x: x - 18, y: y - 18, width: 36, height: 36, fill: "none", stroke: "#ffd166",
                   "stroke-width": 3}}); }}
    for (let i = 0; i < 64; i++) {{
      if (position[i] === "-") continue;
      const [cx, cy] = at(i);
      add("circle", {{cx, cy, r: 16, fill: position[i] === "B" ? "#151515" : "#f4f4f0", stroke: "#555"}});
    }}
    const move = k > 0 ? game.moves[k - 1] : null;
    if (move && move !== "pass") {{
      const [cx, cy] = at((move.charCodeAt(0) - 97) + 8 * (Number(move[1]) - 1));
      add("circle", {{cx, cy, r: 4, fill: "#e63946"}});
    }}
    const b = [...position].filter(x => x === "B").length, w = [...position].filter(x => x === "W").length;
    document.getElementById("caption").textContent =
      `${{game.black}} (black, ${{b}}) against ${{game.white}} (white, ${{w}}) — move ${{k}} of ` +
      `${{game.moves.length}}${{move ? ": " + move : ""}}. ${{k === game.moves.length ? game.reason : ""}}`;
    document.querySelectorAll("#moves span").forEach((s, j) => s.classList.toggle("now", j === k - 1));
  }}
  function open(number) {{
    game = games[number];
    document.getElementById("viewer").hidden = false;
    ply.max = game.moves.length; ply.value = game.moves.length;
    const list = document.getElementById("moves"); list.replaceChildren();
    game.moves.forEach((m, j) => {{ const s = document.createElement("span");
      s.textContent = `${{j + 1}}.${{m}}`; s.onclick = () => {{ ply.value = j + 1; draw(); }};
      list.appendChild(s); list.append(" "); }});
    draw(); window.scrollTo({{top: document.getElementById("viewer").offsetTop - 10}});
  }}
  document.querySelectorAll("button[data-game]").forEach(b => b.onclick = () => open(Number(b.dataset.game)));
  ply.oninput = draw;
  const step = d => {{ ply.value = Math.min(Number(ply.max), Math.max(0, Number(ply.value) + d)); draw(); }};
  document.getElementById("first").onclick = () => {{ ply.value = 0; draw(); }};
  document.getElementById("last").onclick = () => {{ ply.value = ply.max; draw(); }};
  document.getElementById("back").onclick = () => step(-1);
  document.getElementById("next").onclick = () => step(1);
}})();
</script>
</body></html>
"""
