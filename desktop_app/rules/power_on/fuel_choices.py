"""A hand's card moves: its builds and plays, and which cards can pay for which plants' fuel.

`engine.legal_actions` lists them at every step of every playout, so what it works out is kept
per pack, at three levels. Equal cards (one design) are interchangeable, so a build, a play or a
payment takes the first cards of each design (seed 001 3.(1): the payments in generation.py's
docstring). The generate actions come coal first, then gas, then nuclear; each type's choices
depend only on how many of its plants are still to run and, for gas and nuclear, on which cards
are natural gas or uranium-or-waste, so each type is planned on its own (a hand's other fuels do
not split it):

- per hand *designs* (`HandPlan`: the designs of the sorted hand, position by position, which
  decide everything but the card numbers): the positions of the first card of each plant and
  each function design (its builds and plays), and per plants still to run its generate choices
  as the layout's plans below, counted, so a random playout reads only the one it picks
  (`engine.legal_action_at`) and a new hand of known designs costs a lookup;
- per type and hand *layout* (for each position of the sorted hand, its design's group, numbered
  in order of first appearance; the positions holding this type's fuel cards; the plants to
  run): every choice as the hand positions paid, so a hand only reads its cards there (one walk
  over the groups, `_layout_plan`);
- per type and *shape* (the groups' sizes, which groups hold the fuel, the order of the groups
  aside): how many choices there are (`_count`), counted, not listed.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import Any

from desktop_app.content.power_on import CardKind, PlantType, PowerOnContent
from desktop_app.rules.power_on import generation as gen
from desktop_app.rules.power_on.actions import BuildPlant, Generate, PlayFunction
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
# A hand plan's generates for some plants still to run: (how many, a block for each type with
# choices). A block: [plant type, its layout plan's key, how many, the layout plan once needed].
_Blocks = tuple[int, tuple[list[Any], ...]]


class _Pack:
    """One pack's tables (the pack held, so its id cannot be reused while they are kept)."""

    __slots__ = ("blocks", "content", "counts", "hands", "layouts", "runs", "sorted_counts")

    def __init__(self, content: PowerOnContent) -> None:
        self.content = content
        self.blocks: dict[tuple[Any, ...], _Blocks] = {}  # (layout, fuel masks, runs) -> blocks
        # (layout, fuel masks) -> {plants still to run -> blocks}: one `HandPlan.runs` shared by
        # every hand plan of that layout (the blocks depend on nothing else)
        self.runs: dict[tuple[Any, ...], dict[Runs, _Blocks]] = {}
        # (type, groups' sizes, fuel groups, plants to run) -> how many choices (`_count`)
        self.counts: dict[tuple[Any, ...], int] = {}
        # the same, its groups' sizes sorted (fuel groups apart from the others): `_count`
        # multiplies one polynomial per group, so the order of the groups cannot change it
        self.sorted_counts: dict[tuple[Any, ...], int] = {}
        self.hands: dict[tuple[int, ...], HandPlan] = {}
        self.layouts: dict[tuple[Any, ...], tuple[_Choice, ...]] = {}


_PACKS: dict[int, _Pack] = {}
# (plant type, count, cards) -> the one shared action (actions are immutable; making a frozen
# dataclass costs more than finding it)
_MADE: dict[tuple[PlantType, int, tuple[int, ...]], Generate] = {}
# a bitmask of hand positions -> (the one position or -1, a getter of the positions)
_PICKS: dict[int, tuple[int, Any]] = {}
# card number -> building it / playing it (shared, as _MADE)
_BUILD: dict[int, BuildPlant] = {}
_PLAY: dict[int, PlayFunction] = {}
_PLANT = CardKind.PLANT  # read once (Python 3.11 reads `Enum.MEMBER` through a descriptor)
_FUNCTION = CardKind.FUNCTION


def _kept(table: dict[Any, Any]) -> dict[Any, Any]:
    if len(table) >= LIMIT:
        table.clear()
    return table


