"""The player aid card (seed 001: 「玩家輔助卡(4張)」) as data: what a turn offers and what it costs.

The box's aid card holds the three actions of a turn and their cost, how each plant type
generates, lighting a city and the carbon tower. Every figure here is read from the pack
(game_data/power_on/rules.yaml and cards.yaml, through `PowerOnContent`) or from the rules
modules that apply it, never typed again; the view only words and lays them out.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.content.model import LocalizedText
from desktop_app.content.power_on import (
    WEATHER_DEPENDENT,
    FuelType,
    PlantType,
    PowerOnContent,
)
from desktop_app.rules.power_on.engine import ACTION_COST
from desktop_app.rules.power_on.generation import (
    CARDS_FOR_A_FUEL_CARD,
    COAL_CARDS_PER_PLANT,
    SKIPPED_TURNS_PER_COLLAPSE,
)

# Shown on the aid, carried out by the shape of the actions (one `discard_card` per other player,
# one `stack_token` per token); tests/power_on/test_po_aid.py checks them against play.
DISCARD_PER_OTHER_PLAYER = 1  # 「其他每位玩家須從自家手牌上挑選1張卡牌，將其丟置棄牌堆」
TOKENS_PER_PLACEMENT = 1  # 「每次僅能放置1個碳排放指示物」


@dataclass(frozen=True)
class PlantAid:
    """One plant type's line on the aid."""

    type: PlantType
    name: LocalizedText
    power: int | None  # per plant run; None: the deck top's back number (solar, wind)
    carbon: int  # tokens stacked per plant run
    needs_action: bool  # runs with the generate action (coal, gas, nuclear) or free
    hand_cards: int  # coal: hand cards discarded per plant
    fuel_card: LocalizedText | None  # gas / nuclear: the fuel card played per plant
    fuel_card_or_cards: int  # hand cards that may replace that fuel card (0: none)
    waste_card: LocalizedText | None  # nuclear: the waste barrel per plant, never replaced


@dataclass(frozen=True)
class PlayerAid:
    actions_per_turn: int
    action_cost: int
    hand_limit: int
    plants: tuple[PlantAid, ...]
    back_low: int  # solar and wind: the lowest and highest back number in the deck
    back_high: int
    several_cities: bool
    tokens_per_placement: int
    skipped_turns_per_collapse: int
    discard_per_other_player: int


def _fuel_name(content: PowerOnContent, fuel: FuelType) -> LocalizedText:
    return next(d.name for d in content.designs if d.fuel is fuel)


def player_aid(content: PowerOnContent) -> PlayerAid:
    """The aid card's figures for this pack."""
    gas_card = _fuel_name(content, FuelType.NATURAL_GAS)
    uranium_card = _fuel_name(content, FuelType.URANIUM_OR_WASTE)
    plants = []
    for plant_type in PlantType:
        info = content.plant_types[plant_type]
        fossil = plant_type in (PlantType.COAL, PlantType.GAS, PlantType.NUCLEAR)
        plants.append(
            PlantAid(
                type=plant_type,
                name=info.name,
                power=None if plant_type in WEATHER_DEPENDENT else info.power,
                carbon=info.carbon,
                needs_action=fossil,
                hand_cards=COAL_CARDS_PER_PLANT if plant_type is PlantType.COAL else 0,
                fuel_card=(
                    gas_card
                    if plant_type is PlantType.GAS
                    else uranium_card
                    if plant_type is PlantType.NUCLEAR
                    else None
                ),
                fuel_card_or_cards=CARDS_FOR_A_FUEL_CARD if plant_type in (PlantType.GAS, PlantType.NUCLEAR) else 0,
                waste_card=uranium_card if plant_type is PlantType.NUCLEAR else None,
            )
        )
    backs = [card.back for card in content.cards]
    return PlayerAid(
        actions_per_turn=content.actions_per_turn,
        action_cost=ACTION_COST,
        hand_limit=content.hand_limit,
        plants=tuple(plants),
        back_low=min(backs, default=0),
        back_high=max(backs, default=0),
        several_cities=content.several_cities,
        tokens_per_placement=TOKENS_PER_PLACEMENT,
        skipped_turns_per_collapse=SKIPPED_TURNS_PER_COLLAPSE,
        discard_per_other_player=DISCARD_PER_OTHER_PLAYER,
    )
