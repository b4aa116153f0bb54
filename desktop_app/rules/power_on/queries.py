"""Read-only questions about a Power On! state that the views and the controller ask the rules.

A view never works a rule out itself: it calls one of these (or `GameDefinition`'s `refusal`).
"""

from __future__ import annotations

from desktop_app.content.power_on import CardKind
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.game import changes_by_parts
from desktop_app.rules.power_on.actions import Generate, StackToken
from desktop_app.rules.power_on.state import GAS, NUCLEAR, TYPE_INDEX, Phase, State
from desktop_app.rules.power_on.views import reveals_hidden


def undo_barrier(before: State, action: Action, after: State) -> bool:
    """May undo never go back past this action?

    Yes when it turned up hidden information (`reveals_hidden`: a card drawn, a reshuffle, the
    no-dexterity tower's chance) and yes for every carbon token dropped on the tower: as at a
    real table, a token once let go has been stacked, and a hand that toppled the tower cannot
    try again (seed 001 3.(2) D: 「若有碳排放指示物從碳塔上掉落，表示堆疊失敗、碳塔倒塌」).
    """
    return isinstance(action, StackToken) or reveals_hidden(after)


def may_spend_action(state: State) -> bool:
    """Whether the current player still has action points to spend this turn (drawing, building,
    playing a card, generating). Seed 001: 「玩家在各回合行動時，可從取牌、打牌及發電3種行動中，選擇3個
    行動點執行」."""
    return state.phase is Phase.ACTIONS and state.actions_left > 0


def can_light(state: State, city: int) -> bool:
    """Whether this turn's power is enough for this city of the row (seed 001: 「若本回合具有的發電量
    滿足場上城市卡的所需電量，便可從公區拿取對應城市卡」); only after the actions, in the city step."""
    return state.phase is Phase.CITY and city in state.city_row and state.tables.city_power[city] <= state.power


def payment_score(state: State, type_index: int, card: int) -> int:
    """How much a card is worth keeping when paying for plants of this type (lower: pay with it
    first): the type's own fuel, then other fuel, then function cards, then plants."""
    t = state.tables
    if type_index == GAS and t.is_gas(card):
        return 0
    if type_index == NUCLEAR and t.is_uranium_or_waste(card):
        return 0
    if t.fuel[card] is not None:
        return 1
    return 2 if t.kind[card] is CardKind.FUNCTION else 3


def suggested_payment(state: State, options: list[Generate]) -> Generate:
    """Of these legal `generate` payments, the one paying with the fewest and least useful cards
    (what the panel offers when the player has chosen no cards)."""
    return min(
        options, key=lambda g: (len(g.cards), sum(payment_score(state, TYPE_INDEX[g.plant], c) for c in g.cards))
    )


def ranking_key(state: State, player: int) -> int:
    """What the end compares: the player's stars (seed 001: 「分數最高者即為遊戲贏家」); equal stars
    share the win and a place."""
    return state.stars(player)


def ranking(state: State) -> list[int]:
    """Seats from first to last by stars (seed 001: 「玩家們分別將自家城市卡上的所得分數進行加總，分數最高者
    即為遊戲贏家」); equal stars keep seat order, as they share the win."""
    return sorted(range(state.players), key=lambda p: -state.stars(p))


# What an action changed, in the table's own parts (after Anki's OpChanges): the board and the
# window redraw the parts named and skip the rest. Every State field is listed here or in
# NOT_SHOWN (tests/power_on/test_po_changes.py checks it).
PARTS: dict[str, tuple[str, ...]] = {
    "cities": ("city_row", "city_deck"),  # the city row and the city cards left
    "deck": ("deck", "discard"),  # the deck (its top card's back) and the discard pile
    "market": ("market",),  # the face-up cards
    "hand": ("hands",),  # the cards in the players' hands
    # each player's row: plants (run this turn raised), stars, carbon, hand size, missed turns
    "players": ("plants", "used", "cities_won", "carbon_stacked", "skip_turns", "hands", "power_by_type", "winners"),
    "turn": (
        "phase",
        "current",
        "turn",
        "actions_left",
        "power",
        "pending_tokens",
        "pending_power",
        "pending_type",
        "pending_count",
        "discarders",
        "final_round",
        "winners",
    ),
    "tower": ("tower", "tower_drops", "collapses"),
}
NOT_SHOWN = ("tables", "options", "players", "rng_draws", "shuffles", "events", "several_cities", "finish_round")

changes = changes_by_parts(PARTS)
changes.__doc__ = """The parts of the Power On! table an action changed: a subset of `PARTS`' flags
("cities", "deck", "market", "hand", "players", "turn", "tower"), from the two states' fields."""
