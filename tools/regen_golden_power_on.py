#!/usr/bin/env python3
"""Regenerate the Power On! golden playthroughs in tests/power_on/golden/.

    .venv/bin/python tools/regen_golden_power_on.py          # rewrite every golden file
    .venv/bin/python tools/regen_golden_power_on.py --check  # exit 1 if any would change

Each golden file is one seeded game played by a random-legal policy driven by
`random.Random(policy seed)` (stacking outcomes drawn 1 in 8 as a collapse, except that the first
token of a tower always stands): its options, every
action with the seat that took it, and `views.digest` after every 10th action and at the end.
tests/power_on/test_po_golden.py replays them and compares the digests.

Regenerate only when a change is MEANT to change play (a rules fix, the built-in pack's
power_on/ files, what `digest` covers); commit the new files with that change, saying why.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app.content.loader import load_power_on
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.actions import StackToken
from desktop_app.rules.power_on.state import Phase, PowerOnOptions
from desktop_app.rules.power_on.views import digest

GOLDEN_DIR = ROOT / "tests" / "power_on" / "golden"
EVERY = 10
MAX_ACTIONS = 6000

# (file name, players, game seed, policy seed, tower mode, several cities)
GAMES = (
    ("2p_stacking_seed11", 2, 11, 1, "stacking", False),
    ("3p_no_dexterity_seed22", 3, 22, 2, "no_dexterity", False),
    ("4p_no_dexterity_seed33", 4, 33, 3, "no_dexterity", False),
    ("4p_stacking_several_seed44", 4, 44, 4, "stacking", True),
)


def random_action(state, rng: random.Random):
    if state.phase is Phase.STACKING:
        x, angle, fell = rng.randint(-5, 5), rng.randint(-20, 20), rng.random() < 0.125
        # The first token of a tower lies on the table and cannot fall (seed 001 3.(2) A).
        return StackToken(x, angle, 1 if fell and not engine.first_token(state) else 0)
    return rng.choice(engine.legal_actions(state))


def play(content, players, seed, policy, tower, several) -> dict:
    options = PowerOnOptions(players, seed, tower, several)
    state = engine.new_game(content, options)
    rng = random.Random(policy)
    actions, digests = [], [[0, digest(state)]]
    while not engine.is_over(state):
        player = engine.current_player(state)
        action = random_action(state, rng)
        engine.apply_in_place(state, action)
        actions.append({"player": player, "action": action.to_json()})
        if len(actions) % EVERY == 0:
            digests.append([len(actions), digest(state)])
        if len(actions) > MAX_ACTIONS:
            raise SystemExit(f"seed {seed}: the game did not end")
    if digests[-1][0] != len(actions):
        digests.append([len(actions), digest(state)])
    return {
        "options": options.to_json(),
        "policy_seed": policy,
        "actions": actions,
        "digests": digests,
        "result": {"winners": list(state.winners), "stars": [state.stars(p) for p in range(players)]},
    }


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if any file would change")
    args = parser.parse_args(argv)
    content = load_power_on()
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    changed = []
    for name, *spec in GAMES:
        text = json.dumps(play(content, *spec), indent=0, separators=(",", ":")) + "\n"
        path = GOLDEN_DIR / f"{name}.json"
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            changed.append(path.name)
            if not args.check:
                path.write_text(text, encoding="utf-8")
    print(("would change: " if args.check else "written: ") + (", ".join(changed) or "nothing"))
    return 1 if args.check and changed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
