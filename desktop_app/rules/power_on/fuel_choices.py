"""The distinct `generate` actions of a hand: which cards can pay for which plants' fuel.

`engine.legal_actions` lists them at every step of every playout, so the answer is kept twice
per pack: per (sorted hand, plants still to run), the actions; and per hand *layout*, the plan.
Equal cards (one design) are interchangeable, so a choice takes the first cards of each design
(seed 001 3.(1): the payments in generation.py's docstring). Which hand positions pay depends
only on which positions hold the same design and on the designs' fuels, not on the cards
themselves: a layout says, for each position of the sorted hand, its design's group (numbered in
order of first appearance) and its fuel code, and its plan lists every choice as the positions
paid, in the order the actions are listed. A new hand then only reads its cards at those
positions (no grouping, no sorting, no walking of take patterns).
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any

from desktop_app.content.power_on import PlantType, PowerOnContent
from desktop_app.rules.power_on import generation as gen
from desktop_app.rules.power_on.actions import Generate
from desktop_app.rules.power_on.state import (
    COAL,
    FUEL_GAS,
    FUEL_URANIUM_OR_WASTE,
    GAS,
    NUCLEAR,
    PLANT_TYPES,
    Tables,
)

LIMIT = 50_000  # entries a table holds before it starts again (a long search cannot fill memory)

# One choice of a plan: (plant type, count, the one position paid or -1, a getter of the positions).
_Choice = tuple[PlantType, int, int, Any]
_Plan = tuple[_Choice, ...]

# per pack: (the pack, {(sorted hand, coal, gas, nuclear plants to run): its generate actions},
# {(layout's groups, layout's fuels, coal, gas, nuclear): its plan})
_PACKS: dict[int, tuple[PowerOnContent, dict[tuple[Any, ...], tuple[Generate, ...]], dict[tuple[Any, ...], _Plan]]] = {}
# (plant type, count, cards) -> the one shared action (actions are immutable; making a frozen
# dataclass costs more than finding it)
_MADE: dict[tuple[PlantType, int, tuple[int, ...]], Generate] = {}


def generate_choices(t_: Tables, hand: tuple[int, ...], free: tuple[int, int, int]) -> tuple[Generate, ...]:
    """Every distinct generate for a sorted `hand`, `free` the coal, gas and nuclear plants still
    to run this turn (at least one above 0)."""
    content = t_.content
    pack = _PACKS.get(id(content))
    if pack is None or pack[0] is not content:
        if len(_PACKS) >= 16:  # each holds its pack: keep only the recent few
            _PACKS.clear()
        pack = _PACKS[id(content)] = (content, {}, {})
    known = pack[1]
    key = (hand, *free)
    found = known.get(key)
    if found is None:
        if len(known) >= LIMIT:
            known.clear()
        found = known[key] = _fill(t_, pack[2], hand, free)
    return found


def _fill(
    t_: Tables, plans: dict[tuple[Any, ...], _Plan], hand: tuple[int, ...], free: tuple[int, int, int]
) -> tuple[Generate, ...]:
    groups: dict[int, int] = {}
    layout = []
    design = t_.design
    for card in hand:
        g = groups.get(design[card])
        if g is None:
            g = groups[design[card]] = len(groups)
        layout.append(g)
    fuel = t_.fuel_code
    # More plants to run than the hand can pay for list nothing more: a hand of n cards pays
    # for at most n coal or gas plants and n // 2 nuclear ones.
    n = len(hand)
    runs = (min(free[0], n), min(free[1], n), min(free[2], n // 2))
    shape = (tuple(layout), tuple([fuel[c] for c in hand]), *runs)
    plan = plans.get(shape)
    if plan is None:
        if len(plans) >= LIMIT:
            plans.clear()
        plan = plans[shape] = _plan(t_.content, shape[0], shape[1], runs)
    out = []
    for plant, count, one, pick in plan:
        key = (plant, count, (hand[one],) if one >= 0 else pick(hand))
        made = _MADE.get(key)
        if made is None:
            if len(_MADE) >= LIMIT:
                _MADE.clear()
            made = _MADE[key] = Generate(plant, count, key[2])
        out.append(made)
    return tuple(out)


def _plan(
    content: PowerOnContent, layout: tuple[int, ...], fuels: tuple[int, ...], free: tuple[int, int, int]
) -> _Plan:
    """Every distinct generate of a hand with this layout, as positions paid (see the module)."""
    groups: list[list[int]] = []
    for at, g in enumerate(layout):
        if g == len(groups):
            groups.append([])
        groups[g].append(at)
    sizes = tuple(len(g) for g in groups)
    gas_groups = [i for i, g in enumerate(groups) if fuels[g[0]] == FUEL_GAS]
    uw_groups = [i for i, g in enumerate(groups) if fuels[g[0]] == FUEL_URANIUM_OR_WASTE]
    supply = content.carbon_tokens  # a short supply is made up from the tower's top
    types = content.plant_types
    out: list[_Choice] = []
    for t, to_run, special in ((COAL, free[0], ()), (GAS, free[1], gas_groups), (NUCLEAR, free[2], uw_groups)):
        plant_type = PLANT_TYPES[t]
        carbon = types[plant_type].carbon
        for count in range(1, to_run + 1):
            if carbon * count > supply:
                break
            for size in gen.payment_sizes(t, count):
                if size > len(layout):
                    break
                # gas: at least 2n - k gas cards; nuclear: at least 4n - k uranium-or-waste.
                need = 0 if t == COAL else (2 if t == GAS else 4) * count - size
                for pattern in gen.take_patterns(sizes, size):
                    if need > 0 and sum(pattern[i] for i in special) < need:
                        continue
                    paid = sorted(at for g, k in zip(groups, pattern) for at in g[:k])
                    if len(paid) == 1:
                        out.append((plant_type, count, paid[0], None))
                    else:
                        out.append((plant_type, count, -1, itemgetter(*paid)))
    return tuple(out)
