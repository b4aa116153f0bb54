"""Read-only questions about a Magic Lamp state that the views ask the rules.

A view never works a rule out itself: how many scorpions end a draw and whether a wish may still
be refused come from here (and whether an action is legal from `MAGIC_LAMP.refusal`).
"""

from __future__ import annotations

from desktop_app.rules.common.game import changes_by_parts
from desktop_app.rules.magic_lamp.scoring import score_breakdown
from desktop_app.rules.magic_lamp.state import State

WISHES = 3  # seed 003: 「玩家在成功召喚精靈後，最多可許下3個願望」


def scorpion_limit(state: State, player: int) -> int:
    """Scorpions that make the exploring player lose the cards drawn: the exploring die's value,
    raised by any ward the player holds this round.

    Seed 003: 「若毒蠍圖案的累積數量大於或等於骰子點數，玩家須將所有抽取的卡牌棄置」.
    """
    return state.dice[player][state.explore_die][1] + state.ward[player]


def scorpions_to_spare(state: State) -> int:
    """How many more scorpions the exploring player (`state.actor`) may draw before losing all."""
    return scorpion_limit(state, state.actor) - state.drawn_scorpions


def may_refuse_wish(state: State) -> bool:
    """Whether the wish on offer may be refused: the first two may, the third must be taken.

    Seed 003: 「若玩家不接受第2個願望…再從神燈卡牌堆上抽取1張卡牌…玩家一定要接受此願望」.
    """
    return state.wish_number < WISHES


def ranking_key(state: State, player: int) -> int:
    """What the end compares: the player's total points (seed 003: 「分數最高者即為遊戲贏家。若出現
    平手局面，則由平手玩家共同贏得遊戲勝利」, so equal totals share the win and a place)."""
    return score_breakdown(state)[player]["total"]


def ranking(state: State) -> list[int]:
    """Seats from first to last by total points; equal totals keep seat order."""
    totals = [row["total"] for row in score_breakdown(state)]
    return sorted(range(state.players), key=lambda p: -totals[p])


# What an action changed, in the table's own parts (after Anki's OpChanges). Every State field is
# listed here or in NOT_SHOWN (tests/magic_lamp/test_ml_changes.py checks it).
PARTS: dict[str, tuple[str, ...]] = {
    "decks": ("decks", "lamp_deck", "discard", "removed", "drawn", "drawn_scorpions"),
    "dice": ("dice", "explore_die", "explore_metal", "retune_max"),
    "lamp": ("presses", "wish_card", "wish_number"),
    "players": (
        "tableau",
        "amulet_colour",
        "amulets_to_place",
        "ward",
        "summoned",
        "wizards",
        "ring_holder",
        "scores",
        "winners",
    ),
    "turn": (
        "actor",
        "viewer",
        "phase",
        "round",
        "pick_from",
        "pick_kind",
        "pick_left",
        "effect_count",
        "end_triggered",
        "tasks",
        "ring_holder",
        "winners",
    ),
}
NOT_SHOWN = ("static", "options", "players", "events")

changes = changes_by_parts(PARTS)
changes.__doc__ = """The parts of the Magic Lamp table an action changed: a subset of `PARTS`' flags
("decks", "dice", "lamp", "players", "turn"), from the two states' fields."""
