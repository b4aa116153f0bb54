"""The distinct `generate` actions of a hand: which cards can pay for which plants' fuel.

`engine.legal_actions` lists them at every step of every playout, so what it works out is kept
per pack, at three levels. Equal cards (one design) are interchangeable, so a choice takes the
first cards of each design (seed 001 3.(1): the payments in generation.py's docstring). The
actions come coal first, then gas, then nuclear; each type's choices depend only on how many of
its plants are still to run and, for gas and nuclear, on which cards are natural gas or
uranium-or-waste, so each type is planned on its own (a hand's other fuels do not split it):

- per (sorted hand, plants still to run): the actions;
- per type and hand *layout* (for each position of the sorted hand, its design's group, numbered
  in order of first appearance; the positions holding this type's fuel cards; the plants to
  run): every choice as the hand positions paid, so a new hand only reads its cards there;
- per type and *shape* (the groups' sizes, which groups hold the fuel): every choice as cards
  taken from each group, in the order listed (the walk over take patterns, done once).
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
# A choice of a layout: (count, the one position paid or -1, a getter of the positions paid).
_Choice = tuple[int, int, Any]
# A choice of a shape: (count, (group, cards taken from it) for each group paying).
_Take = tuple[int, tuple[tuple[int, int], ...]]


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
    groups: dict[int, int] = {}
    layout = []
    gas = uranium = 0  # bitmasks of the positions holding such fuel cards
    design, fuel = t_.design, t_.fuel_code
    for at, card in enumerate(hand):
        g = groups.get(design[card])
        if g is None:
            g = groups[design[card]] = len(groups)
        layout.append(g)
        code = fuel[card]
        if code == FUEL_GAS:
            gas |= 1 << at
        elif code == FUEL_URANIUM_OR_WASTE:
            uranium |= 1 << at
    shape = tuple(layout)
    out: list[Generate] = []
    for t, to_run, special in ((COAL, runs[0], 0), (GAS, runs[1], gas), (NUCLEAR, runs[2], uranium)):
        if to_run <= 0:
            continue
        key = (t, shape, special, to_run)
        plan = pack.layouts.get(key)
        if plan is None:
            plan = _kept(pack.layouts)[key] = _layout_plan(pack, t, shape, special, to_run)
        plant = PLANT_TYPES[t]
        for count, one, pick in plan:
            made_key = (plant, count, (hand[one],) if one >= 0 else pick(hand))
            made = _MADE.get(made_key)
            if made is None:
                made = _kept(_MADE)[made_key] = Generate(plant, count, made_key[2])
            out.append(made)
    return tuple(out)


def _layout_plan(pack: _Pack, t: int, layout: tuple[int, ...], special: int, to_run: int) -> tuple[_Choice, ...]:
    """One type's choices for a layout, as hand positions: its shape's, each group's first
    cards taken (`special`: the positions holding this type's fuel cards)."""
    groups: list[list[int]] = []
    for at, g in enumerate(layout):
        if g == len(groups):
            groups.append([])
        groups[g].append(at)
    sizes = tuple(len(g) for g in groups)
    fuel_groups = tuple(i for i, g in enumerate(groups) if special >> g[0] & 1)
    key = (t, sizes, fuel_groups, to_run)
    takes = pack.shapes.get(key)
    if takes is None:
        takes = _kept(pack.shapes)[key] = _shape_plan(pack.content, t, sizes, fuel_groups, to_run)
    # firsts[g][k]: the bitmask of group g's first k positions
    firsts = []
    for group in groups:
        masks = [0]
        for at in group:
            masks.append(masks[-1] | 1 << at)
        firsts.append(masks)
    out: list[_Choice] = []
    for count, taken in takes:
        mask = 0
        for i, k in taken:
            mask |= firsts[i][k]
        pick = _PICKS.get(mask)
        if pick is None:
            paid = [at for at in range(mask.bit_length()) if mask >> at & 1]
            pick = _kept(_PICKS)[mask] = (paid[0], None) if len(paid) == 1 else (-1, itemgetter(*paid))
        out.append((count, *pick))
    return tuple(out)


def _shape_plan(
    content: PowerOnContent, t: int, sizes: tuple[int, ...], fuel_groups: tuple[int, ...], to_run: int
) -> tuple[_Take, ...]:
    """Every distinct generate of type `t` for a hand whose design groups have these sizes
    (`fuel_groups`: those of natural gas cards for gas, of uranium-or-waste for nuclear), in the
    order they are listed, as cards taken from each group."""
    cards = sum(sizes)
    carbon = content.plant_types[PLANT_TYPES[t]].carbon
    supply = content.carbon_tokens  # a short supply is made up from the tower's top
    out: list[_Take] = []
    for count in range(1, to_run + 1):
        if carbon * count > supply:
            break
        for size in gen.payment_sizes(t, count):
            if size > cards:
                break
            # gas: at least 2n - k gas cards; nuclear: at least 4n - k uranium-or-waste.
            need = 0 if t == COAL else (2 if t == GAS else 4) * count - size
            for pattern in gen.take_patterns(sizes, size):
                if need > 0 and sum(pattern[i] for i in fuel_groups) < need:
                    continue
                out.append((count, tuple((i, k) for i, k in enumerate(pattern) if k)))
    return tuple(out)
