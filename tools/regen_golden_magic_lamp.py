#!/usr/bin/env python3
"""Regenerate the Aladdin & the Magic Lamp golden playthroughs in tests/magic_lamp/golden/.

    .venv/bin/python tools/regen_golden_magic_lamp.py          # rewrite every golden file
    .venv/bin/python tools/regen_golden_magic_lamp.py --check  # exit 1 if any would change

Each golden file is one seeded game played by a random-legal policy driven by
`random.Random(policy seed)` (lamp presses at 0-1500 ms): its options, every action with the
seat that took it, and the state digest (`views.digest`) after every 10th action and at the
end. tests/magic_lamp/test_ml_golden.py replays the actions and compares the digests.

When to regenerate: only when a change is MEANT to change play (a rules fix, a change to the
built-in pack's chest cards, lamp cards or setup, or to what `digest` covers). Run this tool,
read `git diff --stat tests/magic_lamp/golden`, and commit the new files with the change that
caused them, saying why. Never regenerate only to silence a failing golden test.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app.content.loader import load_magic_lamp
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import RubLamp
from desktop_app.rules.magic_lamp.state import MagicLampOptions
from desktop_app.rules.magic_lamp.views import digest

GOLDEN_DIR = ROOT / "tests" / "magic_lamp" / "golden"
EVERY = 10
MAX_ACTIONS = 5000

# (file name, players, game seed, policy seed, magic ring variant)
GAMES = (
    ("2p_seed11", 2, 11, 1, False),
    ("3p_seed22_ring", 3, 22, 2, True),
    ("4p_seed33", 4, 33, 3, False),
    ("5p_seed44_ring", 5, 44, 4, True),
)


def random_action(state, rng: random.Random):
    action = rng.choice(engine.legal_actions(state))
    if type(action) is RubLamp:
        return RubLamp(rng.randint(0, 1500))
    return action


def play(content, players: int, seed: int, policy_seed: int, ring: bool) -> dict:
    options = MagicLampOptions(players=players, seed=seed, magic_ring=ring)
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
            "Magic Lamp golden playthrough; regenerate with tools/regen_golden_magic_lamp.py "
            "(read its docstring first)."
        ),
        "pack_version": content.pack_version,
        "options": options.to_json(),
        "policy_seed": policy_seed,
        "result": {"rounds": state.round, "winners": list(state.winners), "scores": state.scores},
        "actions": actions,
        "digests": digests,
    }


def dumps(game: dict) -> str:
    """JSON with one action or digest per line, so diffs stay readable."""
    compact = {"separators": (",", ":"), "ensure_ascii": False}
    lines = ["{"]
    for key, value in game.items():
        if key not in ("actions", "digests"):
            lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)},")
    for key in ("actions", "digests"):
        lines.append(f"  {json.dumps(key)}: [")
        lines.append(",\n".join(f"    {json.dumps(item, **compact)}" for item in game[key]))
        lines.append("  ]," if key == "actions" else "  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare only; exit 1 if a file would change")
    args = parser.parse_args(argv)
    content = load_magic_lamp()
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    changed = []
    for name, players, seed, policy_seed, ring in GAMES:
        text = dumps(play(content, players, seed, policy_seed, ring))
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
