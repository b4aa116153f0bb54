"""No secret leaves the host except to its owner: a property test per game.

Issue 24: "A property test per game plays random games and asserts that no other seat's secret
(hand cards, the deck order, a secret die, a private count) appears in any byte sent to a seat or
to the public view." (After boardgame.io's issue 1159, which filtered its player views and still
sent the whole initial state.)

What each game's observation hides (its `rules/<game>/views.py`), and so what each test changes:

- Power Grid: the order of the face-down plant deck (but the Step 3 card's place, plant 13 face
  up on top, and the plants sent back under the Step 3 card), and the seed.
- Power Butler: the order of the appliance deck and of the event deck, and the seed.
- Magic Lamp: the chests' card order (but the wizards' places), the lamp deck, the starting cards
  left out, the seed, the other seats' dice while dice are set in secret, the other seats' lamp
  presses until all are in, and what a secret move was (a die set on a chest, a press).
- Power On!: the other seats' hands, the deck below its top card (whose back shows), the discard
  pile below its top card, the city deck, and the seed.

The check is by difference (non-interference): for every viewer (each seat, and the public view)
at many points of random seeded games, a second table is made whose hidden parts (exactly what
that viewer's observation masks, in the state and in every state of the log) hold something
else, and whose secret moves of other seats were other moves. The bytes of the viewer's frame,
in every language, for a browser and for another Energy Table (whose frames carry the seat's
observation, `net/desktop.py`), must be the same on both tables: then nothing hidden is in them, however it
might be encoded. The seed is also looked for in the bytes directly.
"""

from __future__ import annotations

import dataclasses
import importlib
import random

import pytest
from netkit import Record

from desktop_app.net import views
from desktop_app.net.session import REMOTE, TableSeat, TableSession
from desktop_app.net.words import PUBLIC, WordsFactory, plain_words
from desktop_app.rules.registry import GAMES

PLAYERS = {"power-grid": 3, "power-butler": 3, "magic-lamp": 3, "power-on": 3}
SEEDS = (918273645, 918273646)
CHECKS = 14  # checkpoints a game (each: every viewer, two tables, every language)
LANGUAGES = ("zh_TW", "en")


def _words() -> WordsFactory:
    """The per-game words when the views provide them ("web"'s views/remote), else the plain."""
    try:
        module = importlib.import_module("desktop_app.views.remote")
    except ImportError:
        return plain_words
    return getattr(module, "device_words", plain_words)


# --- each game's hidden parts, changed -----------------------------------------------------------


def _shuffle_at(items: list, positions: list[int], rng: random.Random) -> None:
    values = [items[i] for i in positions]
    rng.shuffle(values)
    for i, value in zip(positions, values):
        items[i] = value


def _new_seed(state, rng):
    return dataclasses.replace(state.options, seed=rng.randrange(10**8, 10**9 - 1))


def _hide_power_grid(state, viewer, rng):
    from desktop_app.rules.power_grid.state import UNKNOWN_CARD

    obs = GAMES["power-grid"].observation(state, viewer)
    other = state.clone()
    _shuffle_at(other.deck, [i for i, c in enumerate(obs.deck) if c == UNKNOWN_CARD], rng)
    other.options = _new_seed(state, rng)
    return other


def _hide_power_butler(state, viewer, rng):
    other = state.clone()
    rng.shuffle(other.deck)
    rng.shuffle(other.event_deck)
    other.options = _new_seed(state, rng)
    return other


def _hide_magic_lamp(state, viewer, rng):
    from desktop_app.rules.magic_lamp.state import NO_PRESS, PRESS_PENDING, UNKNOWN_CARD, Phase

    obs = GAMES["magic-lamp"].observation(state, viewer)
    other = state.clone()
    other.decks = [list(d) for d in state.decks]
    for deck, seen in zip(other.decks, obs.decks):
        _shuffle_at(deck, [i for i, c in enumerate(seen) if c == UNKNOWN_CARD], rng)
    rng.shuffle(other.lamp_deck)
    rng.shuffle(other.removed)
    if state.phase is Phase.CHOOSE:
        other.dice = [list(d) for d in state.dice]
        for q, dice in enumerate(other.dice):
            if q != viewer and dice:
                metals = rng.sample(range(3), len(dice))
                other.dice[q] = [(m, rng.randint(1, 6)) for m in metals]
    if state.phase is Phase.RACE:
        other.presses = [
            t if q == viewer or t == PRESS_PENDING else rng.choice([NO_PRESS, rng.randrange(0, 5000)])
            for q, t in enumerate(state.presses)
        ]
    other.options = _new_seed(state, rng)
    return other


def _hide_power_on(state, viewer, rng):
    other = state.clone()
    others = [q for q in range(state.players) if q != viewer]
    pool = [c for q in others for c in state.hands[q]] + state.deck[:-1] + state.discard[:-1]
    rng.shuffle(pool)
    for q in others:
        size = len(state.hands[q])
        other.hands[q], pool = pool[:size], pool[size:]
    deck_below = max(len(state.deck) - 1, 0)
    other.deck, pool = pool[:deck_below] + state.deck[-1:], pool[deck_below:]
    other.discard = pool + state.discard[-1:]
    other.city_deck = list(state.city_deck)
    rng.shuffle(other.city_deck)
    other.options = _new_seed(state, rng)
    return other


HIDE = {
    "power-grid": _hide_power_grid,
    "power-butler": _hide_power_butler,
    "magic-lamp": _hide_magic_lamp,
    "power-on": _hide_power_on,
}


