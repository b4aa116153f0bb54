"""The decision panel beside the Power On! table: one page per kind of decision.

Pages: the hand-off curtain (hot-seat: the next player's hand stays hidden until they press
the button), the actions (draw, build or play the chosen card, generate with a payment, free
renewables, end), stacking carbon tokens on the tower, discarding after a collapse, lighting a
city, and a computer player thinking. Every button is a legal action asked of the engine; a
payment is checked by the rules (`POWER_ON.is_legal`, on a copy) and the one offered comes from
`rules/power_on/queries.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from desktop_app.content.power_on import CardKind, PowerOnContent
from desktop_app.controllers.game_controller import GameController
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_on import actions as a
from desktop_app.rules.power_on import engine
from desktop_app.rules.power_on.queries import (
    cities_in_reach,
    light_refusal,
    payment_choices,
    play_refusal,
    power_lost_by_ending,
    suggested_payment,
)
from desktop_app.rules.power_on.state import (
    PLANT_TYPES,
    TYPE_INDEX,
    Phase,
    State,
)
from desktop_app.views.kit.action_panel import ActionPanel
from desktop_app.views.kit.narration import fill
from desktop_app.views.kit.pages import Page, PageBuilder
from desktop_app.views.plain_text import plain_label
from desktop_app.views.power_on import reasons


class WrapButton(QPushButton):
    """A push button whose text wraps onto more lines instead of being cut off."""

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = plain_label(text, self)
        self.label.setWordWrap(True)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        layout = self._row = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        layout.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self.label.text()

    def setText(self, text: str) -> None:
        self.label.setText(text)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._row.totalHeightForWidth(width)

    def sizeHint(self) -> QSize:
        hint = self._row.totalSizeHint()
        hint.setWidth(min(hint.width(), 200))
        return hint

    def minimumSizeHint(self) -> QSize:
        hint = self._row.totalMinimumSize()
        hint.setWidth(min(hint.width(), 120))
        return hint


class PowerOnActionPanel(ActionPanel):
    """What the player at the computer can do now, as buttons; hand cards chosen are kept here."""

    selection_did_change = Signal()
    drop_requested = Signal()
    curtain_did_lift = Signal()

    controller: GameController
    content: PowerOnContent

    def __init__(
        self, controller: GameController, content: PowerOnContent, language: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, content, language, parent, title=False)
        self.selected: set[int] = set()
        self._asking_end: tuple[int, int] | None = None  # (turn, player) warned that power is lost
        self.presentation = False  # presentation mode: its notes in dark ink, not muted grey
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.scroll.setFrameStyle(QFrame.Shape.StyledPanel | QFrame.Shadow.Sunken)

    # --- who sees what ---------------------------------------------------------------------------

    def humans(self) -> list[int]:
        return [i for i in range(len(self.controller.seats)) if self.played_here(i)]

    def needs_curtain(self) -> bool:
        """Hot-seat with several people: a new person at the computer first lifts the curtain."""
        player = self.controller.current_player()
        return self.played_here(player) and len(self.humans()) > 1 and not self.curtain.is_open(player)

    def viewer(self) -> int | None:
        """Whose hand the table shows: the person acting, or the only person playing."""
        player = self.controller.current_player()
        humans = self.humans()
        if self.played_here(player):
            return None if self.needs_curtain() else player
        return humans[0] if len(humans) == 1 else None

    def lift_curtain(self) -> None:
        self.curtain.open(self.controller.current_player(), alone=True)
        self.refresh()
        self.curtain_did_lift.emit()

    # --- selection from the table ----------------------------------------------------------------

    def toggle_card(self, card: int) -> None:
        state = self.controller.state
        if state.phase is Phase.DISCARD:
            self.controller.submit(a.DiscardCard(card))
            return
        self.selected ^= {card}
        self.refresh()
        self.selection_did_change.emit()
        reason = self.play_reason(state)
        if reason and len(self.chosen(state)) > 1:
            self.said.emit(reason)

    def chosen(self, state: State) -> list[int]:
        """The chosen cards still in the acting player's hand, in the hand's order."""
        player = self.controller.current_player()
        return [c for c in state.hands[player] if c in self.selected] if player >= 0 else []

    def play_reason(self, state: State) -> str:
        """Why the chosen cards cannot be built or played now, in words ("" when they can)."""
        chosen = self.chosen(state)
        code = play_refusal(state, chosen)
        if code is None:
            return ""
        return reasons.play_reason(code, len(chosen), self.card_name(chosen[0]) if len(chosen) == 1 else "")

    def clear_selection(self) -> None:
        self.selected = set()

    def set_presentation_mode(self, on: bool) -> None:
        """Presentation mode (for a projector): the notes in dark ink; off: as before."""
        self.presentation = on
        self.set_scale(self.scale)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        self.setStyleSheet(
            f"QWidget {{ font-size: {round(16 * scale)}px; }}"
            f" QPushButton {{ padding: {round(4 * scale)}px; }}"
            f" QLabel#title {{ font-size: {round(21 * scale)}px; font-weight: bold; }}"
            f" QLabel#hint {{ color: {'#2B2520' if self.presentation else '#5E564C'}; }}"
            f" QLabel#warning {{ color: #8C1D18; font-weight: bold; }}"
            f" QPushButton#lift_curtain, QPushButton#drop {{ padding: {round(10 * scale)}px; }}"
            f" QPushButton#lift_curtain QLabel, QPushButton#drop QLabel {{ font-size: {round(20 * scale)}px;"
            f" font-weight: bold; }}"
        )

    # --- pages -----------------------------------------------------------------------------------

    def _show(self, kind: Hashable, title: str, build: Callable[[PageBuilder], object]) -> None:
        """A page with its title on top (the title scrolls with it)."""

        def fill_page(b: PageBuilder) -> None:
            b.label("title", title, name="title")
            build(b)

        self.show_page(kind, fill_page, make=lambda: Page(margins=True))

    def _label(self, b: PageBuilder, key: str, text: str, name: str = "hint", visible: bool = True) -> None:
        b.label(key, text, name=name, visible=visible)

    def _button(
        self,
        b: PageBuilder,
        key: str,
        text: str,
        slot: Callable[[], object],
        name: str | None = None,
        enabled: bool = True,
        why: str = "",
        footer: bool = False,
        default: bool = False,
    ) -> QPushButton:
        button = b.button(
            key,
            text,
            slot,
            into=b.footer if footer else None,
            name=name,
            make=WrapButton,
            enabled=enabled,
            why=why if not enabled else None,
            default=default,
        )
        if name is not None and button.objectName() != name:  # a page updated in place renames it
            button.setObjectName(name)
        return button

    def _finish_button(
        self,
        b: PageBuilder,
        action: Action | None,
        text: str,
        name: str,
        slot: Callable[[], object] | None = None,
        default: bool = False,
    ) -> QPushButton:
        """The button that finishes the step, pinned under the page (always in view): `slot`
        runs, else `action` is submitted."""
        if slot is None:
            if action is None:
                raise ValueError(f"the button {name!r} has neither an action nor a slot")
            slot = partial(self.controller.submit, action)
        return self._button(b, name, text, slot, footer=True, default=default)

    def _submit(self, b: PageBuilder, action: Action, text: str, name: str, default: bool = False) -> QPushButton:
        return self._button(b, name, text, lambda: self.controller.submit(action), default=default)

    def card_name(self, card: int) -> str:
        return self.content.cards[card].design.name.get(self.language)

    def type_name(self, type_index: int) -> str:
        return self.content.plant_types[PLANT_TYPES[type_index]].name.get(self.language)

    def refresh(self) -> None:
        """Show the page for the decision now asked for (the same page is updated in place)."""
        state = self.controller.state
        player = self.controller.current_player()
        if state.phase is Phase.GAME_OVER:
            self._show(
                ("over",),
                self.tr("Game over"),
                lambda b: self._label(b, "text", self.tr("The scores are in the window over the table.")),
            )
        elif not self.played_here(player):
            name = self.controller.seats[player].name
            self._show(
                ("thinking",),
                fill(self.tr("%1 is thinking…"), name),
                lambda b: self._label(
                    b,
                    "text",
                    self.tr("Computer players move on their own. Pause or step them in the Computer players menu."),
                ),
            )
        elif self.needs_curtain():
            name = self.controller.seats[player].name
            self._show(
                ("curtain", player),
                fill(self.tr("Pass the computer to %1"), name),
                lambda b: self.curtain_page(
                    b,
                    fill(self.tr("Everyone else, please look away: %1's cards are about to show."), name),
                    fill(self.tr("I am %1: show my cards"), name),
                    self.lift_curtain,
                    name="lift_curtain",
                    warning_name="hint",
                    make=WrapButton,
                ),
            )
            self.set_default(self.page.part("curtain") if self.page is not None else None)
        elif state.phase is Phase.ACTIONS:
            left = state.actions_left
            title = fill(self.tr("%1: %2 action point(s) left"), self.controller.seats[player].name, str(left))
            title = title.replace("(s)", "" if left == 1 else "s")
            self._show(("actions", player), title, lambda b: self._actions_page(b, state, player))
        elif state.phase is Phase.STACKING:
            left = state.pending_tokens
            title = fill(self.tr("Stack %1 carbon token(s)"), str(left)).replace("(s)", "" if left == 1 else "s")
            self._show(("stacking", player), title, lambda b: self._stacking_page(b, state))
        elif state.phase is Phase.DISCARD:
            name = self.controller.seats[player].name
            self._show(
                ("discard", player),
                fill(self.tr("The tower fell! %1, discard one card"), name),
                lambda b: self._discard_page(b, state, player),
            )
        else:
            self._show(
                ("city", player),
                fill(self.tr("Light a city with %1 power"), str(state.power)),
                lambda b: self._city_page(b, state),
            )

    def _actions_page(self, b: PageBuilder, state: State, player: int) -> None:
        legal = engine.legal_actions(state)
        can_draw = any(isinstance(x, a.DrawCard) for x in legal)
        self._light_hint(b, state)
        if can_draw:
            playable = bool(self.chosen(state)) and not self.play_reason(state)
            self._submit(
                b, a.DrawCard(), self.tr("Draw the top card of the deck (1 point)"), "draw", default=not playable
            )
            self._label(b, "take", self.tr("Or click a face-up card on the table to take it (1 point)."))
        else:
            self._label(b, "full", self.tr("Your hand is full: you cannot take cards."))
        chosen = self.chosen(state)
        playable = bool(chosen) and not self.play_reason(state)
        self._play_button(b, state, chosen, default=playable)
        self._label(
            b,
            "choose",
            self.tr("Click a card in your hand to build it, play it, or pay with it."),
            visible=not chosen,
        )
        self._generate_buttons(b, state, legal)
        self._renewable_buttons(b, legal)
        self._finish_button(
            b, a.EndActions(), self.tr("End my actions"), "end_actions", default=not can_draw and not playable
        )

    def _light_hint(self, b: PageBuilder, state: State) -> None:
        """How a city is lit, and which the power made so far already meets."""
        cities = {c.id: c for c in self.content.cities}
        reach = [cities[state.tables.city_ids[c]] for c in cities_in_reach(state)]
        if reach:
            names = ("、" if self.language.startswith("zh") else ", ").join(
                fill(self.tr("%1 (⚡%2)"), c.name.get(self.language), str(c.power)) for c in reach
            )
            now = fill(self.tr("Power now: %1 — in reach: %2."), str(state.power), names)
        else:
            now = fill(self.tr("Power now: %1 — no city in reach yet."), str(state.power))
        self._label(b, "light_how", reasons.how_to_light() + "\n" + now, name="light_how")  # ink: numbers

    def _play_button(self, b: PageBuilder, state: State, chosen: list[int], default: bool = False) -> None:
        """Build or play the chosen card; with a choice the rules refuse, the button stays,
        disabled, and says why (its tooltip and the line under it)."""
        if not chosen:
            return
        reason = self.play_reason(state)
        card = chosen[0]
        if reason:
            text, name = self.tr("Build or play the chosen card"), "build"
        elif state.tables.kind[card] is CardKind.PLANT:
            text, name = fill(self.tr("Build %1 (1 point)"), self.card_name(card)), "build"
        else:
            text, name = fill(self.tr("Play %1 (1 point)"), self.card_name(card)), "play"
        action = a.BuildPlant(card) if state.tables.kind[card] is CardKind.PLANT else a.PlayFunction(card)
        self._button(
            b,
            "play_card",
            text,
            lambda: self.controller.submit(action),
            name,
            enabled=not reason,
            why=reason,
            default=default,
        )
        self._label(b, "play_why", reason, visible=bool(reason))

    def _generate_buttons(self, b: PageBuilder, state: State, legal: list[Action]) -> None:
        groups: dict[tuple[int, int], list[a.Generate]] = {}
        for action in legal:
            if isinstance(action, a.Generate):
                groups.setdefault((TYPE_INDEX[action.plant], action.count), []).append(action)
        if not groups:
            return
        self._label(b, "generate", self.tr("Generate (1 point; the cards listed are paid):"))
        names = "、".join if self.language.startswith("zh") else ", ".join
        for (type_index, count), options in sorted(groups.items()):
            action = self.generate_offer(state, options)
            key = f"generate_{PLANT_TYPES[type_index].value}_{count}"
            text = fill(
                self.tr("Run %1 × %2 — pay: %3"),
                self.type_name(type_index),
                str(count),
                names(self.card_name(c) for c in action.cards),
            )
            self._submit(b, action, text, key)
            # the other ways to pay, one click each (issue 26: no choice made silently)
            paid = sorted(state.tables.design[c] for c in action.cards)
            others = [
                g for g in payment_choices(state, options) if sorted(state.tables.design[c] for c in g.cards) != paid
            ]
            for n, other in enumerate(others[:2]):
                other_text = fill(self.tr("…or pay: %1"), names(self.card_name(c) for c in other.cards))
                self._submit(b, other, other_text, f"{key}_or_{n + 1}")

    def generate_offer(self, state: State, options: list[a.Generate]) -> a.Generate:
        """What the button running these plants (`options`: the legal payments for one type and
        count) submits now: the chosen hand cards when they pay, else the rules' suggestion."""
        first = options[0]
        mine = a.Generate(first.plant, first.count, tuple(self.chosen(state)))
        return mine if mine.cards and self.legal(mine) else suggested_payment(state, options)

    def button_for(self, key: str) -> QPushButton | None:
        """The current page's button made under `key` ("draw", "end_actions", "drop",
        "generate_coal_1", "discard_12", "city_taipei", ...), or None when the page has none."""
        page = self.page
        part = page.parts.get(key) if page is not None else None
        return part if isinstance(part, QPushButton) else None

    def _renewable_buttons(self, b: PageBuilder, legal: list[Action]) -> None:
        for action in legal:
            if isinstance(action, a.RunRenewables):
                t = TYPE_INDEX[action.plant]
                self._submit(
                    b,
                    action,
                    fill(self.tr("Run the %1 plants (free)"), self.type_name(t)),
                    f"renew_{action.plant.value}",
                )

    def _stacking_page(self, b: PageBuilder, state: State) -> None:
        if state.options.tower == "stacking":
            if engine.first_token(state):  # the rules say where it goes: on the table, it cannot fall
                text = self.tr(
                    "There is no tower yet: drop the first token anywhere on the table "
                    "(the mouse or the arrow keys, then a click or Space). It cannot fall; "
                    "the tower is built on it."
                )
            else:
                text = self.tr(
                    "Move the mouse over the tower to aim, turn the token with the wheel "
                    "(or the arrow keys), and click (or press Space) to drop it. If any "
                    "token falls off, the tower collapses."
                )
            self._label(b, "how", text)
            self._button(b, "drop", self.tr("Drop the token"), self.drop_requested.emit, footer=True, default=True)

    def _discard_page(self, b: PageBuilder, state: State, player: int) -> None:
        self._label(b, "how", self.tr("Click a card in your hand, or a button below."))
        for i, card in enumerate(state.hands[player]):  # in the hand's order, as on the table
            self._submit(b, a.DiscardCard(card), self.card_name(card), f"discard_{card}", default=i == 0)

    def _city_page(self, b: PageBuilder, state: State) -> None:
        legal = engine.legal_actions(state)
        self._renewable_buttons(b, legal)
        lit = [x for x in legal if isinstance(x, a.TakeCities) and x.cities]
        if lit:
            self._label(b, "how", self.tr("Click a lit-up city on the table, or a button below."))
        else:
            self._label(b, "none", self.tr("Not enough power for any city this turn."))
        cities = {c.id: c for c in self.content.cities}

        def stars(action: a.TakeCities) -> int:
            return sum(cities[i].stars for i in action.cities)

        best = max(lit, key=stars) if lit else None
        for action in lit:
            names = " + ".join(cities[i].name.get(self.language) for i in action.cities)
            need = sum(cities[i].power for i in action.cities)
            text = fill(self.tr("Light %1 (needs %2 power, %3 ★)"), names, str(need), str(stars(action)))
            self._submit(b, action, text, "city_" + "_".join(action.cities), default=action is best)
        lost = power_lost_by_ending(state)
        asking = self._asking_end == (state.turn, state.current) and lost > 0
        self._label(b, "lost", reasons.lost_power(lost) if asking else "", name="warning", visible=asking)
        text = self.tr("Yes, end my turn without a city") if asking else self.tr("Light no city, end my turn")
        self._finish_button(b, None, text, "city_none", self.end_unlit, default=best is None)

    def end_unlit(self) -> None:
        """End the turn lighting no city. With power made this turn, the first press only warns
        that it is lost (`queries.power_lost_by_ending`) and the button asks again."""
        state = self.controller.state
        if power_lost_by_ending(state) and self._asking_end != (state.turn, state.current):
            self._asking_end = (state.turn, state.current)
            self.refresh()
            self.said.emit(reasons.lost_power(power_lost_by_ending(state)))
            return
        self._asking_end = None
        self.controller.submit(a.TakeCities(()))

    def refusal_text(self, error: IllegalAction) -> str:
        limit = error.params.get("limit", 0)
        return reasons.rules_reason(error.code, int(limit) if isinstance(limit, (int, str)) else 0)

    def _submit_or_say(self, action: Action) -> None:
        """Submit a click on the table, or say why the rules refuse it (status line)."""
        why = self.refusal(action)
        if why is None:
            self.controller.submit(action)
        else:
            self.said.emit(why)

    def take_market(self, card: int) -> None:
        self._submit_or_say(a.TakeMarketCard(card))

    def draw(self) -> None:
        self._submit_or_say(a.DrawCard())

    def take_city(self, city_id: str) -> None:
        """Light the city clicked, or say why it cannot be lit now (`queries.light_refusal`)."""
        state = self.controller.state
        city = state.tables.city_index[city_id]
        code = light_refusal(state, city)
        if code is None:
            self.controller.submit(a.TakeCities((city_id,)))
            return
        data = self.content.cities[city]
        self.said.emit(reasons.light_reason(code, data.name.get(self.language), data.power, state.power))
