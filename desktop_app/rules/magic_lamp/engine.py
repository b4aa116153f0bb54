"""Aladdin & the Magic Lamp's rules: setup, whose turn it is, legal actions, applying one.

Rules: seed 003 and RULES-NOTES section 4; decisions where they are silent are in
docs/rules-decisions.md. `apply_in_place` is the fast path for simulation; `apply` copies first.
Simultaneous moments (setting the dice, the lamp race) are entered one seat after another;
observations hide what the others entered until everyone has (views.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NoReturn

from desktop_app.content.magic_lamp import GEMS, METALS, Kind, MagicLampContent
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.common.pack_cache import PackCache
from desktop_app.rules.common.rng import derive_rng, shuffle
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.flow import HANDLERS, Handler, pick_sources, start_round
from desktop_app.rules.magic_lamp.state import (
    DIE_VALUES,
    NO_PLAYER,
    MagicLampOptions,
    Phase,
    Pick,
    State,
    Static,
)

__all__ = ["apply", "apply_in_place", "current_player", "is_over", "legal_actions", "legal_choices", "new_game"]


def new_game(content: MagicLampContent, options: MagicLampOptions) -> State:
    """A game at the first choice of chests, set up as seed 003 "遊戲準備" describes."""
    if options.players not in content.dice_per_player:
        raise IllegalAction(
            "bad_players",
            f"Aladdin & the Magic Lamp is for 2 to 5 players, not {options.players}.",
            players=options.players,
        )
    static = _STATICS.get(content, options.players)
    n = options.players
    s = State.__new__(State)
    s.static, s.options, s.players = static, options, n
    s.round = 1
    s.viewer = NO_PLAYER
    # Seed 003: each chest shuffled without its wizard, then the wizard put 6th from the bottom.
    s.decks = []
    below = content.wizard_from_bottom - 1
    # (rng.shuffle: Random.shuffle's order and draws, inline)
    for m, metal in enumerate(METALS):
        cards = static.chests[m]
        wizard = next(i for i in cards if static.kind[i] is Kind.WIZARD)
        rest = [i for i in cards if i != wizard]
        shuffle(derive_rng(options.seed, f"chest-{metal.value}"), rest)
        s.decks.append(rest[:below] + [wizard] + rest[below:])  # bottom first, top last
    s.lamp_deck = list(range(len(content.lamp_cards)))
    shuffle(derive_rng(options.seed, "lamp"), s.lamp_deck)
    starting = list(range(len(content.chest_cards), len(static.cards)))
    shuffle(derive_rng(options.seed, "starting"), starting)
    each = content.starting_per_player[n]
    s.tableau = [starting[p * each : (p + 1) * each] for p in range(n)]
    s.removed = starting[n * each :]  # seed 003: 多出的起始卡則將其移除遊戲
    s.wish_card, s.wish_number = -1, 0
    s.discard, s.wizards = [], []
    s.amulet_colour, s.amulets_to_place = {}, []
    s.ring_holder = NO_PLAYER
    s.tasks = []
    s.pick_kind, s.pick_from, s.pick_left = Pick.DISCARD, NO_PLAYER, 0
    s.effect_count, s.retune_max = 0, 0
    s.explore_metal, s.explore_die = 0, 0
    s.drawn, s.drawn_scorpions = [], 0
    s.end_triggered = False
    s.scores, s.winners = [], ()
    s.events = []
    start_round(s)
    return s


# A game's Static, kept per pack and player count: it never changes, so games of the same pack
# share it rather than working the per-card tuples out again at every setup.
_STATICS: PackCache[Static] = PackCache(Static)


def current_player(state: State) -> int:
    """The seat to act now; NO_PLAYER (-1) when the game is over."""
    return state.actor


def is_over(state: State) -> bool:
    return state.phase is Phase.GAME_OVER


def legal_actions(state: State) -> list[Action]:
    """Every legal action now. A lamp press is listed once, as rub_lamp(0): any time in
    0..MAX_PRESS_MS is legal (the view enters the real one)."""
    return list(legal_choices(state))


# The listing hands out shared action objects (actions are frozen, so one object per distinct
# action is enough): building the frozen dataclasses was most of a listing's time. The tuples
# below are built once; the ones that depend on the pack's card ids are filled in as met.
_PLACE_DIE = tuple(
    tuple(a.PlaceDie(metal, v) for i, metal in enumerate(METALS) if not used >> i & 1 for v in DIE_VALUES)
    for used in range(1 << len(METALS))
)  # by the chests a player's dice are on already, as bits (bronze 1, silver 2, gold 4)
_RACE: tuple[Action, ...] = (a.KeepStill(), a.RubLamp(0))
_WISH_BOTH: tuple[Action, ...] = (a.AcceptWish(), a.RefuseWish())
_WISH_LAST: tuple[Action, ...] = (_WISH_BOTH[0],)
_DRAW_BOTH: tuple[Action, ...] = (a.DrawCard(), a.StopDrawing())
_DRAW_STOP: tuple[Action, ...] = (_DRAW_BOTH[1],)
_PLACE_AMULET = {k: a.PlaceAmulet(k.value) for k in GEMS}
_KEEP_ALONE = a.KeepAmuletAlone()
_TAKE_RING = a.TakeRing()
_TAKE_NOTHING = a.TakeNothing()
_CHOOSE_CHEST = tuple(a.ChooseChest(metal) for metal in METALS)
_NAME_THIEF: dict[tuple[int, int], tuple[Action, ...]] = {}  # by (players, the naming seat)
_SET_DIE: dict[tuple[int, int], a.SetDie] = {}  # by (die, value)
_TAKE_CARD: dict[str, a.TakeCard] = {}  # by card id


def _take_card(card_id: str) -> a.TakeCard:
    found = _TAKE_CARD.get(card_id)
    if found is None:
        found = _TAKE_CARD[card_id] = a.TakeCard(card_id)
    return found


def legal_choices(state: State) -> Sequence[Action]:
    """`legal_actions` without the copy: the same actions in the same order, in a sequence the
    caller must not change (often a shared tuple). tests/magic_lamp/test_ml_listing.py compares
    it with a plain listing over many games."""
    s, p = state, state.actor
    phase = s.phase
    if phase is Phase.CHOOSE:
        used = 0
        for m, _ in s.dice[p]:
            used |= 1 << m
        return _PLACE_DIE[used]
    if phase is Phase.DRAW:
        return _DRAW_BOTH if s.decks[s.explore_metal] else _DRAW_STOP
    if phase is Phase.RACE:
        return _RACE
    if phase is Phase.WISH:
        return _WISH_BOTH if s.wish_number < 3 else _WISH_LAST
    if phase is Phase.AMULET:
        return [*(_PLACE_AMULET[k] for k in s.amulet_colours(p)), _KEEP_ALONE]
    if phase is Phase.PICK:
        cards_of = s.static.cards
        out: list[Action] = []
        for q in pick_sources(s, p):
            cards = s.discard if q == NO_PLAYER else s.stealable(q)
            out.extend(_take_card(cards_of[c].id) for c in cards)
        if s.pick_kind is Pick.RAMPAGE and s.options.magic_ring and s.ring_holder == s.pick_from:
            out.append(_TAKE_RING)
        out.append(_TAKE_NOTHING)
        return out
    if phase is Phase.NAME:
        names = _NAME_THIEF.get((s.players, p))
        if names is None:
            names = _NAME_THIEF[s.players, p] = tuple(a.NameThief(q) for q in range(s.players) if q != p)
        return names
    if phase is Phase.CHEST:
        return [_CHOOSE_CHEST[i] for i in range(len(METALS)) if s.decks[i]]
    if phase is Phase.RETUNE:
        out = []
        for die, (_, old) in enumerate(s.dice[p]):
            for v in DIE_VALUES:
                if abs(v - old) <= s.retune_max:
                    found = _SET_DIE.get((die, v))
                    if found is None:
                        found = _SET_DIE[die, v] = a.SetDie(die, v)
                    out.append(found)
        return out
    return ()


def apply(state: State, action: Action) -> State:
    """A new state with the action applied; the given state is untouched."""
    new = state.clone()
    apply_in_place(new, action)
    return new


def apply_in_place(state: State, action: Action) -> None:
    """Validate and apply the current player's action, mutating `state`.

    Raises IllegalAction (and leaves the state untouched) if the action is not legal now.
    """
    # One lookup by the action's class (each class is filed under one phase in HANDLERS), no
    # (phase, class) key built per move.
    entry = _BY_CLASS.get(type(action))
    if entry is None or entry[0] is not state.phase:
        _refuse(state, action)
    state.events = []
    entry[1](state, state.actor, action)


def _refuse(state: State, action: Action) -> NoReturn:
    """Why `action` is not possible now (no handler for it in this phase)."""
    if state.phase is Phase.GAME_OVER:
        raise IllegalAction("game_over", "The game is over.")
    raise IllegalAction(
        "wrong_phase",
        f"That is not possible now: it is time for {_PHASE_NAMES[state.phase]}.",
        action=action.type_name,
        phase=int(state.phase),
    )


_BY_CLASS: dict[type[Action], tuple[Phase, Handler]] = {cls: (phase, h) for (phase, cls), h in HANDLERS.items()}
assert len(_BY_CLASS) == len(HANDLERS), "an action class is filed under two phases"


_PHASE_NAMES = {
    Phase.CHOOSE: "setting your dice on a chest",
    Phase.RACE: "the lamp race",
    Phase.WISH: "taking or refusing a wish",
    Phase.PICK: "taking a card",
    Phase.CHEST: "choosing a chest",
    Phase.RETUNE: "turning a die",
    Phase.NAME: "naming who may take a treasure from you",
    Phase.DRAW: "drawing from a chest",
    Phase.AMULET: "placing an amulet",
}