def _other_secret_move(action, rng):
    """Another move of the same secret kind (a die elsewhere, a press at another time)."""
    from desktop_app.content.magic_lamp import METALS
    from desktop_app.rules.magic_lamp import actions as a

    if isinstance(action, a.PlaceDie):
        return a.PlaceDie(rng.choice([m for m in METALS if m != action.chest]), 7 - action.value)
    if isinstance(action, a.RubLamp):
        return a.KeepStill()
    return a.RubLamp(rng.randrange(0, 5000))


# --- the games and the frames ------------------------------------------------------------------------


def _random_action(game, state, rng):
    """A seeded random legal action, its ranges drawn (no tower physics: the rules take either
    outcome of a drop)."""
    legal = game.legal_actions(state)
    action = rng.choice(legal)
    if action.type_name == "rub_lamp":
        return dataclasses.replace(action, ms=rng.randrange(0, 3000))
    if action.type_name in ("bid", "start_auction"):
        seat = game.current_player(state)
        offered = {m.action: m for m in views.offers(game, game.observation(state, seat), seat)}
        move = offered[action]
        values = {k: rng.randint(lo, min(hi, lo + 4)) for k, (lo, hi) in move.ranges.items()}
        return views.build_action(game, state, move, values)
    return action


def _frames(game, content, state, history, viewer, words, seq) -> dict[str, bytes]:
    seats = [TableSeat(REMOTE, f"P{i}") for i in range(PLAYERS[game.id])]
    session = TableSession(game, content, seats, code="K7QM2X", words=words)
    session.seq = seq - 1
    session.publish(state, history)
    frames = {lang: session.frame_text(viewer, lang).encode() for lang in LANGUAGES}
    # another Energy Table's frame: the same, with the seat's observation and its last records
    frames |= {f"{lang}/desktop": session.frame_text(viewer, lang, desktop=True).encode() for lang in LANGUAGES}
    return frames


def _check(game, content, state, history, rng, words) -> int:
    """Every viewer's frame bytes do not change when what it may not see changes. Returns the
    number of viewers whose hidden parts really were changed (so the check could fail)."""
    changed = 0
    for viewer in [*range(PLAYERS[game.id]), PUBLIC]:
        real = _frames(game, content, state, history, viewer, words, seq=len(history) + 1)
        hide = HIDE[game.id]
        other_state = hide(state, viewer, rng)
        other_history = [
            Record(
                r.index,
                r.player,
                _other_secret_move(r.action, rng) if views.is_secret(game, r.action, r.player, viewer) else r.action,
                hide(r.before, viewer, rng),
                hide(r.after, viewer, rng),
            )
            for r in history[-50:]
        ]
        other = _frames(game, content, other_state, other_history, viewer, words, seq=len(history) + 1)
        for lang in real:
            assert real[lang] == other[lang], f"{game.id}: a secret reaches viewer {viewer} ({lang})"
            assert str(state.options.seed).encode() not in real[lang]
        changed += game.digest(other_state) != game.digest(state)
    return changed


def _play_and_check(game_id, seed, contents, words, checks=CHECKS):
    game, content = GAMES[game_id], contents[game_id]
    state = game.new_game(content, game.options_from_json({"players": PLAYERS[game_id], "seed": seed}))
    rng = random.Random(seed)
    history: list[Record] = []
    # checkpoints spread over a game's usual length, and every secret moment of Magic Lamp
    moves, checked, changed = 0, 0, 0
    while not game.is_over(state) and checked < checks and moves < 3000:
        secret_moment = game_id == "magic-lamp" and state.phase.name in ("CHOOSE", "RACE")
        if moves % 9 == 0 or (secret_moment and rng.random() < 0.3):
            changed += _check(game, content, state, history, rng, words)
            checked += 1
        player = game.current_player(state)
        action = _random_action(game, state, rng)
        after = game.apply(state, action)
        history.append(Record(len(history) + 1, player, action, state, after))
        state = after
        moves += 1
    changed += _check(game, content, state, history, rng, words)
    return changed


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_frame_to_any_seat_or_the_public_view_holds_anothers_secret(game_id, seed, contents):
    changed = _play_and_check(game_id, seed, contents, _words())
    assert changed > 0  # the hidden parts were really changed: the check could have failed


def test_the_leak_check_catches_a_frame_that_sends_what_the_observation_hides(contents, monkeypatch):
    """The property fails when a frame leaks: here a view that sends every hand of Power On!."""
    real = views.seat_view

    def leaky(game, observation, seat):
        out = real(game, observation, seat)
        out["debug"] = GAMES["power-on"].digest(leaky.state) if leaky.state is not None else None
        return out

    def leaky_frames(game, content, state, history, viewer, words, seq):
        leaky.state = state
        return _frames_real(game, content, state, history, viewer, words, seq)

    leaky.state = None
    _frames_real = _frames
    monkeypatch.setattr(views, "seat_view", leaky)
    monkeypatch.setitem(globals(), "_frames", leaky_frames)
    with pytest.raises(AssertionError, match="a secret reaches viewer"):
        _play_and_check("power-on", SEEDS[0], contents, plain_words, checks=1)


def test_the_leak_check_catches_a_desktop_frame_that_sends_the_state_instead_of_the_observation(contents, monkeypatch):
    """The desktop frames are checked too: one that encodes the host's whole state leaks."""
    from desktop_app.net import desktop, frames, state_codec

    def leaky(game, observation, tail, viewer):
        out = desktop.desktop_part(game, observation, tail, viewer)
        out["observation"] = state_codec.encode(game.id, tail[-1].after) if tail else out["observation"]
        return out

    monkeypatch.setattr(frames, "desktop_part", leaky)  # where the session's frames are made
    with pytest.raises(AssertionError, match="a secret reaches viewer"):
        _play_and_check("power-on", SEEDS[0], contents, plain_words, checks=2)
