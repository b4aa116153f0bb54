#!/usr/bin/env python3
"""Regenerate the Power Butler golden playthroughs in tests/power_butler/golden/.

    .venv/bin/python tools/regen_golden_power_butler.py          # rewrite every golden file
    .venv/bin/python tools/regen_golden_power_butler.py --check  # exit 1 if any would change

Each golden file is one seeded game played by a random-legal policy driven by
`random.Random(policy seed)`: its options, every action (with the seat that took it) and the
state digest (`views.digest`) after every 10th action and at the end.
tests/power_butler/test_pb_golden.py replays the actions and compares the digests.

When to regenerate: only when a change is MEANT to change play: a rules fix, a change to the
built-in pack's power_butler/ files, or to what `digest` covers. Then run this tool, read
`git diff --stat tests/power_butler/golden` and commit the new files with the change that caused
them, saying why. Never regenerate just to make a failing golden test pass.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app.content.loader import load_power_butler
from desktop_app.rules.power_butler import engine
from desktop_app.rules.power_butler.state import PowerButlerOptions
from desktop_app.rules.power_butler.views import digest

GOLDEN_DIR = ROOT / "tests" / "power_butler" / "golden"
EVERY = 10
MAX_ACTIONS = 5000

# (file name, players, mode, game seed, policy seed)
GAMES = (
    ("2p_simple_seed11", 2, "simple", 11, 1),
    ("3p_standard_seed22", 3, "standard", 22, 2),
    ("4p_simple_seed33", 4, "simple", 33, 3),
    ("5p_standard_seed44", 5, "standard", 44, 4),
)


def play(content, players: int, mode: str, seed: int, policy_seed: int) -> dict:
    options = PowerButlerOptions.from_json({"players": players, "seed": seed, "mode": mode})
    state = engine.new_game(content, options)
    rng = random.Random(policy_seed)
    actions = []
    digests = [[0, digest(state)]]
    while not engine.is_over(state):
        if len(actions) >= MAX_ACTIONS:
            raise RuntimeError(f"game {options} did not end in {MAX_ACTIONS} actions")
        who = engine.current_player(state)
        action = rng.choice(engine.legal_actions(state))
        engine.apply_in_place(state, action)
        actions.append({"player": who, "action": action.to_json()})
        if len(actions) % EVERY == 0:
            digests.append([len(actions), digest(state)])
    if digests[-1][0] != len(actions):
        digests.append([len(actions), digest(state)])
    return {
        "about": (
            "Power Butler golden playthrough; regenerate with tools/regen_golden_power_butler.py "
            "(read its docstring first)."
        ),
        "pack_version": content.pack_version,
        "options": options.to_json(),
        "policy_seed": policy_seed,
        "result": {
            "rounds": state.round,
            "winners": list(state.winners),
            "scores": [list(s) for s in state.scores],
        },
        "actions": actions,
        "digests": digests,
    }


def render(game: dict) -> str:
    """JSON with one action per line, so a diff shows where play changed."""
    head = {k: v for k, v in game.items() if k not in ("actions", "digests")}
    lines = ["{"]
    for key, value in head.items():
        lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    lines.append('  "actions": [')
    body = [f"    {json.dumps(a, separators=(',', ':'))}" for a in game["actions"]]
    lines.append(",\n".join(body))
    lines.append("  ],")
    lines.append(f'  "digests": {json.dumps(game["digests"], separators=(",", ":"))}')
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if any file would change")
    args = parser.parse_args(argv)
    content = load_power_butler()
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    changed = []
    for name, players, mode, seed, policy in GAMES:
        text = render(play(content, players, mode, seed, policy))
        path = GOLDEN_DIR / f"{name}.json"
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            changed.append(path.name)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    if args.check:
        print("would change: " + ", ".join(changed) if changed else "golden files up to date")
        return 1 if changed else 0
    print("rewrote: " + ", ".join(changed) if changed else "nothing changed")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
