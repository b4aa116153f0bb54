"""Read-only questions about a Magic Lamp state that the views ask the rules.

A view never works a rule out itself: how many scorpions end a draw and whether a wish may still
be refused come from here (and whether an action is legal from `MAGIC_LAMP.refusal`).
"""

from __future__ import annotations

from fractions import Fraction

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


def most_scorpions_on_a_card(state: State) -> int:
    """The most scorpions one chest card carries (the pack's: 2), so a single card can end a draw
    that still has one scorpion to spare.

    Seed 003: 「若卡牌下方繪有毒蠍圖案，須進行毒蠍數量累積計算」 — the count is of scorpions, not cards.
    """
    return max(state.static.scorpions, default=0)


def unseen_chest_cards(state: State, metal: int) -> list[int]:
    """The cards of this chest (the wizard aside) that no one has seen: not in a player's place,
    the discard pile, the cards being drawn or the wizards set aside. Worked out from what is
    public, so it is the same on a player's observation as on the full state; the order of the
    chest is never read."""
    st = state.static
    seen = set(state.discard) | set(state.drawn) | set(state.wizards)
    for row in state.tableau:
        seen.update(row)
    return [c for c in range(len(st.cards)) if st.metal[c] == metal and not st.is_wizard(c) and c not in seen]


def next_card_is_wizard(state: State, metal: int) -> bool:
    """Whether the chest's next card is its wizard, which everyone can know: the wizard is put
    6th from the bottom (seed 003: 「將金、銀、銅寶箱卡的巫師卡正面朝下分別置於對應卡牌堆底部算起第5張卡牌
    的上方」), so a chest of 6 cards shows it next."""
    deck = state.decks[metal]
    return bool(deck) and deck[-1] >= 0 and state.static.is_wizard(deck[-1])


def cards_above_wizard(state: State, metal: int) -> int | None:
    """How many cards lie above the chest's wizard (public: it is put 6th from the bottom, seed
    003 「置於對應卡牌堆底部算起第5張卡牌的上方」), or None once it is out of the chest."""
    deck = state.decks[metal]
    st = state.static
    for depth, card in enumerate(reversed(deck)):
        if card >= 0 and st.is_wizard(card):
            return depth
    return None


def bust_odds(state: State) -> tuple[int, int]:
    """For the exploring player's next draw: (cards that would lose everything, cards it may be).

    The next card is any of the chest's unseen cards alike (the wizard aside, whose place is
    known); it loses everything when its scorpions reach the ones to spare. Seed 003: 「若毒蠍
    圖案的累積數量大於或等於骰子點數，玩家須將所有抽取的卡牌棄置」. When the wizard is next, nothing is
    lost (the draw stops and the cards are kept): (0, 0)."""
    metal = state.explore_metal
    if next_card_is_wizard(state, metal):
        return 0, 0
    spare = scorpions_to_spare(state)
    cards = unseen_chest_cards(state, metal)
    scorpions = state.static.scorpions
    return sum(1 for c in cards if scorpions[c] >= spare), len(cards)


def bust_chance(state: State) -> Fraction:
    """The chance that the exploring player's next card loses all the cards drawn (`bust_odds`)."""
    losing, out_of = bust_odds(state)
    return Fraction(losing, out_of) if out_of else Fraction(0)


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
