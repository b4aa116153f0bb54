"""The distinct `generate` actions of a hand: which cards can pay for which plants' fuel.

`engine.legal_actions` lists them at every step of every playout, so what it works out is kept
per pack, at three levels. Equal cards (one design) are interchangeable, so a choice takes the
first cards of each design (seed 001 3.(1): the payments in generation.py's docstring).

- per (sorted hand, plants still to run): the actions;
- per hand *layout* (for each position of the sorted hand, its design's group, numbered in order
  of first appearance, and its fuel code; and the plants to run): every choice as the hand positions paid, so a new
  hand only reads its cards there;
- per *shape* (the groups' sizes and fuels): every choice as cards taken from each group, in the
  order the actions are listed (the walk over take patterns, the costly part, done once).
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

Runs = tuple[int, int, int]  # coal, gas and nuclear plants still to run
# A choice of a layout: (plant type, count, the one position paid or -1, a getter of the positions).
_Choice = tuple[PlantType, int, int, Any]
# A choice of a shape: (plant type, count, cards taken from each group).
_Take = tuple[PlantType, int, tuple[int, ...]]


class _Pack:
    """One pack's tables (the pack held, so its id cannot be reused while they are kept)."""

    __slots__ = ("actions", "content", "layouts", "shapes")

    def __init__(self, content: PowerOnContent) -> None:
        self.content = content
        self.actions: dict[tuple[Any, ...], tuple[Generate, ...]] = {}
        self.layouts: dict[tuple[Any, ...], tuple[_Choice, ...]] = {}
        self.shapes: dict[tuple[Any, ...], tuple[_Take, ...]] = {}


_PACKS: dict[int, _Pack] = {}
# (plant type, count, cards) -> the one shared action (actions are immutable; making a frozen
# dataclass costs more than finding it)
_MADE: dict[tuple[PlantType, int, tuple[int, ...]], Generate] = {}
# a bitmask of hand positions -> (the one position or -1, a getter of the positions)
_PICKS: dict[int, tuple[int, Any]] = {}


def _kept(table: dict[Any, Any]) -> dict[Any, Any]:
    if len(table) >= LIMIT:
        table.clear()
    return table


def generate_choices(t_: Tables, hand: tuple[int, ...], free: Runs) -> tuple[Generate, ...]:
    """Every distinct generate for a sorted `hand`, `free` the coal, gas and nuclear plants still
    to run this turn (at least one above 0)."""
    content = t_.content
    pack = _PACKS.get(id(content))
    if pack is None or pack.content is not content:
        if len(_PACKS) >= 16:  # each holds its pack: keep only the recent few
            _PACKS.clear()
        pack = _PACKS[id(content)] = _Pack(content)
    # More plants to run than the hand can pay for list nothing more: a hand of n cards pays
    # for at most n coal or gas plants and n // 2 nuclear ones.
    n = len(hand)
    runs = (min(free[0], n), min(free[1], n), min(free[2], n // 2))
    key = (hand, *runs)
    found = pack.actions.get(key)
    if found is None:
        found = _kept(pack.actions)[key] = _fill(t_, pack, hand, runs)
    return found


def _fill(t_: Tables, pack: _Pack, hand: tuple[int, ...], runs: Runs) -> tuple[Generate, ...]:
    # The layout: per position, its design's group (in order of first appearance) * 4 + its fuel.
    groups: dict[int, int] = {}
    layout = []
    design, fuel = t_.design, t_.fuel_code
    for card in hand:
        g = groups.get(design[card])
        if g is None:
            g = groups[design[card]] = len(groups)
        layout.append(g << 2 | fuel[card])
    key = (tuple(layout), *runs)
    plan = pack.layouts.get(key)
    if plan is None:
        plan = _kept(pack.layouts)[key] = _layout_plan(pack, key[0], runs)
    out = []
    for plant, count, one, pick in plan:
        made_key = (plant, count, (hand[one],) if one >= 0 else pick(hand))
        made = _MADE.get(made_key)
        if made is None:
            made = _kept(_MADE)[made_key] = Generate(plant, count, made_key[2])
        out.append(made)
    return tuple(out)


def _layout_plan(pack: _Pack, layout: tuple[int, ...], runs: Runs) -> tuple[_Choice, ...]:
    """A layout's choices as hand positions: its shape's, each group's first cards taken."""
    groups: list[list[int]] = []
    for at, code in enumerate(layout):
        if code >> 2 == len(groups):
            groups.append([])
        groups[code >> 2].append(at)
    sizes = tuple(len(g) for g in groups)
    key = (sizes, tuple(layout[g[0]] & 3 for g in groups), *runs)
    takes = pack.shapes.get(key)
    if takes is None:
        takes = _kept(pack.shapes)[key] = _shape_plan(pack.content, sizes, key[1], runs)
    # firsts[g][k]: the bitmask of group g's first k positions
    firsts = []
    for group in groups:
        masks = [0]
        for at in group:
            masks.append(masks[-1] | 1 << at)
        firsts.append(masks)
    out: list[_Choice] = []
    for plant, count, pattern in takes:
        mask = 0
        for i, k in enumerate(pattern):
            mask |= firsts[i][k]
        pick = _PICKS.get(mask)
        if pick is None:
            paid = [at for at in range(mask.bit_length()) if mask >> at & 1]
            pick = _kept(_PICKS)[mask] = (paid[0], None) if len(paid) == 1 else (-1, itemgetter(*paid))
        out.append((plant, count, *pick))
    return tuple(out)


def _shape_plan(
    content: PowerOnContent, sizes: tuple[int, ...], fuels: tuple[int, ...], runs: Runs
) -> tuple[_Take, ...]:
    """Every distinct generate of a hand whose design groups have these sizes and fuels
    (`Tables.fuel_code`), in the order they are listed, as cards taken from each group."""
    gas_groups = [i for i, f in enumerate(fuels) if f == FUEL_GAS]
    uw_groups = [i for i, f in enumerate(fuels) if f == FUEL_URANIUM_OR_WASTE]
    cards = sum(sizes)
    supply = content.carbon_tokens  # a short supply is made up from the tower's top
    types = content.plant_types
    out: list[_Take] = []
    for t, to_run, special in ((COAL, runs[0], ()), (GAS, runs[1], gas_groups), (NUCLEAR, runs[2], uw_groups)):
        plant_type = PLANT_TYPES[t]
        carbon = types[plant_type].carbon
        for count in range(1, to_run + 1):
            if carbon * count > supply:
                break
            for size in gen.payment_sizes(t, count):
                if size > cards:
                    break
                # gas: at least 2n - k gas cards; nuclear: at least 4n - k uranium-or-waste.
                need = 0 if t == COAL else (2 if t == GAS else 4) * count - size
                for pattern in gen.take_patterns(sizes, size):
                    if need > 0 and sum(pattern[i] for i in special) < need:
                        continue
                    out.append((plant_type, count, pattern))
    return tuple(out)
