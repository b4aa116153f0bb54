"""電力啟動 (Power On!) actions: one small frozen dataclass per player decision.

The acting player is implicit (`engine.current_player(state)`). Cards are game-card numbers,
cities are city ids from the pack, plant types are `PlantType` values ("coal", "solar", ...).
"""

from __future__ import annotations

from desktop_app.content.power_on import PlantType
from desktop_app.rules.common.actions import Action, ActionCodec, action


@action("draw_card")
class DrawCard(Action):
    """取牌 (1 action point): the top card of the deck."""


@action("take_market_card")
class TakeMarketCard(Action):
    """取牌 (1 action point): one of the six face-up cards."""

    card: int


@action("build_plant")
class BuildPlant(Action):
    """打牌 (1 action point): build a plant card from the hand."""

    card: int


@action("play_function")
class PlayFunction(Action):
    """打牌 (1 action point): play a function card, carry out its effects, discard it."""

    card: int


@action("generate")
class Generate(Action):
    """發電 (1 action point): run `count` unused plants of one non-renewable type, paying with
    these hand cards (fuel cards and/or cards discarded in place of fuel)."""

    plant: PlantType
    count: int
    cards: tuple[int, ...]


@action("run_renewables")
class RunRenewables(Action):
    """Free: run every unused plant of one renewable type (solar and wind read the deck top)."""

    plant: PlantType


@action("end_actions")
class EndActions(Action):
    """Stop spending action points this turn (any left are lost)."""


@action("stack_token")
class StackToken(Action):
    """Stacking mode: one carbon token was dropped at `x` (tenths of a token width from the
    tower's centre) and `angle` (degrees); `fell` is 1 when the tower collapsed."""

    x: int
    angle: int
    fell: int


@action("discard_card")
class DiscardCard(Action):
    """After a collapse: a player other than the one who toppled the tower discards a card."""

    card: int


@action("take_cities")
class TakeCities(Action):
    """After the actions: light these cities with this turn's power (none: an empty tuple)."""

    cities: tuple[str, ...]


ACTION_CLASSES = (
    DrawCard,
    TakeMarketCard,
    BuildPlant,
    PlayFunction,
    Generate,
    RunRenewables,
    EndActions,
    StackToken,
    DiscardCard,
    TakeCities,
)

CODEC = ActionCodec(ACTION_CLASSES)
