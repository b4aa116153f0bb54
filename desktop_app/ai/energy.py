"""The energy lesson in a move: which fuel it burns, the carbon that puts in the air, the
electricity (kWh) it uses and what that costs on the bill (issue 25: "E ... says the move's
energy reason where the move has one: the fuel, its carbon, the kWh and the bill").

`energy_reason(game_id, before, after, player, action)` looks at a move played (the states
around it, as the controller's records keep them) and returns a `Reason`: a code naming a
sentence in `game_data/<game>/hints.yaml` (codes `energy_*`, listed with their numbers in
`desktop_app/content/hints/<game>.py`) and the figures, every one read from the content pack
through the rules (a fuel's `co2_kg_per_unit`, an appliance's `kwh_month`, a plant type's carbon
tokens), never made up here. None when the move has no energy side (a bid's amount, a die set).
It is public information only, so a device's "why?" may be told it too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop_app.ai.base import Reason
from desktop_app.content.power_grid import PlantKind, Resource
from desktop_app.content.power_on import WEATHER_DEPENDENT
from desktop_app.rules.common.actions import Action
from desktop_app.rules.magic_lamp import actions as lamp
from desktop_app.rules.power_butler import actions as butler
from desktop_app.rules.power_grid import actions as grid
from desktop_app.rules.power_grid.queries import co2_of
from desktop_app.rules.power_on import actions as power_on
from desktop_app.rules.power_on.state import PLANT_TYPES

__all__ = ["energy_reason"]

# The fuel a Power Grid plant burns, by its kind (a hybrid's two: it may burn either).
_PLANT_FUELS = {
    PlantKind.COAL: (Resource.COAL,),
    PlantKind.OIL: (Resource.OIL,),
    PlantKind.HYBRID: (Resource.COAL, Resource.OIL),
    PlantKind.GARBAGE: (Resource.GARBAGE,),
    PlantKind.URANIUM: (Resource.URANIUM,),
}
_FUEL_WORDS = {Resource.COAL: "coal", Resource.OIL: "oil", Resource.GARBAGE: "garbage", Resource.URANIUM: "uranium"}


def energy_reason(game_id: str, before: Any, after: Any, player: int, action: Action) -> Reason | None:
    """The move's energy reason (see the module), or None when it has none."""
    explain = _GAMES.get(game_id)
    return explain(before, after, player, action) if explain is not None else None


def _tonnes(kg: float) -> float:
    """Kilograms of CO2 as tonnes, one decimal (a child reads "2 公噸", not "2000 公斤")."""
    return round(kg / 1000, 1)


# --- Power Grid -------------------------------------------------------------------------------


def _power_grid(before: Any, after: Any, player: int, action: Action) -> Reason | None:
    if isinstance(action, (grid.StartAuction, grid.Bid)):
        number = action.plant if isinstance(action, grid.StartAuction) else before.auction_plant
        return _grid_plant(before, number) if number else None
    if isinstance(action, grid.BuyResource):
        kg = before.content.resource_tracks[action.resource].co2_kg_per_unit
        fuel = _FUEL_WORDS[action.resource]
        if not kg:
            return Reason("energy_buy_clean", {"fuel": fuel})
        return Reason("energy_buy", {"amount": action.amount, "fuel": fuel, "tonnes": _tonnes(kg * action.amount)})
    if isinstance(action, grid.RunPlants):
        burnt = [now - then for now, then in zip(after.burnt[player], before.burnt[player], strict=True)]
        powered = after.powered[player]
        kg = co2_of(before, burnt)
        if sum(burnt) == 0 and not action.plants:
            return None
        if kg <= 0:
            return Reason("energy_run_clean", {"plants": len(action.plants)})
        main = max(range(len(burnt)), key=lambda r: burnt[r] * before.content.resource_tracks[r].co2_kg_per_unit)
        return Reason(
            "energy_run",
            {"units": sum(burnt), "fuel": _FUEL_WORDS[Resource(main)], "tonnes": _tonnes(kg), "powered": powered},
        )
    return None


def _grid_plant(state: Any, number: int) -> Reason:
    plant = state.board.plant(number)
    fuels = _PLANT_FUELS.get(plant.kind)
    if fuels is None:  # wind, water, sun, fusion: no fuel
        return Reason("energy_plant_clean", {"plant": number, "cities": plant.cities})
    tracks = state.content.resource_tracks
    kg = max(tracks[fuel].co2_kg_per_unit for fuel in fuels) * plant.fuel_needed
    params: dict[str, Any] = {"plant": number, "fuel": _FUEL_WORDS[fuels[0]], "units": plant.fuel_needed}
    params["cities"] = plant.cities
    if not kg:
        return Reason("energy_plant_no_co2", params)
    params["tonnes"] = _tonnes(kg)
    return Reason("energy_plant_hybrid" if len(fuels) > 1 else "energy_plant_fuel", params)


# --- Power Butler ------------------------------------------------------------------------------


def _power_butler(before: Any, after: Any, player: int, action: Action) -> Reason | None:
    board = before.board
    if isinstance(action, butler.Buy):
        app = board.appliances[board.index_of[action.appliance]]
        small = min(board.appliances, key=lambda a: a.kwh_month)
        params: dict[str, Any] = {"appliance": app.name, "kwh": round(app.kwh_month), "power": app.power}
        times = round(app.kwh_month / small.kwh_month) if small.kwh_month else 0
        if times >= 2 and small is not app:
            params.update(times=times, small=small.name)
            return Reason("energy_appliance_compare", params)
        return Reason("energy_appliance", params)
    if isinstance(action, butler.PayBill):
        kwh = round(sum(board.appliances[card].kwh_month for card in before.owned[player]))
        return Reason("energy_bill", {"kwh": kwh, "usage": before.usage[player]})
    return None


# --- Power On! -----------------------------------------------------------------------------------


def _power_on(before: Any, after: Any, player: int, action: Action) -> Reason | None:
    types = before.content.plant_types
    if isinstance(action, power_on.Generate):
        info = types[action.plant]
        if not info.carbon:
            return Reason("energy_clean_run", {"plant": info.name})
        return Reason("energy_carbon_run", {"plant": info.name, "tokens": info.carbon * action.count})
    if isinstance(action, power_on.RunRenewables):
        return Reason("energy_clean_run", {"plant": types[action.plant].name})
    if isinstance(action, power_on.BuildPlant):
        info = types[PLANT_TYPES[before.tables.plant[action.card]]]
        if info.carbon:
            return Reason("energy_build_carbon", {"plant": info.name, "tokens": info.carbon})
        code = "energy_build_weather" if info.type in WEATHER_DEPENDENT else "energy_build_clean"
        return Reason(code, {"plant": info.name})
    if isinstance(action, power_on.StackToken):
        return Reason("energy_stack")
    return None


# --- Aladdin & the Magic Lamp ------------------------------------------------------------------


def _magic_lamp(before: Any, after: Any, player: int, action: Action) -> Reason | None:
    # the game's energy lesson is "enough is enough": said where a player stops in time
    if isinstance(action, lamp.StopDrawing) and before.drawn:
        return Reason("energy_enough", {"drawn": len(before.drawn)})
    return None


_GAMES: dict[str, Callable[[Any, Any, int, Action], Reason | None]] = {
    "power-grid": _power_grid,
    "power-butler": _power_butler,
    "power-on": _power_on,
    "magic-lamp": _magic_lamp,
}
