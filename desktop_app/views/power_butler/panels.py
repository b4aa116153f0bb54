"""The controls beside Power Butler's table: one page per step of a turn (roll, reroll, spend the
dice), with the dice chosen here or on the board.

The panel never works a rule out itself: whether a button's action is legal is asked of the
rules (`POWER_BUTLER.is_legal`, tried on a copy), the payments offered come from `legal_actions`
and the choice among them, the event a keep would fire, blocked faces and what is owed from
`rules/power_butler/queries.py`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QGridLayout, QLayout, QPushButton, QSizePolicy, QWidget

from desktop_app.content.power_butler import Face, PowerButlerContent
from desktop_app.controllers.game_controller import GameController
from desktop_app.rules.common.actions import Action
from desktop_app.rules.power_butler import actions as a
from desktop_app.rules.power_butler.engine import legal_actions
from desktop_app.rules.power_butler.queries import (
    best_bill_payment,
    best_payment,
    bill_left_to_pay,
    bill_overpaid,
    event_if_kept,
    is_blocked,
    locked_dice,
    overpaid,
    used_dice,
    why_no_buy,
)
from desktop_app.rules.power_butler.state import Phase, State, money_of
from desktop_app.views.kit.action_panel import ActionPanel
from desktop_app.views.kit.marks import mark_icon
from desktop_app.views.kit.narration import fill, plural
from desktop_app.views.kit.pages import PageBuilder
from desktop_app.views.kit.painting import font
from desktop_app.views.power_butler.art import (
    appliance_icon,
    condition_icon,
    die_icon,
)
from desktop_app.views.power_butler.board_view import die_words
from desktop_app.views.power_butler.panel_words import refusal_words
from desktop_app.views.theme import Palette, focus_ring_width


def dice_for(state: State, faces: Iterable[int], avoid: set[int]) -> set[int]:
    """Unused die indexes showing these faces."""
    chosen: set[int] = set()
    for f in faces:
        for i, d in enumerate(state.dice):
            if d == f and i not in chosen and i not in avoid:
                chosen.add(i)
                break
    return chosen


def _wide_button(text: str) -> QPushButton:
    """Never wider than the panel: the page must not grow past the scroll area (labels would clip)."""
    button = QPushButton(text)
    button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    return button


Payment = a.Buy | a.PlaceMarker | a.PayBill  # what is paid with dice (a yes first if it loses yuan)

# Presentation mode: an unavailable choice keeps its dashed edge and pale fill, its words in ink.
PRESENTATION_DISABLED = " QPushButton:disabled, QToolButton:disabled { color: #2B2520; }"


class PowerButlerActionPanel(ActionPanel):
    """The decision in front of the player whose turn it is (or who is thinking)."""

    selection_did_change = Signal()

    content: PowerButlerContent

    def __init__(
        self, controller: GameController, content: PowerButlerContent, language: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, content, language, parent)
        self.presentation = False  # presentation mode: its notes in dark ink, not muted grey
        self.selected: set[int] = set()
        # a payment that would lose yuan, waiting for the player's yes: (action, yuan lost)
        self.pending: tuple[a.Buy | a.PlaceMarker | a.PayBill, int] | None = None
        self.offered: dict[str, object] = {}  # a button's key -> the action it plays (last built)

    # --- the chosen dice -------------------------------------------------------------------------

    def chosen_faces(self) -> tuple[Face, ...]:
        state = self.controller.state
        return tuple(sorted(Face(state.dice[i]) for i in self.selected))

    def toggle_die(self, index: int) -> None:
        """Choose or put back a die (3元/! dice are locked while rolling; spent dice are gone)."""
        state = self.controller.state
        if not self.controller.is_human_turn() or state.phase not in (Phase.REROLL, Phase.ALLOCATE):
            return
        if index in locked_dice(state):
            self.said.emit(self.die_state_text(state, index))
            return
        if index in used_dice(state) or is_blocked(state, state.dice[index]):
            self.said.emit(self.die_state_text(state, index))
            return
        self.selected ^= {index}
        self.pending = None
        self.selection_did_change.emit()
        self.refresh()

    def clear_selection(self) -> None:
        self.selected = set()
        self.pending = None

    def use_on_card(self, appliance: str) -> None:
        """A shop card clicked: buy it with the chosen dice, or (none chosen) choose the best ones;
        a card the dice cannot buy says why (the rules' reason) in the status line."""
        state = self.controller.state
        if not self.controller.is_human_turn() or state.phase is not Phase.ALLOCATE:
            return
        if self.selected:
            self.submit_payment(a.Buy(appliance, self.chosen_faces()))
            return
        best = best_payment(
            [act for act in legal_actions(state) if isinstance(act, a.Buy) and act.appliance == appliance]
        )
        if best is not None:
            self.selected = dice_for(state, best.faces, used_dice(state))
            self.pending = None
            self.selection_did_change.emit()
            self.refresh()
            return
        why = why_no_buy(state, appliance)
        if why is not None:
            self.said.emit(self.refusal_text(why))

    def pay_with_chosen(self) -> None:
        state = self.controller.state
        if not self.controller.is_human_turn() or state.phase is not Phase.ALLOCATE:
            return
        if self.selected:
            self.submit_payment(a.PayBill(self.chosen_faces()))
        else:
            self.said.emit(self.tr("Choose yuan dice first, then click the bill."))

    def lost_yuan(self, action: Payment) -> int:
        """Yuan this payment would lose (the rules' count: no change is given, no bill overpaid)."""
        state = self.controller.state
        if isinstance(action, a.PayBill):
            return bill_overpaid(state, action.faces)
        if isinstance(action, a.PlaceMarker) and action.marker != a.Marker.MONEY:
            return 0
        return overpaid(state, action.appliance, action.faces)

    def submit_payment(self, action: Payment | None) -> None:
        """Submit a payment the rules accept; one that would lose yuan waits for a yes on the
        panel; one they refuse says why in the status line."""
        if action is None:
            return
        why = self.refusal(action)
        if why is not None:
            self.said.emit(why)
            return
        lost = self.lost_yuan(action)
        if lost > 0 and (self.pending is None or self.pending[0] != action):
            self.pending = (action, lost)
            self.refresh()
            confirm = self.button_named("confirm")
            if confirm is not None:
                confirm.setFocus(Qt.FocusReason.OtherFocusReason)  # Enter says yes, Tab on to "no"
            self.said.emit(self.pending_text())  # last: a page rebuilt above may move the keyboard
            return
        self.pending = None
        self.controller.submit(action)

    def confirm_pending(self) -> None:
        if self.pending is not None:
            action, self.pending = self.pending[0], None
            self.controller.submit(action)

    def cancel_pending(self) -> None:
        self.pending = None
        self.refresh()

    def pending_text(self) -> str:
        if self.pending is None:
            return ""
        action, lost = self.pending
        state = self.controller.state
        paid = str(money_of(action.faces))
        if isinstance(action, a.PayBill):
            return fill(
                plural(
                    self.tr("These dice make %1 yuan, but only %2 are owed: %n yuan would be lost.", "", lost), lost
                ),
                paid,
                str(max(0, bill_left_to_pay(state, state.current))),
            )
        appliance = state.appliance(state.board.index_of[action.appliance]).name.get(self.language)
        return fill(
            plural(
                self.tr(
                    "These dice make %1 yuan for the %2, which costs %3: no change is given, %n yuan would be lost.",
                    "",
                    lost,
                ),
                lost,
            ),
            paid,
            appliance,
            str(money_of(action.faces) - lost),
        )

    # --- the keyboard ---------------------------------------------------------------------------

    def default_key(self) -> str:
        """The key of the step's default button (the kit's default: what Enter presses and
        where the keyboard comes back after an action): a pending yes, the roll, a reroll of
        the dice chosen or keeping them, ending the turn; "" for none."""
        if not self.controller.is_human_turn():
            return ""
        phase = self.controller.state.phase
        if phase is Phase.ROLL:
            return "roll"
        if phase is Phase.REROLL:
            return "reroll" if self.selected else "keep"
        if phase is Phase.ALLOCATE:
            return "confirm" if self.pending is not None else "end"
        return ""

    def button_named(self, name: str) -> QPushButton | None:
        """The shown page's button of that object name (None if it is not on screen)."""
        page = self.page
        if page is None or not name:
            return None
        for root in (page, page.footer):
            button = root.findChild(QPushButton, name)
            if button is not None and button.isVisible():
                return button
        return None

    def offered_action(self, key: str) -> object | None:
        """The action the shown page's button `key` plays now (None: no such button is on
        screen, or it is disabled). Hints ask it to tell one click from dice to choose first."""
        button = self.button_named(key)
        return self.offered.get(key) if button is not None and button.isEnabled() else None

    # --- words ----------------------------------------------------------------------------------

    def face_name(self, face: int) -> str:
        return self.content.dice_faces[face].get(self.language)

    def die_state_text(self, state: State, index: int) -> str:
        """A die's name and what may be done with it now (its accessible name and tooltip)."""
        return die_words(self.content, self.language, state, index, self.selected)

    def refusal_text(self, error: object) -> str:
        """The rules' refusal in the panel's language (`panel_words.refusal_words`)."""
        return refusal_words(self.content, self.language, self.controller.state, error)

    # --- pages ----------------------------------------------------------------------------------

    def set_presentation_mode(self, on: bool) -> None:
        """Presentation mode (for a projector): the notes and the unavailable choices (their
        prices and points) in dark ink, the dashed edge still saying they cannot be chosen."""
        self.presentation = on
        self.set_scale(self.scale)

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        px = round(17 * scale)
        hint_ink = "#2B2520" if self.presentation else "#5E564C"
        self.setStyleSheet(
            f"QWidget {{ font-size: {px}px; }} QLabel#title {{ font-size: {round(22 * scale)}px; font-weight: bold; }}"
            " QPushButton { text-align: left; }"
            f" QPushButton:checked {{ background: #BFE0F5; border: {max(2, round(3 * scale))}px solid #0072B2; }}"
            # a chosen die under the keyboard keeps its blue fill, its edge the focus ring's ink (issue 26)
            f" QPushButton:checked:focus {{ border: {focus_ring_width(scale) + 1}px solid {Palette.INK.name()}; }}"
            f" QLabel#section {{ font-weight: bold; margin-top: {round(8 * scale)}px; }}"
            f" QLabel#hint {{ color: {hint_ink}; font-size: {round(15 * scale)}px; }}"
            f" QLabel#warn {{ color: #8C2D04; font-size: {round(15 * scale)}px; }}"
            + (PRESENTATION_DISABLED if self.presentation else "")
        )
        self.refresh()

    def _button(
        self,
        b: PageBuilder,
        key: str,
        text: str,
        slot: Callable[[], object],
        into: QLayout | None = None,
        icon: QIcon | None = None,
        enabled: bool = True,
        icon_px: int = 36,
        why: str = "",
        visible: bool = True,
    ) -> QPushButton:
        """A panel button; a disabled one says why (the kit's `why`: tooltip, accessible
        description, status line); the step's default (`default_key`) is the kit's default."""
        return b.button(
            key,
            text,
            slot,
            into,
            tip=text,
            visible=visible,
            enabled=enabled,
            icon=icon,
            icon_px=round(icon_px * self.scale) if icon is not None else 0,
            make=_wide_button,
            why=why,
            default=key == self.default_key(),
        )

    def _submit_button(
        self, b: PageBuilder, key: str, text: str, action: Action, *more: Any, **options: Any
    ) -> QPushButton:
        """`_button` (its `into`, `icon`, ... as `more` and `options`) submitting `action`."""
        self.offered[key] = action
        return self._button(b, key, text, partial(self.controller.submit, action), *more, **options)

    def _pay_button(
        self, b: PageBuilder, key: str, text: str, action: Payment | None, *more: Any, **options: Any
    ) -> QPushButton:
        """A button paying with dice (`_button`'s `more` and `options`): a payment that would
        lose yuan asks first (`submit_payment`)."""
        self.offered[key] = action
        return self._button(b, key, text, partial(self.submit_payment, action), *more, **options)

    def _show(self, kind: tuple[object, ...], title: str, build: Callable[[PageBuilder], object]) -> None:
        def fill_page(b: PageBuilder) -> None:
            b.column.setContentsMargins(0, 0, round(6 * self.scale), 0)
            build(b)

        self.show_page((*kind, self.scale), fill_page, title)

    def refresh(self) -> None:
        """Show the page for the decision now asked for (the same page is updated in place)."""
        state = self.controller.state
        seats = self.controller.seats
        player = self.controller.current_player()
        if self.show_no_turn(
            (
                self.tr("The game is over."),
                lambda b: b.label("text", self.tr("The scores are on the scoreboard and under each home.")),
            ),
            self.tr("Computer players see only what everyone at the table sees."),
        ):
            return
        name = seats[player].name
        if state.phase is Phase.ROLL:
            self._show(("roll", player), fill(self.tr("%1, roll the dice"), name), lambda b: self._roll_page(b, state))
        elif state.phase is Phase.REROLL:
            self._show(
                ("reroll", player),
                fill(self.tr("%1, roll again or keep the dice"), name),
                lambda b: self._reroll_page(b, state),
            )
        else:
            self._show(
                ("allocate", player),
                fill(self.tr("%1, spend your dice"), name),
                lambda b: self._allocate_page(b, state, player),
            )

    # --- the pages --------------------------------------------------------------------------------

    def _roll_page(self, b: PageBuilder, state: State) -> None:
        if state.board.standard:
            text = self.tr(
                "Dice show money (1, 2 or 3 yuan) or what an appliance needs: fixed space, "
                "delivery and installation, or a special socket. Red 3 yuan/! dice also set off "
                "an event."
            )
        else:
            text = self.tr(
                "Dice show money: 1, 2 or 3 yuan (the other faces buy nothing in the simple "
                "game). Red 3 yuan/! dice also set off an event."
            )
        b.label("rules", text)
        player = self.controller.current_player()
        self._submit_button(b, "roll", self.tr("Roll the dice"), a.RollDice(), b.footer, mark_icon(player))

    def _dice_grid(self, b: PageBuilder, state: State) -> None:
        grid = b.part("dice", QGridLayout)
        grid.setHorizontalSpacing(round(4 * self.scale))
        # room under the dice: a hint's rings on a die and on the button below stay apart
        grid.setContentsMargins(0, 0, 0, round(8 * self.scale))
        used = used_dice(state)
        for i, face in enumerate(state.dice):
            locked = i in locked_dice(state)

            def new_die() -> QPushButton:
                button = QPushButton()
                button.setCheckable(True)
                button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                return button

            free = not locked and i not in used and not is_blocked(state, face)
            button = b.button(
                f"die-{i}",
                "",
                partial(self.toggle_die, i),
                grid,
                (0, i),
                tip=self.die_state_text(state, i),
                accessible=self.die_state_text(state, i),
                enabled=free,
                why="" if free else self.die_state_text(state, i),  # locked, spent or blocked: its state says why
                icon=die_icon(face, font(30, True), locked=locked),
                icon_px=round(46 * self.scale),
                make=lambda _text: new_die(),
            )
            button.setChecked(i in self.selected)
            button.setMinimumHeight(round(58 * self.scale))

    def _reroll_page(self, b: PageBuilder, state: State) -> None:
        b.label(
            "rerolls",
            plural(
                self.tr(
                    "%n reroll(s) left. Choose dice to roll again. Red 3 yuan/! dice are locked on "
                    "the event markers: the more of them, the further left the event that fires.",
                    "",
                    state.rerolls_left,
                ),
                state.rerolls_left,
            ),
        )
        self._dice_grid(b, state)
        chosen = self.chosen_faces()
        text = (
            plural(self.tr("Roll the %n chosen dice again", "", len(chosen)), len(chosen))
            if chosen
            else self.tr("Click dice to roll them again")
        )
        why = "" if chosen else self.tr("No die is chosen: click the dice to roll again (red 3 yuan/! dice stay).")
        self._submit_button(b, "reroll", text, a.Reroll(chosen), enabled=bool(chosen), why=why)
        self._submit_button(b, "keep", self.tr("Keep these dice"), a.KeepDice(), b.footer)
        fires = event_if_kept(state)
        text = ""
        if fires:
            card = state.board.events[fires]
            text = fill(
                self.tr("If you keep them now: %1 — %2"), card.name.get(self.language), card.text.get(self.language)
            )
        b.label("fires", text, visible=bool(fires))

    def _allocate_page(self, b: PageBuilder, state: State, player: int) -> None:
        text = ""
        if state.fired_event:
            fired = state.board.events[state.fired_event]
            text = fill(self.tr("Event: %1 — %2"), fired.name.get(self.language), fired.text.get(self.language))
        b.label("event", text, visible=bool(state.fired_event))
        b.label(
            "hint",
            self.tr(
                "Click dice on the table, then a card or the bill — or just press Buy and "
                "the best dice are chosen for you."
            ),
            name="hint",
            visible=not self.selected,  # with dice chosen, the line below says what they make
        )
        chosen = self.chosen_faces()
        b.label(
            "chosen",
            fill(self.tr("Chosen: %1 yuan"), str(money_of(chosen))) if chosen else "",
            name="section",
            visible=bool(chosen),
        )
        legal = legal_actions(state)
        b.label("buy", self.tr("Buy an appliance"), name="section")
        for card in state.market:
            appliance = state.appliance(card)
            buys = [act for act in legal if isinstance(act, a.Buy) and act.appliance == appliance.id]
            action: a.Buy | a.PlaceMarker | None
            if chosen:
                action = a.Buy(appliance.id, chosen)
                why = self.refusal(action) or ""
            else:
                action = best_payment(buys)
                error = why_no_buy(state, appliance.id) if action is None else None
                why = self.refusal_text(error) if error is not None else ""
            text = fill(
                self.tr("%1\n%2 yuan · %3 points"),  # two lines: a long name is never cut
                appliance.name.get(self.language),
                str(state.price(card)),
                str(appliance.points),
            )
            self._pay_button(
                b, f"buy-{appliance.id}", text, action, icon=appliance_icon(appliance.icon), enabled=not why, why=why
            )
        if state.board.standard:
            self._marker_buttons(b, state, legal, chosen)
        # a payment that would lose yuan waits here for a yes (in the footer: always in view)
        b.label("pending", self.pending_text(), b.footer, name="warn", visible=self.pending is not None)
        lost = self.pending[1] if self.pending is not None else 0
        self._button(
            b,
            "confirm",
            plural(self.tr("Pay anyway (lose %n yuan)", "", lost), lost),
            self.confirm_pending,
            b.footer,
            visible=self.pending is not None,
        )
        self._button(
            b,
            "cancel",
            self.tr("No, choose other dice"),
            self.cancel_pending,
            b.footer,
            visible=self.pending is not None,
        )
        owed = bill_left_to_pay(state, player)
        b.label(
            "bill",
            fill(self.tr("Electricity bill: %1 unpaid"), str(max(0, owed))),
            b.footer,
            name="section",
            wrap=False,
        )
        bills = [act for act in legal if isinstance(act, a.PayBill)]
        pay: a.PayBill | None
        if chosen:
            pay = a.PayBill(chosen)
            why = self.refusal(pay) or ""
        else:
            pay = best_bill_payment(bills, owed)
            why = ""
            if pay is None:
                why = (
                    self.tr("Your bill is paid up to your usage: there is nothing more to pay.")
                    if owed <= 0
                    else self.tr("No unused yuan die is left to pay with.")
                )
        ok = not why
        worth = money_of(pay.faces) if pay is not None else 0
        self._pay_button(
            b, "pay", fill(self.tr("Pay %1 yuan of the bill"), str(worth)), pay, b.footer, enabled=ok, why=why
        )
        # a reminder before ending the turn: unpaid notches cost points at the end
        b.label(
            "warn",
            self.tr("Unused yuan dice could still pay the bill: each unpaid notch costs a point at the end."),
            b.footer,
            name="warn",
            visible=ok and not chosen,
        )
        self._submit_button(b, "end", self.tr("End my turn"), a.EndTurn(), b.footer, mark_icon(player))

    def _marker_buttons(self, b: PageBuilder, state: State, legal: list[Action], chosen: tuple[Face, ...]) -> None:
        markers = [act for act in legal if isinstance(act, a.PlaceMarker)]
        if not markers:
            return
        b.label("markers", self.tr("Or keep a card for later with a marker"), name="section")
        seen: set[tuple[int, str]] = set()
        for act in markers:
            key = (int(act.marker), act.appliance)
            if key in seen:
                continue
            seen.add(key)
            options = [m for m in markers if (int(m.marker), m.appliance) == key]
            action = a.PlaceMarker(act.marker, act.appliance, chosen) if chosen else best_payment(options)
            if chosen and not self.legal(action):
                continue
            appliance = state.appliance(state.board.index_of[act.appliance]).name.get(self.language)
            if act.marker == a.Marker.MONEY:
                text = fill(self.tr("Money marker on the %1"), appliance)
                icon = mark_icon(state.current)
            else:
                face = a.MARKER_FACE[act.marker]
                assert face is not None  # only the money marker has no face
                text = fill(self.tr("%1 marker on the %2"), self.content.dice_faces[face].get(self.language), appliance)
                icon = condition_icon(face)
            self._pay_button(b, f"marker-{int(act.marker)}-{act.appliance}", text, action, icon=icon)
