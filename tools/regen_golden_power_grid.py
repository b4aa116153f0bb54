#!/usr/bin/env python3
"""Regenerate the Power Grid golden playthroughs in tests/power_grid/golden/.

    .venv/bin/python tools/regen_golden_power_grid.py          # rewrite every golden file
    .venv/bin/python tools/regen_golden_power_grid.py --check  # exit 1 if any would change

Each golden file is one seeded game played by a random-legal policy driven by
`random.Random(seed)`: its options, every action (with the seat that took it) and the state
digest (`views.digest`) after every 10th action and at the end. tests/power_grid/test_pg_golden.py
replays the actions and compares the digests, so any change in how the rules play out shows up.

When to regenerate: only when a change is MEANT to change play: a rules fix, a change to the
built-in content pack's plants, tables or maps, or to what `digest` covers. Then run this tool,
read `git diff --stat tests/power_grid/golden` (and the first diverging action the failing test
named), and commit the new files with the change that caused them, saying why. Never regenerate
just to make a failing golden test pass without knowing which rule changed.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app.content.loader import load_power_grid
from desktop_app.rules.power_grid import engine
from desktop_app.rules.power_grid.actions import Bid, StartAuction
from desktop_app.rules.power_grid.state import PowerGridOptions
from desktop_app.rules.power_grid.views import digest

GOLDEN_DIR = ROOT / "tests" / "power_grid" / "golden"
EVERY = 10  # a digest after every 10th action (and at the end)
MAX_ACTIONS = 5000

# (file name, players, game seed, policy seed, map id)
GAMES = (
    ("2p_taiwan_seed101", 2, 101, 1, None),
    ("3p_taiwan_seed202", 3, 202, 2, None),
    ("4p_taiwan_seed303", 4, 303, 3, None),
    ("6p_taiwan_seed606", 6, 606, 6, None),
    ("3p_north_taiwan_seed7", 3, 7, 7, "north_taiwan"),
)


def random_action(state, rng: random.Random):
    """Uniform among the legal actions; bids and opening bids drawn near the minimum."""
    action = rng.choice(engine.legal_actions(state))
    if isinstance(action, Bid):
        lo, hi = engine.bid_range(state)
        return Bid(rng.randint(lo, min(hi, lo + rng.choice((0, 1, 3, 10)))))
    if isinstance(action, StartAuction):
        hi = state.money[engine.current_player(state)]
        return StartAuction(action.plant, rng.randint(action.bid, min(hi, action.bid + rng.choice((0, 2, 8)))))
    return action


def play(content, players: int, seed: int, policy_seed: int, map_id: str | None) -> dict:
    options = PowerGridOptions(players=players, seed=seed, map_id=map_id)
    state = engine.new_game(content, options)
    rng = random.Random(policy_seed)
    actions = []
    digests = [[0, digest(state)]]
    while not engine.is_over(state):
        if len(actions) >= MAX_ACTIONS:
            raise RuntimeError(f"game {options} did not end in {MAX_ACTIONS} actions")
        who = engine.current_player(state)
        action = random_action(state, rng)
        engine.apply_in_place(state, action)
        actions.append({"player": who, "action": action.to_json()})
        if len(actions) % EVERY == 0:
            digests.append([len(actions), digest(state)])
    if digests[-1][0] != len(actions):
        digests.append([len(actions), digest(state)])
    return {
        "about": (
            "Power Grid golden playthrough; regenerate with tools/regen_golden_power_grid.py "
            "(read its docstring first)."
        ),
        "pack_version": content.pack_version,
        "options": options.to_json(),
        "policy_seed": policy_seed,
        "result": {
            "rounds": state.round,
            "step": state.step,
            "winners": list(state.winners),
            "money": list(state.money),
            "cities": [len(c) for c in state.cities],
            "powered": list(state.powered),
        },
        "actions": actions,
        "digests": digests,
    }


def dumps(game: dict) -> str:
    """JSON with one action or digest per line, so diffs stay readable."""
    compact = {"separators": (",", ":"), "ensure_ascii": False}
    lines = ["{"]
    for key, value in game.items():
        if key in ("actions", "digests"):
            continue
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    for key in ("actions", "digests"):
        items = [f"    {json.dumps(item, **compact)}" for item in game[key]]
        lines.append(f"  {json.dumps(key)}: [")
        lines.append(",\n".join(items))
        lines.append("  ]," if key == "actions" else "  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if a file would change")
    args = parser.parse_args(argv)
    content = load_power_grid()
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    changed = []
    for name, players, seed, policy_seed, map_id in GAMES:
        text = dumps(play(content, players, seed, policy_seed, map_id))
        path = GOLDEN_DIR / f"{name}.json"
        old = path.read_text(encoding="utf-8") if path.exists() else None
        if old != text:
            changed.append(path.name)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    verb = "would change" if args.check else "rewritten"
    print(f"{len(changed)} of {len(GAMES)} golden files {verb}: {', '.join(changed) or '-'}")
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main())
