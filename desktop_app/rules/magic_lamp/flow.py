"""The round's hand-overs: revealing the dice, the lamp race, wishes, calming the genie,
exploring the chests, and the end. One handler per (phase, action) in `HANDLERS`.

After the race the round is a stack of tasks (`state.tasks`, next task last): each genie's
wishes, each false toucher's calming, the bronze, silver and gold explorations, then the round's
end. A handler finishes its step and calls `next_task`, which first asks for any amulets
waiting to be placed, then ends the game if the wizard is out, else starts the next task that
needs a decision. Events are small tuples
in `state.events` (no strings are formatted here).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from desktop_app.content.magic_lamp import GEMS, METALS, EffectType, Kind
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.queries import may_refuse_wish, scorpion_limit
from desktop_app.rules.magic_lamp.scoring import score_breakdown, winners
from desktop_app.rules.magic_lamp.state import (
    ALONE,
    DIE_VALUES,
    MAX_PRESS_MS,
    NO_PLAYER,
    NO_PRESS,
    PRESS_PENDING,
    Phase,
    Pick,
    State,
)

# Tasks of a round after the race.
TASK_WISH, TASK_CALM, TASK_EXPLORE, TASK_END = 1, 2, 3, 4

# Events: (name, ...numbers). Views turn them into sentences.
EV_DICE_REVEALED = "dice_revealed"  # ()
EV_GENIE = "genie"  # (player, die value)
EV_RAMPAGE = "rampage"  # (player) a false touch
EV_WISH_SHOWN = "wish_shown"  # (player, lamp card, wish number)
EV_WISH_TAKEN = "wish_taken"  # (player, lamp card)
EV_CARD_DRAWN = "card_drawn"  # (player, card, scorpions so far)
EV_BUST = "bust"  # (player, metal, cards lost)
EV_KEPT = "kept"  # (player, metal, cards kept)
EV_WIZARD = "wizard"  # (player, card)
EV_CARD_TAKEN = "card_taken"  # (taker, card, from player or -1 for the discard pile)
EV_RING = "ring"  # (new holder, previous holder or -1)
EV_ROUND = "round"  # (new round number)
EV_GAME_OVER = "game_over"  # ()


_METAL_INDEX = {metal: i for i, metal in enumerate(METALS)}


def start_round(s: State) -> None:
    n = s.players
    s.dice = [[] for _ in range(n)]
    s.presses = [PRESS_PENDING] * n
    s.ward = [0] * n
    s.summoned = [False] * n
    s.phase = Phase.CHOOSE
    s.actor = 0


# --- choosing chests and the race ----------------------------------------------------------


def place_die(s: State, p: int, act: a.PlaceDie) -> None:
    if act.value not in DIE_VALUES:
        raise IllegalAction("bad_value", f"A die shows 1 to 6, not {act.value}.", value=act.value)
    metal = _METAL_INDEX[act.chest]
    dice = s.dice[p]
    for m, _ in dice:
        if m == metal:
            raise IllegalAction("same_chest", "Your two dice must go on two different chests.")
    dice.append((metal, act.value))
    if len(dice) < s.static.dice_per_player:
        return
    if p + 1 < s.players:
        s.actor = p + 1
        return
    s.events.append((EV_DICE_REVEALED,))
    s.phase = Phase.RACE
    s.actor = 0


def press(s: State, p: int, act: a.RubLamp | a.KeepStill) -> None:
    if type(act) is a.RubLamp:
        if not 0 <= act.ms <= MAX_PRESS_MS:
            raise IllegalAction("bad_time", f"A press time is 0 to {MAX_PRESS_MS} ms, not {act.ms}.", ms=act.ms)
        s.presses[p] = act.ms
    else:
        s.presses[p] = NO_PRESS
    if p + 1 < s.players:
        s.actor = p + 1
    else:
        resolve_race(s)


def matching_groups(s: State) -> list[tuple[int, list[int]]]:
    """(value, players) for each die value shown by two or more different players, lowest
    first (seed 003: a player's own two equal dice do not match each other)."""
    by_value: dict[int, list[int]] = {}
    for p, dice in enumerate(s.dice):
        for _, value in dice:
            players = by_value.setdefault(value, [])
            if p not in players:
                players.append(p)
    return sorted((v, ps) for v, ps in by_value.items() if len(ps) >= 2)


def resolve_race(s: State) -> None:
    """Genies for the fastest matching presser of each group, lowest value first, one genie
    per player per round; with no match at all, every press is a false touch."""
    order = s.presses
    tasks: list[tuple[int, int]] = []
    groups = matching_groups(s)
    if groups:
        for value, players in groups:
            pressers = [p for p in players if order[p] >= 0 and not s.summoned[p]]
            if pressers:
                winner = min(pressers, key=lambda p: (order[p], p))
                s.summoned[winner] = True
                tasks.append((TASK_WISH, winner))
                s.events.append((EV_GENIE, winner, value))
    else:
        for p in sorted((p for p in range(s.players) if order[p] >= 0), key=lambda p: (order[p], p)):
            tasks.append((TASK_CALM, p))
            s.events.append((EV_RAMPAGE, p))
    tasks += [(TASK_EXPLORE, 0), (TASK_EXPLORE, 1), (TASK_EXPLORE, 2), (TASK_END, 0)]
    tasks.reverse()
    s.tasks = tasks
    next_task(s)


def race_decider(after: State) -> int | None:
    """The player the lamp race turned on, from the events of the last press (the state after
    it): the first genie's summoner, or with no match the first false touch; None when no one
    touched the lamp (or `after` is not the race's end).

    Seed 003: 「最快觸碰的玩家可以召喚精靈」.
    """
    for kind in (EV_GENIE, EV_RAMPAGE):
        for event in after.events:
            if event[0] == kind:
                return int(event[1])
    return None


# --- the task stack ----------------------------------------------------------------------------


def explorer(s: State, metal: int) -> tuple[int, int] | None:
    """(player, die index) who draws from this chest: the lowest value no one else shows there
    (seed 003: tied lowest dice block each other; the lowest untied die draws)."""
    entries = []
    for p, dice in enumerate(s.dice):
        for i, (m, v) in enumerate(dice):
            if m == metal:
                entries.append((v, p, i))
    # The lowest (value, player, die) whose value no other entry shows: in sorted order, the
    # first entry whose neighbours show other values (plain_explorer says it the plain way).
    entries.sort()
    last = len(entries) - 1
    for k, entry in enumerate(entries):
        v = entry[0]
        if (k == 0 or entries[k - 1][0] != v) and (k == last or entries[k + 1][0] != v):
            return entry[1], entry[2]
    return None


def plain_explorer(s: State, metal: int) -> tuple[int, int] | None:
    """`explorer` as first written (tests/magic_lamp/test_ml_listing.py compares the two)."""
    entries = [(v, p, i) for p, dice in enumerate(s.dice) for i, (m, v) in enumerate(dice) if m == metal]
    counts: dict[int, int] = {}
    for v, _, _ in entries:
        counts[v] = counts.get(v, 0) + 1
    untied = [e for e in entries if counts[e[0]] == 1]
    if not untied:
        return None
    _, p, i = min(untied)
    return p, i


def next_task(s: State) -> None:
    """Ask for waiting amulets, else start the next task that needs a decision."""
    if s.amulets_to_place:
        s.phase = Phase.AMULET
        s.actor = s.amulets_to_place[0][0]
        return
    if s.end_triggered:
        # Seed 003 "當有玩家抽到巫師卡時即告結束": the draw that met the wizard is over (its
        # amulets placed); nothing further of the round happens: no wish, calming or chest.
        s.tasks = []
        finish(s)
        return
    while s.tasks:
        kind, arg = s.tasks.pop()
        if kind == TASK_WISH:
            s.wish_card = s.lamp_deck.pop()
            s.wish_number = 1
            s.phase, s.actor = Phase.WISH, arg
            s.events.append((EV_WISH_SHOWN, arg, s.wish_card, 1))
            return
        if kind == TASK_CALM:
            s.phase, s.actor = Phase.NAME, arg
            return
        if kind == TASK_EXPLORE:
            found = explorer(s, arg)
            if found is None or not s.decks[arg]:
                continue
            s.explore_metal = arg
            s.explore_die = found[1]
            s.drawn = []
            s.drawn_scorpions = 0
            s.phase, s.actor = Phase.DRAW, found[0]
            return
        # TASK_END
        s.round += 1
        s.events.append((EV_ROUND, s.round))
        start_round(s)
        return


def finish(s: State) -> None:
    s.scores = score_breakdown(s)
    s.winners = winners(s.scores)
    s.phase, s.actor = Phase.GAME_OVER, NO_PLAYER
    s.events.append((EV_GAME_OVER,))


# --- gaining and losing cards ------------------------------------------------------------------


def gain(s: State, p: int, card: int) -> None:
    s.tableau[p].append(card)
    if s.static.kind[card] is Kind.AMULET:
        s.amulets_to_place.append((p, card))


def lose(s: State, p: int, card: int) -> None:
    """A card leaves a tableau. A player's gems of one colour are one stack with its amulets
    under it: only when the last gem of that colour leaves are those amulets alone, for good
    (seed 003: 「其上方只有1張寶石卡」...「該張寶石卡被其他玩家取走」)."""
    s.tableau[p].remove(card)
    kind = s.static.kind[card]
    if kind not in GEMS or s.gem_stack(p, kind):
        return
    colour = GEMS.index(kind)
    for amulet in s.tableau[p]:
        if s.amulet_colour.get(amulet, ALONE) == colour:
            s.amulet_colour[amulet] = ALONE


def amulet_target(s: State, p: int, gem: str) -> int:
    """The gem colour (index in GEMS) a place_amulet names: a colour ("ruby") of which the
    player holds a gem, or (saves before colour stacks) the id of one of their gems."""
    kind = next((k for k in GEMS if k.value == gem), None)
    if kind is None:
        card = s.static.index.get(gem, -1)
        if card in s.tableau[p] and s.static.kind[card] in GEMS:
            kind = s.static.kind[card]
    if kind is None or not s.gem_stack(p, kind):
        raise IllegalAction("no_gem_stack", "An amulet goes under a gem colour you hold.", gem=gem)
    return GEMS.index(kind)


def place_amulet(s: State, p: int, act: a.PlaceAmulet | a.KeepAmuletAlone) -> None:
    _, amulet = s.amulets_to_place[0]
    if type(act) is a.PlaceAmulet:
        s.amulet_colour[amulet] = amulet_target(s, p, act.gem)
    else:
        s.amulet_colour[amulet] = ALONE
    s.amulets_to_place.pop(0)
    next_task(s)


def draw_top(s: State, p: int, metal: int, count: int) -> None:
    """A free draw: the top cards, no scorpion danger; a wizard stops it and ends the game."""
    deck = s.decks[metal]
    for _ in range(count):
        if not deck:
            return
        card = deck.pop()
        if s.static.is_wizard(card):
            s.wizards.append(card)
            s.end_triggered = True
            s.events.append((EV_WIZARD, p, card))
            return
        gain(s, p, card)
        s.events.append((EV_CARD_TAKEN, p, card, -2))


# --- wishes ------------------------------------------------------------------------------------


def wish(s: State, p: int, act: a.AcceptWish | a.RefuseWish) -> None:
    card = s.wish_card
    refused = type(act) is a.RefuseWish
    if refused and not may_refuse_wish(s):
        raise IllegalAction("last_wish", "The third wish must be taken.")
    s.lamp_deck.insert(0, card)  # seed 003: the lamp card goes under the lamp deck either way
    if refused:
        s.wish_card = s.lamp_deck.pop()
        s.wish_number += 1
        s.events.append((EV_WISH_SHOWN, p, s.wish_card, s.wish_number))
        return
    s.wish_card = -1
    s.events.append((EV_WISH_TAKEN, p, card))
    effect = s.static.lamp[card].effect
    kind = effect.type
    if kind is EffectType.TAKE_FROM_DISCARD:
        if s.discard:
            _start_pick(s, p, Pick.DISCARD, NO_PLAYER, effect.count)
            return
    elif kind is EffectType.STEAL_TREASURE:
        if any(s.stealable(q) for q in range(s.players) if q != p):
            _start_pick(s, p, Pick.STEAL, NO_PLAYER, 1)
            return
    elif kind is EffectType.FREE_DRAW:
        if effect.metal is not None:
            draw_top(s, p, METALS.index(effect.metal), effect.count)
        elif any(s.decks):
            s.effect_count = effect.count
            s.phase = Phase.CHEST
            return
    elif kind is EffectType.SCORPION_WARD:
        s.ward[p] += effect.amount
    elif kind is EffectType.RETUNE_DIE:
        s.retune_max = effect.max_change
        s.phase = Phase.RETUNE
        return
    next_task(s)


def choose_chest(s: State, p: int, act: a.ChooseChest) -> None:
    metal = METALS.index(act.chest)
    if not s.decks[metal]:
        raise IllegalAction("empty_chest", "That chest is empty.", chest=act.chest.value)
    draw_top(s, p, metal, s.effect_count)
    next_task(s)


def set_die(s: State, p: int, act: a.SetDie) -> None:
    if not 0 <= act.die < len(s.dice[p]):
        raise IllegalAction("bad_die", f"You have {len(s.dice[p])} dice; there is no die {act.die + 1}.", die=act.die)
    metal, old = s.dice[p][act.die]
    if act.value not in DIE_VALUES or abs(act.value - old) > s.retune_max:
        raise IllegalAction(
            "bad_retune",
            f"This wish turns a die by up to {s.retune_max}: from {old} to a value in "
            f"{max(1, old - s.retune_max)}-{min(6, old + s.retune_max)}.",
            value=act.value,
        )
    s.dice[p][act.die] = (metal, act.value)
    next_task(s)


# --- calming the genie and taking cards --------------------------------------------------------


def name_thief(s: State, p: int, act: a.NameThief) -> None:
    if not 0 <= act.player < s.players or act.player == p:
        raise IllegalAction("bad_thief", "Name another player at the table.", player=act.player)
    if s.stealable(p) or (s.options.magic_ring and s.ring_holder == p):
        _start_pick(s, act.player, Pick.RAMPAGE, p, 1)
        return
    next_task(s)


def _start_pick(s: State, p: int, kind: Pick, source: int, count: int) -> None:
    s.phase, s.actor = Phase.PICK, p
    s.pick_kind, s.pick_from, s.pick_left = kind, source, count


def pick_sources(s: State, p: int) -> list[int]:
    """Players a card may be taken from now (the discard pile is -1)."""
    if s.pick_kind in (Pick.DISCARD, Pick.RING):
        return [NO_PLAYER]
    if s.pick_kind is Pick.RAMPAGE:
        return [s.pick_from]
    return [q for q in range(s.players) if q != p]


def pick(s: State, p: int, act: a.TakeCard | a.TakeRing | a.TakeNothing) -> None:
    if isinstance(act, a.TakeNothing):
        next_task(s)
        return
    if isinstance(act, a.TakeRing):
        if s.pick_kind is not Pick.RAMPAGE or s.ring_holder != s.pick_from or not s.options.magic_ring:
            raise IllegalAction("no_ring", "The magic ring cannot be taken now.")
        s.events.append((EV_RING, p, s.ring_holder))
        s.ring_holder = p
        next_task(s)
        return
    card = s.static.index.get(act.card, -1)
    source = None
    for q in pick_sources(s, p):
        if (card in s.discard) if q == NO_PLAYER else (card in s.stealable(q)):
            source = q
            break
    if source is None:
        raise IllegalAction("cannot_take", f"You cannot take {act.card} now.", card=act.card)
    if source == NO_PLAYER:
        s.discard.remove(card)
    else:
        lose(s, source, card)
    gain(s, p, card)
    s.events.append((EV_CARD_TAKEN, p, card, source))
    s.pick_left -= 1
    if s.pick_left > 0 and s.pick_kind is Pick.DISCARD and s.discard:
        return
    next_task(s)


# --- exploring ---------------------------------------------------------------------------------


def explore(s: State, p: int, act: a.DrawCard | a.StopDrawing) -> None:
    if type(act) is a.StopDrawing:
        _keep(s, p)
        return
    deck = s.decks[s.explore_metal]
    if not deck:
        raise IllegalAction("empty_chest", "That chest is empty: stop drawing.")
    card = deck.pop()
    if s.static.is_wizard(card):
        # Seed 003 "當有玩家抽到巫師卡時即告結束": the wizard stops this draw (the cards drawn
        # before it are kept), then the game is scored; no later chest of the round is explored.
        s.wizards.append(card)
        s.end_triggered = True
        s.events.append((EV_WIZARD, p, card))
        _keep(s, p)
        return
    s.drawn.append(card)
    s.drawn_scorpions += s.static.scorpions[card]
    s.events.append((EV_CARD_DRAWN, p, card, s.drawn_scorpions))
    limit = s.dice[p][s.explore_die][1]
    if s.drawn_scorpions >= scorpion_limit(s, p):
        s.events.append((EV_BUST, p, s.explore_metal, len(s.drawn)))
        s.discard.extend(s.drawn)
        s.drawn = []
        next_task(s)
    elif len(s.drawn) == limit:
        _keep(s, p)


def _keep(s: State, p: int) -> None:
    drawn, s.drawn = s.drawn, []
    for card in drawn:
        gain(s, p, card)
    s.events.append((EV_KEPT, p, s.explore_metal, len(drawn)))
    limit = s.dice[p][s.explore_die][1]
    if s.options.magic_ring and limit == 6 and len(drawn) == 6 and s.drawn_scorpions < 6:
        # Seed 003 variant: six cards drawn with a 6 and fewer than 6 scorpions (「小於6」,
        # whatever a ward allowed) take the ring and a discard.
        s.events.append((EV_RING, p, s.ring_holder))
        s.ring_holder = p
        if s.discard:
            _start_pick(s, p, Pick.RING, NO_PLAYER, 1)
            return
    next_task(s)


# Each handler takes the action classes it is filed under (a pairing a dict type cannot state,
# so the action parameter is Any here; apply_in_place looks the handler up by type(action)).
Handler = Callable[[State, int, Any], None]

HANDLERS: dict[tuple[Phase, type[Action]], Handler] = {
    (Phase.CHOOSE, a.PlaceDie): place_die,
    (Phase.RACE, a.RubLamp): press,
    (Phase.RACE, a.KeepStill): press,
    (Phase.WISH, a.AcceptWish): wish,
    (Phase.WISH, a.RefuseWish): wish,
    (Phase.CHEST, a.ChooseChest): choose_chest,
    (Phase.RETUNE, a.SetDie): set_die,
    (Phase.NAME, a.NameThief): name_thief,
    (Phase.PICK, a.TakeCard): pick,
    (Phase.PICK, a.TakeRing): pick,
    (Phase.PICK, a.TakeNothing): pick,
    (Phase.DRAW, a.DrawCard): explore,
    (Phase.DRAW, a.StopDrawing): explore,
    (Phase.AMULET, a.PlaceAmulet): place_amulet,
    (Phase.AMULET, a.KeepAmuletAlone): place_amulet,
}
