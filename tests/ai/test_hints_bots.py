"""Hints (issue 14): the hint player's move on the player's own observation, and why.

Per game, over simulated games: at every decision the normal player's hint is legal, equals its
`choose` for the same observation and RNG, and its reason is a code of the game's catalogue with
exactly the numbers the catalogue names, said in both languages; shuffling what the player
cannot see (the deck, the bag, the chests) leaves the hint unchanged — the normal player's at
every seventh decision, the searching expert's (issue 16: "Hints use the expert where it is
stronger") at a few, with a fixed number of imagined games. tests/ai/test_search_reasons.py
checks the expert's own reasons.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from desktop_app.ai.base import bot_rng
from desktop_app.ai.hints import HINT_GAMES, HINT_ROLLOUTS, Explains, format_reason, hint, hint_bot_name
from desktop_app.ai.registry import make_bot
from desktop_app.ai.search import SearchBot
from desktop_app.content.hints import reason_catalogue
from desktop_app.rules.registry import GAMES

GAMES_PER_KIND = 3
MAX_ACTIONS = 4000
NORMAL = "heuristic"  # the normal player, by its old name (guided games still pass it)
EXPERT_ROLLOUTS = 8  # imagined games a searched hint in these walks: every arm tried, quick


def _shuffle_power_grid(state: Any, rng: random.Random) -> None:
    """Shuffle the face-down plants (the Step 3 card and a face-up top stay where they are)."""
    from desktop_app.rules.power_grid.queries import face_up_deck_top
    from desktop_app.rules.power_grid.state import STEP3_CARD

    deck = state.deck
    keep_top = face_up_deck_top(state) is not None
    hidden = [i for i, card in enumerate(deck) if card != STEP3_CARD and not (keep_top and i == len(deck) - 1)]
    cards = [deck[i] for i in hidden]
    rng.shuffle(cards)
    for i, card in zip(hidden, cards, strict=True):
        deck[i] = card


def _shuffle_magic_lamp(state: Any, rng: random.Random) -> None:
    """Shuffle each chest's face-down cards (a wizard stays where it lies: the observation shows
    it), the lamp deck and the cards removed at setup."""
    static = state.static
    for deck in state.decks:
        hidden = [i for i, card in enumerate(deck) if not static.is_wizard(card)]
        cards = [deck[i] for i in hidden]
        rng.shuffle(cards)
        for i, card in zip(hidden, cards, strict=True):
            deck[i] = card
    rng.shuffle(state.lamp_deck)
    rng.shuffle(state.removed)


def _shuffle_power_butler(state: Any, rng: random.Random) -> None:
    """Shuffle the face-down appliance and event decks."""
    rng.shuffle(state.deck)
    rng.shuffle(state.event_deck)


def _shuffle_power_on(state: Any, rng: random.Random) -> None:
    """Deal the cards no one else sees again: the deck under its top card (whose back shows)
    and the other players' hands swap cards at random, keeping every hand's size; shuffle the
    discard pile under its face-up top and the city deck."""
    player = state.current
    others = [p for p in range(state.players) if p != player]
    pool = state.deck[:-1] + [card for p in others for card in state.hands[p]]
    rng.shuffle(pool)
    top = state.deck[-1:]
    state.deck[:] = pool[: len(state.deck) - len(top)] + top
    rest = pool[len(state.deck) - len(top) :]
    for p in others:
        size = len(state.hands[p])
        state.hands[p][:] = rest[:size]
        rest = rest[size:]
    under = state.discard[:-1]
    rng.shuffle(under)
    state.discard[:-1] = under
    rng.shuffle(state.city_deck)


SHUFFLE_HIDDEN: dict[str, Callable[[Any, random.Random], None]] = {
    "power-grid": _shuffle_power_grid,
    "magic-lamp": _shuffle_magic_lamp,
    "power-butler": _shuffle_power_butler,
    "power-on": _shuffle_power_on,
}

# The kinds of decision (action classes) each game's hints must have met in the simulated games:
# every decision a player meets, by the answer the bot gives there.
DECISION_KINDS: dict[str, set[str]] = {
    "power-grid": {
        "StartAuction",
        "DeclineAuction",
        "Bid",
        "PassBid",
        "DiscardPlant",
        "BuyResource",
        "EndBuying",
        "BuildCity",
        "EndBuilding",
        "RunPlants",
    },
    "magic-lamp": {
        "PlaceDie",
        "RubLamp",
        "KeepStill",
        "DrawCard",
        "StopDrawing",
        "AcceptWish",
        "RefuseWish",
        "TakeCard",
        "ChooseChest",
        "SetDie",
        "PlaceAmulet",  # the amulet decision (keeping it alone is worth nothing to the bot)
        "NameThief",
    },
    "power-butler": {"RollDice", "Reroll", "KeepDice", "Buy", "PlaceMarker", "PayBill", "EndTurn"},
    "power-on": {
        "DrawCard",
        "TakeMarketCard",
        "BuildPlant",
        "PlayFunction",
        "Generate",
        "RunRenewables",  # (EndActions: the bot ends its actions only with nothing left to do)
        "DiscardCard",
        "TakeCities",
    },
}


def _new_state(game_id: str, players: int, seed: int, extra: dict[str, Any] | None = None) -> Any:
    definition = GAMES[game_id]
    content = definition.load_content(None)
    from desktop_app.commands.simulate import SIM_GAMES

    options = SIM_GAMES[game_id]().make_options(players, seed, extra)
    return definition.new_game(content, options)


def _walk(
    game_id: str, players: int, seed: int, visit: Callable[[Any, int, int], None], extra: dict[str, Any] | None = None
) -> None:
    """Play a game with heuristic bots, calling `visit(state, player, step)` before each move."""
    definition = GAMES[game_id]
    state = _new_state(game_id, players, seed, extra)
    bots = [make_bot(game_id, "heuristic") for _ in range(players)]
    rngs = [bot_rng(seed, seat) for seat in range(players)]
    for step in range(MAX_ACTIONS):
        if definition.is_over(state):
            return
        player = definition.current_player(state)
        visit(state, player, step)
        action = bots[player].choose(definition.observation(state, player), rngs[player])
        definition.apply_in_place(state, action)


@pytest.mark.parametrize("game_id", HINT_GAMES)
def test_hint_is_the_bots_own_legal_move_with_a_reason_in_both_languages(game_id: str) -> None:
    """The normal player's hints at every decision (the expert adds its search to these reasons:
    tests/ai/test_search_reasons.py)."""
    definition = GAMES[game_id]
    catalogue = reason_catalogue(definition.folder)
    assert catalogue is not None
    bot = make_bot(game_id, NORMAL)
    assert isinstance(bot, Explains)
    kinds: set[str] = set()
    codes: set[str] = set()

    def visit(state: Any, player: int, step: int) -> None:
        observation = definition.observation(state, player)
        chosen = bot.choose(observation, random.Random(step))
        given = hint(game_id, definition.observation(state, player), player, random.Random(step), bot=NORMAL)
        assert given.action == chosen
        assert given.player == player
        assert hint(game_id, observation, rng=random.Random(step), bot=NORMAL).player == player  # the one to move
        assert definition.is_legal(state, given.action), (step, given.action)
        reason = given.reason
        assert reason.code in catalogue.codes, reason
        assert set(reason.params) == set(catalogue.codes[reason.code]), reason
        for language in ("zh_TW", "en"):
            assert format_reason(game_id, reason, language).strip()
        kinds.add(type(given.action).__name__)
        codes.add(reason.code)

    for players in (2, 3, 4, 5, 6)[: GAMES_PER_KIND + 1]:
        if definition.min_players <= players <= definition.max_players:
            _walk(game_id, players, 100 + players, visit)
    assert DECISION_KINDS[game_id] <= kinds, DECISION_KINDS[game_id] - kinds
    assert len(codes) >= len(DECISION_KINDS[game_id]), codes


@pytest.mark.parametrize("game_id", HINT_GAMES)
def test_hint_does_not_change_when_the_hidden_order_does(game_id: str) -> None:
    definition = GAMES[game_id]
    shuffled = 0

    def visit(state: Any, player: int, step: int) -> None:
        nonlocal shuffled
        if step % 7:
            return
        before = hint(game_id, definition.observation(state, player), player, bot=NORMAL)
        other = state.clone() if hasattr(state, "clone") else __import__("copy").deepcopy(state)
        SHUFFLE_HIDDEN[game_id](other, random.Random(step))
        after = hint(game_id, definition.observation(other, player), player, bot=NORMAL)
        assert after == before, step
        shuffled += 1

    _walk(game_id, 4 if definition.max_players >= 4 else definition.max_players, 7, visit)
    assert shuffled > 10


SEARCHED_HINTS = [g for g in HINT_GAMES if isinstance(make_bot(g, hint_bot_name(g)), SearchBot)]


@pytest.mark.parametrize("game_id", SEARCHED_HINTS)
def test_the_experts_hint_never_reads_the_hidden_order(game_id: str) -> None:
    """Issue 16: the expert's worlds are dealt "from what that seat may know (its observation:
    never the deck order, the other hands, the chest order or the dice to come)": two real states
    that differ only in what the player cannot see give the same searched hint, move and reason."""
    definition = GAMES[game_id]
    compared: list[str] = []

    def visit(state: Any, player: int, step: int) -> None:
        if step % 11 or len(compared) >= 8 or len(definition.legal_actions(state)) < 2:
            return
        before = hint(game_id, definition.observation(state, player), player, rollouts=EXPERT_ROLLOUTS)
        other = state.clone() if hasattr(state, "clone") else __import__("copy").deepcopy(state)
        SHUFFLE_HIDDEN[game_id](other, random.Random(step))
        after = hint(game_id, definition.observation(other, player), player, rollouts=EXPERT_ROLLOUTS)
        assert after == before, step
        compared.append(before.reason.code)

    _walk(game_id, 4 if definition.max_players >= 4 else definition.max_players, 7, visit)
    assert len(compared) >= 5, compared


def test_power_on_stacking_mode_hint_is_the_bots_own_drop() -> None:
    """The carbon tower by hand (`tower=stacking`): the stacking decision has its reason too."""
    definition = GAMES["power-on"]
    bot = make_bot("power-on", hint_bot_name("power-on"))
    if isinstance(bot, SearchBot):
        bot.max_rollouts = HINT_ROLLOUTS  # as many imagined games as a hint without a thinking time
    stacked = 0

    def visit(state: Any, player: int, step: int) -> None:
        nonlocal stacked
        if state.phase.name != "STACKING":  # the drop's hint alone (a searched one takes time)
            return
        observation = definition.observation(state, player)
        given = hint("power-on", observation, player, random.Random(step))
        assert given.action == bot.choose(definition.observation(state, player), random.Random(step))
        if type(given.action).__name__ == "StackToken":
            assert given.reason.code == "stack"
            assert "stack" in format_reason("power-on", given.reason, "en").lower()
            stacked += 1

    _walk("power-on", 3, 5, visit, {"tower": "stacking"})
    assert stacked > 0


def test_a_game_without_hints_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="no hints"):
        hint("no-such-game", None, 0)
