"""Power Grid's actions: one small frozen dataclass per player decision.

The acting player is implicit: it is always `engine.current_player(state)`. Traces and saves
record who took each action beside it.
"""

from __future__ import annotations

from desktop_app.content.power_grid import Resource
from desktop_app.rules.common.actions import Action, ActionCodec, action


@action("start_auction")
class StartAuction(Action):
    """Phase 2: the chooser puts a buyable plant up for auction with an opening bid."""

    plant: int
    bid: int


@action("decline_auction")
class DeclineAuction(Action):
    """Phase 2: the chooser buys no plant this round and is out of the auctions."""


@action("bid")
class Bid(Action):
    """Phase 2: raise the current bid."""

    amount: int


@action("pass_bid")
class PassBid(Action):
    """Phase 2: leave the auction for this plant (final for this plant)."""


@action("discard_plant")
class DiscardPlant(Action):
    """Phase 2: a player over the plant limit scraps one plant (the new one included)."""

    plant: int


@action("buy_resource")
class BuyResource(Action):
    """Phase 3: buy `amount` of one fuel, cheapest first."""

    resource: Resource
    amount: int


@action("end_buying")
class EndBuying(Action):
    """Phase 3: done buying fuel this round."""


@action("build_city")
class BuildCity(Action):
    """Phase 4: connect one more city (by its map id)."""

    city: str


@action("end_building")
class EndBuilding(Action):
    """Phase 4: done building this round."""


@action("run_plants")
class RunPlants(Action):
    """Phase 5: run these plants; hybrids burn `hybrid_coal` coal and the rest of their need in oil."""

    plants: tuple[int, ...]
    hybrid_coal: int = 0


ACTION_CLASSES = (
    StartAuction,
    DeclineAuction,
    Bid,
    PassBid,
    DiscardPlant,
    BuyResource,
    EndBuying,
    BuildCity,
    EndBuilding,
    RunPlants,
)

CODEC = ActionCodec(ACTION_CLASSES)
