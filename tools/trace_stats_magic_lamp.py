#!/usr/bin/env python3
"""Count the genie's rampages, the ring taken through them, and wizard endings in a Magic Lamp
simulate trace (docs/magic_lamp-balance.md).

    .venv/bin/python -m desktop_app simulate magic-lamp --players 4 --games 1000 --seed 5000 \
        --bots beginner --option magic_ring=true --trace /tmp/ml.jsonl
    .venv/bin/python tools/trace_stats_magic_lamp.py /tmp/ml.jsonl --players 4 [--ring]

Each traced game is replayed through the rules (its seed and actions) and counted:
  - rampages: false touches (each is one calming, a `name_thief` action), the games with one,
    and what the named player took: a card, the magic ring, or nothing;
  - the wizard: which way it was met (an exploration or a wish's free draw) and how often the
    round still had a later chest with an explorer that the wizard's end now skips.
Replaying also checks that the trace is consistent: every action is legal and every game ends.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from desktop_app.content.loader import load_magic_lamp
from desktop_app.rules.magic_lamp import engine
from desktop_app.rules.magic_lamp.actions import CODEC, NameThief, TakeCard, TakeNothing, TakeRing
from desktop_app.rules.magic_lamp.flow import EV_WIZARD, explorer
from desktop_app.rules.magic_lamp.state import MagicLampOptions, Phase, Pick


def games(path: Path):
    """(seed, [actions]) per game, in trace order."""
    current, seed, actions = None, None, []
    with path.open(encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            if row["game"] != current:
                if current is not None:
                    yield seed, actions
                current, seed, actions = row["game"], row["seed"], []
            actions.append(row["action"])
    if current is not None:
        yield seed, actions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("trace", type=Path)
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument("--ring", action="store_true", help="the games were played with magic_ring=true")
    args = parser.parse_args(argv)
    content = load_magic_lamp()
    n = 0
    c: Counter = Counter()
    for seed, actions in games(args.trace):
        n += 1
        s = engine.new_game(content, MagicLampOptions(args.players, seed, magic_ring=args.ring))
        rampages = ring_taken = 0
        for data in actions:
            act = CODEC.from_json(data)
            rampage_pick = s.phase is Phase.PICK and s.pick_kind is Pick.RAMPAGE
            if s.phase is Phase.DRAW or s.phase is Phase.CHEST or s.phase is Phase.WISH:
                before = s.clone()
            engine.apply_in_place(s, act)
            if type(act) is NameThief:
                rampages += 1
                c["rampages"] += 1
                c["named_without_pick"] += s.phase is not Phase.PICK or s.pick_kind is not Pick.RAMPAGE
            if rampage_pick:
                ring_taken += type(act) is TakeRing
                c[
                    "rampage_took_ring"
                    if type(act) is TakeRing
                    else "rampage_took_card"
                    if type(act) is TakeCard
                    else "rampage_took_nothing"
                    if type(act) is TakeNothing
                    else "?"
                ] += 1
            if any(e[0] == EV_WIZARD for e in s.events):
                by_draw = before.phase is Phase.DRAW
                c["wizard_explored" if by_draw else "wizard_free_draw"] += 1
                first_later = before.explore_metal + 1 if by_draw else 0
                skipped = any(explorer(before, m) is not None and before.decks[m] for m in range(first_later, 3))
                c["wizard_skipped_a_chest"] += skipped
        if not engine.is_over(s):
            c["unfinished"] += 1
        c["games_with_rampage"] += rampages > 0
        c["games_ring_by_rampage"] += ring_taken > 0
    print(f"games {n}, unfinished {c['unfinished']}")
    print(
        f"rampages {c['rampages']} ({c['rampages'] / n:.3f} per game), games with one "
        f"{c['games_with_rampage']} ({100 * c['games_with_rampage'] / n:.1f}%)"
    )
    print(
        f"named player took: a card {c['rampage_took_card']}, the ring {c['rampage_took_ring']}, "
        f"nothing {c['rampage_took_nothing']}; nothing to take {c['named_without_pick']}; "
        f"games with the ring taken so {c['games_ring_by_rampage']} ({100 * c['games_ring_by_rampage'] / n:.1f}%)"
    )
    print(
        f"wizard met exploring {c['wizard_explored']}, by a free draw {c['wizard_free_draw']}; "
        f"a later chest of that round skipped {c['wizard_skipped_a_chest']} "
        f"({100 * c['wizard_skipped_a_chest'] / n:.1f}% of games)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
