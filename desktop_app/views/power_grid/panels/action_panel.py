"""The action panel: the controls for the human whose turn it is, page by phase.

It turns clicks into actions submitted through the controller, and tells the board what may
be clicked now (and why not) and which cities wait to be built. It also bids for a human up
to a limit they set ("bid up to N") each time that human's turn comes in that auction.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from desktop_app.content.power_grid import PowerGridContent
from desktop_app.controllers.game_controller import ActionRecord, GameController
from desktop_app.rules.common.actions import Action
from desktop_app.rules.common.errors import IllegalAction
from desktop_app.rules.power_grid.actions import Bid, PassBid
from desktop_app.rules.power_grid.queries import bid_range
from desktop_app.rules.power_grid.state import NO_PLAYER, Phase, State
from desktop_app.views.kit.action_panel import ActionPanel as BasePanel
from desktop_app.views.kit.pages import PageBuilder
from desktop_app.views.power_grid.narration import Words
from desktop_app.views.power_grid.panels.auction_pages import (
    AutoBidPage,
    BidPage,
    ChoosePlantPage,
    DiscardPage,
)
from desktop_app.views.power_grid.panels.building_page import BuildingPage
from desktop_app.views.power_grid.panels.bureaucracy_page import BureaucracyPage
from desktop_app.views.power_grid.panels.common import (
    IconWidget,
    make_label,
    player_colour,
    px,
    window_scale,
)
from desktop_app.views.power_grid.panels.page import ActionPage
from desktop_app.views.power_grid.panels.resource_page import ResourcePage
from desktop_app.views.theme import Palette


class _MessagePage(ActionPage):
    """Nothing to do here: a computer player is thinking, or the game is over."""

    def build(self, b: PageBuilder, text: str = "", detail: str = "", seats: tuple[int, ...] | None = None) -> None:
        row = b.part("row", QHBoxLayout)
        for i, seat in enumerate(seats if seats is not None else ((self.player,) if self.player >= 0 else ())):
            icon = b.part(f"seat-{i}", lambda: IconWidget("", px(self.scale, 28)), row, (0,), Qt.AlignmentFlag.AlignTop)
            if icon.key != f"seat:{seat}":
                icon.key = f"seat:{seat}"
                icon.update()
        self.label(b, "text", text, 17, QFont.Weight.DemiBold, into=row, at=(1,))
        self.label(b, "detail", detail, 14, colour=Palette.INK_MUTED, visible=bool(detail))


class ActionPanel(BasePanel):
    """Phase-specific controls for the human whose turn it is (kit.action_panel's pages: the
    same page for the same human is updated in place)."""

    keep_pages = 24  # each human's page for each step is made once (nothing on them is secret)
    controller: GameController
    title: QLabel  # always made here (the kit's panel may have none)
    _page: ActionPage | None  # the panel shows only its own pages

    build_preview_changed = Signal(int, list)  # player, pending city ids -> board.highlight_build
    clickable_cities_changed = Signal(object, object)  # set of ids, {id: why not} -> board.set_clickable_cities
    clickable_plants_changed = Signal(object, object)  # set of numbers, {number: why not} -> board.set_clickable_plants

    def __init__(
        self,
        controller: GameController,
        content: PowerGridContent,
        language: str = "zh_TW",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(controller, content, language, parent, title=False)
        self.words = Words(content, controller.seats, language)
        self.pending_cities: list[str] = []
        self.auto_bids: dict[int, tuple[int, int, int]] = {}  # seat -> (round, plant, limit)
        self.auto_bid_delay_ms = 300  # a watcher can follow each automatic raise
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.timeout.connect(self._auto_bid_step)
        self._status_text = ""

        layout = self._layout
        self.title = make_label("", 1.0, 18, QFont.Weight.Bold)
        self.subtitle = make_label("", 1.0, 13, colour=Palette.INK_MUTED)
        self.scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; }")
        self.status = make_label("", 1.0, 14, colour=Palette.IN_PROGRESS)
        layout.insertWidget(0, self.title)
        layout.insertWidget(1, self.subtitle)
        layout.addWidget(self.status)

        self._name_for_readers()
        controller.action_did_apply.connect(self._on_action_applied)
        controller.history_did_rewind.connect(self._on_history_rewound)
        controller.action_was_refused.connect(self._on_refused)
        controller.game_did_end.connect(self._on_game_ended)
        controller.bot_did_start_thinking.connect(self._on_bot_thinking)
        self._scale_fixed = False
        self._apply_scale(1.0)

    # --- public API ---------------------------------------------------------------------------

    def set_scale(self, scale: float) -> None:
        """Fix the text and spacing scale (by default the panel follows its window's size)."""
        self._scale_fixed = True
        self._apply_scale(scale)

    def _apply_scale(self, scale: float) -> None:
        """Text and spacing for the window size (theme.scale_for); rebuilds the controls."""
        self.scale = scale
        layout = self._layout
        margin = px(scale, 10)
        layout.setContentsMargins(margin, margin, margin, margin)
        layout.setSpacing(px(scale, 6))
        for label, size, weight in (
            (self.title, 18, QFont.Weight.Bold),
            (self.subtitle, 13, QFont.Weight.Normal),
            (self.status, 14, QFont.Weight.Normal),
        ):
            label.setFont(make_label("", scale, size, weight).font())
        self.refresh(keep_status=True)

    def _name_for_readers(self) -> None:
        """The panel's scrolling page as a screen reader names it, in the panel's language."""
        self.scroll.setAccessibleName(self.words.translate("ActionPanel", "The controls for this step"))

    def set_language(self, language: str) -> None:
        """Speak another language from now on."""
        self.words = Words(self.content, self.controller.seats, language)
        self._name_for_readers()
        self._status_text = ""
        self.refresh()

    def on_city_clicked(self, city_id: str) -> None:
        """A city on the board was clicked: the building page adds it to (or takes it off) the list."""
        if self._page is not None:
            self._page.on_city_clicked(city_id)

    def on_plant_clicked(self, number: int) -> None:
        """A plant in the board's market was clicked: the auction page selects it."""
        if self._page is not None:
            self._page.on_plant_clicked(number)

    def refresh(self, keep_status: bool = False) -> None:
        """Show the controls for controller.state (called after every change)."""
        if not keep_status:
            self._status_text = ""
        self._prune_auto_bids()
        state = self.controller.state
        player = self.controller.current_player()
        w = self.words
        translate = w.translate
        if player == NO_PLAYER or self.controller.is_over():
            self.title.setText(translate("ActionPanel", "The game is over"))
            self.subtitle.setText("")
        else:
            self.title.setText(translate("ActionPanel", "{name}'s turn").format(name=w.player(player)))
            self.subtitle.setText(
                translate("ActionPanel", "Round {round} · Step {step} · {phase}").format(
                    round=state.round, step=state.step, phase=w.phase(state.phase)
                )
            )
        if state.phase is not Phase.BUILDING or player == NO_PLAYER or not self.controller.seats[player].is_human:
            self.pending_cities.clear()
        self.status.setText(self._status_text)  # a page may add a note while it builds
        self.status.setVisible(bool(self._status_text))
        shown, at = self._page, self.scroll.verticalScrollBar().value()
        page = self._show_page_for(state, player)
        if page is shown and at:  # the same page: it stays where the player scrolled it
            self.scroll.verticalScrollBar().setValue(at)
        self.clickable_plants_changed.emit(*page.clickable_plants())
        self.clickable_cities_changed.emit(*page.clickable_cities())
        self.build_preview_changed.emit(max(player, 0), list(self.pending_cities))
        self._schedule_auto_bid()

    # --- pages --------------------------------------------------------------------------------

    def _page_kind(self, state: State, player: int) -> tuple[type[ActionPage], int | None, tuple[Any, ...]]:
        """The page to show: (its class, the human it is for or None, its arguments)."""
        w, translate = self.words, self.words.translate
        if player == NO_PLAYER or self.controller.is_over():
            winners = tuple(state.winners)
            if len(winners) == 1:
                text = translate("ActionPanel", "{name} wins!").format(name=w.player(winners[0]))
            else:
                text = translate("ActionPanel", "{names} share the win!").format(names=w.players(winners))
            detail = translate("ActionPanel", "Nothing more to do: the results are on the end screen.")
            return _MessagePage, None, (text, detail, winners)
        if not self.played_here(player):
            text = translate("ActionPanel", "{name} is thinking…").format(name=w.player(player))
            return _MessagePage, None, (text, w.seat_kind(player))
        phase = state.phase
        if phase is Phase.AUCTION:
            if state.discard_player != NO_PLAYER:
                return DiscardPage, player, ()
            if state.auction_plant:
                if self._auto_bid_due():
                    return AutoBidPage, player, (self.auto_bids[player][2],)
                return BidPage, player, ()
            return ChoosePlantPage, player, ()
        if phase is Phase.RESOURCES:
            return ResourcePage, player, ()
        if phase is Phase.BUILDING:
            return BuildingPage, player, ()
        return BureaucracyPage, player, ()

    def _show_page_for(self, state: State, player: int) -> ActionPage:
        """The page for now: the one up already, updated in place, when it is the same kind for
        the same human (at the same scale, in the same words); else a new one."""
        cls, human, arguments = self._page_kind(state, player)

        def build(b: PageBuilder) -> None:
            page = b.page
            assert isinstance(page, ActionPage)  # made by `cls` below
            page.sync()
            page.build(b, *arguments)

        page = self.show_page((cls, human, self.scale, id(self.words)), build, make=lambda: cls(self))
        assert isinstance(page, ActionPage)
        return page

    # --- submitting -----------------------------------------------------------------------------

    def submit(self, action: Action) -> bool:
        """Send a human's action to the controller (a refusal shows in the status line)."""
        return self.controller.submit(action)

    def show_status(self, text: str) -> None:
        """A one-line note under the controls (why a click did nothing, what was dropped)."""
        self._status_text = text
        self.status.setText(text)
        self.status.setVisible(bool(text))

    def _on_action_applied(self, record: ActionRecord) -> None:
        self.refresh()

    def _on_history_rewound(self) -> None:
        self.pending_cities.clear()
        self.auto_bids.clear()
        self.refresh()

    def _on_game_ended(self, winners: object) -> None:
        self.refresh(keep_status=True)

    def _on_bot_thinking(self, seat: int) -> None:
        if self._page is not None and self._page.player != seat:
            self.refresh(keep_status=True)

    def _on_refused(self, code: str, reason: str) -> None:
        self.show_status(self.words.refusal(code))

    def refusal_text(self, error: IllegalAction | str) -> str:
        return self.words.refusal(error)

    # --- bid up to N -----------------------------------------------------------------------------

    def set_auto_bid(self, seat: int, limit: int) -> None:
        """Bid for `seat` in the running auction: +1 while the bid is below `limit`, then pass."""
        state = self.controller.state
        if not state.auction_plant:
            return
        self.auto_bids[seat] = (state.round, state.auction_plant, limit)
        self.refresh(keep_status=True)

    def stop_auto_bid(self, seat: int) -> None:
        self.auto_bids.pop(seat, None)
        self._auto_timer.stop()
        self.refresh(keep_status=True)

    def _prune_auto_bids(self) -> None:
        """An automatic bid ends with its auction."""
        state = self.controller.state
        for seat, (round_number, plant, _) in list(self.auto_bids.items()):
            if state.phase is not Phase.AUCTION or state.round != round_number or state.auction_plant != plant:
                del self.auto_bids[seat]

    def _auto_bid_due(self) -> bool:
        state = self.controller.state
        player = self.controller.current_player()
        return (
            player in self.auto_bids
            and self.controller.is_human_turn()
            and state.phase is Phase.AUCTION
            and state.discard_player == NO_PLAYER
            and bool(state.auction_plant)
            and self.auto_bids[player][:2] == (state.round, state.auction_plant)
        )

    def _schedule_auto_bid(self) -> None:
        if self._auto_bid_due():
            self._auto_timer.start(self.auto_bid_delay_ms)

    def _auto_bid_step(self) -> None:
        if not self._auto_bid_due():
            return
        state = self.controller.state
        player = self.controller.current_player()
        limit = self.auto_bids[player][2]
        amount, most = bid_range(state)
        if amount <= min(limit, most):
            self.submit(Bid(amount))
        else:
            self.auto_bids.pop(player, None)
            self.submit(PassBid())

    # --- look -------------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        """Room for the whole page of controls without scrolling."""
        margins = self._layout.contentsMargins()
        page = self._page.sizeHint() if self._page is not None else QSize(0, 0)
        footer = self._page.footer.sizeHint().height() if self._page is not None else 0
        height = (
            self.title.sizeHint().height()
            + self.subtitle.sizeHint().height()
            + page.height()
            + footer
            + margins.top()
            + margins.bottom()
            + 3 * self._layout.spacing()
        )
        return QSize(max(page.width(), px(self.scale, 360)) + margins.left() + margins.right(), height)

    def follow_window(self) -> None:
        """Take the window's scale (its size, and presentation mode's chrome), unless fixed."""
        if not self._scale_fixed and window_scale(self) != self.scale:
            self._apply_scale(window_scale(self))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.follow_window()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.follow_window()

    def paintEvent(self, event: QPaintEvent) -> None:
        """A card on the table, outlined in the colour of the player to act."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        player = self.controller.current_player()
        rect = self.rect().adjusted(2, 2, -2, -2)
        painter.setBrush(Palette.CARD_FACE)
        edge = Palette.CARD_EDGE
        width = max(1.0, self.scale)
        if player >= 0:
            edge, width = player_colour(player), 3 * self.scale
        painter.setPen(edge)
        pen = painter.pen()
        pen.setWidthF(width)
        painter.setPen(pen)
        radius = 8 * self.scale
        painter.drawRoundedRect(rect, radius, radius)
