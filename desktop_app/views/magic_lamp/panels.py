"""The controls beside Aladdin's table: one page per kind of decision, the hand-off curtain for
the secret dice, and the lamp-race page.

The panel asks the rules what is legal (`legal_actions`) and turns a click into an action for
`controller.submit`; it never works a rule out itself.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QApplication,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QSizePolicy,
    QWidget,
)

from desktop_app.content.magic_lamp import METALS, Kind, MagicLampContent
from desktop_app.controllers.game_controller import GameController
from desktop_app.rules.common.actions import Action
from desktop_app.rules.magic_lamp import actions as a
from desktop_app.rules.magic_lamp.engine import legal_actions
from desktop_app.rules.magic_lamp.game import MAGIC_LAMP
from desktop_app.rules.magic_lamp.queries import (
    bust_odds,
    may_refuse_wish,
    most_scorpions_on_a_card,
    next_card_is_wizard,
    scorpion_limit,
    scorpions_to_spare,
)
from desktop_app.rules.magic_lamp.state import NO_PLAYER, Phase, Pick, State
from desktop_app.views.kit.action_panel import ActionPanel
from desktop_app.views.kit.marks import mark_icon, mark_pixmap
from desktop_app.views.kit.narration import fill, plural
from desktop_app.views.kit.pages import PageBuilder
from desktop_app.views.magic_lamp.art import (
    METAL_COLOURS,
    card_icon,
    die_icon,
)
from desktop_app.views.magic_lamp.race import KEY_LABELS, LampRace
from desktop_app.views.magic_lamp.reasons import MagicLampReasons

PageMaker = tuple[str, Callable[[PageBuilder], None]]  # a page's title and what builds it


KEPT_PAGES = 12  # one person at this screen: more than the kinds of page they meet in a game


class MagicLampActionPanel(ActionPanel):
    """The decision in front of the player whose turn it is (or who is thinking).

    With one person at this screen, the pages it took down are kept (the kit's `keep_pages`)
    and come back updated in place: a round goes from the computer players' page to the
    person's dice and back, and making a page's widgets again is most of what showing it costs.
    Nothing on a kept page is kept from anyone at this screen: it is that person's own. With
    two or more people here (hot-seat, behind the curtain) no page is kept."""

    curtain_did_open = Signal(int)  # seat
    scores_wanted = Signal()  # the game is over: show the scoreboard again

    controller: GameController
    content: MagicLampContent

    def __init__(
        self, controller: GameController, content: MagicLampContent, language: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(controller, content, language, parent)
        self.race: LampRace | None = None
        self.race_rows: dict[int, QLabel] = {}
        self.reasons = MagicLampReasons(self)

    # --- building pages -------------------------------------------------------------------------

    def set_scale(self, scale: float) -> None:
        self.scale = scale
        px = round(17 * scale)
        self.setStyleSheet(
            f"QWidget {{ font-size: {px}px; }} QLabel#title {{ font-size: {round(22 * scale)}px; font-weight: bold; }}"
            f" QPushButton {{ padding: {round(6 * scale)}px {round(10 * scale)}px; }}"
            f" QLabel#big {{ font-size: {round(40 * scale)}px; font-weight: bold; color: #8C2D04; }}"
        )
        self.refresh()

    def _show(self, kind: tuple[object, ...], title: str, build: Callable[[PageBuilder], object]) -> None:
        """The page of this kind (updated in place while it stays up). When another page takes
        its place with the keyboard on it, the keyboard waits on the window (not on whatever Qt
        would hand it to next, such as the table, whose ring would light up unasked) until the
        kit brings it back to the new page's control."""
        self.race_rows = {}
        full = (*kind, self.scale)
        shown = self.page
        focus = QApplication.focusWidget()
        if shown is not None and shown.kind != full and focus is not None and self.isAncestorOf(focus):
            self.acted = True
            self.window().setFocus(Qt.FocusReason.OtherFocusReason)

        def build_page(b: PageBuilder) -> None:
            build(b)

        self.show_page(full, build_page, title)

    def _button(
        self,
        b: PageBuilder,
        key: str,
        text: str,
        action: Action,
        into: QLayout | None = None,
        at: tuple[int, ...] = (),
        icon: QIcon | None = None,
        icon_px: int = 40,
        tip: str | None = None,
        enabled: bool = True,
        accessible: str | None = None,
        why: str | None = None,
        default: bool = False,
    ) -> QPushButton:
        def new(label: str) -> QPushButton:
            button = QPushButton(label)
            if not text:  # a die face: shrink with the panel rather than be clipped
                button.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
                button.setMinimumHeight(round((icon_px + 10) * self.scale))
            return button

        return b.button(
            key,
            text,
            partial(self.controller.submit, action),
            into,
            at,
            tip=tip,
            enabled=enabled,
            accessible=accessible,
            why=why,
            default=default,
            icon=icon,
            icon_px=round(icon_px * self.scale) if icon is not None else 0,
            make=new,
        )

    def _keep_pages_while_alone(self) -> None:
        """Keep the pages taken down while one person plays at this screen, else none (and
        those kept go)."""
        alone = sum(1 for seat in range(len(self.controller.seats)) if self.played_here(seat)) <= 1
        self.keep_pages = KEPT_PAGES if alone else 0  # type: ignore[misc]  # the kit's class default
        if not alone:
            while self._kept:
                self._retire(self._kept.pop(next(iter(self._kept))))

    def refresh(self) -> None:
        """Show the page for the decision now asked for (the same page is updated in place)."""
        if self.race is not None:
            return
        self._keep_pages_while_alone()
        state = self.controller.state
        seats = self.controller.seats
        player = self.controller.current_player()
        if self.show_no_turn(
            (
                self.tr("The game is over."),
                lambda b: b.button("scores", self.tr("Show the scores"), self.scores_wanted.emit),
            ),
            self.tr("Computer players see only what their seat may see."),
        ):
            return
        name = seats[player].name
        if state.phase is Phase.CHOOSE and self.needs_curtain(state, player):
            self._show(
                ("curtain", state.round, player),
                fill(self.tr("Pass the computer to %1"), name),
                lambda b: self.curtain_page(
                    b,
                    fill(self.tr("Everyone else, look away! %1 sets a die in secret."), name),
                    fill(self.tr("I am %1 — show my treasure board"), name),
                    lambda: self._open_curtain(state.round, player),
                    name="open-curtain",
                    icon=mark_icon(player),
                    icon_px=round(28 * self.scale),
                ),
            )
            return
        pages = {
            Phase.CHOOSE: self._choose_page,
            Phase.WISH: self._wish_page,
            Phase.PICK: self._pick_page,
            Phase.CHEST: self._chest_page,
            Phase.RETUNE: self._retune_page,
            Phase.NAME: self._name_page,
            Phase.DRAW: self._draw_page,
            Phase.AMULET: self._amulet_page,
            Phase.RACE: self._waiting_page,
        }
        title, build = pages[state.phase](state, player, name)
        self._show((state.phase, player), title, build)

    # --- the secret dice, behind the curtain -------------------------------------------------

    def needs_curtain(self, state: State, player: int) -> bool:
        humans = sum(1 for seat in range(len(self.controller.seats)) if self.played_here(seat))
        return humans > 1 and state.phase is Phase.CHOOSE and not self.curtain.is_open((state.round, player))

    def _choose_page(self, state: State, player: int, name: str) -> PageMaker:
        dice = self.controller.state.static.dice_per_player
        placed = len(state.dice[player])
        title = fill(self.tr("%1, set your die on a chest"), name)
        if dice > 1:
            title = fill(self.tr("%1, set die %2 of %3 on a chest"), name, str(placed + 1), str(dice))

        def build(b: PageBuilder) -> None:
            b.label(
                "rules",
                self.tr(
                    "The number is how many cards you want to draw. If another die in the same chest "
                    "is lower, that player draws instead; equal dice block each other."
                ),
            )
            first = ""
            if placed:
                placed_metal, placed_value = state.dice[player][0]
                placed_chest = self.content.metal_names[METALS[placed_metal]].get(self.language)
                first = fill(self.tr("Your first die: %1 on the %2 (secret)."), str(placed_value), placed_chest)
            b.label("first", first, visible=bool(placed))
            legal_list = [act for act in legal_actions(state) if isinstance(act, a.PlaceDie)]
            legal = {(act.chest, act.value) for act in legal_list}
            # Enter's button: the first face, where the keyboard starts (Enter presses the face it is on)
            first_face = (legal_list[0].chest, legal_list[0].value) if legal_list else None
            grid = b.part("chests", QGridLayout)
            grid.setVerticalSpacing(round(2 * self.scale))
            for row, metal in enumerate(METALS):
                metal_name = self.content.metal_names[metal].get(self.language)
                chest = b.label(f"chest-{metal.value}", metal_name, grid, (2 * row, 0, 1, 6), wrap=False)
                chest.setStyleSheet(f"color: {METAL_COLOURS[row].darker(150).name()}; font-weight: bold;")
                for value in range(1, 7):
                    act = a.PlaceDie(metal, value)
                    allowed = (metal, value) in legal
                    name = fill(self.tr("%1: %2 cards"), metal_name, str(value))
                    refusal = None if allowed else MAGIC_LAMP.refusal(state, act)
                    self._button(
                        b,
                        f"die-{metal.value}-{value}",
                        "",
                        act,
                        grid,
                        (2 * row + 1, value - 1),
                        die_icon(value, player),
                        icon_px=34,
                        tip=name,
                        enabled=allowed,
                        accessible=name,
                        why=self.reasons.text(refusal) if refusal is not None else "",
                        default=(metal, value) == first_face,
                    )

        return title, build

    def _open_curtain(self, round_number: int, player: int) -> None:
        self.curtain.open((round_number, player))
        self.curtain_did_open.emit(player)
        self.refresh()

    # --- the race ------------------------------------------------------------------------------

    def _waiting_page(self, state: State, player: int, name: str) -> PageMaker:
        return self.tr("Entering the lamp race…"), lambda b: None

    def show_race(self, race: LampRace | None) -> None:
        """The race page (None: back to the decisions)."""
        self.race = None
        self.acted = True  # the page goes by no choice of the player: the keyboard comes back to the panel
        if race is None:
            self.refresh()
            return
        seats = self.controller.seats

        def build(b: PageBuilder) -> None:
            def new_big() -> QLabel:
                big = QLabel()
                big.setAlignment(Qt.AlignmentFlag.AlignCenter)
                return big

            big = b.label("big", "", name="big", wrap=False, make=new_big)
            big.setMinimumHeight(round(56 * self.scale))
            self.race_rows = {-1: big}
            b.label(
                "rules",
                self.tr(
                    "Same number as someone else? Touch the lamp first: your key, or click the lamp. "
                    "No match anywhere? Hands off!"
                ),
            )
            for seat, s in enumerate(seats):
                row = b.part(f"row-{seat}", QHBoxLayout)
                mark = b.label(f"mark-{seat}", "", row, wrap=False)
                mark.setPixmap(mark_pixmap(seat, round(28 * self.scale)))
                if seat in race.keys:
                    alone = len(race.keys) == 1  # one person racing: Enter (or Space) touches the lamp too
                    button = b.button(
                        f"press-{seat}",
                        fill(self.tr("%1 — key %2"), s.name, KEY_LABELS[race.keys[seat]]),
                        partial(race.press, seat),
                        row,
                        (1,),
                        default=alone,
                    )
                    if not alone:  # several people share the keyboard: each has their own key
                        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                else:
                    b.label(f"name-{seat}", s.name, row, (1,), wrap=False)
                self.race_rows[seat] = b.label(f"status-{seat}", "", row, wrap=False)

        self._show(("race",), self.tr("The lamp race"), build)  # (one race page, updated in place for the next race)
        self.race = race
        self.update_race()

    def update_race(self) -> None:
        race = self.race
        if race is None or not self.race_rows:
            return
        if race.finished:
            text = self.tr("Done!")
        elif not race.going:
            text = str(race.countdown)
        else:
            text = self.tr("GO!")
        self.race_rows[-1].setText(text)
        for seat, label in self.race_rows.items():
            if seat < 0:
                continue
            if seat in race.times:
                place = race.order().index(seat) + 1
                label.setText(fill(self.tr("#%1 · %2 s"), str(place), f"{race.times[seat] / 1000:.2f}"))
            else:
                label.setText(self.tr("kept still") if race.finished else "…")

    # --- wishes and what follows --------------------------------------------------------------

    def _wish_page(self, state: State, player: int, name: str) -> PageMaker:
        lamp = self.content.lamp_cards[state.wish_card]
        title = fill(self.tr("%1, the genie offers: %2"), name, lamp.name.get(self.language))

        def build(b: PageBuilder) -> None:
            b.label("text", lamp.text.get(self.language))
            refusable = may_refuse_wish(state)
            if refusable:
                text = fill(
                    self.tr("Wish %1 of 3. Refuse it to see the next; the third must be taken."), str(state.wish_number)
                )
            else:
                text = self.tr("The third wish must be taken.")
            b.label("which", text)
            self._button(b, "accept", self.tr("Accept the wish"), a.AcceptWish(), b.footer, default=True)
            self._button(b, "refuse", self.tr("Refuse it"), a.RefuseWish(), b.footer).setVisible(refusable)

        return title, build

    def _pick_page(self, state: State, player: int, name: str) -> PageMaker:
        titles = {
            Pick.DISCARD: self.tr("%1, take a card from the discard pile"),
            Pick.STEAL: self.tr("%1, take a treasure from another player"),
            Pick.RAMPAGE: self.tr("%1, take a treasure from the player who woke the genie"),
            Pick.RING: self.tr("%1, the ring's power: take a card from the discard pile"),
        }

        def build(b: PageBuilder) -> None:
            st = state.static
            grid = b.part("cards", QGridLayout)
            n = 0
            legal = legal_actions(state)
            for act in legal:
                if type(act) is a.TakeCard:
                    card = st.index[act.card]
                    owner = next((q for q in range(state.players) if card in state.tableau[q]), NO_PLAYER)
                    text = self._card_name(card)
                    if owner != NO_PLAYER:
                        text += " · " + self.controller.seats[owner].name
                    icon = card_icon(st.kind[card], st.metal[card], st.scorpions[card])
                    self._button(b, f"take-{act.card}", text, act, grid, (n, 0), icon)
                    n += 1
            for act in legal:
                if type(act) is a.TakeRing:
                    self._button(b, "take-ring", self.tr("Take the magic ring"), act, b.footer)
            self._button(b, "take-nothing", self.tr("Take nothing"), a.TakeNothing(), b.footer, default=True)

        return fill(titles[state.pick_kind], name), build

    def _card_name(self, card: int) -> str:
        st = self.controller.state.static
        kind = self.content.kind_names[st.kind[card]].get(self.language)
        metal = st.metal[card]
        if metal < 0:
            return kind
        return fill(self.tr("%1 (%2)"), kind, self.content.metal_names[METALS[metal]].get(self.language))

    def _chest_page(self, state: State, player: int, name: str) -> PageMaker:
        def build(b: PageBuilder) -> None:
            legal = [act for act in legal_actions(state) if isinstance(act, a.ChooseChest)]
            for act in legal:
                metal = METALS.index(act.chest)
                left = len(state.decks[metal])
                text = (
                    self.content.metal_names[act.chest].get(self.language)
                    + " · "
                    + plural(self.tr("%n card(s) left", "", left), left)
                )
                self._button(b, f"chest-{act.chest.value}", text, act, default=act is legal[0])

        return fill(self.tr("%1, choose a chest for the free draw"), name), build

    def _retune_page(self, state: State, player: int, name: str) -> PageMaker:
        def build(b: PageBuilder) -> None:
            for die, (metal, value) in enumerate(state.dice[player]):
                chest = self.content.metal_names[METALS[metal]].get(self.language)
                b.label(f"now-{die}", fill(self.tr("Now: %1 on the %2."), str(value), chest))
            grid = b.part("dice", QGridLayout)
            for act in legal_actions(state):
                if not isinstance(act, a.SetDie):
                    continue
                metal, _ = state.dice[player][act.die]
                b.label(
                    f"chest-{act.die}-{act.value}",
                    self.content.metal_names[METALS[metal]].get(self.language),
                    grid,
                    (act.die, 0),
                    wrap=False,
                )
                self._button(
                    b,
                    f"retune-{act.die}-{act.value}",
                    "",
                    act,
                    grid,
                    (act.die, act.value),
                    die_icon(act.value, player),
                    icon_px=34,
                    tip=fill(self.tr("Turn it to %1"), str(act.value)),
                )

        return fill(self.tr("%1, turn one of your dice"), name), build

    def _name_page(self, state: State, player: int, name: str) -> PageMaker:
        def build(b: PageBuilder) -> None:
            b.label("text", self.tr("Calm it: choose who may take one of your treasures."))
            legal = [act for act in legal_actions(state) if isinstance(act, a.NameThief)]
            for act in legal:
                self._button(
                    b,
                    f"name-{act.player}",
                    self.controller.seats[act.player].name,
                    act,
                    icon=mark_icon(act.player),
                    default=act is legal[0],  # where the keyboard starts; Enter presses the name it is on
                )

        return fill(self.tr("%1 woke the genie for nothing!"), name), build

    def _draw_page(self, state: State, player: int, name: str) -> PageMaker:
        chest = self.content.metal_names[METALS[state.explore_metal]].get(self.language)

        def build(b: PageBuilder) -> None:
            limit = scorpion_limit(state, player)
            b.label(
                "count",
                fill(
                    self.tr("Cards drawn: %1 of %2. Scorpions: %3 — at %4 you lose them all."),
                    str(len(state.drawn)),
                    str(state.dice[player][state.explore_die][1]),
                    str(state.drawn_scorpions),
                    str(limit),
                ),
            )
            b.label(
                "several",
                fill(
                    self.tr("Careful: one card can carry up to %1 scorpions."),
                    str(most_scorpions_on_a_card(state)),
                ),
            )
            chance = self._bust_text(state)
            b.label("chance", chance, name="chance")
            row = b.part("row", QHBoxLayout, b.footer)  # pinned: always in view
            legal = legal_actions(state)
            for act in legal:
                if type(act) is a.DrawCard:
                    self._button(b, "draw", self.tr("Draw a card"), act, row, tip=chance, default=True)
                else:
                    self._button(
                        b,
                        "stop",
                        self.tr("Stop and keep them"),
                        act,
                        row,
                        tip=self.tr("Keep every card drawn so far; your exploring ends."),
                        default=len(legal) == 1,  # the chest is empty: stopping is all there is
                    )

        return fill(self.tr("%1 explores the %2"), name, chest), build

    def _bust_text(self, state: State) -> str:
        """The chance the next card loses everything (the rules' count of the unseen cards)."""
        if next_card_is_wizard(state, state.explore_metal):
            return self.tr("The next card is the wizard: the game ends and you keep the cards drawn.")
        losing, out_of = bust_odds(state)
        if not out_of:
            return ""
        spare = scorpions_to_spare(state)
        if not losing:
            return fill(
                self.tr(
                    "The next card cannot lose them all: you have %1 scorpions to spare, "
                    "and one card carries at most %2."
                ),
                str(spare),
                str(most_scorpions_on_a_card(state)),
            )
        return fill(
            plural(
                self.tr(
                    "Chance the next card loses them all: %1% — %2 of the %3 cards left in this chest "
                    "carry %n or more scorpion(s).",
                    "",
                    spare,
                ),
                spare,
            ),
            str(round(100 * losing / out_of)),
            str(losing),
            str(out_of),
        )

    def _amulet_page(self, state: State, player: int, name: str) -> PageMaker:
        def build(b: PageBuilder) -> None:
            b.label(
                "text",
                self.tr(
                    "Under your gems of one colour it counts as that colour (it never moves) until "
                    "you lose the last of them. Alone it is 1 point."
                ),
            )
            legal = legal_actions(state)
            for act in legal:
                if type(act) is a.PlaceAmulet:
                    kind = Kind(act.gem)
                    held = len(state.gem_stack(player, kind))
                    text = fill(
                        self.tr("Under your %1 (%2 held)"),
                        self.content.kind_names[kind].get(self.language),
                        str(held),
                    )
                    first = act is legal[0]  # Enter: under the first colour held, which also counts for majorities
                    self._button(b, f"amulet-{act.gem}", text, act, icon=card_icon(kind, -1, 0), default=first)
                else:
                    self._button(b, "amulet-alone", self.tr("Keep it alone"), act, b.footer, default=len(legal) == 1)

        return fill(self.tr("%1, place your new amulet"), name), build
