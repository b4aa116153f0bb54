"""Scoring (seed 003 "計分"): a breakdown per player, the total its sum, shared wins on ties.

cards       1 point per gem, accessory and amulet held (starting cards included)
sets        per complete ring + bracelet + necklace of one metal: bronze 6, silver 8, gold 10
majorities  5 per gem colour of which the player holds strictly the most (amulets under the
            player's stack of a colour count as that colour; on a tie no one scores)
ring        5 for the magic ring's holder (variant)
"""

from __future__ import annotations

from desktop_app.content.magic_lamp import GEMS
from desktop_app.rules.magic_lamp.state import State

BREAKDOWN_KEYS = ("cards", "sets", "majorities", "ring")


def gem_counts(state: State, player: int) -> list[int]:
    """How many of each colour (diamond, ruby, sapphire, emerald) the player holds."""
    counts = [0, 0, 0, 0]
    for card in state.tableau[player]:
        colour = state.gem_colour(player, card)
        if colour is not None:
            counts[GEMS.index(colour)] += 1
    return counts


def majority_holders(state: State) -> list[int]:
    """For each gem colour, the seat holding strictly the most of it, or -1 (tie or none)."""
    per_player = [gem_counts(state, p) for p in range(state.players)]
    out = []
    for colour in range(len(GEMS)):
        best = max(row[colour] for row in per_player)
        leaders = [p for p, row in enumerate(per_player) if row[colour] == best]
        out.append(leaders[0] if best > 0 and len(leaders) == 1 else -1)
    return out


def score_breakdown(state: State) -> list[dict[str, int]]:
    """Every player's points by source, with "total" their sum."""
    content = state.static.content
    holders = majority_holders(state)
    out = []
    for p in range(state.players):
        sets = state.complete_sets(p)
        row = {
            "cards": len(state.tableau[p]),
            "sets": sum(n * bonus for n, bonus in zip(sets, state.static.set_bonus)),
            "majorities": content.majority_bonus * holders.count(p),
            "ring": content.ring_bonus if state.options.magic_ring and state.ring_holder == p else 0,
        }
        row["total"] = sum(row[key] for key in BREAKDOWN_KEYS)
        out.append(row)
    return out


def winners(scores: list[dict[str, int]]) -> tuple[int, ...]:
    """The seats with the highest total (seed 003: 平手玩家共同贏得遊戲勝利)."""
    best = max(row["total"] for row in scores)
    return tuple(p for p, row in enumerate(scores) if row["total"] == best)
