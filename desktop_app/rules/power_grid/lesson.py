"""Power Grid's lesson page (issue 15: "Power Grid — energy mix, CO2 per city powered, money
over time"), from the game's own history.

Every figure comes from the states around the actions (the controller's records or
`PlayedStep`s) and the content pack:

- the energy mix: cities powered in each round's Bureaucracy, by what the running plants use
  (coal, oil, garbage, uranium, renewables, fusion). When a player runs more capacity than they
  have cities, the cities are shared among the running plants in proportion to their capacity,
  whole cities by the largest remainder (docs/rules-decisions.md, Power Grid, "Lesson page");
  a hybrid's cities are shared between coal and oil as it burnt them;
- CO2 per city powered, per player: the CO2 of all the fuel the player burnt (the state's
  `burnt`, weighed by `queries.co2_emitted`: the pack's `co2_kg_per_unit`) over the cities they
  powered in every Bureaucracy together;
- money over time, per player: the Elektro held at the start and at the end of each round
  (the state's `history`).

Codes (series, labels, units, facts) get their words in `game_data/power_grid/lesson.yaml`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from desktop_app.content.power_grid import Plant, PlantKind, PowerGridContent
from desktop_app.rules.common.lesson import BAR, LINE, STACKED, Chart, Lesson, Series, Step
from desktop_app.rules.power_grid.actions import RunPlants
from desktop_app.rules.power_grid.queries import co2_emitted
from desktop_app.rules.power_grid.state import State

# What a running plant uses, in the order the energy mix stacks them (dirtiest at the bottom).
COAL, OIL, GARBAGE, URANIUM, RENEWABLE, FUSION = "coal", "oil", "garbage", "uranium", "renewable", "fusion"
FUELS = (COAL, OIL, GARBAGE, URANIUM, RENEWABLE, FUSION)
NO_CO2 = (URANIUM, RENEWABLE, FUSION)  # what powers a city without burning anything that emits CO2
_SOURCE = {
    PlantKind.COAL: COAL,
    PlantKind.OIL: OIL,
    PlantKind.GARBAGE: GARBAGE,
    PlantKind.URANIUM: URANIUM,
    PlantKind.ECO: RENEWABLE,
    PlantKind.FUSION: FUSION,
}

MIX, CO2_PER_CITY, MONEY = "energy_mix", "co2_per_city", "money"
SEAT_CHARTS = (CO2_PER_CITY,)  # its labels are seats: a bar per player
START = "start"  # the money chart's first label: before round 1
# Fact codes: cities lit over the game, tonnes of CO2 emitted, share of cities lit without CO2.
CITIES_LIT, CO2_TONNES, NO_CO2_SHARE = "cities_lit", "co2_tonnes", "no_co2_share"


def run_capacity(plants: Iterable[Plant], hybrid_coal: int) -> dict[str, float]:
    """The cities each source could power in one run of these plants: each plant its printed
    number under what it uses; hybrids' cities shared between coal and oil as they burn them
    (`hybrid_coal` coal, the rest of their need in oil)."""
    capacity = dict.fromkeys(FUELS, 0.0)
    chosen = list(plants)
    hybrid_need = sum(p.fuel_needed for p in chosen if p.kind is PlantKind.HYBRID)
    for plant in chosen:
        if plant.kind is PlantKind.HYBRID:
            coal_part = hybrid_coal / hybrid_need if hybrid_need else 0.0
            capacity[COAL] += plant.cities * coal_part
            capacity[OIL] += plant.cities * (1.0 - coal_part)
        else:
            capacity[_SOURCE[plant.kind]] += plant.cities
    return capacity


def share_cities(powered: int, capacity: dict[str, float]) -> dict[str, int]:
    """`powered` whole cities shared among the sources in proportion to their capacity (the
    largest remainders get the cities left over; equal remainders go in `FUELS` order)."""
    total = sum(capacity.values())
    if powered <= 0 or total <= 0:
        return dict.fromkeys(FUELS, 0)
    exact = {fuel: powered * capacity[fuel] / total for fuel in FUELS}
    whole = {fuel: int(exact[fuel]) for fuel in FUELS}
    left = powered - sum(whole.values())
    by_remainder = sorted(FUELS, key=lambda fuel: (-(exact[fuel] - whole[fuel]), FUELS.index(fuel)))
    for fuel in by_remainder[:left]:
        whole[fuel] += 1
    return whole


def cities_by_source(content: PowerGridContent, step: Step) -> dict[str, int]:
    """The cities one Bureaucracy run powered, by source (all zero for any other action)."""
    action = step.action
    if not isinstance(action, RunPlants):
        return dict.fromkeys(FUELS, 0)
    after: State = step.after
    plants = [content.plant(number) for number in action.plants]
    return share_cities(after.powered[step.player], run_capacity(plants, action.hybrid_coal))


def _runs(records: Sequence[Step]) -> list[Step]:
    return [step for step in records if isinstance(step.action, RunPlants)]


def energy_mix(content: PowerGridContent, records: Sequence[Step]) -> Chart:
    """Cities powered in each round, stacked by source (only the sources that powered any)."""
    by_round: dict[int, dict[str, int]] = {}
    for step in _runs(records):
        before: State = step.before
        row = by_round.setdefault(before.round, dict.fromkeys(FUELS, 0))
        for fuel, cities in cities_by_source(content, step).items():
            row[fuel] += cities
    rounds = sorted(by_round)
    series = tuple(
        Series(fuel, tuple(float(by_round[r][fuel]) for r in rounds))
        for fuel in FUELS
        if any(by_round[r][fuel] for r in rounds)
    )
    return Chart(MIX, STACKED, tuple(rounds), series, "cities")


def cities_powered(records: Sequence[Step], players: int) -> list[int]:
    """Cities each player powered, all Bureaucracies together."""
    total = [0] * players
    for step in _runs(records):
        after: State = step.after
        total[step.player] += after.powered[step.player]
    return total


def co2_per_city(records: Sequence[Step], players: int) -> Chart:
    """Kilograms of CO2 per city powered, per player (0 for a player who powered none)."""
    if not records:
        return Chart(CO2_PER_CITY, BAR, (), (), "kg_co2_per_city")
    last: State = records[-1].after
    cities = cities_powered(records, players)
    values = tuple(co2_emitted(last, p) / cities[p] if cities[p] else 0.0 for p in range(players))
    return Chart(CO2_PER_CITY, BAR, tuple(range(players)), (Series(CO2_PER_CITY, values),), "kg_co2_per_city")


def money_over_time(records: Sequence[Step], players: int) -> Chart:
    """Elektro each player held at the start and at the end of every finished round."""
    if not records:
        return Chart(MONEY, LINE, (), (), "elektro")
    first: State = records[0].before
    last: State = records[-1].after
    labels: tuple[str | int, ...] = (START, *(r for r, _money, _cities in last.history))
    series = tuple(
        Series(p, (float(first.money[p]), *(float(money[p]) for _r, money, _cities in last.history)))
        for p in range(players)
    )
    return Chart(MONEY, LINE, labels, series, "elektro")


def lesson(records: Sequence[Step], content: PowerGridContent) -> Lesson:
    """The lesson page of a game so far: the energy mix by round, CO2 per city powered per
    player, money over time; facts: cities lit, tonnes of CO2, the share lit without CO2."""
    if not records:  # nothing played yet: the charts, empty
        return Lesson(charts=(energy_mix(content, records), co2_per_city(records, 0), money_over_time(records, 0)))
    first: State = records[0].before
    last: State = records[-1].after
    players = first.players
    mix = energy_mix(content, records)
    lit = sum(sum(s.values) for s in mix.series)
    clean = sum(sum(s.values) for s in mix.series if s.name in NO_CO2)
    tonnes = sum(co2_emitted(last, p) for p in range(players)) / 1000
    facts: tuple[tuple[str, float], ...] = (
        (CITIES_LIT, lit),
        (CO2_TONNES, round(tonnes, 1)),
        (NO_CO2_SHARE, round(100 * clean / lit) if lit else 0),
    )
    return Lesson(
        charts=(mix, co2_per_city(records, players), money_over_time(records, players)),
        facts=facts,
    )


__all__ = [
    "CITIES_LIT",
    "CO2_PER_CITY",
    "CO2_TONNES",
    "FUELS",
    "MIX",
    "MONEY",
    "NO_CO2",
    "NO_CO2_SHARE",
    "SEAT_CHARTS",
    "START",
    "cities_by_source",
    "cities_powered",
    "co2_per_city",
    "energy_mix",
    "lesson",
    "money_over_time",
    "run_capacity",
    "share_cities",
]