def _pack(t_: Tables) -> _Pack:
    """The tables of `t_`'s pack (kept on `t_` too, so a game finds them at once)."""
    content = t_.content
    pack = _PACKS.get(id(content))
    if pack is None or pack.content is not content:
        if len(_PACKS) >= 16:  # each holds its pack: keep only the recent few
            _PACKS.clear()
        pack = _PACKS[id(content)] = _Pack(content)
    t_.plans = pack
    return pack


def hand_plan(t_: Tables, hand: Sequence[int]) -> HandPlan:
    """The plan of a sorted `hand` (kept per pack and the hand's designs)."""
    pack = t_.plans or _pack(t_)
    designs = tuple(map(t_.design.__getitem__, hand))
    found = pack.hands.get(designs)
    if found is None:
        found = _kept(pack.hands)[designs] = HandPlan(t_, pack, hand)
    return found


def generate_choices(t_: Tables, hand: tuple[int, ...], free: Runs) -> tuple[Generate, ...]:
    """Every distinct generate for a sorted `hand`, `free` the coal, gas and nuclear plants still
    to run this turn."""
    return tuple(hand_plan(t_, hand).generates(hand, free))


class HandPlan:
    """What a sorted hand of these designs allows, as positions in the hand: `builds` and `plays`
    (the first card of each plant and each function design), and its generate choices for the
    plants still to run (`generates`, `generate_count`, `generate_at`: the same choices in the
    same order). Its methods take the hand itself to read the cards."""

    __slots__ = (
        "builds",
        "card_moves",
        "fuel_groups",
        "gas",
        "n",
        "pack",
        "plays",
        "runs",
        "shape",
        "sizes",
        "uranium",
    )

    def __init__(self, t_: Tables, pack: _Pack, hand: Sequence[int]) -> None:
        self.pack = pack
        self.n = len(hand)
        groups: dict[int, int] = {}
        layout = []
        sizes: list[int] = []  # per design group, in order of first appearance
        builds: list[int] = []
        plays: list[int] = []
        gas = uranium = 0  # bitmasks of the positions holding such fuel cards
        gas_groups: list[int] = []
        uranium_groups: list[int] = []
        design, fuel, kinds = t_.design, t_.fuel_code, t_.kind
        for at, card in enumerate(hand):
            g = groups.get(design[card])
            code = fuel[card]
            if g is None:
                g = groups[design[card]] = len(sizes)
                sizes.append(0)
                kind = kinds[card]
                if kind is _PLANT:
                    builds.append(at)
                elif kind is _FUNCTION:
                    plays.append(at)
                if code == FUEL_GAS:
                    gas_groups.append(g)
                elif code == FUEL_URANIUM_OR_WASTE:
                    uranium_groups.append(g)
            sizes[g] += 1
            layout.append(g)
            if code == FUEL_GAS:
                gas |= 1 << at
            elif code == FUEL_URANIUM_OR_WASTE:
                uranium |= 1 << at
        self.builds = tuple(builds)
        self.plays = tuple(plays)
        self.card_moves = len(builds) + len(plays)  # how many builds and plays, counted once
        self.shape = tuple(layout)
        self.gas = gas
        self.uranium = uranium
        # plants still to run -> the generates' blocks, shared by the hand plans of this layout
        layout_key = (self.shape, gas, uranium)
        runs = pack.runs.get(layout_key)
        if runs is None:
            runs = _kept(pack.runs)[layout_key] = {}
        self.runs: dict[Runs, _Blocks] = runs
        # the design groups' sizes, and per type (coal, gas, nuclear) the groups of its fuel cards
        self.sizes = tuple(sizes)
        self.fuel_groups = ((), tuple(gas_groups), tuple(uranium_groups))

    def build_actions(self, hand: Sequence[int]) -> list[BuildPlant]:
        return [_BUILD.get(card) or build_action(card) for card in map(hand.__getitem__, self.builds)]

    def play_actions(self, hand: Sequence[int]) -> list[PlayFunction]:
        return [_PLAY.get(card) or play_action(card) for card in map(hand.__getitem__, self.plays)]

    def _blocks(self, free: Runs) -> _Blocks:
        found = self.runs.get(free)
        if found is None:
            # More plants to run than the hand can pay for list nothing more: a hand of n cards
            # pays for at most n coal or gas plants and n // 2 nuclear ones.
            n = self.n
            runs = (min(free[0], n), min(free[1], n), min(free[2], n // 2))
            key = (self.shape, self.gas, self.uranium, runs)  # all the blocks depend on
            found = self.pack.blocks.get(key)
            if found is None:
                found = _kept(self.pack.blocks)[key] = self._plan(runs)
            self.runs[free] = found
        return found

    def _plan(self, runs: Runs) -> _Blocks:
        # Counted from the groups' sizes (`_count`); a type's layout plan is made when one of its
        # choices is wanted (most listed hands are never paid from).
        pack = self.pack
        shape = self.shape
        sizes = self.sizes
        blocks = []
        total = 0
        for t, to_run, special in ((COAL, runs[0], 0), (GAS, runs[1], self.gas), (NUCLEAR, runs[2], self.uranium)):
            if to_run <= 0:
                continue
            fuel = self.fuel_groups[t]
            key = (t, sizes, fuel, to_run)
            many = pack.counts.get(key)
            if many is None:
                many = _kept(pack.counts)[key] = _sorted_count(pack, t, sizes, fuel, to_run)
            if many:
                blocks.append([PLANT_TYPES[t], (t, shape, special, to_run), many, None])
                total += many
        return total, tuple(blocks)

    def generate_count(self, free: Runs) -> int:
        """How many distinct generates `generates(hand, free)` lists."""
        found = self.runs.get(free) or self._blocks(free)
        return found[0]

    def generate_at(self, hand: Sequence[int], free: Runs, i: int) -> Generate:
        """`generates(hand, free)[i]`, made alone."""
        for block in (self.runs.get(free) or self._blocks(free))[1]:
            if i < block[2]:
                return _made(block[0], (block[3] or self._layout(block))[i], hand)
            i -= block[2]
        raise IndexError(i)

    def generates(self, hand: Sequence[int], free: Runs) -> list[Generate]:
        """Every distinct generate of `hand` (sorted, of this plan's designs), `free` the coal,
        gas and nuclear plants still to run this turn."""
        return [
            _made(block[0], choice, hand)
            for block in self._blocks(free)[1]
            for choice in block[3] or self._layout(block)
        ]

    def _layout(self, block: list[Any]) -> tuple[_Choice, ...]:
        """A block's layout plan, made (or found) and kept in the block."""
        key = block[1]
        plan = self.pack.layouts.get(key)
        if plan is None:
            plan = _kept(self.pack.layouts)[key] = _layout_plan(self.pack, *key)
        block[3] = plan
        return plan


def _made(plant: PlantType, choice: _Choice, hand: Sequence[int]) -> Generate:
    count, one, pick = choice
    key = (plant, count, (hand[one],) if one >= 0 else pick(hand))
    made = _MADE.get(key)
    if made is None:
        made = _kept(_MADE)[key] = Generate(plant, count, key[2])
    return made


def build_action(card: int) -> BuildPlant:
    """Building this plant card (one shared action per card)."""
    found = _BUILD.get(card)
    if found is None:
        found = _BUILD[card] = BuildPlant(card)
    return found


def play_action(card: int) -> PlayFunction:
    """Playing this function card (one shared action per card)."""
    found = _PLAY.get(card)
    if found is None:
        found = _PLAY[card] = PlayFunction(card)
    return found


def _sorted_count(pack: _Pack, t: int, sizes: tuple[int, ...], fuel_groups: tuple[int, ...], to_run: int) -> int:
    """`_count`, kept per the groups' sizes sorted (the fuel groups' first, then the others')."""
    fuel_sizes = tuple(sorted(sizes[g] for g in fuel_groups))
    other_sizes = tuple(sorted(size for g, size in enumerate(sizes) if g not in fuel_groups))
    key = (t, fuel_sizes, other_sizes, to_run)
    many = pack.sorted_counts.get(key)
    if many is None:
        fuel = tuple(range(len(fuel_sizes)))
        many = _kept(pack.sorted_counts)[key] = _count(pack.content, t, fuel_sizes + other_sizes, fuel, to_run)
    return many


def _count(content: PowerOnContent, t: int, sizes: tuple[int, ...], fuel_groups: tuple[int, ...], to_run: int) -> int:
    """How many choices `_layout_plan` lists for a layout of these groups, counted instead of
    listed: the ways the fuel groups pay f cards times the ways the others pay the rest, for f at
    least the fuel needed (per plants run and payment size, as `_layout_plan` goes)."""
    fuel = [1]  # fuel[f]: the ways the fuel groups give f cards
    other = [1]
    for g, size in enumerate(sizes):
        poly = fuel if g in fuel_groups else other
        grown = [0] * (len(poly) + size)
        for k, ways in enumerate(poly):
            for take in range(size + 1):
                grown[k + take] += ways
        poly[:] = grown
    cards = sum(sizes)
    carbon = content.plant_types[PLANT_TYPES[t]].carbon
    total = 0
    for count in range(1, to_run + 1):
        if carbon * count > content.carbon_tokens:
            break
        for size in gen.payment_sizes(t, count):
            if size > cards:
                break
            need = 0 if t == COAL else (2 if t == GAS else 4) * count - size
            for f in range(max(need, 0), min(size, len(fuel) - 1) + 1):
                if size - f < len(other):
                    total += fuel[f] * other[size - f]
    return total


def _layout_plan(pack: _Pack, t: int, layout: tuple[int, ...], special: int, to_run: int) -> tuple[_Choice, ...]:
    """One type's choices for a layout, as hand positions (`special`: the positions holding this
    type's fuel cards): per plants run and payment size, every way to take the first cards of
    each design group (`generation.take_patterns`' order), those with too few fuel cards left out.

    One walk over the groups gives every payment size at once, each way as the bitmask of the
    positions it pays with and how many fuel cards it holds: the walk takes the most it can from
    the first group first, so the ways of one size come in `take_patterns`' order (tuples of
    takes, highest first), with no tuple of takes made.
    """
    groups: list[list[int]] = []
    for at, g in enumerate(layout):
        if g == len(groups):
            groups.append([])
        groups[g].append(at)
    cards = len(layout)
    # firsts[g][k]: the bitmask of group g's first k positions; fuel[g]: are its cards fuel
    firsts = []
    for group in groups:
        masks = [0]
        for at in group:
            masks.append(masks[-1] | 1 << at)
        firsts.append(masks)
    fuel = [special >> group[0] & 1 for group in groups]
    largest = min(cards, gen.payment_sizes(t, to_run)[-1])
    by_size: list[list[tuple[int, int]]] = [[] for _ in range(largest + 1)]  # (mask, fuel cards)
    last = len(groups)

    def walk(g: int, taken: int, mask: int, fuel_taken: int) -> None:
        if g == last:
            by_size[taken].append((mask, fuel_taken))
            return
        masks = firsts[g]
        is_fuel = fuel[g]
        for take in range(min(len(masks) - 1, largest - taken), -1, -1):
            walk(g + 1, taken + take, mask | masks[take], fuel_taken + take * is_fuel)

    walk(0, 0, 0, 0)
    content = pack.content
    carbon = content.plant_types[PLANT_TYPES[t]].carbon
    supply = content.carbon_tokens  # a short supply is made up from the tower's top
    out: list[_Choice] = []
    for count in range(1, to_run + 1):
        if carbon * count > supply:
            break
        for size in gen.payment_sizes(t, count):
            if size > cards:
                break
            # gas: at least 2n - k gas cards; nuclear: at least 4n - k uranium-or-waste.
            need = 0 if t == COAL else (2 if t == GAS else 4) * count - size
            for mask, fuel_taken in by_size[size]:
                if fuel_taken < need:
                    continue
                pick = _PICKS.get(mask)
                if pick is None:
                    paid = [at for at in range(mask.bit_length()) if mask >> at & 1]
                    pick = _kept(_PICKS)[mask] = (paid[0], None) if len(paid) == 1 else (-1, itemgetter(*paid))
                out.append((count, *pick))
    return tuple(out)
