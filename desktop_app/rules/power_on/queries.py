"""Read-only questions about a Power On! state that the views and the controller ask the rules.

A view never works a rule out itself: it calls one of these (or `GameDefinition`'s `refusal`).
"""

from __future__ import annotations

from collections.abc import Collection

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


# Why a city click, a card played or a turn's end is refused or costly, as codes the views word.
LIGHT_AFTER_ACTIONS = "after_actions"  # the actions come first: a city is lit after them
LIGHT_NOT_ENOUGH_POWER = "not_enough_power"  # this turn's power is short of the city's need
LIGHT_NOT_IN_ROW = "not_in_row"  # not a city of the row (or the game is over)
PLAY_CHOOSE_ONE = "choose_one"  # 打牌 plays one card: none or several are chosen
PLAY_FUEL = "fuel_pays"  # a fuel card is not played: it pays for generating
PLAY_NO_POINTS = "no_action_points"  # no action point left (or not the action step)


def light_refusal(state: State, city: int) -> str | None:
    """Why this city of the row cannot be lit now, or None when it can (seed 001: 「當玩家完成3次
    行動後，若本回合具有的發電量滿足場上城市卡的所需電量，便可從公區拿取對應城市卡」): a city is lit after
    the actions (`LIGHT_AFTER_ACTIONS`), and only with this turn's power at least its need
    (`LIGHT_NOT_ENOUGH_POWER`; during the actions too, when the power is short already)."""
    if city not in state.city_row or state.phase not in (Phase.ACTIONS, Phase.CITY):
        return LIGHT_NOT_IN_ROW
    if state.tables.city_power[city] > state.power:
        return LIGHT_NOT_ENOUGH_POWER
    if state.phase is Phase.ACTIONS:
        return LIGHT_AFTER_ACTIONS
    return None


def cities_in_reach(state: State) -> list[int]:
    """The row's cities this turn's power already meets, lowest need first: what the player
    could light after the actions with the power made so far (seed 001: 「若本回合具有的發電量滿足
    場上城市卡的所需電量，便可從公區拿取對應城市卡」)."""
    need = state.tables.city_power
    return sorted((c for c in state.city_row if need[c] <= state.power), key=lambda c: (need[c], c))


def play_refusal(state: State, cards: Collection[int]) -> str | None:
    """Why the chosen hand cards cannot be played (打牌) now, or None when they can: one plant or
    function card per action point (seed 001: 「玩家從手上打出1張電廠卡或功能卡」); a fuel card only
    pays for generating; and only while action points are left."""
    if not may_spend_action(state):
        return PLAY_NO_POINTS
    if len(cards) != 1:
        return PLAY_CHOOSE_ONE
    (card,) = cards
    if state.tables.kind[card] not in (CardKind.PLANT, CardKind.FUNCTION):
        return PLAY_FUEL
    return None


def power_lost_by_ending(state: State) -> int:
    """The power that ending the turn now with no city lit throws away: all of this turn's
    power, since a city is taken with the turn's own power and the plants go back to rest at its
    end (seed 001: 「若本回合具有的發電量滿足場上城市卡的所需電量，便可從公區拿取對應城市卡」; power does not
    carry to the next turn)."""
    return state.power if state.phase in (Phase.ACTIONS, Phase.CITY) else 0


def renewable_output(state: State) -> int:
    """What one solar or wind plant gives if run now: the back number of the deck's top card
    (seed 001: 「每啟動1張電廠卡具有的單位發電量須視遊戲卡牌堆最上方卡牌背面的數字(0~2)而定」); a draw that
    turns up another top card changes it."""
    return state.deck_top_back()


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


def payment_choices(state: State, options: list[Generate], limit: int = 3) -> list[Generate]:
    """Up to `limit` of these legal `generate` payments that a player would tell apart (two
    copies of one card design pay alike), the `suggested_payment` first, then the next cheapest
    by the same measure: the default a panel shows and the other ways it offers in one click."""

    def cost(g: Generate) -> tuple[int, int]:
        return len(g.cards), sum(payment_score(state, TYPE_INDEX[g.plant], c) for c in g.cards)

    design = state.tables.design
    seen: set[tuple[int, ...]] = set()
    out: list[Generate] = []
    for g in sorted(options, key=cost):  # sorted is stable: the first of the cheapest is the suggestion
        looks = tuple(sorted(design[c] for c in g.cards))
        if looks not in seen:
            seen.add(looks)
            out.append(g)
            if len(out) == limit:
                break
    return out


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
    "cities": ("city_row", "city_deck", "last_lit_round"),  # the city row and the city cards left
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
